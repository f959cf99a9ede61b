import { memo } from 'react';
import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn';
import { useToggleFavorite } from './useToggleFavorite';

/** Memoised: the cards and headers it sits in re-render for reasons of their own; it changes with its tool's star. */
export const FavoriteButton = memo(function FavoriteButton({ toolId, className }: { toolId: string; className?: string }) {
  const { t } = useTranslation(['common', 'catalog']);
  const { isFavorite, toggle } = useToggleFavorite(toolId);
  const title = t(`catalog:tools.${toolId}.title`);
  return (
    <button
      type="button"
      aria-pressed={isFavorite}
      aria-label={t(isFavorite ? 'favorites.removeLabel' : 'favorites.addLabel', { tool: title })}
      data-testid="favorite-button"
      onClick={(e) => {
        // The star sits inside a card link: it must never open the tool.
        e.preventDefault();
        e.stopPropagation();
        toggle();
      }}
      className={cn(
        'relative z-10 inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-md hover:bg-muted focus-ring',
        className,
      )}
    >
      <Star className={cn('h-5 w-5', isFavorite ? 'fill-yellow-400 text-yellow-500' : 'text-muted-foreground')} aria-hidden="true" />
    </button>
  );
});
