import { useMemo, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { FieldRules } from '../../lib/calcFields';
import type { NumberFormatters } from '../../lib/numberInput';
import type { ToolLayoutProps } from '../ToolLayout';
import { useCalculatorForm, type CalculatorForm, type FormValues } from './useCalculatorForm';
import { useFormatters } from './useFormatters';

/** Cross-field checks (useCalculatorForm's `validate`) with the tool's texts: a translated message per wrong field. */
export type CalculatorValidate<R extends FieldRules> = (
  numbers: Partial<Record<keyof R & string, number>>,
  values: FormValues<R>,
  t: TFunction,
) => Partial<Record<keyof R & string, string>>;

/**
 * A calculator described as data (keep it at module level: it is read as it is on every render). What is left to
 * the tool's page is its own: the fields, the computation and the results it shows (src/ui/calculator/index.ts).
 */
export interface CalculatorSpec<R extends FieldRules> {
  /** The tool's id: its page, and its texts' namespace (`tools/<toolId>`). */
  toolId: string;
  /**
   * The page's frame: ToolLayout, named by the tool rather than imported by the kit. The tool's own chunk then loads
   * the toolkit before the kit, as when each calculator wrote its page itself (the prerendered pages list their
   * chunks in that order), and a test can render the page in a bare frame.
   */
  layout: ComponentType<ToolLayoutProps>;
  rules: R;
  defaults: FormValues<R>;
  /** What Load example loads (canonical values, over the defaults); a function picks one by the shown values (a mode). */
  example: Partial<FormValues<R>> | ((values: FormValues<R>) => Partial<FormValues<R>>);
  /** Fields that Clear leaves as they are (a unit system, a mode); every other field goes back to its default. */
  keepOnClear?: readonly (keyof R & string)[];
  /** Cross-field checks, run when every field passes its own rule. */
  validate?: CalculatorValidate<R>;
  /** Beside Calculate, the first problem, read out (the finance calculators); left out, Calculate stands alone. */
  status?: boolean;
  /** With `status`: the key of what it says (the tool's texts) when the inputs pass but give no result (too large). */
  noResult?: string;
}

/** A calculator's description, its field names checked throughout (as defineTool for a tool's manifest). */
export function defineCalculator<R extends FieldRules>(spec: CalculatorSpec<R>): CalculatorSpec<R> {
  return spec;
}

/** useCalculator's answer: what the page computes with, and what CalculatorPage renders from. */
export interface Calculator<R extends FieldRules> {
  spec: CalculatorSpec<R>;
  /** The tool's texts (its namespace first, then common). */
  t: TFunction;
  form: CalculatorForm<R>;
  /** Intl number formatters in the interface language. */
  fmt: NumberFormatters;
}

/**
 * One calculator's state from its description: the form (texts ⇄ URL fragment, checks, messages), the tool's texts
 * and the formatters. `validate` overrides the description's when it needs the page's own state (it is then called
 * afresh on every render, so keep the description's when it can be).
 */
export function useCalculator<R extends FieldRules>(spec: CalculatorSpec<R>, validate = spec.validate): Calculator<R> {
  const { t } = useTranslation([`tools/${spec.toolId}`, 'common']);
  // Bound to the texts once per language: a new function on every render would re-check the form on every render.
  const check = useMemo(
    () => validate && ((numbers: Partial<Record<keyof R & string, number>>, values: FormValues<R>) => validate(numbers, values, t)),
    [validate, t],
  );
  const form = useCalculatorForm(spec.rules, spec.defaults, { validate: check });
  const fmt = useFormatters();
  return { spec, t, form, fmt };
}
