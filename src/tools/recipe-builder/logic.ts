import { getOperation, normalizeOptions } from '@workers/ops/registry';
import { utf8Length } from '@workers/text/utf8';
import {
  parseCompact, parseRecipe, parseSavedRecipes, serializeSavedRecipes, toCompact, toPortable, MAX_NAME_CHARS,
  type ParsedRecipe, type RecipeStep, type SavedRecipe,
} from '@workers/recipe/recipe';

export { MAX_NAME_CHARS, type RecipeStep, type SavedRecipe };

/** This browser's saved recipes (validated on every read: src/lib/storage.ts never sees a half-read list). */
export const SAVED_RECIPES_KEY = 'saved-recipes';
/** The input goes into a link only when asked, and only this small (UTF-8 bytes). */
export const LINK_INPUT_MAX_BYTES = 2048;
/** Up to this many characters the recipe runs as you type; a larger input runs on Run. */
export const LIVE_MAX_CHARS = 256 * 1024;
export const RECIPE_FILE_MIME = 'application/json;charset=utf-8';


/** Whether `text` may go into a link. UTF-8 never takes fewer bytes than UTF-16 code units, so a long text is refused without a scan. */
export function fitsInLink(text: string): boolean {
  return text !== '' && text.length <= LINK_INPUT_MAX_BYTES && utf8Length(text) <= LINK_INPUT_MAX_BYTES;
}

export interface FragmentRecipe {
  /** Null when the fragment names no recipe (or one that cannot be read). */
  recipe: ParsedRecipe | null;
  input: string | null;
}

/** Reads `#recipe=…&input=…`. Never throws: a broken link opens an empty builder. */
export function readRecipeFragment(hash: string): FragmentRecipe {
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(hash.replace(/^#/, ''));
  } catch {
    return { recipe: null, input: null };
  }
  const raw = params.get('recipe');
  const input = params.get('input');
  return {
    recipe: raw === null ? null : parseCompact(raw),
    input: input !== null && (input === '' || fitsInLink(input)) ? input : null,
  };
}

/** The fragment for a recipe (and its input, when given and small enough); '' for an empty recipe without input. */
export function recipeFragment(steps: readonly RecipeStep[], input: string | null = null): string {
  const params = new URLSearchParams();
  if (steps.length) params.set('recipe', toCompact(steps));
  if (input !== null && fitsInLink(input)) params.set('input', input);
  const s = params.toString();
  return s ? `#${s}` : '';
}

// ——— files ———

export function recipeFileText(steps: readonly RecipeStep[], name: string): string {
  return `${JSON.stringify(toPortable(steps, name || undefined), null, 2)}\n`;
}

export function recipeFileName(name: string): string {
  const base = name.trim().replace(/[^\p{L}\p{N}_-]+/gu, '-').replace(/^-+|-+$/g, '').slice(0, 60);
  return `${base || 'recipe'}.recipe.json`;
}

/** A recipe file's steps and name; null when the file is not a recipe at all. */
export function parseRecipeFile(text: string): (ParsedRecipe & { name: string }) | null {
  let raw: unknown;
  try {
    raw = JSON.parse(text) as unknown;
  } catch {
    return null;
  }
  const parsed = parseRecipe(raw);
  if (!parsed || (parsed.steps.length === 0 && parsed.dropped === 0)) return null;
  const name = raw && typeof raw === 'object' && 'name' in raw && typeof raw.name === 'string' ? raw.name.trim().slice(0, MAX_NAME_CHARS) : '';
  return { ...parsed, name };
}

// ——— saved in this browser ———

export function readSaved(raw: string | null): SavedRecipe[] {
  if (raw === null) return [];
  try {
    return parseSavedRecipes(JSON.parse(raw) as unknown);
  } catch {
    return [];
  }
}

export function writeSaved(recipes: readonly SavedRecipe[]): string {
  return JSON.stringify(serializeSavedRecipes(recipes));
}

/** Saves under `name`, replacing a recipe of the same name (newest first). */
export function withSaved(recipes: readonly SavedRecipe[], name: string, steps: readonly RecipeStep[], now: number): SavedRecipe[] {
  return [{ name, steps: [...steps], savedAt: now }, ...recipes.filter((r) => r.name !== name)];
}

// ——— steps ———

export function newStep(op: string): RecipeStep | null {
  const def = getOperation(op);
  return def ? { op: def.id, options: normalizeOptions(def, {}), enabled: true } : null;
}

/** Moves the step at `from` to `to` (both clamped). */
export function moveStep<T>(steps: readonly T[], from: number, to: number): T[] {
  const next = [...steps];
  const target = Math.max(0, Math.min(next.length - 1, to));
  if (from < 0 || from >= next.length || target === from) return next;
  const [item] = next.splice(from, 1);
  next.splice(target, 0, item!);
  return next;
}

/** Load example: a Base64 parcel of JSON, decoded, formatted with its keys sorted. */
export const EXAMPLE_JSON = '{"name":"Ada Lovelace","born":1815,"languages":["English","French"],"address":{"city":"London","zip":null}}';
export const EXAMPLE_INPUT = 'eyJuYW1lIjoiQWRhIExvdmVsYWNlIiwiYm9ybiI6MTgxNSwibGFuZ3VhZ2VzIjpbIkVuZ2xpc2giLCJGcmVuY2giXSwiYWRkcmVzcyI6eyJjaXR5IjoiTG9uZG9uIiwiemlwIjpudWxsfX0=';
export const EXAMPLE_STEPS: readonly string[] = ['base64Decode', 'jsonFormat', 'jsonSortKeys'];
