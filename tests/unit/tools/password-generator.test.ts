import { describe, expect, it } from 'vitest';
import { randomBelow, shuffle, type RandomSource } from '@src/lib/cryptoRandom';
import {
  BULK_MAX, CHARSETS, LENGTH_MAX, LENGTH_MIN, LOOK_ALIKES, NoCharsetError, chosenSets, clampInt, generateMany,
  generatePassphrase, generatePassword, passphraseEntropy, passwordEntropy,
  type CharsetId, type PasswordOptions,
} from '@src/tools/password-generator/logic';
import { WORDS } from '@src/tools/password-generator/wordlist';

const ALL: Record<CharsetId, boolean> = { upper: true, lower: true, digits: true, symbols: true };
const only = (...ids: CharsetId[]): Record<CharsetId, boolean> =>
  ({ upper: ids.includes('upper'), lower: ids.includes('lower'), digits: ids.includes('digits'), symbols: ids.includes('symbols') });

/** A source that replays `values`, then fails loudly. */
function replay(values: number[]): RandomSource & { calls: () => number } {
  let i = 0;
  const f = (() => {
    if (i >= values.length) throw new Error('source exhausted');
    return values[i++] as number;
  }) as RandomSource & { calls: () => number };
  f.calls = () => i;
  return f;
}

/** Chi-square statistic of observed counts against a uniform expectation. */
function chiSquare(counts: number[]): number {
  const total = counts.reduce((a, b) => a + b, 0);
  const expected = total / counts.length;
  return counts.reduce((s, c) => s + (c - expected) ** 2 / expected, 0);
}

/** Upper critical value of chi-square with `df` degrees of freedom at p = 1e-4 (Wilson–Hilferty). */
function critical(df: number): number {
  const z = 3.719; // standard normal quantile for 1 - 1e-4
  return df * (1 - 2 / (9 * df) + z * Math.sqrt(2 / (9 * df))) ** 3;
}

describe('randomBelow: rejection sampling', () => {
  it.each<[number, number[], number, number]>([
    // n = 3: 2^32 mod 3 = 1, so only 2^32 - 1 is rejected.
    [3, [2 ** 32 - 1, 5], 2, 2],
    [3, [2 ** 32 - 2], (2 ** 32 - 2) % 3, 1],
    // n = 3·2^30: values from 3·2^30 up are rejected (they would favour 0 … 2^30 - 1).
    [3 * 2 ** 30, [3 * 2 ** 30, 2 ** 32 - 1, 7], 7, 3],
    [3 * 2 ** 30, [3 * 2 ** 30 - 1], 3 * 2 ** 30 - 1, 1],
    // Powers of two never reject.
    [16, [2 ** 32 - 1], 15, 1],
    [1, [123456], 0, 1],
  ])('n=%i over %j → %i after %i draws', (n, values, expected, draws) => {
    const src = replay(values);
    expect(randomBelow(n, src)).toBe(expected);
    expect(src.calls()).toBe(draws);
  });

  it.each([0, -1, 1.5, 2 ** 32 + 1, Number.NaN])('rejects the bound %f', (n) => {
    expect(() => randomBelow(n, replay([0]))).toThrow(RangeError);
  });

  it.each([2, 7, 10, 26, 88])('is uniform over [0, %i) (chi-square, p = 1e-4)', (n) => {
    const counts = new Array<number>(n).fill(0);
    const draws = n * 2000;
    for (let i = 0; i < draws; i++) counts[randomBelow(n)]! += 1;
    expect(chiSquare(counts)).toBeLessThan(critical(n - 1));
  });
});

