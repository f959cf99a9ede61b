import {
  addDays,
  addMonths,
  addYears,
  compareDates,
  diffDays,
  monthSpan,
  weekdaysFrom,
  type CalDate,
} from '../../lib/calendarDate';

/**
 * Date arithmetic on calendar dates (no clock time: daylight saving never shifts a day).
 *
 * Difference: "days" counts the days from the start date to the end date, the end date not
 * included (1 → 2 January is 1 day); with "include the end date" both ends count (2 days).
 * Business days count Mondays to Fridays in the same days (no public holidays). Months +
 * days: whole months with month-end clamping (31 Jan → 29 Feb 2024 is 1 month), then days.
 * When the end is before the start the two are swapped and the result says so.
 *
 * Adding: months and years keep the day of the month, clamped to the last day of the target
 * month (31 January + 1 month = 28 or 29 February; 29 February + 1 year = 28 February).
 */
export interface DifferenceResult {
  days: number;
  weeks: number;
  weekRemainderDays: number;
  months: number;
  monthRemainderDays: number;
  years: number;
  yearMonths: number;
  businessDays: number;
  swapped: boolean;
}

export function dateDifference(start: CalDate, end: CalDate, includeEnd: boolean): DifferenceResult {
  const swapped = compareDates(end, start) < 0;
  const [a, b] = swapped ? [end, start] : [start, end];
  const days = diffDays(a, b) + (includeEnd ? 1 : 0);
  // Month spans measure to the day after the end when the end is included.
  const span = monthSpan(a, includeEnd ? addDays(b, 1) : b);
  return {
    days,
    weeks: Math.floor(days / 7),
    weekRemainderDays: days % 7,
    months: span.totalMonths,
    monthRemainderDays: span.days,
    years: span.years,
    yearMonths: span.months,
    businessDays: weekdaysFrom(a, days),
    swapped,
  };
}

export type DateUnit = 'days' | 'weeks' | 'months' | 'years';
export const DATE_UNITS: readonly DateUnit[] = ['days', 'weeks', 'months', 'years'];

export function shiftDate(date: CalDate, amount: number, unit: DateUnit): CalDate {
  switch (unit) {
    case 'days':
      return addDays(date, amount);
    case 'weeks':
      return addDays(date, amount * 7);
    case 'months':
      return addMonths(date, amount);
    default:
      return addYears(date, amount);
  }
}
