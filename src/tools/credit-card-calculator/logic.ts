/**
 * Credit card payoff (pure, no React/DOM), simulated month by month:
 *   each month: interest = balance × APR ÷ 100 ÷ 12, added to the balance; then the payment
 *   (the last one only what is left) is taken off.
 * When the payment does not exceed the first month's interest the balance never falls:
 * the answer is "never", with the smallest payment (in cents) that would pay it off.
 */

export const MAX_APR = 100;
/** Beyond 1 000 years the simulation stops and says so. */
export const MAX_MONTHS = 12_000;

export interface CardInput {
  balance: number;
  aprPct: number;
  payment: number;
}

export type CardResult =
  | { kind: 'paid'; months: number; totalPaid: number; totalInterest: number; lastPayment: number }
  /** minPayment: the smallest payment, in whole cents, above the first month's interest */
  | { kind: 'never'; firstInterest: number; minPayment: number }
  /** Paid off only after more than MAX_MONTHS months */
  | { kind: 'tooLong' };

/** The smallest whole-cent payment strictly greater than `interest`. */
export function minimumPayment(interest: number): number {
  return (Math.floor(Math.round(interest * 1e6) / 1e4) + 1) / 100;
}

export function payoff({ balance, aprPct, payment }: CardInput): CardResult {
  const r = aprPct / 100 / 12;
  const firstInterest = balance * r;
  if (payment <= firstInterest) return { kind: 'never', firstInterest, minPayment: minimumPayment(firstInterest) };
  let b = balance;
  let paid = 0;
  let interest = 0;
  for (let month = 1; month <= MAX_MONTHS; month++) {
    const i = b * r;
    b += i;
    interest += i;
    // A sub-millicent remainder is float noise, not a 1-cent extra month.
    const pay = b - payment <= 1e-7 ? b : payment;
    b -= pay;
    paid += pay;
    if (b <= 0) return { kind: 'paid', months: month, totalPaid: paid, totalInterest: interest, lastPayment: pay };
  }
  return { kind: 'tooLong' };
}

/** 27 → { years: 2, months: 3 } */
export function yearsAndMonths(totalMonths: number): { years: number; months: number } {
  return { years: Math.floor(totalMonths / 12), months: totalMonths % 12 };
}
