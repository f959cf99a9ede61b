import type { ToolManifest } from '../tools/manifest';
import { BADGE_COLORS, type BadgeVariant } from './badges';

export type { BadgeVariant } from './badges';

export interface ToolEntry extends ToolManifest {
  /** The badge's colour (BADGE_COLORS): the same badge has the same colour on every tool. */
  badgeVariant: BadgeVariant;
  path: string;
}

/** Every tool's manifest (src/tools/<id>/tool.ts), gathered at build time: a new folder is a new tool. */
const MANIFESTS = import.meta.glob<ToolManifest>('../tools/*/tool.ts', { eager: true, import: 'default' });

/** The catalogue, in the manifests' order. */
export const TOOLS: ToolEntry[] = Object.values(MANIFESTS)
  .sort((a, b) => a.order - b.order)
  .map((manifest) => ({ ...manifest, badgeVariant: BADGE_COLORS[manifest.badge], path: `/tools/${manifest.id}` }));

const BY_ID = new Map(TOOLS.map((t) => [t.id, t]));

export function getTool(id: string | undefined): ToolEntry | undefined {
  return id ? BY_ID.get(id) : undefined;
}

export function toolsInCategory(category: string): ToolEntry[] {
  return TOOLS.filter((t) => t.category === category);
}

/** Tools of the same category, the tool itself excluded. */
export function relatedTools(id: string, limit = 6): ToolEntry[] {
  const self = getTool(id);
  if (!self) return [];
  return TOOLS.filter((t) => t.category === self.category && t.id !== id).slice(0, limit);
}
