import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { AD_SIZES, adPositionsFor, type AdPosition, type PageKind } from '../config/ads';

/**
 * A labelled placeholder that reserves its final size up front, so a filled
 * slot never shifts the layout. Large banner on wide screens, small on phones. Memoised: the page around it
 * re-renders at each keystroke in a tool.
 */
export const AdSlot = memo(function AdSlot({ position, pageKind }: { position: AdPosition; pageKind: PageKind }) {
  const { t } = useTranslation('common');
  if (!adPositionsFor(pageKind).includes(position)) return null;
  const large = AD_SIZES.large;
  const small = AD_SIZES.small;
  return (
    <aside
      aria-label={t('ads.label')}
      data-testid={`ad-${position}`}
      className="mx-auto flex w-full items-center justify-center rounded-md border border-dashed border-border bg-muted/40 text-xs text-muted-foreground"
      style={{ maxWidth: large.width }}
    >
      <div className="flex h-[50px] w-full items-center justify-center md:hidden" style={{ maxWidth: small.width, height: small.height }}>
        {t('ads.placeholder')}
      </div>
      <div className="hidden w-full items-center justify-center md:flex" style={{ height: large.height }}>
        {t('ads.placeholder')}
      </div>
    </aside>
  );
});
