/**
 * The one form-and-result pattern of every calculator: a calculator is described as data (its fields' rules, their
 * defaults, its example, what Clear keeps, its cross-field checks, whether the first problem is read out beside
 * Calculate), and its page keeps only what is its own: the fields, the computation and the results it shows.
 *
 * ```tsx
 * const CALC = defineCalculator({
 *   toolId: '…',
 *   layout: ToolLayout,
 *   rules: { amount: { type: 'number', positive: true }, rate: { type: 'number', min: 0 } },
 *   defaults: { amount: '', rate: '' },
 *   example: { amount: '1500.5', rate: '6' },
 * });
 *
 * const calc = useCalculator(CALC);                      // texts ⇄ URL fragment, checks, messages; t; fmt
 * const { form, t, fmt } = calc;
 * const { amount, rate } = form.numbers;                  // numbers of the valid fields
 * const result = form.valid && amount !== undefined && rate !== undefined ? compute(amount, rate) : null;
 * const items: ResultItem[] = [{ key: 'total', label: t('total'), value: result && fmt.money(result.total), emphasis: true }];
 *
 * <CalculatorPage calc={calc} items={items} valid={result !== null} note={t('convention')}>
 *   <FieldGrid>
 *     <NumberField {...form.field('amount')} label={t('amount')} unit="$" />
 *     <NumberField {...form.field('rate')} label={t('rate')} unit="%" />
 *   </FieldGrid>
 * </CalculatorPage>
 * ```
 *
 * - CalculatorPage is the page: the description's layout (ToolLayout) with Load example, Clear ("Cleared") and
 *   Copy (the results as "Label: value" lines); in it the fields, Calculate (with the description's `status`, the
 *   first problem beside it), the results, then `figure`, `note`, `details` and the share hint.
 * - A yearly chart with its table, a frame after the figures: `useGrowthSection(calc, growthOf(rows, series), …)`
 *   (./growth, imported from its file: only the calculators that chart load it) gives ChartSection's props; the
 *   page renders `<ChartSection {...section} />` as `details`.
 * - Numbers are typed the user's way ("1,5" es / "1.5" en, grouping tolerated: src/lib/numberInput.ts).
 * - Messages are the shared keys common:calculator.errors.* (required, invalid, positive, min, max,
 *   integer, date); a wrong text shows at once, an empty field after blur or Calculate (`form.revealAll()`).
 * - Results update as the user types; an invalid form shows "—", never NaN/Infinity/blank.
 * - `form.load()` and the example take canonical values ("1234.5"), as they appear in the fragment.
 * - Keep the description at module level (it is read once). A rule's `when(values)` switches a field off (unit
 *   systems, modes); `form.ok[name]` tells one field is usable, `form.valid` all.
 */
export { defineCalculator, useCalculator } from './useCalculator';
export type { Calculator, CalculatorSpec, CalculatorValidate } from './useCalculator';
export { CalculatorPage } from './CalculatorPage';
export type { CalculatorPageProps } from './CalculatorPage';
export { useCalculatorForm } from './useCalculatorForm';
export type { BoundField, CalculatorForm, CalculatorFormOptions, FormValues } from './useCalculatorForm';
export { NumberField, DateField, ChoiceField, FieldGrid } from './fields';
export type { NumberFieldProps, ChoiceOption } from './fields';
export { ResultList, resultsText, ShareHint, FormStatus } from './results';
export type { ResultItem } from './results';
export { useFormatters } from './useFormatters';
export type { FieldRule, FieldRules, NumberRule, ChoiceRule, DateRule, TextRule, FieldIssue } from '../../lib/calcFields';
export { moneyRule } from '../../lib/calcFields';
export { NO_VALUE, roundTo, type NumberFormatters } from '../../lib/numberInput';
