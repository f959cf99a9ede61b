import { describe, expect, it } from 'vitest';
import { addPercent, percentChange, percentOf, percentages, subtractPercent, whatPercent } from '@src/tools/percentage-calculator/logic';

describe('percentage formulas', () => {
  it.each([
    // [x, y, expected]       formula: x ÷ 100 × y
    [15, 80, 12], //          0.15 × 80
    [20, 150, 30],
    [12.5, 33, 4.125],
    [0, 50, 0],
    [150, 40, 60], //         more than 100 %
    [-10, 50, -5],
  ])('%d%% of %d = %d', (x, y, expected) => expect(percentOf(x, y)).toBeCloseTo(expected, 10));

  it.each([
    // formula: x ÷ y × 100
    [15, 80, 18.75],
    [1, 3, 33.333333333],
    [50, 50, 100],
    [5, 0, null], //          division by zero → no result, never Infinity
  ])('%d is what %% of %d = %s', (x, y, expected) => {
    const r = whatPercent(x, y);
    if (expected === null) expect(r).toBeNull();
    else expect(r).toBeCloseTo(expected, 6);
  });

  it.each([
    // formula: (y − x) ÷ |x| × 100
    [50, 75, 50],
    [75, 50, -33.333333333],
    [15, 80, 433.333333333],
    [-50, -25, 50], //        from −50 up to −25 is an increase of 50 %
    [100, 100, 0],
    [0, 10, null], //         from 0: undefined
  ])('change %d → %d = %s %%', (x, y, expected) => {
    const r = percentChange(x, y);
    if (expected === null) expect(r).toBeNull();
    else expect(r).toBeCloseTo(expected, 6);
  });

  it.each([
    // y × (1 ± x ÷ 100)
    [15, 80, 92, 68],
    [10, 100, 110, 90],
    [100, 40, 80, 0],
  ])('%d%% on %d: added %d, subtracted %d', (x, y, added, subtracted) => {
    expect(addPercent(x, y)).toBeCloseTo(added, 10);
    expect(subtractPercent(x, y)).toBeCloseTo(subtracted, 10);
  });

  it('gives the direction of the change', () => {
    expect(percentages(15, 80).direction).toBe('increase');
    expect(percentages(80, 15).direction).toBe('decrease');
    expect(percentages(5, 5).direction).toBe('none');
  });
});
