import { isValidIsoDate } from './calendarDate';
import { MAX_MONEY } from './moneyLimits';
import { canonicalNumberText, localizeNumberText, parseNumberInput } from './numberInput';

/**
 * The fields of a calculator form and how each is checked. Pure: the React side is
 * src/ui/calculator/useCalculatorForm.ts.
 *
 * - number: typed text in the user's locale (see numberInput.ts); required unless `optional`;
 *   `positive` (> 0), `min`/`max` (inclusive), `integer`.
 * - choice: one of `options` (a fragment with another value falls back to the default).
 * - date: ISO "YYYY-MM-DD" (what <input type="date"> gives), a real calendar date.
 * - text: anything (flags such as "1"/"" for a checkbox, free labels).
 * Any rule may carry `when(values)`: while it is false the field is ignored (no message, no number).
 */
interface RuleBase {
  /** The field only counts when this holds (e.g. imperial fields when unit = imperial); otherwise it is ignored. */
  when?: (values: Record<string, string>) => boolean;
}
export type NumberRule = RuleBase & { type: 'number'; optional?: boolean; positive?: boolean; min?: number; max?: number; integer?: boolean };
export type ChoiceRule = RuleBase & { type: 'choice'; options: readonly string[] };
export type DateRule = RuleBase & { type: 'date'; optional?: boolean };
export type TextRule = RuleBase & { type: 'text' };
export type FieldRule = NumberRule | ChoiceRule | DateRule | TextRule;
export type FieldRules = Record<string, FieldRule>;

/** An amount of money (the finance calculators): a number up to MAX_MONEY, with the field's own lower bound. */
export function moneyRule(bound: Pick<NumberRule, 'positive' | 'min'>): NumberRule {
  return { type: 'number', ...bound, max: MAX_MONEY };
}

/** Why a field is not usable. Keys of common:calculator.errors. */
export type FieldIssue = 'required' | 'invalid' | 'positive' | 'min' | 'max' | 'integer' | 'date';

export interface FieldCheck {
  issue: FieldIssue | null;
  /** The number, for a valid non-empty number field. */
  value?: number;
}

export function checkField(rule: FieldRule, raw: string, locale: string): FieldCheck {
  switch (rule.type) {
    case 'number': {
      const parsed = parseNumberInput(raw, locale);
      if (!parsed.ok) {
        if (parsed.reason === 'empty') return { issue: rule.optional ? null : 'required' };
        return { issue: 'invalid' };
      }
      const v = parsed.value;
      if (rule.positive && !(v > 0)) return { issue: 'positive' };
      if (rule.min !== undefined && v < rule.min) return { issue: 'min' };
      if (rule.max !== undefined && v > rule.max) return { issue: 'max' };
      if (rule.integer && !Number.isInteger(v)) return { issue: 'integer' };
      return { issue: null, value: v };
    }
    case 'date':
      if (raw.trim() === '') return { issue: rule.optional ? null : 'required' };
      return { issue: isValidIsoDate(raw.trim()) ? null : 'date' };
    case 'choice':
      return { issue: rule.options.includes(raw) ? null : 'invalid' };
    default:
      return { issue: null };
  }
}

/** Fragment form of the values: numbers canonical ("1234.5"), everything else as is. */
export function canonicalValues<T extends Record<string, string>>(values: T, rules: FieldRules, locale: string): T {
  const out: Record<string, string> = { ...values };
  for (const [key, rule] of Object.entries(rules)) {
    if (rule.type === 'number' && typeof out[key] === 'string') out[key] = canonicalNumberText(out[key], locale);
  }
  return out as T;
}

/** Canonical values as the user types them in `locale` ("1234.5" → es "1234,5"). */
export function localizedValues<T extends Record<string, string>>(values: T, rules: FieldRules, locale: string): T {
  const out: Record<string, string> = { ...values };
  for (const [key, rule] of Object.entries(rules)) {
    if (rule.type === 'number' && typeof out[key] === 'string') out[key] = localizeNumberText(out[key], locale);
  }
  return out as T;
}

/** Fragment guard: a choice must be one of its options; anything else is checked on display. */
export function acceptFragmentValue(rules: FieldRules, key: string, value: string): boolean {
  const rule = rules[key];
  if (!rule) return false;
  if (rule.type === 'choice') return rule.options.includes(value);
  return true;
}
