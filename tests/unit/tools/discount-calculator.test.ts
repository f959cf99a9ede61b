import { describe, expect, it } from 'vitest';
import { computeDiscount } from '@src/tools/discount-calculator/logic';

describe('computeDiscount', () => {
  it.each([
    // [input, saved, discounted, effective %, tax, final]
    // 100 − 20 % = 80
    [{ price: 100, discount: 20 }, 20, 80, 20, 0, 80],
    // 250 × 0.8 = 200; × 0.9 = 180; saved 70 = 28 %; tax 180 × 8.25 % = 14.85; final 194.85
    [{ price: 250, discount: 20, second: 10, tax: 8.25 }, 70, 180, 28, 14.85, 194.85],
    // 59.99 × 0.85 = 50.9915
    [{ price: 59.99, discount: 15 }, 8.9985, 50.9915, 15, 0, 50.9915],
    [{ price: 40, discount: 0 }, 0, 40, 0, 0, 40],
    [{ price: 40, discount: 100 }, 40, 0, 100, 0, 0],
    // tax only: 50 × 1.2
    [{ price: 50, discount: 0, tax: 20 }, 0, 50, 0, 10, 60],
  ])('%j', (input, saved, discounted, effective, tax, final) => {
    const r = computeDiscount(input);
    expect(r.saved).toBeCloseTo(saved, 8);
    expect(r.discounted).toBeCloseTo(discounted, 8);
    expect(r.effectivePercent).toBeCloseTo(effective, 8);
    expect(r.tax).toBeCloseTo(tax, 8);
    expect(r.final).toBeCloseTo(final, 8);
  });
});