describe('generatePassword', () => {
  it.each<[CharsetId[], number]>([
    [['lower'], 26], [['upper', 'lower'], 52], [['digits'], 10], [['symbols'], CHARSETS.symbols.length], [['upper', 'lower', 'digits', 'symbols'], 62 + CHARSETS.symbols.length],
  ])('sets %j use exactly their %i characters', (ids, size) => {
    const opts = { length: 64, sets: only(...ids), excludeLookAlikes: false };
    const pool = chosenSets(opts).join('');
    expect(pool.length).toBe(size);
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) for (const c of generatePassword(opts)) seen.add(c);
    expect([...seen].filter((c) => !pool.includes(c))).toEqual([]);
    expect(seen.size).toBe(size);
  });

  it.each([4, 5, 12, 128])('length %i has one character of each chosen set, every time', (length) => {
    for (let i = 0; i < 300; i++) {
      const pw = generatePassword({ length, sets: ALL, excludeLookAlikes: false });
      expect([...pw]).toHaveLength(length);
      for (const id of Object.keys(CHARSETS) as CharsetId[]) expect([...pw].some((c) => CHARSETS[id].includes(c)), `${id} in ${pw}`).toBe(true);
    }
  });

  it('leaves out look-alikes when asked', () => {
    const opts: PasswordOptions = { length: 128, sets: ALL, excludeLookAlikes: true };
    expect(chosenSets(opts).join('')).not.toMatch(/[Il1O0]/);
    for (let i = 0; i < 100; i++) expect(generatePassword(opts)).not.toMatch(/[Il1O0]/);
    expect(LOOK_ALIKES).toBe('Il1O0');
  });

  it.each<[number, number]>([[1, LENGTH_MIN], [3, LENGTH_MIN], [500, LENGTH_MAX], [Number.NaN, 16]])('clamps length %f to %i', (asked, got) => {
    expect(generatePassword({ length: asked, sets: ALL, excludeLookAlikes: false })).toHaveLength(got);
  });

  it('refuses when no set is chosen', () => {
    expect(() => generatePassword({ length: 12, sets: only(), excludeLookAlikes: false })).toThrow(NoCharsetError);
  });

  it('characters of a single set are uniform (chi-square over 26 letters)', () => {
    const counts = new Array<number>(26).fill(0);
    for (let i = 0; i < 2000; i++) {
      for (const c of generatePassword({ length: 40, sets: only('lower'), excludeLookAlikes: false })) counts[c.charCodeAt(0) - 97]! += 1;
    }
    expect(chiSquare(counts)).toBeLessThan(critical(25));
  });

  it('every position is uniform too: the guaranteed characters are shuffled in', () => {
    // With digits + upper, position 0 must not favour digits: 10 of 36 expected.
    let digitsFirst = 0;
    const n = 20000;
    for (let i = 0; i < n; i++) if (/\d/.test(generatePassword({ length: 8, sets: only('digits', 'upper'), excludeLookAlikes: false })[0]!)) digitsFirst++;
    // A digit is guaranteed somewhere among 8 places: P(first is a digit) is about 0.31, never 1 or 0.
    expect(digitsFirst / n).toBeGreaterThan(0.25);
    expect(digitsFirst / n).toBeLessThan(0.4);
  });

  it('entropy counts the pool', () => {
    expect(passwordEntropy({ length: 16, sets: ALL, excludeLookAlikes: false })).toBeCloseTo(16 * Math.log2(62 + CHARSETS.symbols.length), 10);
    expect(passwordEntropy({ length: 10, sets: only('digits'), excludeLookAlikes: true })).toBeCloseTo(10 * Math.log2(8), 10);
  });
});

describe('shuffle', () => {
  it('is a permutation and uniform over the 6 orders of 3 items', () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 12000; i++) {
      const key = shuffle(['a', 'b', 'c']).join('');
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect([...counts.keys()].sort()).toEqual(['abc', 'acb', 'bac', 'bca', 'cab', 'cba']);
    expect(chiSquare([...counts.values()])).toBeLessThan(critical(5));
  });
});

describe('passphrases and the word list', () => {
  it('the list has 2048 unique, sorted words of 4–8 letters', () => {
    expect(WORDS).toHaveLength(2048);
    expect(new Set(WORDS).size).toBe(2048);
    expect([...WORDS].sort()).toEqual(WORDS);
    for (const w of WORDS) expect(w).toMatch(/^[a-z]{4,8}$/);
  });

  it.each<[number, 'hyphen' | 'space' | 'dot' | 'underscore' | 'none', boolean, boolean, RegExp]>([
    [5, 'hyphen', false, false, /^[a-z]+(-[a-z]+){4}$/],
    [3, 'space', true, false, /^[A-Z][a-z]+( [A-Z][a-z]+){2}$/],
    [4, 'dot', false, true, /^[a-z]+\d?(\.[a-z]+\d?){3}$/],
    [6, 'underscore', true, false, /^[A-Z][a-z]+(_[A-Z][a-z]+){5}$/],
    [3, 'none', false, false, /^[a-z]{12,24}$/],
  ])('%i words, %s, capitalize %s, number %s', (words, separator, capitalize, addNumber, re) => {
    for (let i = 0; i < 50; i++) {
      const p = generatePassphrase({ words, separator, capitalize, addNumber });
      expect(p).toMatch(re);
      if (addNumber) expect(p.match(/\d/g)).toHaveLength(1);
      if (separator !== 'none') {
        const sep = { hyphen: '-', space: ' ', dot: '.', underscore: '_' }[separator];
        for (const w of p.split(sep)) expect(WORDS).toContain(w.replace(/\d/, '').toLowerCase());
      }
    }
  });

  it.each<[number, number]>([[1, 3], [20, 12]])('clamps %i words to %i', (asked, got) => {
    expect(generatePassphrase({ words: asked, separator: 'hyphen', capitalize: false, addNumber: false }).split('-')).toHaveLength(got);
  });

  it('entropy: 11 bits per word, plus the digit and its place', () => {
    expect(passphraseEntropy({ words: 5, separator: 'hyphen', capitalize: true, addNumber: false })).toBeCloseTo(55, 10);
    expect(passphraseEntropy({ words: 5, separator: 'hyphen', capitalize: true, addNumber: true })).toBeCloseTo(55 + Math.log2(50), 10);
  });
});

describe('bulk and clamping', () => {
  it.each<[number, number]>([[0, 1], [1, 1], [50, 50], [51, BULK_MAX], [Number.NaN, 1]])('generateMany(%f) makes %i', (asked, got) => {
    expect(generateMany(asked, () => 'x')).toHaveLength(got);
  });
  it.each<[string, number]>([['', 7], ['abc', 7], ['3.9', 3], ['-4', 1], ['999', 10]])('clampInt(%j)', (raw, n) => {
    expect(clampInt(raw, 1, 10, 7)).toBe(n);
  });
  it('bulk passwords are distinct', () => {
    const list = generateMany(50, () => generatePassword({ length: 16, sets: ALL, excludeLookAlikes: false }));
    expect(new Set(list).size).toBe(50);
  });
});
