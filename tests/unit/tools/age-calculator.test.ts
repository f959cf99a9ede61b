import { describe, expect, it } from 'vitest';
import { parseIsoDate, toIsoDate, type CalDate } from '@src/lib/calendarDate';
import { computeAge } from '@src/tools/age-calculator/logic';

const D = (iso: string): CalDate => parseIsoDate(iso)!;

describe('computeAge', () => {
  it.each([
    // [birth, at, years, months, days]      whole months from birth (clamped), then days
    ['1990-07-15', '2025-03-01', 34, 7, 14], // 1990-07-15 + 415 months = 2025-02-15, + 14 days
    ['2000-01-01', '2025-01-01', 25, 0, 0],
    ['2000-01-31', '2000-02-29', 0, 1, 0], //  31 Jan + 1 month clamps to 29 Feb
    ['2000-01-31', '2000-03-01', 0, 1, 1],
    ['2020-05-10', '2020-05-10', 0, 0, 0], //  born today
    // 29 February births: the birthday is 28 February in common years
    ['2000-02-29', '2001-02-27', 0, 11, 29],
    ['2000-02-29', '2001-02-28', 1, 0, 0],
    ['2000-02-29', '2001-03-01', 1, 0, 1],
    ['2000-02-29', '2004-02-28', 3, 11, 30], // leap year: not yet on the 28th
    ['2000-02-29', '2004-02-29', 4, 0, 0],
  ])('born %s, on %s: %d y %d m %d d', (birth, at, y, m, d) => {
    const r = computeAge(D(birth), D(at))!;
    expect([r.years, r.months, r.days]).toEqual([y, m, d]);
    expect(r.totalMonths).toBe(y * 12 + m);
  });

  it('totals in days and weeks', () => {
    // 1990-07-15 → 2025-03-01: 12 648 days = 1 806 weeks + 6 days
    const r = computeAge(D('1990-07-15'), D('2025-03-01'))!;
    expect(r.totalDays).toBe(12648);
    expect([r.totalWeeks, r.weekRemainderDays]).toEqual([1806, 6]);
  });

  it.each([
    // [birth, at, next birthday, days until, turning]
    ['1990-07-15', '2025-03-01', '2025-07-15', 136, 35],
    ['1990-07-15', '2025-07-15', '2025-07-15', 0, 35], //  today is the birthday
    ['1990-07-15', '2025-07-16', '2026-07-15', 364, 36],
    ['2000-02-29', '2023-03-01', '2024-02-29', 365, 24], // next one is a real 29 Feb
    ['2000-02-29', '2022-03-01', '2023-02-28', 364, 23], // common year: 28 Feb
    ['2000-02-29', '2023-02-28', '2023-02-28', 0, 23],
  ])('born %s, on %s: next %s in %d days, turning %d', (birth, at, next, days, age) => {
    const r = computeAge(D(birth), D(at))!;
    expect(toIsoDate(r.nextBirthday)).toBe(next);
    expect(r.daysUntilNext).toBe(days);
    expect(r.nextAge).toBe(age);
  });

  it('refuses a birth date after the date asked', () => {
    expect(computeAge(D('2025-01-02'), D('2025-01-01'))).toBeNull();
  });
});
