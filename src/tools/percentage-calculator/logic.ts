/** Percentages of two numbers x and y. Each result is null when it would divide by zero. */
export interface PercentageResults {
  /** x % of y = x ÷ 100 × y */
  percentOf: number;
  /** x is what % of y = x ÷ y × 100 (y ≠ 0) */
  whatPercent: number | null;
  /** change from x to y = (y − x) ÷ |x| × 100 (x ≠ 0) */
  change: number | null;
  direction: 'increase' | 'decrease' | 'none';
  /** y + x % = y × (1 + x ÷ 100) */
  added: number;
  /** y − x % = y × (1 − x ÷ 100) */
  subtracted: number;
}

export function percentOf(x: number, y: number): number {
  return (x / 100) * y;
}

export function whatPercent(x: number, y: number): number | null {
  return y === 0 ? null : (x / y) * 100;
}

export function percentChange(from: number, to: number): number | null {
  return from === 0 ? null : ((to - from) / Math.abs(from)) * 100;
}

export function addPercent(pct: number, y: number): number {
  return y * (1 + pct / 100);
}

export function subtractPercent(pct: number, y: number): number {
  return y * (1 - pct / 100);
}

export function percentages(x: number, y: number): PercentageResults {
  return {
    percentOf: percentOf(x, y),
    whatPercent: whatPercent(x, y),
    change: percentChange(x, y),
    direction: y > x ? 'increase' : y < x ? 'decrease' : 'none',
    added: addPercent(x, y),
    subtracted: subtractPercent(x, y),
  };
}
