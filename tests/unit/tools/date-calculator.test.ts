import { describe, expect, it } from 'vitest';
import { parseIsoDate, toIsoDate, type CalDate } from '@src/lib/calendarDate';
import { dateDifference, shiftDate, type DateUnit } from '@src/tools/date-calculator/logic';

const D = (iso: string): CalDate => parseIsoDate(iso)!;

describe('dateDifference', () => {
  it.each([
    // [start, end, inclusive, days, business days]   days = end − start (+1 when inclusive)
    ['2024-01-01', '2024-01-02', false, 1, 1], //       Mon → Tue: Monday counted
    ['2024-01-01', '2024-01-02', true, 2, 2],
    ['2024-01-01', '2024-01-08', false, 7, 5], //       one full week
    ['2024-01-05', '2024-01-08', false, 3, 1], //       Fri, Sat, Sun → 1 business day
    ['2024-01-05', '2024-01-08', true, 4, 2], //        + Monday
    ['2024-01-06', '2024-01-07', true, 2, 0], //        a weekend
    ['2025-01-01', '2025-12-25', false, 358, 256],
    ['2024-01-01', '2025-01-01', false, 366, 262], //   leap year
    ['2024-03-09', '2024-03-11', false, 2, 0], //       across US DST start: still 2 days
    ['2024-10-26', '2024-10-28', false, 2, 0], //       across EU DST end: still 2 days
    ['2024-02-28', '2024-03-01', false, 2, 2], //       29 Feb exists in 2024
    ['2023-02-28', '2023-03-01', false, 1, 1],
    ['2024-05-10', '2024-05-10', false, 0, 0],
    ['2024-05-10', '2024-05-10', true, 1, 1],
  ])('%s → %s (inclusive %s): %d days, %d business', (a, b, inc, days, business) => {
    const r = dateDifference(D(a), D(b), inc);
    expect(r.days).toBe(days);
    expect(r.businessDays).toBe(business);
    expect(r.weeks * 7 + r.weekRemainderDays).toBe(days);
  });

  it.each([
    // [start, end, inclusive, months, days]
    ['2025-01-01', '2025-12-25', false, 11, 24],
    ['2024-01-31', '2024-02-29', false, 1, 0], //      month-end clamp
    ['2024-01-01', '2024-01-31', true, 1, 0], //       inclusive: the whole of January
    ['2023-01-15', '2025-03-20', false, 26, 5],
  ])('%s → %s (inclusive %s): %d months + %d days', (a, b, inc, months, days) => {
    const r = dateDifference(D(a), D(b), inc);
    expect([r.months, r.monthRemainderDays]).toEqual([months, days]);
    expect(r.years * 12 + r.yearMonths).toBe(months);
  });

  it('swaps dates given backwards and says so', () => {
    const r = dateDifference(D('2024-05-10'), D('2024-05-01'), false);
    expect(r.days).toBe(9);
    expect(r.swapped).toBe(true);
  });
});

describe('shiftDate', () => {
  it.each([
    // [date, amount, unit, result]               rule
    ['2024-01-31', 1, 'months', '2024-02-29'], // clamp to month end (leap)
    ['2023-01-31', 1, 'months', '2023-02-28'],
    ['2024-02-29', 1, 'years', '2025-02-28'], //  29 Feb + 1 year
    ['2024-02-29', -4, 'years', '2020-02-29'],
    ['2024-03-31', -1, 'months', '2024-02-29'],
    ['2024-12-25', 10, 'days', '2025-01-04'],
    ['2024-03-09', 1, 'days', '2024-03-10'], //   DST day: a calendar day is still one day
    ['2024-01-01', 2, 'weeks', '2024-01-15'],
    ['2024-01-01', -1, 'days', '2023-12-31'],
    ['2024-01-15', 30, 'days', '2024-02-14'],
  ])('%s %+d %s = %s', (iso, amount, unit, expected) => {
    expect(toIsoDate(shiftDate(D(iso), amount, unit as DateUnit))).toBe(expected);
  });
});
