import { memo, type CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ToolEntry } from '../catalog/tools';
import { CARD_STAGGER_MS } from '../config/constants';
import { Badge } from '../ui/Badge';
import { FavoriteButton } from '../ui/FavoriteButton';

/**
 * The whole card opens the tool (stretched link); the star sits above it and never navigates. Memoised on its tool
 * alone: `index` only staggers the entrance (all done within two seconds of the page showing; a card a search moves
 * sooner keeps its first delay), so a keystroke that keeps a card re-renders nothing in it, where a search's results
 * re-rendered every card they kept, its star and its icons.
 */
export const ToolCard = memo(function ToolCard({ tool, index }: { tool: ToolEntry; index: number }) {
  const { t } = useTranslation('catalog');
  const style: CSSProperties = { animationDelay: `${index * CARD_STAGGER_MS}ms` };
  return (
    <article
      data-testid="tool-card"
      data-tool-id={tool.id}
      style={style}
      className="card-in defer-render-card group relative flex flex-col gap-3 rounded-xl border border-border bg-card p-5 shadow-sm transition-shadow hover:shadow-md focus-within:ring-2 focus-within:ring-ring"
    >
      <div className="flex items-start justify-between gap-2">
        <span className="inline-flex h-10 w-10 items-center justify-center rounded-lg bg-primary/10 text-primary">
          <tool.icon className="h-5 w-5" aria-hidden="true" />
        </span>
        <FavoriteButton toolId={tool.id} className="-mr-2 -mt-2" />
      </div>
      <h3 className="font-semibold leading-snug">
        <Link to={tool.path} className="after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none">
          {t(`tools.${tool.id}.title`)}
        </Link>
      </h3>
      <p className="line-clamp-2 text-sm text-muted-foreground">{t(`tools.${tool.id}.description`)}</p>
      <div className="mt-auto">
        <Badge variant={tool.badgeVariant}>{t(`badges.${tool.badge}`)}</Badge>
      </div>
    </article>
  );
}, (before, after) => before.tool === after.tool);

/** Memoised: a keystroke in the search renders the page at once with the results it had (see useToolSearch). */
export const ToolGrid = memo(function ToolGrid({ tools }: { tools: ToolEntry[] }) {
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" data-testid="tool-grid">
      {tools.map((tool, i) => <ToolCard key={tool.id} tool={tool} index={i} />)}
    </div>
  );
});
