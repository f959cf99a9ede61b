/** Pure helpers of the password strength checker (no React, no DOM, no zxcvbn import). */
import { STRENGTH_LEVELS, type StrengthLevel } from '../../lib/passwordStrength';

/** zxcvbn's score 0–4 as the shared levels: 0 weak, 1 fair, 2 good, 3 strong, 4 very strong. */
export function levelFromScore(score: number): StrengthLevel {
  const i = Math.min(4, Math.max(0, Math.trunc(score)));
  return STRENGTH_LEVELS[i] ?? 'weak';
}

export type TimeUnit = 'second' | 'minute' | 'hour' | 'day' | 'month' | 'year';

export type CrackTime =
  | { kind: 'instant' }
  | { kind: 'centuries' }
  | { kind: 'unit'; unit: TimeUnit; value: number };

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MONTH = 31 * DAY;
const YEAR = 12 * MONTH;
const CENTURY = 100 * YEAR;

/** Seconds as the largest whole unit, the same bands zxcvbn uses (a month is 31 days, a year 12 such months). */
export function crackTime(seconds: number): CrackTime {
  if (!(seconds >= 1)) return { kind: 'instant' };
  if (seconds >= CENTURY) return { kind: 'centuries' };
  const bands: [number, TimeUnit][] = [[YEAR, 'year'], [MONTH, 'month'], [DAY, 'day'], [HOUR, 'hour'], [MINUTE, 'minute'], [1, 'second']];
  for (const [size, unit] of bands) {
    if (seconds >= size) return { kind: 'unit', unit, value: Math.round(seconds / size) };
  }
  return { kind: 'instant' };
}
