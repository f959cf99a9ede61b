import { flag } from '../ops/optionSpec';

export interface DedupeOptions {
  removeEmpty: boolean;
  caseSensitive: boolean;
  trim: boolean;
}

export interface DedupeResult {
  output: string;
  /** Lines dropped because an equal line came earlier. */
  duplicates: number;
  /** Empty lines dropped by "Remove empty lines". */
  emptyRemoved: number;
}

export const DEFAULT_DEDUPE_OPTIONS: DedupeOptions = { removeEmpty: true, caseSensitive: true, trim: true };

/**
 * Keeps the first occurrence of every line, in the original order and with its
 * original text; later lines that compare equal are dropped. Lines are
 * compared in NFC so "é" typed as one or as two code points counts as the same
 * line. With "Remove empty lines" off, empty lines are kept where they are
 * (not de-duplicated), so paragraph breaks survive. Output uses \n.
 */
export function removeDuplicateLines(input: string, options: DedupeOptions): DedupeResult {
  if (input === '') return { output: '', duplicates: 0, emptyRemoved: 0 };
  const seen = new Set<string>();
  const kept: string[] = [];
  let duplicates = 0;
  let emptyRemoved = 0;

  for (const line of input.split(/\r?\n/)) {
    const compared = options.trim ? line.trim() : line;
    if (compared === '') {
      if (options.removeEmpty) emptyRemoved += 1;
      else kept.push(line);
      continue;
    }
    const normalized = compared.normalize('NFC');
    const key = options.caseSensitive ? normalized : normalized.toLowerCase();
    if (seen.has(key)) {
      duplicates += 1;
      continue;
    }
    seen.add(key);
    kept.push(line);
  }
  return { output: kept.join('\n'), duplicates, emptyRemoved };
}

/** The duplicate-remover's operation (workers/text/ops.ts). */
export const dedupeOp = (text: string, options: DedupeOptions): DedupeResult => removeDuplicateLines(text, options);

/** The options of its operation, for the recipe step and the tool page alike (workers/ops/optionSpec.ts). */
export const DEDUPE_LINES_OPTIONS = [
  flag('removeEmpty', 'options.removeEmpty', DEFAULT_DEDUPE_OPTIONS.removeEmpty),
  flag('caseSensitive', 'options.caseSensitive', DEFAULT_DEDUPE_OPTIONS.caseSensitive),
  flag('trim', 'options.trimCompare', DEFAULT_DEDUPE_OPTIONS.trim),
] as const;
