import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Calculator } from 'lucide-react';
import { ToolLayout } from '../../ui/ToolLayout';
import { Button } from '../../ui/Button';
import {
  ChoiceField, FieldGrid, FormStatus, NumberField, ResultList, ShareHint, resultsText, useCalculatorForm, useFormatters,
  type ResultItem,
} from '../../ui/calculator';
import { Chart, compactNumber } from '../../ui/chart';
import { amortize, scheduleCsv, termToMonths, MAX_AMOUNT, MAX_MONTHS, MAX_RATE, type TermUnit } from './logic';
import { ScheduleTable } from './ScheduleTable';
import { useLaterValue } from '../../ui/useLaterValue';

const NS = 'tools/loan-calculator';

const RULES = {
  amount: { type: 'number', positive: true, max: MAX_AMOUNT },
  rate: { type: 'number', min: 0, max: MAX_RATE },
  term: { type: 'number', positive: true, max: MAX_MONTHS },
  unit: { type: 'choice', options: ['years', 'months'] },
} as const;
const DEFAULTS = { amount: '', rate: '', term: '', unit: 'years' };
const EXAMPLE = { amount: '200000', rate: '6.5', term: '30', unit: 'years' };

export default function LoanCalculator() {
  const { t } = useTranslation([NS, 'common']);
  const fmt = useFormatters();
  const validate = useCallback(
    (numbers: { term?: number }, values: { unit: string }) =>
      termToMonths(numbers.term ?? null, values.unit as TermUnit) === null ? { term: t('termInvalid') } : {},
    [t],
  );
  const form = useCalculatorForm(RULES, DEFAULTS, { validate });
  const { amount, rate, term } = form.numbers;
  const months = termToMonths(term ?? null, form.values.unit as TermUnit);

  const result = useMemo(
    () => (form.valid && amount !== undefined && rate !== undefined && months !== null ? amortize({ amount, ratePct: rate, months }) : null),
    [form.valid, amount, rate, months],
  );

  const last = result?.rows[result.rows.length - 1];
  const items: ResultItem[] = [
    { key: 'payment', label: t('monthlyPayment'), value: result && fmt.money(result.payment), emphasis: true },
    {
      key: 'total',
      label: t('totalPayment'),
      value: result && fmt.money(result.totalPayment),
      note: last && result && last.payment !== result.payment
        ? t('lastPaymentNote', { n: fmt.integer(result.rows.length), payment: fmt.money(last.payment) })
        : undefined,
    },
    { key: 'interest', label: t('totalInterest'), value: result && fmt.money(result.totalInterest) },
    { key: 'months', label: t('numberOfPayments'), value: result && fmt.integer(result.rows.length) },
  ];

  // The schedule (chart and table) follows the payment a frame later: it is most of the page's rendering.
  const scheduled = useLaterValue(result);
  const chart = useMemo(() => {
    if (!scheduled) return null;
    return {
      x: scheduled.years.map((y) => y.year),
      series: [
        { label: t('chart.principal'), values: scheduled.years.map((y) => y.principal) },
        { label: t('chart.interest'), values: scheduled.years.map((y) => y.interest) },
      ],
    };
  }, [scheduled, t]);
  const formatY = useMemo(() => compactNumber(fmt.locale), [fmt.locale]);

  const csv = () =>
    result
      ? '\ufeff' + scheduleCsv(result.rows, [t('csv.month'), t('csv.payment'), t('csv.principal'), t('csv.interest'), t('csv.balance')])
      : '';

  return (
    <ToolLayout
      toolId="loan-calculator"
      onExample={() => form.load(EXAMPLE)}
      onClear={form.clear}
      clearedMessage={t('common:calculator.cleared')}
      copyValue={() => resultsText({ items, valid: result !== null })}
      hasResult={result !== null}
      download={{ filename: 'loan-schedule.csv', mime: 'text/csv;charset=utf-8', content: csv, emptyMessage: t('common:calculator.errors.required') }}
    >
      <FieldGrid>
        <NumberField {...form.field('amount')} label={t('amount')} placeholder="200000" />
        <NumberField {...form.field('rate')} label={t('rate')} unit="%" unitLabel={t('percent')} placeholder="6.5" />
        <NumberField
          {...form.field('term')}
          label={t('term')}
          unit={form.values.unit === 'years' ? t('yearsUnit') : t('monthsUnit')}
          placeholder={form.values.unit === 'years' ? '30' : '360'}
          hint={t('termHint')}
        />
        <ChoiceField
          legend={t('termUnit')}
          value={form.values.unit}
          onChange={(v) => form.set('unit', v)}
          options={[{ value: 'years', label: t('years') }, { value: 'months', label: t('months') }]}
        />
      </FieldGrid>
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={() => form.revealAll()}>
          <Calculator className="h-4 w-4" aria-hidden="true" /> {t('common:calculator.calculate')}
        </Button>
        <FormStatus message={form.firstError} />
      </div>
      <ResultList items={items} valid={result !== null} />
      <p className="text-xs text-muted-foreground">{t('convention')}</p>
      {result && scheduled && chart && (
        <section className="flex flex-col gap-3">
          <h2 className="text-base font-semibold">{t('scheduleSection')}</h2>
          <Chart
            ariaLabel={t('chart.label', { years: scheduled.years.length })}
            x={chart.x}
            series={chart.series}
            formatX={fmt.integer}
            formatY={formatY}
          />
          <ScheduleTable years={scheduled.years} fmt={fmt} />
        </section>
      )}
      <ShareHint />
    </ToolLayout>
  );
}
