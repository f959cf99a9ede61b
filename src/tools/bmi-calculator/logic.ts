import { roundTo } from '../../lib/numberInput';

/**
 * BMI = weight (kg) ÷ height (m)². Imperial input is converted exactly:
 * 1 in = 2.54 cm, 1 lb = 0.45359237 kg.
 *
 * Category rule: the category is read from the BMI rounded to one decimal — the value shown —
 * so what you see and the category always agree (24.95 shows "25.0" and is overweight; 24.94
 * shows "24.9" and is normal). Boundaries (WHO): under 18.5 underweight; 18.5–24.9 normal;
 * 25–29.9 overweight; 30 and above obese.
 */
export type BmiCategory = 'underweight' | 'normal' | 'overweight' | 'obese';

export const LB_IN_KG = 0.45359237;
export const INCH_IN_M = 0.0254;
/** The healthy (normal) range as shown: BMI 18.5 to 24.9. */
export const HEALTHY_MIN = 18.5;
export const HEALTHY_MAX = 24.9;

export function bmi(weightKg: number, heightM: number): number {
  return weightKg / (heightM * heightM);
}

export function bmiCategory(value: number): BmiCategory {
  const shown = roundTo(value, 1);
  if (shown < 18.5) return 'underweight';
  if (shown < 25) return 'normal';
  if (shown < 30) return 'overweight';
  return 'obese';
}

export function imperialToMetric(feet: number, inches: number, pounds: number): { heightM: number; weightKg: number } {
  return { heightM: (feet * 12 + inches) * INCH_IN_M, weightKg: pounds * LB_IN_KG };
}

/** Weights (kg) for BMI 18.5 and 24.9 at this height. */
export function healthyRangeKg(heightM: number): [number, number] {
  return [HEALTHY_MIN * heightM * heightM, HEALTHY_MAX * heightM * heightM];
}

export interface BmiResult {
  bmi: number;
  /** BMI rounded to one decimal, as shown. */
  shown: number;
  category: BmiCategory;
  healthyKg: [number, number];
}

export function computeBmi(weightKg: number, heightM: number): BmiResult | null {
  if (!(weightKg > 0) || !(heightM > 0)) return null;
  const value = bmi(weightKg, heightM);
  if (!Number.isFinite(value)) return null;
  return { bmi: value, shown: roundTo(value, 1), category: bmiCategory(value), healthyKg: healthyRangeKg(heightM) };
}

/** Where a BMI sits on the drawn scale (15 to 40), as a fraction 0–1. */
export const SCALE_MIN = 15;
export const SCALE_MAX = 40;
export function scalePosition(value: number): number {
  return Math.min(1, Math.max(0, (value - SCALE_MIN) / (SCALE_MAX - SCALE_MIN)));
}
