import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFragmentState } from '../../lib/fragmentState';
import {
  acceptFragmentValue,
  canonicalValues,
  checkField,
  localizedValues,
  type FieldIssue,
  type FieldRules,
} from '../../lib/calcFields';
import { makeFormatters } from '../../lib/numberInput';
import { useLaterValue } from '../useLaterValue';

export type FormValues<R extends FieldRules> = { [K in keyof R & string]: string };

export interface CalculatorFormOptions<R extends FieldRules> {
  /**
   * Cross-field checks, run when every field passes its own rule. Return a translated
   * message per field that is wrong (e.g. { end: t('endBeforeStart') }).
   */
  validate?: (numbers: Partial<Record<keyof R & string, number>>, values: FormValues<R>) => Partial<Record<keyof R & string, string>>;
}

/** Props for NumberField / DateField / SelectField-like controls: `<NumberField {...form.field('amount')} label=… />`. */
export interface BoundField {
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  /** The visible message (translated), or null. */
  error: string | null;
}

export interface CalculatorForm<R extends FieldRules> {
  /** UI language the numbers are typed and shown in. */
  locale: string;
  /** The texts as shown in the fields: what the fields and the page's layout (a mode, a unit) follow. */
  values: FormValues<R>;
  /**
   * The texts that `numbers`, `valid`, `ok` and the messages belong to: `values` a frame later. A page computes its
   * results from these and `numbers`, never from `values`, so a result never mixes two moments.
   */
  settled: FormValues<R>;
  /** Parsed numbers of the number fields that are valid in `settled` (absent when empty or invalid). */
  numbers: Partial<Record<keyof R & string, number>>;
  /** True when every field passes (then `numbers` holds every required number). */
  valid: boolean;
  /** Per field: passes its own rule and the cross-field checks (an ignored field counts as ok). */
  ok: Record<keyof R & string, boolean>;
  /** Visible message per field (null when none or not shown yet). */
  errors: Record<keyof R & string, string | null>;
  /** The first visible message, for a summary next to a button. */
  firstError: string | null;
  set: (name: keyof R & string, value: string) => void;
  /** Replaces several fields at once (user edits; texts in the UI language). */
  setMany: (values: Partial<FormValues<R>>) => void;
  /** Loads canonical values ("1234.5", as in the fragment), e.g. an example; merged over the defaults. */
  load: (values: Partial<FormValues<R>>) => void;
  /** Back to the defaults, messages hidden. */
  clear: () => void;
  /** Shows every message (a Calculate button); returns whether the form is valid. */
  revealAll: () => boolean;
  field: (name: keyof R & string) => BoundField;
}

/**
 * One calculator form: field texts, their checks and translated messages, kept in the URL
 * fragment (numbers in canonical form, so a shared link means the same in every language;
 * the fields show them with the user's decimal separator).
 *
 * Messages: a wrong text shows its message at once; an empty required field only after the
 * user left it (blur) or pressed Calculate (`revealAll`), so a fresh or cleared form is quiet.
 */
