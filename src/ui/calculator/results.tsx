import { memo, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { NO_VALUE } from '../../lib/numberInput';

export interface ResultItem {
  /** Stable key (React key and test id suffix). */
  key: string;
  label: string;
  /** The formatted value; null shows "—" (never NaN, Infinity or blank). */
  value: string | null;
  /** The headline result: larger type. */
  emphasis?: boolean;
  /** A short explanation under the value (e.g. the formula used). */
  note?: ReactNode;
}

/**
 * The results of a calculation as a list of labelled values (`<dl>`).
 * `valid` is false while the inputs are incomplete or wrong: every value shows "—".
 * The list carries data-testid (default "calculator-results") and data-valid="true" when
 * it holds a real result, so tests can wait for one.
 */
export const ResultList = memo(function ResultList({ items, valid, title, testId = 'calculator-results', className }: ResultListProps) {
  const { t } = useTranslation('common');
  const headingId = useId();
  const heading = title === undefined ? t('calculator.results') : title;
  return (
    <section aria-labelledby={heading ? headingId : undefined} className={cn('rounded-lg border border-border bg-muted/40 p-3 sm:p-4', className)}>
      {heading && <h2 id={headingId} className="mb-2 text-base font-semibold">{heading}</h2>}
      <dl data-testid={testId} data-valid={valid ? 'true' : undefined} className="grid gap-x-4 gap-y-2 sm:grid-cols-2">
        {items.map((item) => (
          <div key={item.key} data-testid={`result-${item.key}`} className={cn('min-w-0', item.emphasis && 'sm:col-span-2')}>
            <dt className="text-sm text-muted-foreground">{item.label}</dt>
            <dd className={cn('break-words font-semibold tabular-nums', item.emphasis ? 'text-2xl text-primary-strong dark:text-primary' : 'text-lg')}>
              {valid && item.value !== null ? item.value : NO_VALUE}
            </dd>
            {item.note && valid && <dd className="text-xs text-muted-foreground">{item.note}</dd>}
          </div>
        ))}
      </dl>
    </section>
  );
}, sameResults);

interface ResultListProps {
  items: readonly ResultItem[];
  valid: boolean;
  /** Heading above the list; defaults to "Results". Pass null for none. */
  title?: ReactNode | null;
  testId?: string;
  className?: string;
}

const ITEM_FIELDS = ['key', 'label', 'value', 'emphasis', 'note'] as const;

/**
 * A page builds its items afresh on every render, a keystroke's included, while the results follow the fields a
 * frame later (useCalculatorForm): the list is drawn again only when what it shows changed.
 */
function sameResults(a: ResultListProps, b: ResultListProps): boolean {
  if (a.valid !== b.valid || a.title !== b.title || a.testId !== b.testId || a.className !== b.className) return false;
  if (a.items.length !== b.items.length) return false;
  return a.items.every((item, i) => ITEM_FIELDS.every((field) => Object.is(item[field], b.items[i]?.[field])));
}

/**
 * "Label: value" lines for ToolLayout's copyValue; '' when there is no valid result
 * (ToolLayout then says there is nothing to copy). Pass several groups to copy them all.
 */
export function resultsText(...groups: { items: readonly ResultItem[]; valid: boolean; title?: string }[]): string {
  const blocks = groups
    .filter((g) => g.valid)
    .map((g) => {
      const lines = g.items.filter((i) => i.value !== null).map((i) => `${i.label}: ${i.value}`);
      if (lines.length === 0) return '';
      return g.title ? [g.title, ...lines].join('\n') : lines.join('\n');
    })
    .filter(Boolean);
  return blocks.join('\n\n');
}

/** A short line under the form: the inputs live in the address, and where nothing is sent. */
export function ShareHint() {
  const { t } = useTranslation('common');
  return <p className="text-xs text-muted-foreground">{t('calculator.shareHint')}</p>;
}

/** Calculate's companion (CalculatorPage's `status`): the first visible problem, read out politely. */
export function FormStatus({ message }: { message: string | null }) {
  return (
    <p aria-live="polite" className="text-sm font-medium text-destructive">
      {message ?? ''}
    </p>
  );
}
