import { getOperation, normalizeOptions, changedOptions, type Options, type ValueKind } from '../ops/registry';

/**
 * A recipe: steps (an operation, its options, on or off), never the input. This module reads
 * recipes from anywhere a stranger may have written them (a link, a file, this browser's storage)
 * and never throws on what it reads; it checks how steps chain and builds the reverse recipe.
 */

export interface RecipeStep {
  op: string;
  options: Options;
  enabled: boolean;
}

/** More steps than anyone builds by hand; a link or file with more is refused rather than run. */
export const MAX_STEPS = 64;
export const RECIPE_FORMAT = 'toolbox-recipe';
export const RECIPE_VERSION = 1;

export interface ParsedRecipe {
  steps: RecipeStep[];
  /** Steps left out because their operation is unknown (a newer site's link) or they were not steps at all. */
  dropped: number;
}

const isRecord = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** One step in either written form: `{ op, options?, enabled? }` (files, storage) or `[op, options?, enabled?]` (links). */
function parseStep(raw: unknown): RecipeStep | null {
  let id: unknown;
  let options: unknown;
  let enabled: unknown;
  if (Array.isArray(raw)) [id, options, enabled] = raw;
  else if (isRecord(raw)) ({ op: id, options, enabled } = raw);
  else return null;
  if (typeof id !== 'string') return null;
  const op = getOperation(id);
  if (!op) return null;
  return { op: op.id, options: normalizeOptions(op, options), enabled: enabled !== false && enabled !== 0 };
}

/**
 * Steps from a parsed JSON value: the portable object (`{ format, version, name, steps }`), or a
 * bare list of steps. Null when it is not a recipe at all; unknown steps are dropped and counted.
 */
export function parseRecipe(raw: unknown): ParsedRecipe | null {
  const list = Array.isArray(raw) ? raw : isRecord(raw) && Array.isArray(raw.steps) ? raw.steps : null;
  if (!list || list.length > MAX_STEPS) return null;
  if (isRecord(raw) && raw.format !== undefined && raw.format !== RECIPE_FORMAT) return null;
  const steps: RecipeStep[] = [];
  for (const item of list) {
    const step = parseStep(item);
    if (step) steps.push(step);
  }
  return { steps, dropped: list.length - steps.length };
}

/** The portable form: what a file holds and storage keeps. Options at their defaults are left out. */
export function toPortable(steps: readonly RecipeStep[], name?: string) {
  return {
    format: RECIPE_FORMAT,
    version: RECIPE_VERSION,
    ...(name ? { name } : {}),
    steps: steps.map((s) => {
      const op = getOperation(s.op);
      const options = op ? changedOptions(op, s.options) : {};
      return { op: s.op, ...(Object.keys(options).length ? { options } : {}), ...(s.enabled ? {} : { enabled: false }) };
    }),
  };
}

/** The compact form for a link: `[["op", {changed options}], ["op", {}, 0]]` (0: switched off). */
export function toCompact(steps: readonly RecipeStep[]): string {
  return JSON.stringify(
    steps.map((s) => {
      const op = getOperation(s.op);
      const options = op ? changedOptions(op, s.options) : {};
      if (!s.enabled) return [s.op, options, 0];
      return Object.keys(options).length ? [s.op, options] : [s.op];
    }),
  );
}

export function parseCompact(text: string): ParsedRecipe | null {
  try {
    return parseRecipe(JSON.parse(text) as unknown);
  } catch {
    return null;
  }
}

// ——— chaining ———

export type ChainProblem = { index: number; problem: 'kindMismatch'; given: ValueKind } | { index: number; problem: 'unknownOperation' };

/**
 * What each step receives, and the first step that cannot take it (a text step after a step
 * that gives bytes). Steps switched off pass their input through and are not checked.
 */
export function chainKinds(steps: readonly RecipeStep[]): { kinds: ValueKind[]; output: ValueKind; problem: ChainProblem | null } {
  const kinds: ValueKind[] = [];
  let kind: ValueKind = 'text';
  let problem: ChainProblem | null = null;
  steps.forEach((step, index) => {
    kinds.push(kind);
    if (!step.enabled) return;
    const op = getOperation(step.op);
    if (!op) {
      problem ??= { index, problem: 'unknownOperation' };
      return;
    }
    if (op.input === 'text' && kind === 'bytes') problem ??= { index, problem: 'kindMismatch', given: kind };
    kind = op.output;
  });
  return { kinds, output: kind, problem };
}

// ——— reverse ———

export type ReverseResult = { ok: true; steps: RecipeStep[] } | { ok: false; index: number; op: string };

/**
 * The recipe that undoes this one: each step's inverse, last step first (encode ↔ decode, format ↔
 * minify, CSV → JSON ↔ JSON → CSV). Steps switched off change nothing and are left out. When a
 * step has no inverse (sorting, hashing, a case change…), says which one.
 */
export function reverseRecipe(steps: readonly RecipeStep[]): ReverseResult {
  const { kinds } = chainKinds(steps);
  const parts: RecipeStep[][] = [];
  for (let index = 0; index < steps.length; index++) {
    const step = steps[index]!;
    if (!step.enabled) continue;
    const op = getOperation(step.op);
    const inverse = op?.inverse?.(step.options, kinds[index]!) ?? null;
    if (!op || !inverse) return { ok: false, index, op: step.op };
    parts.push(
      inverse.map((inv) => {
        const target = getOperation(inv.op);
        if (!target) throw new Error(`inverse of ${op.id} names an unknown operation ${inv.op}`);
        return { op: target.id, options: normalizeOptions(target, inv.options ?? {}), enabled: true };
      }),
    );
  }
  return { ok: true, steps: parts.reverse().flat() };
}

// ——— saved recipes ———

export interface SavedRecipe {
  name: string;
  steps: RecipeStep[];
  savedAt: number;
}

export const MAX_NAME_CHARS = 80;
export const MAX_SAVED = 100;

/**
 * Saved recipes as this browser's storage holds them, validated: an entry that is not a named
 * recipe is dropped (never a crash, never a half-read list); the rest keep their order.
 */
export function parseSavedRecipes(raw: unknown): SavedRecipe[] {
  const list = isRecord(raw) && Array.isArray(raw.recipes) ? raw.recipes : [];
  const out: SavedRecipe[] = [];
  const names = new Set<string>();
  for (const item of list.slice(0, MAX_SAVED)) {
    if (!isRecord(item) || typeof item.name !== 'string') continue;
    const name = item.name.trim();
    if (!name || name.length > MAX_NAME_CHARS || names.has(name)) continue;
    const parsed = parseRecipe(item.recipe);
    if (!parsed || parsed.steps.length === 0) continue;
    names.add(name);
    out.push({ name, steps: parsed.steps, savedAt: typeof item.savedAt === 'number' && Number.isFinite(item.savedAt) ? item.savedAt : 0 });
  }
  return out;
}

export function serializeSavedRecipes(recipes: readonly SavedRecipe[]) {
  return { version: RECIPE_VERSION, recipes: recipes.map((r) => ({ name: r.name, savedAt: r.savedAt, recipe: toPortable(r.steps) })) };
}
