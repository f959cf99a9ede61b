/**
 * Compound interest (pure, no React/DOM).
 *
 *   A = P · (1 + r/n)^(n·t)      P principal, r annual rate (fraction), n compounding periods a year, t years
 *   interest = A − P
 */

import { MAX_MONEY_RESULT } from '../../lib/moneyLimits';

export const MAX_RATE = 1000;
export const MAX_YEARS = 100;
export const MAX_PER_YEAR = 100_000;

export interface InterestInput {
  principal: number;
  ratePct: number;
  years: number;
  /** Compounding periods a year: 1 yearly, 4 quarterly, 12 monthly, 365 daily */
  perYear: number;
}

export interface InterestYearRow {
  /** Whole years, or the final fractional year */
  year: number;
  /** Interest earned during this year */
  interest: number;
  /** Interest earned since the start */
  totalInterest: number;
  /** Amount at the end of this year */
  balance: number;
}

export interface InterestResult {
  total: number;
  interest: number;
  rows: InterestYearRow[];
}

/** Amount after `years` (may be fractional). */
export function amountAfter(principal: number, ratePct: number, perYear: number, years: number): number {
  return principal * Math.pow(1 + ratePct / 100 / perYear, perYear * years);
}

/** null when the amount would exceed MAX_MONEY_RESULT. */
export function compound({ principal, ratePct, years, perYear }: InterestInput): InterestResult | null {
  const total = amountAfter(principal, ratePct, perYear, years);
  if (!Number.isFinite(total) || total > MAX_MONEY_RESULT) return null;
  const rows: InterestYearRow[] = [];
  const marks: number[] = [];
  for (let y = 1; y <= Math.floor(years); y++) marks.push(y);
  if (!Number.isInteger(years)) marks.push(years);
  let previous = principal;
  for (const year of marks) {
    const balance = amountAfter(principal, ratePct, perYear, year);
    rows.push({ year, interest: balance - previous, totalInterest: balance - principal, balance });
    previous = balance;
  }
  return { total, interest: total - principal, rows };
}
