import type { BadgeKey } from '../tools/manifest';
import type { BadgeVariant } from '../ui/Badge';

export type { BadgeKey, BadgeVariant };

/**
 * A tool card's badge: its label key (catalog:badges.<key>) and its colour. The colour belongs to the badge, not
 * to the tool, so a badge looks the same on every card, search result and tool page; a badge that names a
 * category wears that category's colour. No run-time imports: the e2e suite reads this table as it is.
 */
export const BADGE_COLORS = {
  text: 'blue',
  cleanup: 'blue',
  preview: 'blue',
  converter: 'cyan',
  generator: 'purple',
  calculator: 'orange',
  finance: 'green',
  security: 'pink',
  popular: 'default',
  new: 'outline',
} as const satisfies Record<BadgeKey, BadgeVariant>;
