import { describe, expect, it } from 'vitest';
import {
  MIN_ADVISED_LENGTH, assessPassword, entropyBits, levelCap, levelFromEntropy, lowerLevel, passwordLength, runChecks,
  type StrengthLevel,
} from '@src/lib/passwordStrength';

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
  it.each<[number, StrengthLevel]>([[0, 'weak'], [27.9, 'weak'], [28, 'fair'], [35.9, 'fair'], [36, 'good'], [59.9, 'good'], [60, 'strong'], [127.9, 'strong'], [128, 'veryStrong']])(
    '%f bits → %s', (bits, level) => expect(levelFromEntropy(bits)).toBe(level));

  it.each<[number, number, number]>([[26, 1, 4.700439718141092], [10, 4, 13.287712379549449], [1, 10, 0], [94, 0, 0]])(
    'entropyBits(%i, %i)', (pool, n, bits) => expect(entropyBits(pool, n)).toBeCloseTo(bits, 12));

  it.each<[StrengthLevel, StrengthLevel, StrengthLevel]>([['weak', 'strong', 'weak'], ['veryStrong', 'good', 'good'], ['fair', 'fair', 'fair']])(
    'lowerLevel(%s, %s) → %s', (a, b, low) => expect(lowerLevel(a, b)).toBe(low));
});

describe('one verdict: the estimate, lowered (never raised) by the checks', () => {
  it.each<[string, StrengthLevel]>([
    ['Ab1!Ab1!Ab1!', 'veryStrong'],
    ['Ab1!Ab1!Ab1', 'good'], // 11 characters
    ['correcthorsebatterystaple', 'strong'], // long, lowercase only
    ['CORRECT horse battery staple 7', 'veryStrong'], // long, every kind
    ['', 'good'],
  ])('levelCap(%j) → %s', (pw, cap) => {
    expect(levelCap(runChecks(pw))).toBe(cap);
  });

  it.each<[string, StrengthLevel, StrengthLevel, boolean]>([
    // A known password meeting every check: the estimate says weak, the checks cannot raise it.
    ['P@ssw0rd1234', 'weak', 'weak', false],
    // A long passphrase the estimator rates very strong: missing kinds of character lower it to strong, not further.
    ['correcthorsebatterystaple', 'veryStrong', 'strong', true],
    // Short: at most good, however the estimate rates it.
    ['x7#Kp!2vQ', 'veryStrong', 'good', true],
    ['Ab1!Ab1!Ab1!Ab1!Ab1!', 'veryStrong', 'veryStrong', false],
    ['', 'veryStrong', 'weak', true],
  ])('assessPassword(%j, estimate %s) → %s', (pw, estimated, level, lowered) => {
    const r = assessPassword(pw, estimated);
    expect(r.level).toBe(level);
    expect(r.estimated).toBe(estimated);
    expect(r.lowered).toBe(lowered);
  });

  it('never raises: for every estimate the verdict is at most the estimate', () => {
    const levels: StrengthLevel[] = ['weak', 'fair', 'good', 'strong', 'veryStrong'];
    for (const pw of ['a', 'Ab1!Ab1!Ab1!', 'correcthorsebatterystaple', 'P@ssw0rd']) {
      for (const e of levels) expect(levels.indexOf(assessPassword(pw, e).level)).toBeLessThanOrEqual(levels.indexOf(e));
    }
  });

  it('the generator: entropy is the estimate, the same checks lower it', () => {
    expect(assessPassword('Ab1!Ab1!Ab1!Ab1!', levelFromEntropy(104.9)).level).toBe('strong');
    expect(assessPassword('Ab1!', levelFromEntropy(26.2)).level).toBe('weak');
    // A six-word lowercase passphrase: 66 bits (strong), no uppercase or digit: still at most strong.
    expect(assessPassword('alpha bravo charlie delta echo foxtrot', levelFromEntropy(66)).level).toBe('strong');
  });
});
