import {
  addYears,
  birthdayInYear,
  compareDates,
  diffDays,
  monthSpan,
  type CalDate,
} from '../../lib/calendarDate';

/**
 * Age on a date, on calendar dates only (no clock time, so daylight saving never matters).
 * - years, months, days: whole months counted from the birth date with month-end clamping
 *   (born 31 January → one month old on 28/29 February), then the days left;
 * - born on 29 February: the birthday is 28 February in common years (the legal rule in many
 *   countries), so the age goes up on 28 February;
 * - total weeks = floor(total days ÷ 7), with the days left over.
 */
export interface AgeResult {
  years: number;
  months: number;
  days: number;
  totalMonths: number;
  totalWeeks: number;
  weekRemainderDays: number;
  totalDays: number;
  /** The next birthday on or after the "age at" date. */
  nextBirthday: CalDate;
  /** 0 when the "age at" date is a birthday. */
  daysUntilNext: number;
  /** The age reached on the next birthday. */
  nextAge: number;
}

export function computeAge(birth: CalDate, at: CalDate): AgeResult | null {
  if (compareDates(birth, at) > 0) return null;
  const span = monthSpan(birth, at);
  const totalDays = diffDays(birth, at);
  let next = birthdayInYear(birth, at.y);
  if (compareDates(next, at) < 0) next = birthdayInYear(birth, at.y + 1);
  const nextAge = next.y - birth.y;
  return {
    years: span.years,
    months: span.months,
    days: span.days,
    totalMonths: span.totalMonths,
    totalWeeks: Math.floor(totalDays / 7),
    weekRemainderDays: totalDays % 7,
    totalDays,
    nextBirthday: next,
    daysUntilNext: diffDays(at, next),
    nextAge,
  };
}

/** The birthday of `birth` in the year it turns `age` (29 Feb → 28 Feb in common years). */
export function birthdayAtAge(birth: CalDate, age: number): CalDate {
  return addYears(birth, age);
}
