/**
 * Discounts apply one after the other (a stacked 20 % then 10 % is 28 % off, not 30 %),
 * and sales tax applies to the discounted price.
 *   after first  = price × (1 − d1 ÷ 100)
 *   after second = after first × (1 − d2 ÷ 100)
 *   you save     = price − after second
 *   tax          = after second × tax ÷ 100
 *   final        = after second + tax
 */
export interface DiscountInput {
  price: number;
  discount: number;
  /** A second discount on the already discounted price (0 = none). */
  second?: number;
  /** Sales tax % added to the discounted price (0 = none). */
  tax?: number;
}

export interface DiscountResult {
  saved: number;
  discounted: number;
  /** Total discount as a % of the original price. */
  effectivePercent: number;
  tax: number;
  final: number;
}

export function computeDiscount({ price, discount, second = 0, tax = 0 }: DiscountInput): DiscountResult {
  const afterFirst = price * (1 - discount / 100);
  const discounted = afterFirst * (1 - second / 100);
  const saved = price - discounted;
  const taxAmount = discounted * (tax / 100);
  return {
    saved,
    discounted,
    effectivePercent: price === 0 ? 0 : (saved / price) * 100,
    tax: taxAmount,
    final: discounted + taxAmount,
  };
}
