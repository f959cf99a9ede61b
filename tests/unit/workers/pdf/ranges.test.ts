import { describe, expect, it } from 'vitest';
import { distinctPages, everyNPages, everyPage, parsePageRanges } from '@workers/pdf/ranges';

describe('parsePageRanges', () => {
  it.each([
    ['1-3, 5, 8-', 10, [[0, 1, 2], [4], [7, 8, 9]]],
    ['-2', 5, [[0, 1]]],
    ['4-', 5, [[3, 4]]],
    ['5-3', 5, [[4, 3, 2]]],
    ['1 - 2 ; 4', 5, [[0, 1], [3]]],
    ['1，3、5', 5, [[0], [2], [4]]],
    ['2 4', 5, [[1], [3]]],
    ['1–2', 5, [[0, 1]]],
    ['3', 3, [[2]]],
    ['-', 3, [[0, 1, 2]]],
  ])('%s of %i pages', (text, count, ranges) => {
    expect(parsePageRanges(text, count)).toEqual({ ok: true, ranges });
  });

  it.each([
    ['', 5, ''],
    ['   ', 5, ''],
    ['0', 5, '0'],
    ['6', 5, '6'],
    ['1-6', 5, '1-6'],
    ['2, x', 5, 'x'],
    ['1.5', 5, '1.5'],
    ['1--2', 5, '1--2'],
    ['99999999999999999999', 5, '99999999999999999999'],
  ])('%j of %i pages is refused at %j', (text, count, part) => {
    expect(parsePageRanges(text, count)).toEqual({ ok: false, part });
  });
});

describe('fixed splits', () => {
  it('every page', () => expect(everyPage(3)).toEqual([[0], [1], [2]]));
  it('every N pages, the last run shorter', () => expect(everyNPages(5, 2)).toEqual([[0, 1], [2, 3], [4]]));
  it('N is at least one', () => expect(everyNPages(2, 0)).toEqual([[0], [1]]));
  it('distinct pages keep their first order', () => expect(distinctPages([[2, 3], [0, 2], [3]])).toEqual([2, 3, 0]));
});
