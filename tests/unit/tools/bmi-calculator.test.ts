import { describe, expect, it } from 'vitest';
import { bmi, bmiCategory, computeBmi, healthyRangeKg, imperialToMetric, scalePosition } from '@src/tools/bmi-calculator/logic';

describe('BMI', () => {
  it.each([
    // [kg, m, bmi]           formula: kg ÷ m²
    [70, 1.75, 22.857142857], //  70 ÷ 3.0625
    [50, 1.6, 19.53125], //       50 ÷ 2.56
    [100, 2, 25], //              100 ÷ 4
    [45, 1.7, 15.570934256],
  ])('%d kg at %d m = %d', (kg, m, expected) => expect(bmi(kg, m)).toBeCloseTo(expected, 8));

  it.each([
    // spec boundaries; the category follows the BMI rounded to one decimal (the shown value)
    [18.49, 'normal'], //     shows 18.5, so it is classified as 18.5
    [18.44, 'underweight'], // shows 18.4
    [18.5, 'normal'],
    [24.9, 'normal'],
    [24.94, 'normal'], //      shows 24.9
    [24.95, 'overweight'], //  shows 25.0
    [25, 'overweight'],
    [29.9, 'overweight'],
    [29.96, 'obese'], //       shows 30.0
    [30, 'obese'],
    [45, 'obese'],
    [12, 'underweight'],
  ])('BMI %d → %s', (value, expected) => expect(bmiCategory(value)).toBe(expected));

  it('converts imperial exactly (1 in = 2.54 cm, 1 lb = 0.45359237 kg)', () => {
    const { heightM, weightKg } = imperialToMetric(5, 9, 154);
    expect(heightM).toBeCloseTo(1.7526, 10); //   69 in × 0.0254
    expect(weightKg).toBeCloseTo(69.85322498, 8); // 154 × 0.45359237
    expect(computeBmi(weightKg, heightM)?.shown).toBe(22.7); // 69.853 ÷ 1.7526² = 22.74
  });

  it('healthy range is BMI 18.5–24.9 at the height', () => {
    const [lo, hi] = healthyRangeKg(1.75); // 18.5 × 3.0625, 24.9 × 3.0625
    expect(lo).toBeCloseTo(56.65625, 10);
    expect(hi).toBeCloseTo(76.25625, 10);
  });

  it('refuses impossible input instead of returning NaN or Infinity', () => {
    expect(computeBmi(70, 0)).toBeNull();
    expect(computeBmi(0, 1.7)).toBeNull();
    expect(computeBmi(NaN, 1.7)).toBeNull();
  });

  it('full result for 175 cm / 70 kg', () => {
    expect(computeBmi(70, 1.75)).toMatchObject({ shown: 22.9, category: 'normal' });
  });

  it.each([[10, 0], [15, 0], [27.5, 0.5], [40, 1], [60, 1]])('scale position of %d = %d', (v, p) => expect(scalePosition(v)).toBe(p));
});
