import { choice, number } from '../ops/optionSpec';

/**
 * The first or the last `count` lines of a text, line endings kept as they were. A line is what
 * ends with \n (a \r before it stays part of the ending); a text without a final line break has a
 * last line all the same. Found by scanning for line breaks, so a 10 MB text is never split into
 * an array of lines.
 */
export function keepLines(text: string, count: number, from: 'first' | 'last'): string {
  if (count <= 0 || text === '') return '';
  if (from === 'first') {
    let at = -1;
    for (let n = 0; n < count; n++) {
      at = text.indexOf('\n', at + 1);
      if (at === -1) return text;
    }
    return text.slice(0, at + 1);
  }
  // From the end: a final line break closes the last line, it does not start an empty one.
  let at = text.endsWith('\n') ? text.length - 1 : text.length;
  for (let n = 0; n < count; n++) {
    at = text.lastIndexOf('\n', at - 1);
    if (at === -1) return text;
  }
  return text.slice(at + 1);
}

/** The options of its operation, for the recipe step and the tool page alike (workers/ops/optionSpec.ts). */
export const KEEP_LINES_OPTIONS = [
  number('count', 'options.count', 10, 1, 100_000_000),
  choice('from', 'options.from', ['first', 'last'], 'first', 'choices.from'),
] as const;
