import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from './Badge';
import { FavoriteButton } from './FavoriteButton';
import { useToolFrame } from './toolFrame';

/**
 * A tool page's heading: icon, title, badge, description and the favourite star. Memoised: it depends on the tool and
 * the language only, and ToolLayout re-renders on every keystroke and every progress tick of a job.
 */
export const ToolHeader = memo(function ToolHeader({ toolId }: { toolId: string }) {
  const { t } = useTranslation(['common', 'catalog']);
  const { tool } = useToolFrame();
  return (
    <header className="flex items-start justify-between gap-4">
      <div className="flex items-start gap-3">
        {tool && (
          <span className="mt-1 inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
            <tool.icon className="h-6 w-6" aria-hidden="true" />
          </span>
        )}
        <div>
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t(`catalog:tools.${toolId}.title`)}</h1>
            {tool && <Badge variant={tool.badgeVariant}>{t(`catalog:badges.${tool.badge}`)}</Badge>}
          </div>
          <p className="mt-1 text-muted-foreground">{t(`catalog:tools.${toolId}.description`)}</p>
        </div>
      </div>
      <FavoriteButton toolId={toolId} />
    </header>
  );
});
