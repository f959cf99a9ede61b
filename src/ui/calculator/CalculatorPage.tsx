import { createElement, type ReactNode } from 'react';
import { Calculator as CalculatorIcon } from 'lucide-react';
import type { FieldRules } from '../../lib/calcFields';
import { Button } from '../Button';
import type { DownloadSpec, ToolLayoutProps } from '../ToolLayout';
import { FormStatus, ResultList, ShareHint, resultsText, type ResultItem } from './results';
import type { Calculator } from './useCalculator';
import type { FormValues } from './useCalculatorForm';

export interface CalculatorPageProps<R extends FieldRules> {
  /** useCalculator's answer. */
  calc: Calculator<R>;
  /** The fields (and whatever sits among them), in order. */
  children: ReactNode;
  /** The results: shown as the list, copied as "Label: value" lines. */
  items: readonly ResultItem[];
  /** Whether `items` hold a result (false: every value shows "—", Copy waits). */
  valid: boolean;
  /** Under the results, above the note (a picture of the result, such as a scale). */
  figure?: ReactNode;
  /** A small line under the results: the convention or the formula. */
  note?: ReactNode;
  noteTestId?: string;
  /** Under the note: what follows the figures (a chart, a schedule). */
  details?: ReactNode;
  download?: DownloadSpec;
}

/** Children given as a list are laid out one by one, each where the page put it (empty places included). */
const each = (node: ReactNode): ReactNode[] => (Array.isArray(node) ? node : [node]);

/**
 * The page of every calculator: its layout (ToolLayout) with Load example (the description's example), Clear (back
 * to the defaults but `keepOnClear`), Copy (the results as text); in it the fields, Calculate, the results, the
 * figure, the note, the details and the share hint.
 *
 * The parts are the layout's children one by one, as if written there (the given parts only, and the fields each in
 * its own place, empty ones included): React numbers its ids by a child's place among its siblings, so each page's
 * prerendered ids stay what they were when each page wrote its layout itself.
 */
export function CalculatorPage<R extends FieldRules>({
  calc, children, items, valid, figure, note, noteTestId, details, download,
}: CalculatorPageProps<R>) {
  const { spec, form, t } = calc;
  const { example, keepOnClear, status, noResult } = spec;
  const calculate = (
    <Button onClick={() => form.revealAll()} className={status ? undefined : 'self-start'}>
      <CalculatorIcon className="h-4 w-4" aria-hidden="true" /> {t('common:calculator.calculate')}
    </Button>
  );
  const parts: ReactNode[] = [
    ...each(children),
    status ? (
      <div className="flex flex-wrap items-center gap-3">
        {calculate}
        <FormStatus message={form.firstError ?? (noResult && form.valid && !valid ? t(noResult) : null)} />
      </div>
    ) : calculate,
    <ResultList items={items} valid={valid} />,
  ];
  if (figure !== undefined) parts.push(figure);
  if (note !== undefined) parts.push(<p className="text-xs text-muted-foreground" data-testid={noteTestId}>{note}</p>);
  if (details !== undefined) parts.push(details);
  parts.push(<ShareHint />);
  const layout: Omit<ToolLayoutProps, 'children'> = {
    toolId: spec.toolId,
    onExample: () => form.load(typeof example === 'function' ? example(form.values) : example),
    onClear: keepOnClear
      ? () => form.load(Object.fromEntries(keepOnClear.map((key) => [key, form.values[key]])) as Partial<FormValues<R>>)
      : form.clear,
    clearedMessage: t('common:calculator.cleared'),
    copyValue: () => resultsText({ items, valid }),
    hasResult: valid,
    download,
  };
  return createElement(spec.layout, layout as ToolLayoutProps, ...parts);
}
