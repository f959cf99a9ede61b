import { describe, expect, it } from 'vitest';
import {
  MIN_ADVISED_LENGTH, assessPassword, entropyBits, levelFromChecks, levelFromEntropy, passwordLength, runChecks,
  type StrengthLevel,
} from '../../../src/lib/passwordStrength';

describe('runChecks: the five checks', () => {
  it.each<[string, Record<string, boolean>]>([
    ['', { length: false, uppercase: false, lowercase: false, digits: false, special: false }],
    ['abc', { length: false, uppercase: false, lowercase: true, digits: false, special: false }],
    ['ABC', { length: false, uppercase: true, lowercase: false, digits: false, special: false }],
    ['123', { length: false, uppercase: false, lowercase: false, digits: true, special: false }],
    ['!@#', { length: false, uppercase: false, lowercase: false, digits: false, special: true }],
    ['a b', { length: false, uppercase: false, lowercase: true, digits: false, special: true }],
    ['abcdefghijk', { length: false, uppercase: false, lowercase: true, digits: false, special: false }],
    ['abcdefghijkl', { length: true, uppercase: false, lowercase: true, digits: false, special: false }],
    ['Ab1!Ab1!Ab1!', { length: true, uppercase: true, lowercase: true, digits: true, special: true }],
    ['ÄÖÜäöü١٢٣', { length: false, uppercase: true, lowercase: true, digits: true, special: false }],
  ])('%j', (pw, expected) => {
    expect(runChecks(pw)).toEqual(expected);
  });

  it('counts length in code points (an emoji is one character)', () => {
    expect(passwordLength('😀'.repeat(12))).toBe(12);
    expect(runChecks('😀'.repeat(11)).length).toBe(false);
    expect(runChecks('😀'.repeat(MIN_ADVISED_LENGTH)).length).toBe(true);
  });
});

describe('levels', () => {
  it.each<[number, StrengthLevel]>([[0, 'weak'], [1, 'weak'], [2, 'fair'], [3, 'good'], [4, 'strong'], [5, 'veryStrong']])(
    '%i checks → %s', (n, level) => expect(levelFromChecks(n)).toBe(level));

  it.each<[number, StrengthLevel]>([[0, 'weak'], [27.9, 'weak'], [28, 'fair'], [35.9, 'fair'], [36, 'good'], [59.9, 'good'], [60, 'strong'], [127.9, 'strong'], [128, 'veryStrong']])(
    '%f bits → %s', (bits, level) => expect(levelFromEntropy(bits)).toBe(level));

  it.each<[number, number, number]>([[26, 1, 4.700439718141092], [10, 4, 13.287712379549449], [1, 10, 0], [94, 0, 0]])(
    'entropyBits(%i, %i)', (pool, n, bits) => expect(entropyBits(pool, n)).toBeCloseTo(bits, 12));

  it.each<[string, number | undefined, StrengthLevel]>([
    ['', undefined, 'weak'],
    ['password', undefined, 'weak'],
    ['Password', undefined, 'fair'],
    ['Password1', undefined, 'good'],
    ['Password1!', undefined, 'strong'],
    ['Password1!xy', undefined, 'veryStrong'],
    // With entropy, the lower of the two readings wins.
    ['Ab1!', 26.2, 'weak'],
    ['Ab1!Ab1!Ab1!Ab1!', 104.9, 'strong'],
    ['Ab1!Ab1!Ab1!Ab1!Ab1!', 131, 'veryStrong'],
  ])('assessPassword(%j, %s) → %s', (pw, entropy, level) => {
    const r = assessPassword(pw, entropy);
    expect(r.level).toBe(level);
    if (entropy !== undefined) expect(r.entropy).toBe(entropy);
  });
});
