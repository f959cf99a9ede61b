/**
 * The password strength verdict shared by password-generator and
 * password-strength-checker. One verdict: the estimator's level (zxcvbn's
 * score for a typed password; the entropy of a password we generated, where the
 * pool is known), which the product spec's five checks can lower, never raise:
 * a password under 12 characters is at most "good", one missing a kind of
 * character at most "strong". So "P@ssw0rd" (every kind, a known password) is
 * weak, and "correcthorsebatterystaple" (long, lowercase only) strong.
 * Pure: no React, no DOM.
 */

/** Product spec, section 9: the advised minimum length. */
export const MIN_ADVISED_LENGTH = 12;

export const STRENGTH_CHECKS = ['length', 'uppercase', 'lowercase', 'digits', 'special'] as const;
export type StrengthCheck = (typeof STRENGTH_CHECKS)[number];

export const STRENGTH_LEVELS = ['weak', 'fair', 'good', 'strong', 'veryStrong'] as const;
export type StrengthLevel = (typeof STRENGTH_LEVELS)[number];

/** Length in user-perceived characters (code points), so an emoji counts once. */
export function passwordLength(password: string): number {
  return [...password].length;
}

/** The five checks, each true when passed. Letters and digits of any script count as such. */
export function runChecks(password: string): Record<StrengthCheck, boolean> {
  return {
    length: passwordLength(password) >= MIN_ADVISED_LENGTH,
    uppercase: /\p{Lu}/u.test(password),
    lowercase: /\p{Ll}/u.test(password),
    digits: /\p{Nd}/u.test(password),
    special: /[^\p{L}\p{Nd}]/u.test(password),
  };
}

/**
 * Level from entropy bits (the usual bands): < 28 weak, < 36 fair, < 60 good, < 128 strong, else very strong.
 */
export function levelFromEntropy(bits: number): StrengthLevel {
  if (bits < 28) return 'weak';
  if (bits < 36) return 'fair';
  if (bits < 60) return 'good';
  if (bits < 128) return 'strong';
  return 'veryStrong';
}

/** Entropy in bits of `count` independent uniform choices from `poolSize` possibilities. */
export function entropyBits(poolSize: number, count: number): number {
  if (poolSize <= 1 || count <= 0) return 0;
  return count * Math.log2(poolSize);
}

/** The lower of two levels. */
export function lowerLevel(a: StrengthLevel, b: StrengthLevel): StrengthLevel {
  return STRENGTH_LEVELS.indexOf(a) <= STRENGTH_LEVELS.indexOf(b) ? a : b;
}

/** The highest verdict the checks allow: under 12 characters at most good; a kind of character missing, at most strong. */
export function levelCap(checks: Record<StrengthCheck, boolean>): StrengthLevel {
  if (!checks.length) return 'good';
  return STRENGTH_CHECKS.every((c) => checks[c]) ? 'veryStrong' : 'strong';
}

export interface StrengthReading {
  /** The five checks, as hints: each true when met. */
  checks: Record<StrengthCheck, boolean>;
  passed: number;
  /** The verdict. */
  level: StrengthLevel;
  /** The estimator's own level, before the checks. */
  estimated: StrengthLevel;
  /** The checks lowered the verdict below the estimate. */
  lowered: boolean;
}

/** The verdict for `password` from the estimator's level, lowered (never raised) by the checks it fails. */
export function assessPassword(password: string, estimated: StrengthLevel): StrengthReading {
  const checks = runChecks(password);
  const passed = STRENGTH_CHECKS.filter((c) => checks[c]).length;
  const level = password ? lowerLevel(estimated, levelCap(checks)) : 'weak';
  return { checks, passed, level, estimated, lowered: level !== estimated };
}

/** Tailwind classes for a level's colour, shared so both tools look alike. */
export const LEVEL_COLORS: Record<StrengthLevel, string> = {
  weak: 'bg-red-500',
  fair: 'bg-orange-500',
  good: 'bg-yellow-500',
  strong: 'bg-green-500',
  veryStrong: 'bg-emerald-600',
};
