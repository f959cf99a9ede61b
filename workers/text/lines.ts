/** Line indexing shared by the diff engine and the unified-diff writer. No React, no DOM. */

/**
 * Start offset of every line, plus one final entry equal to text.length.
 * A trailing "\n" ends the last line rather than starting an empty one,
 * so "a\n" has one line and "a\n\n" has two ("a" and "").
 */
export function lineStarts(text: string): Int32Array {
  let count = 0;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) count++;
  if (text.length > 0 && !text.endsWith('\n')) count++;
  const starts = new Int32Array(count + 1);
  let line = 1;
  for (let i = text.indexOf('\n'); i !== -1 && line < count; i = text.indexOf('\n', i + 1)) starts[line++] = i + 1;
  starts[count] = text.length;
  return starts;
}

/** End of line i's content: before its "\n" or "\r\n". */
export function contentEnd(text: string, starts: Int32Array, i: number): number {
  let end = starts[i + 1] ?? text.length;
  if (end > (starts[i] ?? 0) && text.charCodeAt(end - 1) === 10) {
    end--;
    if (end > (starts[i] ?? 0) && text.charCodeAt(end - 1) === 13) end--;
  }
  return end;
}

export function lineAt(text: string, starts: Int32Array, i: number): string {
  return text.slice(starts[i] ?? 0, contentEnd(text, starts, i));
}

export interface KeyOptions {
  ignoreCase: boolean;
  ignoreWhitespace: boolean;
}

const SPACE_RUN = /\s+/g;

/**
 * The comparison key of a line. Ignoring whitespace collapses runs to one
 * space and trims the ends (GNU diff -b plus trimming).
 */
export function normalizeLine(line: string, { ignoreCase, ignoreWhitespace }: KeyOptions): string {
  let key = line;
  if (ignoreWhitespace) key = key.replace(SPACE_RUN, ' ').trim();
  if (ignoreCase) key = key.toLowerCase();
  return key;
}

/**
 * Keys of every line. As in GNU diff, a last line without a newline differs
 * from the same line with one (a "\n" can never be inside a key, so it marks
 * it), except when whitespace is ignored.
 */
export function lineKeys(text: string, starts: Int32Array, options: KeyOptions): string[] {
  const n = starts.length - 1;
  const keys = new Array<string>(n);
  const plain = !options.ignoreCase && !options.ignoreWhitespace;
  for (let i = 0; i < n; i++) {
    const line = lineAt(text, starts, i);
    keys[i] = plain ? line : normalizeLine(line, options);
  }
  if (n > 0 && !options.ignoreWhitespace && !text.endsWith('\n')) keys[n - 1] += '\n';
  return keys;
}
