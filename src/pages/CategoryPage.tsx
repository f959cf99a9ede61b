import { useMemo } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { toast } from '../ui/lazy/toast';
import { ChevronRight, Gauge, Trash2 } from 'lucide-react';
import { getCategory, type CategoryId } from '../catalog/categories';
import { getTool, toolsInCategory, type ToolEntry } from '../catalog/tools';
import { useToolSearch } from '../catalog/useToolSearch';
import { useRouteContentLive } from '../lib/appLive';
import { useDocumentMeta } from '../lib/useDocumentMeta';
import { useAppDispatch, useAppSelector } from '../store';
import { clearFavorites } from '../store/favorites';
import { clearRecents } from '../store/recents';
import { Button } from '../ui/Button';
import { EmptyState } from '../ui/EmptyState';
import { BENCH_PATH } from './BenchRoute';
import { ToolGrid } from './ToolCard';
import NotFoundPage from './NotFoundPage';

function useCategoryTools(id: CategoryId): ToolEntry[] {
  const favorites = useAppSelector((s) => s.favorites);
  const recents = useAppSelector((s) => s.recents);
  return useMemo(() => {
    const existing = (ids: string[]) => ids.map((i) => getTool(i)).filter((t): t is ToolEntry => !!t);
    if (id === 'favorites') return existing(favorites);
    if (id === 'recent') return existing(recents.map((r) => r.id));
    return toolsInCategory(id);
  }, [id, favorites, recents]);
}

function emptyKeys(id: CategoryId, filtered: boolean): { title: string; hint: string } {
  const base = id === 'recent' ? 'Recent' : id === 'favorites' ? 'Favorites' : 'Category';
  if (filtered) return { title: `category.empty.noMatch${base}`, hint: 'category.empty.noMatchHint' };
  const key = base.toLowerCase();
  return { title: `category.empty.${key}`, hint: `category.empty.${key}Hint` };
}

/** The developer tools' way to the device benchmark (/bench): how fast these tools run here. */
function BenchLink() {
  const { t } = useTranslation('common');
  return (
    <Link to={BENCH_PATH} data-testid="bench-link"
      className="flex items-center gap-3 rounded-xl border border-border bg-card p-4 shadow-sm transition-shadow hover:shadow-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
      <span className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
        <Gauge className="h-5 w-5" aria-hidden="true" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-semibold">{t('category.benchLink')}</span>
        <span className="block text-sm text-muted-foreground">{t('category.benchLinkHint')}</span>
      </span>
      <ChevronRight className="h-5 w-5 shrink-0 text-muted-foreground" aria-hidden="true" />
    </Link>
  );
}

function CategoryView({ id }: { id: CategoryId }) {
  const { t } = useTranslation(['common', 'catalog']);
  const dispatch = useAppDispatch();
  const all = useCategoryTools(id);
  const { active, results } = useToolSearch(all);
  const name = t(`catalog:categories.${id}.name`);
  useDocumentMeta(t('meta.categoryTitle', { category: name }), t(`catalog:categories.${id}.description`));
  const empty = emptyKeys(id, all.length > 0 && active);
  useRouteContentLive();

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{name}</h1>
          <p className="mt-1 text-muted-foreground">{t(`catalog:categories.${id}.description`)}</p>
          <p className="mt-1 text-sm text-muted-foreground" data-testid="tool-count">{t('category.toolCount', { count: results.length })}</p>
        </div>
        {id === 'recent' && all.length > 0 && (
          <Button variant="outline" size="sm" onClick={() => { dispatch(clearRecents()); toast.success(t('category.recentCleared')); }}>
            <Trash2 className="h-4 w-4" aria-hidden="true" /> {t('category.clearRecent')}
          </Button>
        )}
        {id === 'favorites' && all.length > 0 && (
          <Button variant="outline" size="sm" onClick={() => { dispatch(clearFavorites()); toast.success(t('category.favoritesCleared')); }}>
            <Trash2 className="h-4 w-4" aria-hidden="true" /> {t('category.clearFavorites')}
          </Button>
        )}
      </div>
      {results.length > 0 ? <ToolGrid tools={results} /> : <EmptyState title={t(empty.title)} hint={t(empty.hint)} />}
      {id === 'developer' && <BenchLink />}
    </div>
  );
}

export default function CategoryPage() {
  const { categoryId } = useParams();
  const category = getCategory(categoryId);
  if (!category) return <NotFoundPage messageKey="category.notFound" hintKey="category.notFoundHint" />;
  return <CategoryView key={category.id} id={category.id} />;
}
