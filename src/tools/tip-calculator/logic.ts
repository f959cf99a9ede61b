/**
 * tip = bill × tip % ÷ 100; total = bill + tip; per person = total ÷ people.
 * Rounding up (optional): each person pays the per-person amount rounded up to a whole
 * currency unit; the extra goes to the tip, so tip = per person × people − bill.
 * Amounts are computed in cents to keep sums exact.
 */
export const TIP_PRESETS = ['10', '15', '18', '20'] as const;

export interface TipInput {
  bill: number;
  percent: number;
  people: number;
  roundUp: boolean;
}

export interface TipResult {
  tip: number;
  total: number;
  perPerson: number;
  tipPerPerson: number;
  /** The tip as a % of the bill after rounding (= percent when not rounding). */
  effectivePercent: number;
}

export function computeTip({ bill, percent, people, roundUp }: TipInput): TipResult | null {
  if (!(bill > 0) || !(percent >= 0) || !(people >= 1) || !Number.isInteger(people)) return null;
  const billCents = Math.round(bill * 100);
  let tipCents = Math.round((billCents * percent) / 100);
  let perPersonCents = (billCents + tipCents) / people;
  if (roundUp) {
    perPersonCents = Math.ceil(perPersonCents / 100 - 1e-9) * 100;
    tipCents = perPersonCents * people - billCents;
  }
  const totalCents = billCents + tipCents;
  return {
    tip: tipCents / 100,
    total: totalCents / 100,
    perPerson: perPersonCents / 100,
    tipPerPerson: tipCents / people / 100,
    effectivePercent: (tipCents / billCents) * 100,
  };
}
