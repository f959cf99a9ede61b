import { flag, text } from '../ops/optionSpec';

export interface ReplaceOptions {
  caseSensitive: boolean;
  useRegex: boolean;
}

export type ReplaceResult =
  | { ok: true; output: string; count: number }
  | { ok: false; error: 'invalidRegex'; detail: string };

/** Escapes every regex syntax character so the text matches literally (valid with the 'u' flag too). */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Flags:
 * - g: replace all occurrences;
 * - i: unless "Case sensitive" is checked;
 * - u: an emoji or other astral character is one code point, so `.` or an
 *   empty match never splits a surrogate pair into broken characters, and
 *   \p{…} / \u{…} work. The price is stricter syntax (e.g. a stray `\-`
 *   outside a class is an error), which the UI reports as an invalid pattern;
 * - m (regex mode only): ^ and $ match at every line, as in text editors'
 *   find and replace, which is what people expect on multi-line text.
 */
export function buildPattern(find: string, options: ReplaceOptions): RegExp | SyntaxError {
  const flags = `g${options.caseSensitive ? '' : 'i'}u${options.useRegex ? 'm' : ''}`;
  try {
    return new RegExp(options.useRegex ? find : escapeRegExp(find), flags);
  } catch (err) {
    return err instanceof SyntaxError ? err : new SyntaxError(String(err));
  }
}

/**
 * Replaces every match of `find` in `input`. In regex mode the replacement
 * understands $1, $<name>, $& and $$; in plain mode it is inserted literally.
 * An empty `find` replaces nothing.
 */
export function replaceText(input: string, find: string, replacement: string, options: ReplaceOptions): ReplaceResult {
  if (find === '') return { ok: true, output: input, count: 0 };
  // Plain and case-sensitive needs no regex at all: a search string of any length works
  // (an escaped megabyte-long pattern is "too large" for the engine).
  if (!options.useRegex && options.caseSensitive) return replaceLiteral(input, find, replacement);
  const pattern = buildPattern(find, options);
  if (pattern instanceof SyntaxError) return { ok: false, error: 'invalidRegex', detail: pattern.message };
  try {
    return runPattern(input, pattern, replacement, options.useRegex);
  } catch (err) {
    // V8 compiles lazily: "Regular expression too large" and stack overflows surface on first use.
    return { ok: false, error: 'invalidRegex', detail: err instanceof Error ? err.message : String(err) };
  }
}

function replaceLiteral(input: string, find: string, replacement: string): ReplaceResult {
  const parts = input.split(find);
  return { ok: true, output: parts.join(replacement), count: parts.length - 1 };
}

function runPattern(input: string, pattern: RegExp, replacement: string, useRegex: boolean): ReplaceResult {
  let count = 0;
  if (!useRegex || !replacement.includes('$')) {
    // A function replacer both counts and keeps the replacement literal.
    const output = input.replace(pattern, () => {
      count += 1;
      return replacement;
    });
    return { ok: true, output, count };
  }

  // $-patterns need the engine's own substitution, so count in a separate pass.
  // matchAll advances past empty matches (e.g. `x*`) just as replace does.
  const matches = input.matchAll(pattern);
  while (!matches.next().done) count += 1;
  return { ok: true, output: input.replace(pattern, replacement), count };
}

export interface PlainReplaceOptions {
  find: string;
  replacement: string;
  caseSensitive: boolean;
}

/** The text-replacer's plain (literal) operation (workers/text/ops.ts); regex mode runs in the regex worker. */
export const replacePlainOp = (text: string, options: PlainReplaceOptions): ReplaceResult =>
  replaceText(text, options.find, options.replacement, { caseSensitive: options.caseSensitive, useRegex: false });

/** The options of its operation, for the recipe step and the tool page alike (workers/ops/optionSpec.ts). */
export const REPLACE_OPTIONS = [
  text('find', 'options.find', ''),
  text('replacement', 'options.replacement', ''),
  flag('caseSensitive', 'options.caseSensitive', false),
  flag('useRegex', 'options.useRegex', false),
] as const;
