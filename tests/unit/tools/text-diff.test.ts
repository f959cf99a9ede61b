import { describe, expect, it } from 'vitest';
import { diffTexts, type DiffOptions } from '@workers/text/diff';
import { lineStarts } from '@workers/text/lines';
import {
  buildRows, lineSegments, markSegments, ROW_ADDED, ROW_CHANGED, ROW_EQUAL, ROW_REMOVED, ROW_SKIP,
} from '@src/tools/text-diff/logic';

const LINES: DiffOptions = { mode: 'lines', ignoreCase: false, ignoreWhitespace: false };

describe('rows (text-diff logic)', () => {
  const a = Array.from({ length: 20 }, (_, i) => `l${i}`).join('\n') + '\n';
  const b = a.replace('l10\n', 'L10\nextra\n');
  const r = diffTexts(a, b, LINES);

  it('split view pairs removed and added lines; unchanged runs collapse to context', () => {
    const rows = buildRows(r, 'split', true);
    const kinds = Array.from(rows.kind);
    expect(kinds).toEqual([ROW_SKIP, ROW_EQUAL, ROW_EQUAL, ROW_EQUAL, ROW_CHANGED, ROW_CHANGED, ROW_EQUAL, ROW_EQUAL, ROW_EQUAL, ROW_SKIP]);
    expect(rows.left[0]).toBe(7); // 7 hidden lines before the context
    expect([rows.left[4], rows.right[4]]).toEqual([10, 10]);
    expect([rows.left[5], rows.right[5]]).toEqual([-1, 11]);
  });

  it('unified view lists removed then added lines; everything when nothing is hidden', () => {
    const rows = buildRows(r, 'unified', false);
    expect(rows.length).toBe(22);
    expect([rows.kind[10], rows.left[10], rows.right[10]]).toEqual([ROW_REMOVED, 10, -1]);
    expect([rows.kind[11], rows.kind[12], rows.right[12]]).toEqual([ROW_ADDED, ROW_ADDED, 11]);
  });

  it('an identical text collapses to one skip row', () => {
    const same = diffTexts(a, a, LINES);
    const rows = buildRows(same, 'split', true);
    expect([rows.length, rows.kind[0], rows.left[0]]).toEqual([1, ROW_SKIP, 20]);
  });

  it('handles 250 000 lines without per-row objects', () => {
    const big = 'x\n'.repeat(250_000);
    const rows = buildRows(diffTexts(big, `${big}y\n`, LINES), 'unified', false);
    expect(rows.length).toBe(250_001);
    expect(rows.kind[250_000]).toBe(ROW_ADDED);
  });

  it.each([
    [0, 15, [['hello ', false], ['big', true], [' world', false]]],
    [6, 9, [['big', true]]],
    [0, 3, [['hel', false]]],
    [8, 11, [['g', true], [' w', false]]],
  ] as const)('markSegments [%i, %i)', (from, to, expected) => {
    const segments = markSegments('hello big world', from, to, Int32Array.from([6, 9]));
    expect(segments.map((s) => [s.text, s.marked])).toEqual(expected);
  });

  it('lineSegments clips marks that span line breaks', () => {
    const text = 'ab\ncd\n';
    const starts = lineStarts(text);
    const marks = Int32Array.from([1, 4]);
    expect(lineSegments(text, starts, 0, marks).map((s) => [s.text, s.marked])).toEqual([['a', false], ['b', true]]);
    expect(lineSegments(text, starts, 1, marks).map((s) => [s.text, s.marked])).toEqual([['c', true], ['d', false]]);
  });
});
