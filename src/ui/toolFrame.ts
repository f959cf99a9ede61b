import { createContext, useContext, type ComponentType } from 'react';
import type { BadgeVariant } from './Badge';

/** What the frame of a tool page shows of a tool (its own, a related one's or a "Send to…" choice's). */
export interface FrameTool {
  id: string;
  path: string;
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' | 'false' }>;
  badge: string;
  badgeVariant: BadgeVariant;
  /** The operations (workers/ops) its page does: "Add to a recipe" offers them. */
  operations?: readonly string[];
}

/**
 * The catalogue's facts about the tool on screen, handed down by the page that renders it (src/pages/ToolPage.tsx):
 * src/ui draws them but never reads the catalogue, which sits above it (it lazily loads every tool, and every tool
 * uses src/ui).
 */
export interface ToolFrame {
  tool?: FrameTool;
  /** Tools of the same category, shown under "Related tools". */
  related: readonly FrameTool[];
  /** The tools "Send to…" offers, in the dialog's order. */
  sendTargets: readonly FrameTool[];
  /** Where "Add to a recipe" goes. */
  recipeBuilder?: FrameTool;
}

const NO_FRAME: ToolFrame = { related: [], sendTargets: [] };

export const ToolFrameContext = createContext<ToolFrame>(NO_FRAME);

export function useToolFrame(): ToolFrame {
  return useContext(ToolFrameContext);
}
