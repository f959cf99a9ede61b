/**
 * The one form-and-result pattern of every calculator.
 *
 * ```tsx
 * const RULES = { amount: { type: 'number', positive: true }, rate: { type: 'number', min: 0 } } as const;
 * const DEFAULTS = { amount: '', rate: '' };
 *
 * const form = useCalculatorForm(RULES, DEFAULTS);        // texts ⇄ URL fragment, checks, messages
 * const fmt = useFormatters();                            // Intl in the UI language
 * const { amount, rate } = form.numbers;                  // numbers of the valid fields
 * const result = form.valid && amount !== undefined && rate !== undefined ? compute(amount, rate) : null;
 * const items: ResultItem[] = [{ key: 'total', label: t('total'), value: result && fmt.money(result.total), emphasis: true }];
 *
 * <ToolLayout toolId="…" onExample={() => form.load({ amount: '1500.5', rate: '6' })}
 *   onClear={form.clear} clearedMessage={t('common:calculator.cleared')}
 *   copyValue={() => resultsText({ items, valid: result !== null })}>
 *   <FieldGrid>
 *     <NumberField {...form.field('amount')} label={t('amount')} unit="$" />
 *     <NumberField {...form.field('rate')} label={t('rate')} unit="%" />
 *   </FieldGrid>
 *   <ResultList items={items} valid={result !== null} />
 *   <ShareHint />
 * </ToolLayout>
 * ```
 *
 * - Numbers are typed the user's way ("1,5" es / "1.5" en, grouping tolerated: src/lib/numberInput.ts).
 * - Messages are the shared keys common:calculator.errors.* (required, invalid, positive, min, max,
 *   integer, date); a wrong text shows at once, an empty field after blur or `form.revealAll()`.
 * - Results update as the user types; an invalid form shows "—", never NaN/Infinity/blank.
 * - `form.load()` takes canonical values ("1234.5"), as they appear in the fragment.
 * - Keep RULES/DEFAULTS at module level (they are read once). A rule's `when(values)` switches a
 *   field off (unit systems, modes); `form.ok[name]` tells one field is usable, `form.valid` all.
 * - `<CalculateButton onClick={form.revealAll} />` reveals the messages of empty fields.
 */
export { useCalculatorForm } from './useCalculatorForm';
export type { BoundField, CalculatorForm, CalculatorFormOptions, FormValues } from './useCalculatorForm';
export { NumberField, DateField, ChoiceField, FieldGrid } from './fields';
export type { NumberFieldProps, ChoiceOption } from './fields';
export { ResultList, resultsText, ShareHint, FormStatus, CalculateButton } from './results';
export type { ResultItem } from './results';
export { useFormatters } from './useFormatters';
export type { FieldRule, FieldRules, NumberRule, ChoiceRule, DateRule, TextRule, FieldIssue } from '../../lib/calcFields';
export { NO_VALUE, roundTo, type NumberFormatters } from '../../lib/numberInput';
