/** The one ad configuration: placeholders only, no ad script is loaded. */
export type AdPosition = 'top' | 'bottom' | 'sidebar';
export type PageKind = 'home' | 'tool' | 'category' | 'info';
export type AdSize = 'small' | 'medium' | 'large' | 'side' | 'rectangle';

export const AD_SIZES: Record<AdSize, { width: number; height: number }> = {
  small: { width: 320, height: 50 },
  medium: { width: 468, height: 60 },
  large: { width: 728, height: 90 },
  side: { width: 160, height: 160 },
  rectangle: { width: 300, height: 250 },
};

export const MAX_SIDE_ADS = 4;

export const AD_CONFIG = {
  enabled: true,
  positions: {
    home: ['top', 'bottom'],
    tool: ['top', 'bottom'],
    category: [],
    info: [],
  } satisfies Record<PageKind, AdPosition[]>,
  providers: [
    { id: 'adnetwork', enabled: true },
    { id: 'custom', enabled: false },
  ],
} as const;

export function adPositionsFor(kind: PageKind): readonly AdPosition[] {
  return AD_CONFIG.enabled ? AD_CONFIG.positions[kind] : [];
}
