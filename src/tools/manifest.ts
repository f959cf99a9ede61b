import type { LucideIcon } from 'lucide-react';
import type { ComponentType } from 'react';

/** The categories a tool can belong to, in the order the site lists them (after the virtual "recent" and "favorites"). */
export const TOOL_CATEGORIES = ['text', 'converter', 'pdf', 'generator', 'calculator', 'finance', 'developer', 'design', 'security', 'productivity'] as const;
export type ToolCategoryId = (typeof TOOL_CATEGORIES)[number];

/** A tool card's badge (its label is catalog:badges.<key>; its colour, src/catalog/badges.ts). */
export const BADGE_KEYS = ['text', 'cleanup', 'preview', 'converter', 'generator', 'calculator', 'finance', 'security', 'popular', 'new'] as const;
export type BadgeKey = (typeof BADGE_KEYS)[number];

/**
 * Everything the site needs to know about a tool besides its page and its texts, kept in its own folder
 * (src/tools/<id>/tool.ts). The catalogue, the "Send to…" list and the contract test all read these files,
 * so adding a tool is its folder and its three locale files.
 */
export interface ToolManifest {
  /** The folder's name, kebab-case: the route is /tools/<id>. */
  id: string;
  category: ToolCategoryId;
  badge: BadgeKey;
  icon: LucideIcon;
  /** Its place in the catalogue (home, sidebar, category pages): ascending, spaced by ten so a tool fits between two. */
  order: number;
  /** Its main input is the shared big-text field, so "Send to…" offers it and it takes the handed-over text (src/ui/useToolInput.ts). */
  takesText?: boolean;
  /** The operations (workers/ops) its page does, in the order "Add to a recipe" offers them. */
  operations?: readonly string[];
  /** The page, in its own chunk. */
  load: () => Promise<{ default: ComponentType }>;
}

/** Types a manifest (no run-time work: the manifests are read eagerly by the catalogue). */
export function defineTool(manifest: ToolManifest): ToolManifest {
  return manifest;
}
