/**
 * Investment growth (pure, no React/DOM).
 *
 * Convention (stated on the page): monthly compounding at i = annual % ÷ 100 ÷ 12, the
 * contribution C added at the END of each month, for m = years × 12 months:
 *   FV = P·(1 + i)^m + C·((1 + i)^m − 1) / i        (i > 0)
 *   FV = P + C·m                                     (i = 0)
 * The table simulates month by month (balance·(1 + i) + C), which equals the closed form.
 */

import { MAX_MONEY_RESULT } from '../../lib/moneyLimits';

export const MAX_RATE = 100;
export const MAX_YEARS = 100;

export interface InvestmentInput {
  initial: number;
  monthly: number;
  ratePct: number;
  years: number;
}

export interface InvestmentYearRow {
  year: number;
  /** Initial + all contributions so far */
  contributions: number;
  /** Growth so far (balance − contributions) */
  earnings: number;
  balance: number;
}

export interface InvestmentResult {
  futureValue: number;
  totalContributions: number;
  totalEarnings: number;
  rows: InvestmentYearRow[];
}

export function monthsIn(years: number): number {
  return Math.round(years * 12 * 1e6) / 1e6;
}

/** The closed form above. */
export function futureValue(initial: number, monthly: number, ratePct: number, months: number): number {
  const i = ratePct / 100 / 12;
  if (i === 0) return initial + monthly * months;
  const g = Math.pow(1 + i, months);
  return initial * g + (monthly * (g - 1)) / i;
}

/** null when the future value would exceed MAX_MONEY_RESULT. */
export function project({ initial, monthly, ratePct, years }: InvestmentInput): InvestmentResult | null {
  const months = monthsIn(years);
  const fv = futureValue(initial, monthly, ratePct, months);
  if (!Number.isFinite(fv) || fv > MAX_MONEY_RESULT) return null;
  const i = ratePct / 100 / 12;
  const rows: InvestmentYearRow[] = [];
  let balance = initial;
  let contributions = initial;
  for (let m = 1; m <= months; m++) {
    balance = balance * (1 + i) + monthly;
    contributions += monthly;
    if (m % 12 === 0 || m === months) {
      rows.push({ year: m / 12, contributions, earnings: balance - contributions, balance });
    }
  }
  const totalContributions = initial + monthly * months;
  return { futureValue: fv, totalContributions, totalEarnings: fv - totalContributions, rows };
}
