import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  addYears,
  birthdayInYear,
  daysInMonth,
  diffDays,
  fromDayNumber,
  isLeapYear,
  monthSpan,
  parseIsoDate,
  toDayNumber,
  toIsoDate,
  weekday,
  weekdaysFrom,
} from '@src/lib/calendarDate';

const D = (iso: string) => {
  const d = parseIsoDate(iso);
  if (!d) throw new Error(iso);
  return d;
};

describe('leap years and month lengths', () => {
  it.each([
    [2024, true], [2023, false], [1900, false], [2000, true], [2100, false], [2400, true],
  ])('isLeapYear(%d) = %s', (y, expected) => expect(isLeapYear(y)).toBe(expected));

  it.each([
    [2024, 2, 29], [2023, 2, 28], [2023, 4, 30], [2023, 12, 31], [1900, 2, 28],
  ])('daysInMonth(%d, %d) = %d', (y, m, expected) => expect(daysInMonth(y, m)).toBe(expected));

  it.each(['2023-02-29', '2023-13-01', '2023-00-10', '2023-04-31', '0000-01-01', '2023-1-1', 'x', ''])(
    'rejects %j',
    (iso) => expect(parseIsoDate(iso)).toBeNull(),
  );
});

describe('day numbers', () => {
  it.each([
    ['1970-01-01', 0], ['1970-01-02', 1], ['1969-12-31', -1], ['2000-03-01', 11017], ['2024-02-29', 19782],
  ])('%s = day %d', (iso, n) => {
    expect(toDayNumber(D(iso))).toBe(n);
    expect(toIsoDate(fromDayNumber(n))).toBe(iso);
  });

  it('round-trips every day of four centuries', () => {
    const start = toDayNumber(D('1900-01-01'));
    const wrong: number[] = [];
    for (let n = start; n < start + 146097; n += 1) if (toDayNumber(fromDayNumber(n)) !== n) wrong.push(n);
    expect(wrong).toEqual([]);
  });

  it.each([
    ['1970-01-01', 4], ['2024-01-01', 1], ['2023-12-31', 0], ['2024-03-09', 6],
  ])('weekday(%s) = %d (0 = Sunday)', (iso, wd) => expect(weekday(D(iso))).toBe(wd));
});

describe('differences (calendar days: daylight saving cannot shift them)', () => {
  it.each([
    // [from, to, days]                       why
    ['2024-03-09', '2024-03-11', 2], //        US DST starts 10 Mar 2024 (a 23-hour day)
    ['2024-03-30', '2024-04-01', 2], //        EU DST starts 31 Mar 2024
    ['2024-10-26', '2024-10-28', 2], //        EU DST ends 27 Oct 2024 (a 25-hour day)
    ['2024-11-02', '2024-11-04', 2], //        US DST ends 3 Nov 2024
    ['2024-01-01', '2025-01-01', 366], //      leap year
    ['2023-01-01', '2024-01-01', 365],
    ['2024-02-28', '2024-03-01', 2], //        across 29 Feb
    ['2023-02-28', '2023-03-01', 1],
    ['2024-05-10', '2024-05-01', -9], //       reversed
  ])('%s → %s = %d days', (a, b, days) => expect(diffDays(D(a), D(b))).toBe(days));
});

describe('adding with month-end clamping', () => {
  it.each([
    // [date, months, result]                 rule
    ['2024-01-31', 1, '2024-02-29'], //        clamp to leap February
    ['2023-01-31', 1, '2023-02-28'], //        clamp to common February
    ['2024-03-31', 1, '2024-04-30'],
    ['2024-01-31', 2, '2024-03-31'], //        clamp is per result, not cumulative
    ['2024-03-31', -1, '2024-02-29'],
    ['2024-12-15', 1, '2025-01-15'], //        year rollover
    ['2024-01-15', -1, '2023-12-15'],
    ['2024-05-20', -17, '2022-12-20'],
  ])('%s + %d months = %s', (iso, n, expected) => expect(toIsoDate(addMonths(D(iso), n))).toBe(expected));

  it.each([
    ['2024-02-29', 1, '2025-02-28'], //        29 Feb + 1 year → 28 Feb
    ['2024-02-29', 4, '2028-02-29'],
    ['2024-02-29', -1, '2023-02-28'],
    ['2023-06-15', 10, '2033-06-15'],
  ])('%s + %d years = %s', (iso, n, expected) => expect(toIsoDate(addYears(D(iso), n))).toBe(expected));

  it.each([
    ['2024-02-28', 1, '2024-02-29'],
    ['2024-12-31', 1, '2025-01-01'],
    ['2024-03-01', -1, '2024-02-29'],
    ['2024-01-01', 365, '2024-12-31'],
  ])('%s + %d days = %s', (iso, n, expected) => expect(toIsoDate(addDays(D(iso), n))).toBe(expected));
});

describe('monthSpan', () => {
  it.each([
    // [from, to, totalMonths, days]
    ['2024-01-15', '2024-03-20', 2, 5],
    ['2024-01-31', '2024-02-29', 1, 0], //     31 Jan + 1 month = 29 Feb (clamped)
    ['2023-01-31', '2023-03-01', 1, 1], //     + 1 month = 28 Feb, then 1 day
    ['2000-02-29', '2001-02-28', 12, 0], //    29 Feb birthday → one year on 28 Feb
    ['2000-02-29', '2001-02-27', 11, 29], //   not yet
    ['2024-05-10', '2024-05-10', 0, 0],
    ['1990-07-04', '2024-07-03', 407, 29],
  ])('%s → %s = %d months + %d days', (a, b, months, days) => {
    const span = monthSpan(D(a), D(b));
    expect([span.totalMonths, span.days]).toEqual([months, days]);
    expect(span.years * 12 + span.months).toBe(months);
  });
});

describe('weekdaysFrom (Mon–Fri)', () => {
  it.each([
    // [start, count, weekdays]               days counted: start .. start+count-1
    ['2024-01-01', 7, 5], //                   Mon..Sun
    ['2024-01-06', 2, 0], //                   Sat, Sun
    ['2024-01-05', 4, 2], //                   Fri, Sat, Sun, Mon
    ['2024-01-01', 0, 0],
    ['2024-01-01', 366, 262], //               2024: 262 weekdays
    ['2023-01-01', 365, 260], //               2023: 260 weekdays
  ])('%s + %d days → %d', (iso, count, expected) => expect(weekdaysFrom(D(iso), count)).toBe(expected));
});

describe('birthdayInYear', () => {
  it.each([
    ['2000-02-29', 2023, '2023-02-28'], //     common year: 28 February
    ['2000-02-29', 2024, '2024-02-29'],
    ['1990-12-31', 2024, '2024-12-31'],
  ])('%s in %d = %s', (iso, y, expected) => expect(toIsoDate(birthdayInYear(D(iso), y))).toBe(expected));
});
