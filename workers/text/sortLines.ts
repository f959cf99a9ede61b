import { choice, flag } from '../ops/optionSpec';

export type SortOrder = 'asc' | 'desc';

export interface SortOptions {
  order: SortOrder;
  /** Locale-aware order where "item2" < "item10" and case and accents are ignored. */
  natural: boolean;
  removeDuplicates: boolean;
  trimLines: boolean;
  removeEmpty: boolean;
  /** BCP 47 tag for the collator; the page passes the current UI language. */
  locale?: string;
}

export const DEFAULT_SORT_OPTIONS: SortOptions = {
  order: 'asc',
  natural: true,
  removeDuplicates: false,
  trimLines: false,
  removeEmpty: true,
};

export interface SortResult {
  text: string;
  /** Lines in the result. */
  lines: number;
}

/** Plain code-unit order, for when the user wants "B" before "a" and "10" before "9". */
function codeUnitCompare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export function makeComparator(natural: boolean, locale?: string): (a: string, b: string) => number {
  if (!natural) return codeUnitCompare;
  let collator: Intl.Collator;
  try {
    collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' });
  } catch {
    // An unknown tag would throw RangeError; the default locale still sorts sensibly.
    collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });
  }
  // Equal under 'base' (e.g. "apple" and "Apple") falls back to code units so the output is stable and predictable.
  return (a, b) => collator.compare(a, b) || codeUnitCompare(a, b);
}

export function sortLines(text: string, options: SortOptions): SortResult {
  let lines = text.split(/\r?\n/);
  if (options.trimLines) lines = lines.map((l) => l.trim());
  if (options.removeEmpty) lines = lines.filter((l) => l.trim() !== '');
  // Duplicates are exact matches (after trimming when that is on): "Apple" and "apple" both stay.
  if (options.removeDuplicates) lines = [...new Set(lines)];
  const compare = makeComparator(options.natural, options.locale);
  const sign = options.order === 'desc' ? -1 : 1;
  lines.sort((a, b) => sign * compare(a, b));
  return { text: lines.join('\n'), lines: lines.length };
}

/** The text-sorter's operation (workers/text/ops.ts). */
export const sortOp = (text: string, options: SortOptions): SortResult => sortLines(text, options);

/** The options of its operation, for the recipe step and the tool page alike (workers/ops/optionSpec.ts). */
export const SORT_LINES_OPTIONS = [
  choice('order', 'options.order', ['asc', 'desc'], DEFAULT_SORT_OPTIONS.order, 'choices.order'),
  flag('natural', 'options.natural', DEFAULT_SORT_OPTIONS.natural),
  flag('removeDuplicates', 'options.removeDuplicates', DEFAULT_SORT_OPTIONS.removeDuplicates),
  flag('trimLines', 'options.trimLines', DEFAULT_SORT_OPTIONS.trimLines),
  flag('removeEmpty', 'options.removeEmpty', DEFAULT_SORT_OPTIONS.removeEmpty),
] as const;
