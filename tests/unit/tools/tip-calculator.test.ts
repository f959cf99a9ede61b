import { describe, expect, it } from 'vitest';
import { computeTip } from '@src/tools/tip-calculator/logic';

describe('computeTip', () => {
  it.each([
    // [bill, %, people, roundUp, tip, total, perPerson]
    // 86.40 × 18 % = 15.552 → 15.55; total 101.95; ÷ 3 = 33.983…
    [86.4, 18, 3, false, 15.55, 101.95, 33.98333333],
    // 50 × 15 % = 7.50; total 57.50; one person
    [50, 15, 1, false, 7.5, 57.5, 57.5],
    // 100 × 10 % = 10; 110 ÷ 4 = 27.50
    [100, 10, 4, false, 10, 110, 27.5],
    // rounding up: 101.95 ÷ 3 = 33.98 → 34 each; total 102; tip 102 − 86.40 = 15.60
    [86.4, 18, 3, true, 15.6, 102, 34],
    // already whole: 100 × 20 % = 20; 120 ÷ 4 = 30 → stays 30
    [100, 20, 4, true, 20, 120, 30],
    // 0 % tip
    [42.1, 0, 2, false, 0, 42.1, 21.05],
  ])('%d at %d%% for %d (round %s)', (bill, percent, people, roundUp, tip, total, perPerson) => {
    const r = computeTip({ bill, percent, people, roundUp });
    expect(r).not.toBeNull();
    expect(r!.tip).toBeCloseTo(tip, 8);
    expect(r!.total).toBeCloseTo(total, 8);
    expect(r!.perPerson).toBeCloseTo(perPerson, 6);
  });

  it('reports the effective tip after rounding', () => {
    expect(computeTip({ bill: 86.4, percent: 18, people: 3, roundUp: true })!.effectivePercent).toBeCloseTo((15.6 / 86.4) * 100, 8);
  });

  it.each([
    [{ bill: 0, percent: 15, people: 1, roundUp: false }],
    [{ bill: 10, percent: -1, people: 1, roundUp: false }],
    [{ bill: 10, percent: 15, people: 0, roundUp: false }],
    [{ bill: 10, percent: 15, people: 1.5, roundUp: false }],
  ])('refuses %j', (input) => expect(computeTip(input)).toBeNull());
});
