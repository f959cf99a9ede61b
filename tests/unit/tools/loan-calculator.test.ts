import { describe, expect, it } from 'vitest';
import { amortize, byYear, monthlyPayment, scheduleCsv, termToMonths, type TermUnit } from '@src/tools/loan-calculator/logic';

describe('monthlyPayment', () => {
  it.each<[string, number, number, number, number]>([
    // payment = P·r / (1 − (1 + r)^−n), r = annual ÷ 12
    ['200 000 at 6.5 % for 30 y: 200000·(0.065/12)/(1−(1+0.065/12)^−360)', 200_000, 6.5, 360, 1264.14],
    ['100 000 at 5 % for 15 y: 100000·(0.05/12)/(1−(1+0.05/12)^−180)', 100_000, 5, 180, 790.79],
    ['10 000 at 12 % for 12 months: 10000·0.01/(1−1.01^−12)', 10_000, 12, 12, 888.49],
    ['25 000 at 3.9 % for 60 months: 25000·(0.039/12)/(1−(1+0.039/12)^−60)', 25_000, 3.9, 60, 459.29],
    // 0 %: amount ÷ months
    ['0 %: 12 000 ÷ 24', 12_000, 0, 24, 500],
    ['0 %: 1 000 ÷ 3 = 333.33…', 1_000, 0, 3, 333.33],
    ['one month at 12 %: 1000·1.01', 1_000, 12, 1, 1010],
  ])('%s', (_name, amount, rate, months, expected) => {
    expect(monthlyPayment(amount, rate, months)).toBeCloseTo(expected, 2);
    expect(amortize({ amount, ratePct: rate, months }).payment).toBe(expected);
  });
});

describe('amortize', () => {
  it('200 000 at 6.5 % for 30 years: 360 rows, cent-exact, balance 0', () => {
    const res = amortize({ amount: 200_000, ratePct: 6.5, months: 360 });
    expect(res.rows).toHaveLength(360);
    // first month: interest = 200000 · 0.065/12 = 1083.33; principal = 1264.14 − 1083.33
    expect(res.rows[0]!).toEqual({ month: 1, payment: 1264.14, principal: 180.81, interest: 1083.33, balance: 199_819.19 });
    expect(res.rows[359]!.balance).toBe(0);
    // every row: payment = principal + interest; balance falls by the principal
    let prev = 200_000;
    for (const r of res.rows) {
      expect(Math.round((r.principal + r.interest) * 100)).toBe(Math.round(r.payment * 100));
      expect(Math.round((prev - r.principal) * 100)).toBe(Math.round(r.balance * 100));
      prev = r.balance;
    }
    // totals are the schedule's sums: 359 × 1264.14 + the last payment, which absorbs the cent rounding
    // (the payment was rounded up by 0.0040 a month, so the last one is 1259.56; checked with a Decimal
    // simulation in cents: interest = round_half_up(balance · 0.065/12); the total is 3.16 below exact 1264.136…·360 = 455 088.98)
    const sum = res.rows.reduce((s, r) => s + Math.round(r.payment * 100), 0) / 100;
    expect(res.totalPayment).toBe(sum);
    expect(res.rows[359]!.payment).toBe(1259.56);
    expect(res.totalPayment).toBe(455_085.82);
    expect(res.totalInterest).toBe(255_085.82);
    expect(Math.round((res.totalPayment - res.totalInterest) * 100)).toBe(20_000_000);
    expect(res.years).toHaveLength(30);
    expect(res.years[29]!.balance).toBe(0);
  });

  it.each<[string, number, number, number[]]>([
    // 0 %: amount ÷ months, the last payment takes the remaining cent(s)
    ['1 000 over 3 months at 0 %', 1_000, 3, [333.33, 333.33, 333.34]],
    ['1 200 over 12 months at 0 %', 1_200, 12, Array<number>(12).fill(100)],
  ])('%s', (_name, amount, months, payments) => {
    const res = amortize({ amount, ratePct: 0, months });
    expect(res.rows.map((r) => r.payment)).toEqual(payments);
    expect(res.rows.every((r) => r.interest === 0)).toBe(true);
    expect(res.totalPayment).toBe(amount);
    expect(res.totalInterest).toBe(0);
  });

  it('10 000 at 12 % for 12 months: the whole schedule sums up', () => {
    const res = amortize({ amount: 10_000, ratePct: 12, months: 12 });
    // interest month 1 = 10000·0.01 = 100; principal = 888.49 − 100 = 788.49
    expect(res.rows[0]!).toMatchObject({ interest: 100, principal: 788.49, balance: 9211.51 });
    expect(res.rows[11]!.balance).toBe(0);
    expect(res.totalPayment).toBeCloseTo(888.49 * 12, 0);
    expect(res.years).toHaveLength(1);
    expect(res.years[0]!.principal).toBe(10_000);
    expect(res.years[0]!.interest).toBe(res.totalInterest);
  });
});

describe('byYear', () => {
  it('groups 18 months into a year of 12 and one of 6', () => {
    const years = byYear(amortize({ amount: 9_000, ratePct: 0, months: 18 }).rows);
    expect(years.map((y) => [y.year, y.months.length, y.payment, y.balance])).toEqual([[1, 12, 6000, 3000], [2, 6, 3000, 0]]);
  });
});

describe('termToMonths', () => {
  it.each<[number | null, TermUnit, number | null]>([
    [30, 'years', 360],
    [2.5, 'years', 30],
    [0.25, 'years', 3],
    [1 / 3, 'years', 4],
    [0.3, 'years', null], // 3.6 months
    [18, 'months', 18],
    [18.5, 'months', null],
    [0, 'months', null],
    [-1, 'years', null],
    [100, 'years', 1200],
    [101, 'years', null],
    [1201, 'months', null],
    [null, 'years', null],
    [Number.NaN, 'years', null],
  ])('%s %s → %s', (term, unit, months) => {
    expect(termToMonths(term, unit)).toBe(months);
  });
});

describe('scheduleCsv', () => {
  it('writes a header and one plain-number row per month, CRLF', () => {
    const res = amortize({ amount: 1_000, ratePct: 0, months: 3 });
    expect(scheduleCsv(res.rows, ['Month', 'Payment', 'Principal', 'Interest', 'Balance'])).toBe(
      'Month,Payment,Principal,Interest,Balance\r\n' +
        '1,333.33,333.33,0.00,666.67\r\n' +
        '2,333.33,333.33,0.00,333.34\r\n' +
        '3,333.34,333.34,0.00,0.00\r\n',
    );
  });

  it('quotes header cells that hold commas or quotes', () => {
    expect(scheduleCsv([], ['Mes', 'Pago, total', 'Cuota "A"', 'Interés', 'Saldo'])).toBe('Mes,"Pago, total","Cuota ""A""",Interés,Saldo\r\n');
  });
});
