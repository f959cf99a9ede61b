import { describe, expect, it } from 'vitest';
import { Text } from '@codemirror/state';
import { columnOffset, offsetAt, stringLines } from '@src/lib/textPosition';
import { lineColumnAt } from '@workers/data/common';
import { positionAt as codePositionAt } from '@workers/code/result';

/** The editor's document of a text, as the editor builds it. */
const doc = (text: string) => Text.of(text.split(/\r\n?|\n/));

describe('error positions: a parser’s line and column to an offset', () => {
  it('counts columns in code points by default, in UTF-16 units when asked', () => {
    expect(columnOffset('a😀b', 3)).toBe(3);
    expect(columnOffset('a😀b', 3, 'utf16')).toBe(2);
    expect(columnOffset('abc', 1)).toBe(0);
    expect(columnOffset('abc', 99)).toBe(3);
    expect(columnOffset('abc', 0)).toBe(0);
  });

  it('finds the same place in the editor’s document and in the string, whatever the line breaks', () => {
    const text = 'one\r\ntwo\rthree\nfour 😀 five';
    const editorLines = doc(text);
    const stringLinesOf = stringLines(text);
    expect(stringLinesOf.lines).toBe(4);
    expect(editorLines.lines).toBe(4);
    for (const [line, column, expected] of [[1, 1, 'one'], [2, 2, 'wo'], [3, 6, ''], [4, 6, '😀 five'], [4, 7, ' five']] as const) {
      const inDoc = offsetAt(editorLines, line, column);
      expect(editorLines.sliceString(inDoc, editorLines.line(line).to)).toBe(expected);
      const inString = offsetAt(stringLinesOf, line, column);
      const lineEnd = [3, 8, 14, text.length][line - 1]!;
      expect(text.slice(inString, lineEnd)).toBe(expected);
    }
  });

  it('round-trips the data worker’s line and column (code points, CR/LF/CRLF) to the offset it came from', () => {
    const text = '{\r\n  "a": "é😀",\r  "b": [1,\n 2,, 3]\n}';
    const source = doc(text);
    const bad = text.indexOf(',,') + 1;
    const { line, column } = lineColumnAt(text, bad);
    const at = offsetAt(source, line, column);
    expect(source.sliceString(at, at + 1)).toBe(',');
    expect(source.lineAt(at).number).toBe(line);
  });

  it('round-trips the code worker’s line and column (UTF-16, LF)', () => {
    const text = 'select 😀 from t\nwhere x = = 1';
    const bad = text.indexOf('= =') + 2;
    const { line, column } = codePositionAt(text, bad);
    const at = offsetAt(doc(text), line, column, 'utf16');
    expect(doc(text).sliceString(at, at + 3)).toBe('= 1');
  });

  it('clamps a line past the end to the last line, and a line before the start to the first', () => {
    const source = doc('a\nbc');
    expect(offsetAt(source, 9, 2)).toBe(3);
    expect(offsetAt(source, 0, 1)).toBe(0);
    expect(offsetAt(stringLines(''), 3, 3)).toBe(0);
  });
});
