import { describe, expect, it } from 'vitest';
import { minimumPayment, payoff, yearsAndMonths } from '@src/tools/credit-card-calculator/logic';

/**
 * Independent check of the month-by-month simulation: with r = APR/12, after k full payments
 * b_k = B·(1+r)^k − p·((1+r)^k − 1)/r; the payoff month is the first k with b_{k−1}·(1+r) ≤ p,
 * i.e. k = ceil(−ln(1 − B·r/p) / ln(1+r)); the last payment is b_{k−1}·(1+r).
 */
function closedForm(B: number, apr: number, p: number) {
  const r = apr / 100 / 12;
  const k = r === 0 ? Math.ceil(B / p) : Math.ceil(-Math.log(1 - (B * r) / p) / Math.log(1 + r));
  const g = Math.pow(1 + r, k - 1);
  const before = r === 0 ? B - p * (k - 1) : B * g - (p * (g - 1)) / r;
  const last = before * (1 + r);
  return { months: k, totalPaid: p * (k - 1) + last, last };
}

describe('payoff', () => {
  it.each<[string, number, number, number, number, number]>([
    // 5 000 at 18 % paying 100: k = ceil(ln 4 / ln 1.015) = ceil(93.11) = 94; last = b93·1.015 = 11.18
    ['5 000 at 18 %, 100/month', 5_000, 18, 100, 94, 9_311.18],
    ['1 000 at 24 %, 50/month: k = ceil(−ln(1 − 20/50) / ln 1.02) = 26', 1_000, 24, 50, 26, 1_289.87],
    ['0 % APR: 1 000 ÷ 300 → 4 months', 1_000, 0, 300, 4, 1_000],
    ['pays it all in month 1: 500·1.015', 500, 18, 1_000, 1, 507.5],
  ])('%s', (_name, balance, apr, payment, months, totalPaid) => {
    const res = payoff({ balance, aprPct: apr, payment });
    const cf = closedForm(balance, apr, payment);
    expect(res.kind).toBe('paid');
    if (res.kind !== 'paid') return;
    expect(res.months).toBe(months);
    expect(res.months).toBe(cf.months);
    expect(res.totalPaid).toBeCloseTo(totalPaid, 2);
    expect(res.totalPaid).toBeCloseTo(cf.totalPaid, 6);
    expect(res.lastPayment).toBeCloseTo(cf.last, 6);
    expect(res.lastPayment).toBeLessThanOrEqual(payment);
    expect(res.totalInterest).toBeCloseTo(res.totalPaid - balance, 6);
  });

  it('5 000 at 18 % paying 100: 94 months, 4 311.18 interest, last payment 11.18', () => {
    const res = payoff({ balance: 5_000, aprPct: 18, payment: 100 });
    expect(res).toMatchObject({ kind: 'paid', months: 94 });
    if (res.kind !== 'paid') return;
    expect(res.totalInterest).toBeCloseTo(4_311.18, 2);
    expect(res.lastPayment).toBeCloseTo(11.18, 2);
  });

  it.each<[string, number, number, number, number]>([
    // first month's interest = 5000·0.18/12 = 75 → 75 never pays it off, 75.01 does
    ['payment equal to the interest', 5_000, 18, 75, 75.01],
    ['payment below the interest', 5_000, 18, 50, 75.01],
    // 1234.56·0.2/12 = 20.576 → 20.58
    ['fractional interest rounds up to the next cent', 1_234.56, 20, 20, 20.58],
  ])('never: %s', (_name, balance, apr, payment, min) => {
    const res = payoff({ balance, aprPct: apr, payment });
    expect(res.kind).toBe('never');
    if (res.kind !== 'never') return;
    expect(res.minPayment).toBe(min);
    // …and the minimum does work
    expect(payoff({ balance, aprPct: apr, payment: min }).kind).toBe('paid');
  });

  it('more than 1 000 years → tooLong', () => {
    // interest 0.0008333…/month on 1 000 000 at 0.001 %: 0.84 pays only a sliver of principal
    expect(payoff({ balance: 1_000_000, aprPct: 0.001, payment: 0.84 }).kind).toBe('tooLong');
  });
});

describe('minimumPayment', () => {
  it.each<[number, number]>([[75, 75.01], [74.999, 75], [0, 0.01], [20.576, 20.58], [0.001, 0.01]])('%s → %s', (interest, min) => {
    expect(minimumPayment(interest)).toBe(min);
  });
});

describe('yearsAndMonths', () => {
  it.each<[number, number, number]>([[94, 7, 10], [12, 1, 0], [11, 0, 11], [1, 0, 1]])('%s months → %s y %s m', (total, y, m) => {
    expect(yearsAndMonths(total)).toEqual({ years: y, months: m });
  });
});
