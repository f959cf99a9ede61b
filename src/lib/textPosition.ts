/**
 * Where a parser's "line N, column M" is in a text. Parsers count columns differently: ours (workers/data) in code
 * points, as editors show them; the code tools' libraries in UTF-16 units. Lines end at CRLF, LF or a lone CR, as
 * in the editor and in workers/data/common.ts.
 */
export type ColumnUnit = 'codePoint' | 'utf16';

/** What a position is looked up in: the editor's document (CodeMirror's Text fits) or a plain string. */
export interface LineSource {
  readonly lines: number;
  line(n: number): { from: number; text: string };
}

/** Offset, within a line's text, of a 1-based column; past the end is the end. */
export function columnOffset(lineText: string, column: number, unit: ColumnUnit = 'codePoint'): number {
  const target = Math.max(1, Math.floor(column)) - 1;
  if (unit === 'utf16') return Math.min(target, lineText.length);
  let offset = 0;
  for (let n = 0; n < target && offset < lineText.length; n += 1) {
    const c = lineText.charCodeAt(offset);
    offset += c >= 0xd800 && c <= 0xdbff && (lineText.charCodeAt(offset + 1) & 0xfc00) === 0xdc00 ? 2 : 1;
  }
  return offset;
}

/** Offset of a 1-based line and column, clamped to the text (a line past the end is the last line). */
export function offsetAt(source: LineSource, line: number, column: number, unit: ColumnUnit = 'codePoint'): number {
  const n = Math.min(Math.max(1, Math.floor(line)), source.lines);
  const { from, text } = source.line(n);
  return from + columnOffset(text, column, unit);
}

/** A string as a LineSource; line starts are found once, on first use. */
export function stringLines(text: string): LineSource {
  let starts: number[] | null = null;
  const index = (): number[] => {
    if (starts) return starts;
    starts = [0];
    for (let i = 0; i < text.length; i += 1) {
      const c = text.charCodeAt(i);
      if (c === 10) starts.push(i + 1);
      else if (c === 13) {
        if (text.charCodeAt(i + 1) === 10) i += 1;
        starts.push(i + 1);
      }
    }
    return starts;
  };
  return {
    get lines() {
      return index().length;
    },
    line(n: number) {
      const all = index();
      const from = all[n - 1] ?? 0;
      let to = n < all.length ? all[n]! : text.length;
      // Drop the line break itself (CRLF, LF or CR).
      if (n < all.length) to -= text.charCodeAt(to - 2) === 13 && text.charCodeAt(to - 1) === 10 ? 2 : 1;
      return { from, text: text.slice(from, to) };
    },
  };
}
