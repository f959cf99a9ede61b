import { describe, expect, it } from 'vitest';
import { futureValue, project } from '@src/tools/investment-calculator/logic';

describe('project (monthly compounding at rate ÷ 12, contributions at the end of each month)', () => {
  it.each<[string, number, number, number, number, number, number]>([
    // FV = P·(1+i)^m + C·((1+i)^m − 1)/i, i = rate/12, m = years·12
    ['10 000 + 200/month at 7 % for 10 y: 10000·g + 200·(g−1)/i, g = (1+0.07/12)^120', 10_000, 200, 7, 10, 54_713.58, 34_000],
    ['0 + 500/month at 6 % for 30 y: 500·((1.005^360) − 1)/0.005', 0, 500, 6, 30, 502_257.52, 180_000],
    ['1 000 + 100/month at 6 % for 1 y: 1000·1.005^12 + 100·(1.005^12 − 1)/0.005', 1_000, 100, 6, 1, 2295.23, 2200],
    ['0 %: 1 000 + 100·24', 1_000, 100, 0, 2, 3400, 3400],
    ['lump sum only: 1000·1.005^12', 1_000, 0, 6, 1, 1061.68, 1000],
  ])('%s', (_name, initial, monthly, ratePct, years, fv, contributions) => {
    const res = project({ initial, monthly, ratePct, years })!;
    expect(res.futureValue).toBeCloseTo(fv, 2);
    expect(res.totalContributions).toBeCloseTo(contributions, 6);
    expect(res.totalEarnings).toBeCloseTo(fv - contributions, 2);
    // the month-by-month table ends on the closed form
    expect(res.rows[res.rows.length - 1]!.balance).toBeCloseTo(res.futureValue, 6);
  });

  it('one row per year; contributions + earnings = balance', () => {
    const res = project({ initial: 10_000, monthly: 200, ratePct: 7, years: 10 })!;
    expect(res.rows.map((r) => r.year)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(res.rows[0]!.contributions).toBe(12_400);
    for (const r of res.rows) expect(r.contributions + r.earnings).toBeCloseTo(r.balance, 9);
  });

  it('a partial last year (2.5 years = 30 months)', () => {
    const res = project({ initial: 0, monthly: 100, ratePct: 0, years: 2.5 })!;
    expect(res.rows.map((r) => [r.year, r.balance])).toEqual([[1, 1200], [2, 2400], [2.5, 3000]]);
  });

  it('futureValue at 0 % is initial + C·m', () => {
    expect(futureValue(500, 50, 0, 10)).toBe(1000);
  });

  it('too large to show → null', () => {
    expect(project({ initial: 1e12, monthly: 1e12, ratePct: 100, years: 100 })).toBeNull();
  });
});
