import { TOOLS, type ToolEntry } from './tools';

const RECIPE_BUILDER = 'recipe-builder';

/**
 * The tools "Send to…" offers, in the order the dialog lists them: those whose manifest says they take text
 * (`takesText`), the recipe builder first since it chains all the others, then in catalogue order.
 */
export const SEND_TARGETS: readonly ToolEntry[] = [
  ...TOOLS.filter((t) => t.takesText && t.id === RECIPE_BUILDER),
  ...TOOLS.filter((t) => t.takesText && t.id !== RECIPE_BUILDER),
];
