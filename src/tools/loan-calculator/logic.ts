/**
 * Loan amortisation with monthly compounding (pure, no React/DOM).
 *
 * Monthly rate r = annual % ÷ 100 ÷ 12, n months, amount P:
 *   payment = P · r / (1 − (1 + r)^−n)        (r > 0)
 *   payment = P ÷ n                            (r = 0)
 *
 * The schedule is kept in whole cents, the way a lender's statement is: each month the
 * interest is the balance × r rounded to the cent, the principal is payment − interest,
 * and the last payment is whatever clears the balance (so it can differ by a few cents).
 * Totals are the sums of the schedule, so every row and every total can be checked by hand.
 */

export const MAX_AMOUNT = 10_000_000_000;
export const MAX_RATE = 100;
export const MAX_MONTHS = 1200;

export type TermUnit = 'years' | 'months';

export interface LoanInput {
  amount: number;
  /** Annual rate in percent, e.g. 6.5 */
  ratePct: number;
  months: number;
}

export interface ScheduleRow {
  month: number;
  payment: number;
  principal: number;
  interest: number;
  balance: number;
}

export interface YearRow {
  year: number;
  payment: number;
  principal: number;
  interest: number;
  /** Balance at the end of the year */
  balance: number;
  months: ScheduleRow[];
}

export interface LoanResult {
  /** The regular monthly payment, rounded to the cent */
  payment: number;
  totalPayment: number;
  totalInterest: number;
  rows: ScheduleRow[];
  years: YearRow[];
}

/** Months for a term given in years or months; null when it is not a whole, positive number of months within range. */
export function termToMonths(term: number | null, unit: TermUnit): number | null {
  if (term === null || !Number.isFinite(term) || term <= 0) return null;
  const months = unit === 'years' ? Math.round(term * 12 * 1e6) / 1e6 : term;
  if (!Number.isInteger(months) || months < 1 || months > MAX_MONTHS) return null;
  return months;
}

/** The exact (unrounded) monthly payment. */
export function monthlyPayment(amount: number, ratePct: number, months: number): number {
  const r = ratePct / 100 / 12;
  if (r === 0) return amount / months;
  return (amount * r) / (1 - Math.pow(1 + r, -months));
}

const cents = (x: number) => Math.round(x * 100);
const money = (c: number) => c / 100;

export function amortize({ amount, ratePct, months }: LoanInput): LoanResult {
  const r = ratePct / 100 / 12;
  const paymentC = Math.max(1, cents(monthlyPayment(amount, ratePct, months)));
  let balanceC = cents(amount);
  const rows: ScheduleRow[] = [];
  let totalC = 0;
  let interestC = 0;
  for (let month = 1; month <= months && balanceC > 0; month++) {
    const iC = Math.round(balanceC * r);
    // The last month (or an early payoff when rounding made the payment generous) clears the balance.
    const payC = month === months || paymentC - iC >= balanceC ? balanceC + iC : paymentC;
    const principalC = payC - iC;
    balanceC -= principalC;
    totalC += payC;
    interestC += iC;
    rows.push({ month, payment: money(payC), principal: money(principalC), interest: money(iC), balance: money(balanceC) });
  }
  return {
    payment: money(paymentC),
    totalPayment: money(totalC),
    totalInterest: money(interestC),
    rows,
    years: byYear(rows),
  };
}

/** Rows grouped in years of 12 months, with the year's sums (in cents, so the sums are exact). */
export function byYear(rows: ScheduleRow[]): YearRow[] {
  const years: YearRow[] = [];
  for (let i = 0; i < rows.length; i += 12) {
    const months = rows.slice(i, i + 12);
    const sum = (key: 'payment' | 'principal' | 'interest') => money(months.reduce((s, m) => s + cents(m[key]), 0));
    years.push({
      year: i / 12 + 1,
      payment: sum('payment'),
      principal: sum('principal'),
      interest: sum('interest'),
      balance: months[months.length - 1]?.balance ?? 0,
      months,
    });
  }
  return years;
}

const csvCell = (s: string) => (/[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);

/**
 * The whole schedule as CSV (RFC 4180, CRLF line ends). Numbers are plain, with a dot and two
 * decimals, so any spreadsheet reads them whatever its language; the header row is given
 * (translated by the page).
 */
export function scheduleCsv(rows: ScheduleRow[], header: [string, string, string, string, string]): string {
  const lines = [header.map(csvCell).join(',')];
  for (const r of rows) {
    lines.push([String(r.month), r.payment.toFixed(2), r.principal.toFixed(2), r.interest.toFixed(2), r.balance.toFixed(2)].join(','));
  }
  return lines.join('\r\n') + '\r\n';
}
