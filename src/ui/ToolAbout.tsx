import { memo } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Card } from './Card';
import { useToolFrame } from './toolFrame';

/** A titled card with a bulleted list; `items` is a translated list (anything else shows an empty list). */
function ListCard({ title, items }: { title: string; items: unknown }) {
  return (
    <Card className="p-5">
      <h2 className="mb-2 text-lg font-semibold">{title}</h2>
      <ul className="list-disc space-y-1 pl-5 text-sm text-muted-foreground">
        {Array.isArray(items) && items.map((item) => <li key={String(item)}>{String(item)}</li>)}
      </ul>
    </Card>
  );
}

/**
 * What the tool is, its use cases and tips, and the related tools: text that changes with the language only.
 * Memoised, because ToolLayout re-renders on every keystroke and progress tick, and reading the translated lists
 * (returnObjects) and the related tools again each time cost tens of milliseconds per render on a slow phone.
 */
export const ToolAbout = memo(function ToolAbout({ toolId }: { toolId: string }) {
  const ns = `tools/${toolId}`;
  const { t } = useTranslation(['common', 'catalog', ns]);
  const useCases = t(`${ns}:info.useCases`, { returnObjects: true }) as unknown;
  const tips = t(`${ns}:info.tips`, { returnObjects: true }) as unknown;
  const { related } = useToolFrame();
  return (
    <>
      <section className="defer-render grid gap-4 md:grid-cols-3" aria-label={t('common:tool.about')}>
        <Card className="p-5">
          <h2 className="mb-2 text-lg font-semibold">{t('common:tool.whatIsIt')}</h2>
          <p className="text-sm text-muted-foreground">{t(`${ns}:info.what`)}</p>
        </Card>
        <ListCard title={t('common:tool.useCases')} items={useCases} />
        <ListCard title={t('common:tool.proTips')} items={tips} />
      </section>

      {related.length > 0 && (
        <section className="defer-render" aria-labelledby="related-tools-heading">
          <h2 id="related-tools-heading" className="mb-3 text-lg font-semibold">{t('common:tool.relatedTools')}</h2>
          <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {related.map((r) => (
              <li key={r.id}>
                <Link to={r.path} className="flex items-center gap-2 rounded-lg border border-border p-3 text-sm hover:bg-muted">
                  <r.icon className="h-4 w-4 text-primary" aria-hidden="true" />
                  {t(`catalog:tools.${r.id}.title`)}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
});
