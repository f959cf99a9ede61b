/**
 * Calendar dates (year, month, day) with no time and no time zone. All arithmetic is on
 * whole day numbers (proleptic Gregorian, days since 1970-01-01), never on `Date` times,
 * so a daylight-saving change can never add or lose a day. Pure: no React, no DOM.
 *
 * Conventions (stated on the pages that use them):
 * - adding months or years keeps the day of the month, clamped to the month's last day
 *   (31 Jan + 1 month = 28 Feb, or 29 Feb in a leap year; 29 Feb 2024 + 1 year = 28 Feb 2025);
 * - a span in months + days counts whole months by that same rule, then the days left over;
 * - someone born on 29 February has their birthday on 28 February in common years.
 */
import { dateTimeFormat } from './intlFormat';

export interface CalDate {
  y: number;
  /** 1–12 */
  m: number;
  /** 1–31 */
  d: number;
}

export const MIN_YEAR = 1;
export const MAX_YEAR = 9999;

export function isLeapYear(y: number): boolean {
  return (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
}

export function daysInMonth(y: number, m: number): number {
  return [31, isLeapYear(y) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1] ?? 0;
}

/** "YYYY-MM-DD" → date, or null when it is not a real date in years 1–9999. */
export function parseIsoDate(text: string): CalDate | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  if (!m) return null;
  const date = { y: Number(m[1]), m: Number(m[2]), d: Number(m[3]) };
  if (date.y < MIN_YEAR || date.m < 1 || date.m > 12 || date.d < 1 || date.d > daysInMonth(date.y, date.m)) return null;
  return date;
}

export function isValidIsoDate(text: string): boolean {
  return parseIsoDate(text) !== null;
}

export function toIsoDate({ y, m, d }: CalDate): string {
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** Days since 1970-01-01 (H. Hinnant's days_from_civil). */
export function toDayNumber({ y, m, d }: CalDate): number {
  const yy = m <= 2 ? y - 1 : y;
  const era = Math.floor(yy / 400);
  const yoe = yy - era * 400;
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

export function fromDayNumber(n: number): CalDate {
  const z = n + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  return { y: yoe + era * 400 + (m <= 2 ? 1 : 0), m, d };
}

export function compareDates(a: CalDate, b: CalDate): number {
  return toDayNumber(a) - toDayNumber(b);
}

/** b − a in days (negative when b is earlier). */
export function diffDays(a: CalDate, b: CalDate): number {
  return toDayNumber(b) - toDayNumber(a);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekday(date: CalDate): number {
  return (((toDayNumber(date) + 4) % 7) + 7) % 7;
}

export function addDays(date: CalDate, days: number): CalDate {
  return fromDayNumber(toDayNumber(date) + days);
}

/** Adds whole months, clamping the day to the end of the target month. */
export function addMonths(date: CalDate, months: number): CalDate {
  const index = date.y * 12 + (date.m - 1) + months;
  const y = Math.floor(index / 12);
  const m = index - y * 12 + 1;
  return { y, m, d: Math.min(date.d, daysInMonth(y, m)) };
}

export function addYears(date: CalDate, years: number): CalDate {
  return addMonths(date, years * 12);
}

export interface MonthSpan {
  /** Whole months from `from` (by the clamping rule). */
  totalMonths: number;
  years: number;
  months: number;
  /** Days left after the whole months. */
  days: number;
}

/** The span from `from` to `to` (to ≥ from) in whole months + days. */
export function monthSpan(from: CalDate, to: CalDate): MonthSpan {
  let n = (to.y - from.y) * 12 + (to.m - from.m);
  if (compareDates(addMonths(from, n), to) > 0) n -= 1;
  if (n < 0) n = 0;
  const days = diffDays(addMonths(from, n), to);
  return { totalMonths: n, years: Math.floor(n / 12), months: n % 12, days };
}

/** Mondays to Fridays in the `count` consecutive days starting at `start` (count ≥ 0). */
export function weekdaysFrom(start: CalDate, count: number): number {
  const full = Math.floor(count / 7);
  let total = full * 5;
  const first = weekday(start);
  for (let i = 0; i < count % 7; i += 1) {
    const wd = (first + i) % 7;
    if (wd !== 0 && wd !== 6) total += 1;
  }
  return total;
}

/** The day a birthday falls on in `year` (29 February → 28 February in common years). */
export function birthdayInYear(birth: CalDate, year: number): CalDate {
  return { y: year, m: birth.m, d: Math.min(birth.d, daysInMonth(year, birth.m)) };
}

/** The local calendar date of an instant (the visitor's "today"). */
export function localDate(now: Date): CalDate {
  return { y: now.getFullYear(), m: now.getMonth() + 1, d: now.getDate() };
}

/** A date in words in the UI language ("23 November 2026", "2026年11月23日"). */
export function formatCalDate(date: CalDate, locale: string, style: 'long' | 'full' | 'medium' = 'long'): string {
  const utc = new Date(0);
  utc.setUTCFullYear(date.y, date.m - 1, date.d);
  return dateTimeFormat(locale, { dateStyle: style, timeZone: 'UTC' }).format(utc);
}