export function useCalculatorForm<R extends FieldRules>(
  rules: R,
  defaults: FormValues<R>,
  options: CalculatorFormOptions<R> = {},
): CalculatorForm<R> {
  const { t, i18n } = useTranslation('common');
  const locale = i18n.resolvedLanguage ?? 'en';
  const initial = useRef({ rules, defaults });
  const [fragment, setFragment] = useFragmentState<FormValues<R>>(defaults, (key, value) =>
    acceptFragmentValue(initial.current.rules, key, value),
  );
  const [shownValues, setShownValues] = useState<FormValues<R>>(defaults);
  const [touched, setTouched] = useState<Partial<Record<string, boolean>>>({});
  const [revealed, setRevealed] = useState(false);
  // Which fragment object and language the shown texts correspond to.
  const shown = useRef({ locale, fragment });

  useEffect(() => {
    // The fragment changed from outside (first read, hand edit, example) or the language changed:
    // show the canonical values the way this language types them.
    if (shown.current.fragment === fragment && shown.current.locale === locale) return;
    shown.current = { locale, fragment };
    setShownValues(localizedValues(fragment, initial.current.rules, locale));
  }, [fragment, locale]);

  const write = useCallback(
    (next: FormValues<R>) => {
      setShownValues(next);
      const canonical = canonicalValues(next, initial.current.rules, shown.current.locale);
      shown.current = { ...shown.current, fragment: canonical };
      setFragment(canonical);
    },
    [setFragment],
  );

  const valuesRef = useRef(shownValues);
  useEffect(() => {
    valuesRef.current = shownValues;
  }, [shownValues]);

  const setMany = useCallback(
    (partial: Partial<FormValues<R>>) => {
      const next = { ...valuesRef.current, ...partial } as FormValues<R>;
      valuesRef.current = next;
      write(next);
    },
    [write],
  );
  const set = useCallback((name: keyof R & string, value: string) => setMany({ [name]: value } as Partial<FormValues<R>>), [setMany]);

  const load = useCallback(
    (partial: Partial<FormValues<R>>) => {
      const canonical = { ...initial.current.defaults, ...partial } as FormValues<R>;
      const next = localizedValues(canonical, initial.current.rules, shown.current.locale);
      valuesRef.current = next;
      setShownValues(next);
      shown.current = { ...shown.current, fragment: canonical };
      setFragment(canonical);
      setTouched({});
      setRevealed(false);
    },
    [setFragment],
  );
  const clear = useCallback(() => load({}), [load]);

  const { validate } = options;
  // The checks, messages and numbers (so every result the page computes from them) follow the texts a frame later: a
  // keystroke or Load example paints the field first, and a change that redraws the results (a result appears, goes,
  // or turns into a message) does not draw them inside the same frame on a slow phone.
  const settled = useLaterValue(shownValues);
  const checked = useMemo(() => {
    const fmt = makeFormatters(locale);
    const issues: Record<string, FieldIssue | null> = {};
    const numbers: Record<string, number> = {};
    for (const [key, rule] of Object.entries(rules)) {
      if (rule.when && !rule.when(settled)) {
        issues[key] = null;
        continue;
      }
      const result = checkField(rule, settled[key as keyof R & string] ?? '', locale);
      issues[key] = result.issue;
      if (result.value !== undefined) numbers[key] = result.value;
    }
    const ownOk = Object.values(issues).every((i) => i === null);
    const custom: Partial<Record<string, string>> = ownOk && validate
      ? validate(numbers as Partial<Record<keyof R & string, number>>, settled)
      : {};
    const messages: Record<string, string | null> = {};
    for (const [key, rule] of Object.entries(rules)) {
      const issue = issues[key];
      if (issue) {
        // Only the range messages show a number: an empty form (every page load) creates no Intl formatter, whose
        // first construction loads the locale's data (tens of milliseconds on a phone, inside hydration).
        const params = rule.type === 'number' && (issue === 'min' || issue === 'max')
          ? { min: fmt.number(rule.min ?? 0, 6), max: fmt.number(rule.max ?? 0, 6) }
          : {};
        messages[key] = t(`calculator.errors.${issue}`, params);
      } else {
        messages[key] = custom[key] ?? null;
      }
    }
    const valid = Object.values(messages).every((m) => m === null);
    const ok: Record<string, boolean> = {};
    for (const key of Object.keys(rules)) ok[key] = messages[key] === null;
    return { issues, numbers, messages, valid, ok };
  }, [rules, settled, locale, t, validate]);

  const errors = useMemo(() => {
    const out: Record<string, string | null> = {};
    for (const key of Object.keys(rules)) {
      const message = checked.messages[key] ?? null;
      const quiet = checked.issues[key] === 'required' && !touched[key] && !revealed;
      out[key] = quiet ? null : message;
    }
    return out as Record<keyof R & string, string | null>;
  }, [rules, checked, touched, revealed]);

  const revealAll = useCallback(() => {
    setRevealed(true);
    return checked.valid;
  }, [checked.valid]);

  const field = useCallback(
    (name: keyof R & string): BoundField => ({
      name,
      value: shownValues[name] ?? '',
      onChange: (value: string) => set(name, value),
      onBlur: () => setTouched((prev) => (prev[name] ? prev : { ...prev, [name]: true })),
      error: errors[name] ?? null,
    }),
    [shownValues, errors, set],
  );

  const firstError = Object.keys(rules).map((k) => errors[k as keyof R & string]).find((m) => m) ?? null;

  return {
    locale,
    values: shownValues,
    settled,
    numbers: checked.numbers as Partial<Record<keyof R & string, number>>,
    valid: checked.valid,
    ok: checked.ok as Record<keyof R & string, boolean>,
    errors,
    firstError,
    set,
    setMany,
    load,
    clear,
    revealAll,
    field,
  };
}
