import type { RecipeStep } from '@workers/recipe/recipe';

/**
 * "Send to…": a tool's output handed to another tool across the route change, held here in
 * memory only. A 10 MB text never goes into the URL or storage; it is one string reference.
 * One hand-off at a time: the receiving page's main big-text field takes it once (src/ui/useToolInput.ts);
 * opening any other tool drops it, and so does time, so an abandoned text never turns up later.
 */

interface TextHandoff {
  /** The receiving tool's id. */
  to: string;
  /** The sending tool's id (named in the "received" message). */
  from: string;
  text: string;
  at: number;
}

/** Long enough for a tool's code to download on a slow connection, short enough that a forgotten text is gone. */
const MAX_AGE_MS = 2 * 60_000;

let pending: TextHandoff | null = null;

export function handOffText(to: string, from: string, text: string): void {
  pending = { to, from, text, at: Date.now() };
}

/** The text waiting for `toolId`, taken (a second call gets nothing). */
export function takeHandoff(toolId: string): { from: string; text: string } | null {
  const h = pending;
  if (!h || h.to !== toolId) return null;
  pending = null;
  return Date.now() - h.at <= MAX_AGE_MS ? { from: h.from, text: h.text } : null;
}

/** A tool page opened: a text waiting for another tool is dropped. */
export function dropHandoffUnless(toolId: string): void {
  if (pending && pending.to !== toolId) pending = null;
}

// ——— the recipe being built ———

/**
 * The recipe builder's steps and input while the visitor is on other pages (its own page keeps the
 * steps in the URL fragment), and steps other tools' "Add to a recipe" asked for, waiting for the builder.
 */
let draft: { steps: RecipeStep[]; input: string } = { steps: [], input: '' };
let queued: RecipeStep[] = [];

export function keepRecipeDraft(steps: readonly RecipeStep[], input: string): void {
  draft = { steps: [...steps], input };
}

export function recipeDraft(): { steps: RecipeStep[]; input: string } {
  return { steps: [...draft.steps], input: draft.input };
}

export function queueRecipeSteps(steps: readonly RecipeStep[]): void {
  queued = [...queued, ...steps];
}

export function takeQueuedRecipeSteps(): RecipeStep[] {
  const steps = queued;
  queued = [];
  return steps;
}
