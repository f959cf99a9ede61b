import { useMemo } from 'react';
import { ToolLayout } from '../../ui/ToolLayout';
import {
  CalculatorPage, ChoiceField, FieldGrid, NumberField, defineCalculator, useCalculator, type ResultItem,
} from '../../ui/calculator';
import { Chart, compactNumber } from '../../ui/chart';
import { amortize, scheduleCsv, termToMonths, MAX_AMOUNT, MAX_MONTHS, MAX_RATE, type TermUnit } from './logic';
import { ScheduleTable } from './ScheduleTable';
import { useLaterValue } from '../../ui/useLaterValue';

const CALC = defineCalculator({
  toolId: 'loan-calculator',
  layout: ToolLayout,
  rules: {
    amount: { type: 'number', positive: true, max: MAX_AMOUNT },
    rate: { type: 'number', min: 0, max: MAX_RATE },
    term: { type: 'number', positive: true, max: MAX_MONTHS },
    unit: { type: 'choice', options: ['years', 'months'] },
  },
  defaults: { amount: '', rate: '', term: '', unit: 'years' },
  example: { amount: '200000', rate: '6.5', term: '30', unit: 'years' },
  status: true,
  validate: (numbers, values, t) => (termToMonths(numbers.term ?? null, values.unit as TermUnit) === null ? { term: t('termInvalid') } : {}),
});

export default function LoanCalculator() {
  const calc = useCalculator(CALC);
  const { form, t, fmt } = calc;
  const { amount, rate, term } = form.numbers;
  const months = termToMonths(term ?? null, form.settled.unit as TermUnit);

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
    <CalculatorPage
      calc={calc}
      items={items}
      valid={result !== null}
      note={t('convention')}
      details={result && scheduled && chart && (
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
    </CalculatorPage>
  );
}
