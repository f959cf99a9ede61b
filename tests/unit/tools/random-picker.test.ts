import { describe, expect, it } from 'vitest';
import { randomBelow, shuffle, type RandomSource } from '@src/lib/cryptoRandom';
import { clip, firstOf, parseItems, pick, resultText, SHOWN_ITEMS_MAX, teams } from '@src/tools/random-picker/logic';

/** Pearson's chi-square statistic of observed counts against a uniform expectation. */
function chiSquare(counts: number[]): number {
  const total = counts.reduce((a, b) => a + b, 0);
  const expected = total / counts.length;
  return counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
}

/** A source that replays fixed 32-bit values (to test rejection sampling exactly). */
const replay = (values: number[]): RandomSource => {
  let i = 0;
  return () => {
    const v = values[i++];
    if (v === undefined) throw new Error('source exhausted');
    return v;
  };
};

describe('randomBelow', () => {
  it('rejects the biased tail above the largest multiple of n', () => {
    // n = 3: 2^32 % 3 = 1, so the limit is 2^32 - 1 and 0xFFFFFFFF is redrawn.
    expect(randomBelow(3, replay([0xffffffff, 7]))).toBe(1);
    // n = 2^31 + 1: limit = 2^31 + 1; anything at or above is redrawn.
    expect(randomBelow(2 ** 31 + 1, replay([2 ** 31 + 1, 2 ** 32 - 1, 5]))).toBe(5);
  });

  it('n = 1 is always 0; bad bounds throw', () => {
    expect(randomBelow(1)).toBe(0);
    expect(() => randomBelow(0)).toThrow(RangeError);
    expect(() => randomBelow(2.5)).toThrow(RangeError);
  });

  it('is uniform (chi-square, 9 degrees of freedom, crypto source)', () => {
    const counts = new Array<number>(10).fill(0);
    for (let i = 0; i < 100_000; i++) counts[randomBelow(10)]! += 1;
    // Critical value for df = 9 at p = 0.001 is 27.88.
    expect(chiSquare(counts)).toBeLessThan(27.88);
  });
});

describe('pick / shuffle / teams', () => {
  const items = ['a', 'b', 'c', 'd', 'e'];

  it('pick never repeats and clamps the count', () => {
    for (let i = 0; i < 200; i++) {
      const p = pick(items, 3);
      expect(new Set(p).size).toBe(3);
      p.forEach((x) => expect(items).toContain(x));
    }
    expect(pick(items, 99)).toHaveLength(5);
    expect(pick(items, 0)).toHaveLength(1);
  });

  it('pick 1 chooses every item equally often (chi-square, df = 4)', () => {
    const counts = new Array<number>(items.length).fill(0);
    for (let i = 0; i < 50_000; i++) counts[items.indexOf(pick(items, 1)[0]!)]! += 1;
    // p = 0.001, df = 4: 18.47.
    expect(chiSquare(counts)).toBeLessThan(18.47);
  });

  it('shuffle yields all 24 orders of 4 items equally often (chi-square, df = 23)', () => {
    const four = ['a', 'b', 'c', 'd'];
    const seen = new Map<string, number>();
    for (let i = 0; i < 48_000; i++) {
      const key = shuffle(four).join('');
      seen.set(key, (seen.get(key) ?? 0) + 1);
    }
    expect(seen.size).toBe(24);
    // p = 0.001, df = 23: 49.73.
    expect(chiSquare([...seen.values()])).toBeLessThan(49.73);
  });

  it('shuffle keeps every item', () => {
    expect(shuffle(items).slice().sort()).toEqual(items);
    expect(shuffle([])).toEqual([]);
  });

  it.each<[number, number, number[]]>([
    [10, 2, [5, 5]],
    [10, 3, [4, 3, 3]],
    [7, 4, [2, 2, 2, 1]],
    [3, 5, [1, 1, 1]],
  ])('%d items into %d teams → sizes %j', (n, k, sizes) => {
    const list = Array.from({ length: n }, (_, i) => `p${i}`);
    const t = teams(list, k);
    expect(t.map((x) => x.length)).toEqual(sizes);
    expect(t.flat().sort()).toEqual(list.slice().sort());
  });
});

describe('parseItems', () => {
  it.each<[string, string, string[]]>([
    ['lines', 'Alice\nBob\r\nCarmen\n', ['Alice', 'Bob', 'Carmen']],
    ['commas on one line', 'Alice, Bob ,Carmen', ['Alice', 'Bob', 'Carmen']],
    ['lines keep their commas', 'Smith, John\nDoe, Jane', ['Smith, John', 'Doe, Jane']],
    ['Chinese commas', '小明，小红、小刚', ['小明', '小红', '小刚']],
    ['blank lines and spaces dropped', '\n  \n a \n\n', ['a']],
    ['empty', '', []],
    ['only commas', ' , ,, ', []],
    ['duplicates kept', 'x\nx\ny', ['x', 'x', 'y']],
  ])('%s', (_n, text, out) => expect(parseItems(text)).toEqual(out));
});

describe('resultText', () => {
  it('one per line, or teams', () => {
    expect(resultText('pick', [['a', 'b']], (n) => `Team ${n}`)).toBe('a\nb');
    expect(resultText('teams', [['a', 'b'], ['c']], (n) => `Team ${n}`)).toBe('Team 1: a, b\nTeam 2: c');
  });
});

// Hostile-input sweep: a 10 MiB list (125 000 items) was drawn as 125 000 chips and froze the page.
describe('what the page draws of a huge result', () => {
  it.each<[string, number, number, number]>([
    ['small', 3, 3, 0],
    ['exactly the cap', SHOWN_ITEMS_MAX, SHOWN_ITEMS_MAX, 0],
    ['huge', 125_000, SHOWN_ITEMS_MAX, 125_000 - SHOWN_ITEMS_MAX],
  ])('%s list', (_n, size, shown, more) => {
    const r = firstOf(Array.from({ length: size }, (_, i) => i), SHOWN_ITEMS_MAX);
    expect([r.shown.length, r.more]).toEqual([shown, more]);
  });
  it.each<[string, string, number, string]>([
    ['short kept', 'abc', 5, 'abc'],
    ['long cut', 'abcdef', 3, 'abc…'],
  ])('clip: %s', (_n, text, max, out) => expect(clip(text, max)).toBe(out));
});
