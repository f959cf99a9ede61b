/**
 * The password strength reading shared by password-generator and
 * password-strength-checker: the product spec's five checks and a level, plus
 * entropy bits for passwords we generated ourselves (where the pool is known).
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

/** Level from the number of checks passed: 0–1 weak, 2 fair, 3 good, 4 strong, 5 very strong. */
export function levelFromChecks(passed: number): StrengthLevel {
  if (passed <= 1) return 'weak';
  return STRENGTH_LEVELS[Math.min(passed, 5) - 1] ?? 'veryStrong';
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

export interface StrengthReading {
  checks: Record<StrengthCheck, boolean>;
  passed: number;
  level: StrengthLevel;
  /** Only when the caller knows how the password was made. */
  entropy?: number;
}

/**
 * The reading for `password`. With `entropy` (a generated password), the level is the lower of the
 * checklist level and the entropy level: a 4-character password of all four sets is still weak.
 */
export function assessPassword(password: string, entropy?: number): StrengthReading {
  const checks = runChecks(password);
  const passed = STRENGTH_CHECKS.filter((c) => checks[c]).length;
  let level = password ? levelFromChecks(passed) : 'weak';
  if (entropy !== undefined) {
    const byEntropy = levelFromEntropy(entropy);
    if (STRENGTH_LEVELS.indexOf(byEntropy) < STRENGTH_LEVELS.indexOf(level)) level = byEntropy;
  }
  return entropy === undefined ? { checks, passed, level } : { checks, passed, level, entropy };
}

/** Tailwind classes for a level's colour, shared so both tools look alike. */
export const LEVEL_COLORS: Record<StrengthLevel, string> = {
  weak: 'bg-red-500',
  fair: 'bg-orange-500',
  good: 'bg-yellow-500',
  strong: 'bg-green-500',
  veryStrong: 'bg-emerald-600',
};
