import { describe, expect, it } from 'vitest';
import { compound, MAX_YEARS } from '@src/tools/interest-calculator/logic';

describe('compound', () => {
  it.each<[string, number, number, number, number, number]>([
    // A = P·(1 + r/n)^(n·t)
    ['1 000 at 5 % for 10 y monthly: 1000·(1+0.05/12)^120', 1_000, 5, 10, 12, 1647.01],
    ['1 000 at 5 % for 10 y yearly: 1000·1.05^10', 1_000, 5, 10, 1, 1628.89],
    ['1 000 at 5 % for 10 y quarterly: 1000·(1+0.05/4)^40', 1_000, 5, 10, 4, 1643.62],
    ['1 000 at 5 % for 10 y daily: 1000·(1+0.05/365)^3650', 1_000, 5, 10, 365, 1648.66],
    ['5 000 at 4 % for 2.5 y monthly: 5000·(1+0.04/12)^30', 5_000, 4, 2.5, 12, 5524.94],
  ])('%s', (_name, principal, ratePct, years, perYear, total) => {
    const res = compound({ principal, ratePct, years, perYear });
    expect(res).not.toBeNull();
    expect(res!.total).toBeCloseTo(total, 2);
    expect(res!.interest).toBeCloseTo(total - principal, 2);
  });

  it('year-by-year rows: 1 000 at 5 % monthly', () => {
    const res = compound({ principal: 1_000, ratePct: 5, years: 10, perYear: 12 })!;
    expect(res.rows).toHaveLength(10);
    // year 1: 1000·(1+0.05/12)^12 = 1051.16; year 2: 1000·(1+0.05/12)^24 = 1104.94
    expect(res.rows[0]!.balance).toBeCloseTo(1051.16, 2);
    expect(res.rows[0]!.interest).toBeCloseTo(51.16, 2);
    expect(res.rows[1]!.balance).toBeCloseTo(1104.94, 2);
    expect(res.rows[1]!.interest).toBeCloseTo(53.78, 2);
    expect(res.rows[1]!.totalInterest).toBeCloseTo(104.94, 2);
    expect(res.rows[9]!.balance).toBeCloseTo(res.total, 9);
  });

  it('a fractional term ends with a partial year', () => {
    const res = compound({ principal: 5_000, ratePct: 4, years: 2.5, perYear: 12 })!;
    expect(res.rows.map((r) => r.year)).toEqual([1, 2, 2.5]);
    expect(res.rows[2]!.balance).toBeCloseTo(5524.94, 2);
  });

  it('a result too large to show is null, never Infinity', () => {
    expect(compound({ principal: 1e12, ratePct: 1000, years: MAX_YEARS, perYear: 12 })).toBeNull();
  });
});
