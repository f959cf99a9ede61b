import { useTranslation } from 'react-i18next';
import { Sparkles } from 'lucide-react';
import { TOOLS } from '../catalog/tools';
import { useToolSearch } from '../catalog/useToolSearch';
import { AdSlot } from '../ui/AdSlot';
import { useRouteContentLive } from '../lib/appLive';
import { useDocumentMeta } from '../lib/useDocumentMeta';
import { EmptyState } from '../ui/EmptyState';
import { ToolGrid } from './ToolCard';

export default function HomePage() {
  const { t } = useTranslation('common');
  const { active, results } = useToolSearch(TOOLS);
  useDocumentMeta(t('meta.homeTitle'), t('meta.homeDescription'));
  useRouteContentLive();
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-8">
      <AdSlot position="top" pageKind="home" />
      {!active && (
        <section className="py-6 text-center sm:py-10" data-testid="hero">
          <p className="mx-auto inline-flex items-center gap-2 rounded-full border border-border bg-card px-3 py-1 text-xs text-muted-foreground">
            <Sparkles className="h-3.5 w-3.5 text-primary" aria-hidden="true" /> {t('home.heroBadge')}
          </p>
          <h1 className="mt-4 text-3xl font-bold tracking-tight sm:text-5xl">{t('home.heroTitle')}</h1>
          <p className="mx-auto mt-4 max-w-2xl text-muted-foreground sm:text-lg">{t('home.heroSubtitle')}</p>
        </section>
      )}
      <section aria-labelledby="tools-heading">
        <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
          {active ? (
            <>
              <h1 id="tools-heading" className="text-2xl font-bold">{t('home.searchResults')}</h1>
              <p className="text-sm text-muted-foreground" data-testid="result-count" aria-live="polite">
                {t('home.resultCount', { count: results.length })}
              </p>
            </>
          ) : (
            <h2 id="tools-heading" className="text-xl font-semibold">{t('home.allToolsHeading')}</h2>
          )}
        </div>
        {results.length > 0 ? (
          <ToolGrid tools={results} />
        ) : (
          <EmptyState title={t('home.noResults')} hint={t('home.noResultsHint')} />
        )}
      </section>
      <AdSlot position="bottom" pageKind="home" />
    </div>
  );
}
