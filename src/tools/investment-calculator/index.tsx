import { useMemo } from 'react';
import { ToolLayout } from '../../ui/ToolLayout';
import { CalculatorPage, FieldGrid, NumberField, defineCalculator, useCalculator, moneyRule, type ResultItem } from '../../ui/calculator';
import { compactNumber } from '../../ui/chart';
import { growthOf, useGrowthSection } from '../../ui/calculator/growth';
import { ChartSection } from '../../ui/chart/ChartSection';
import { monthsIn, project, MAX_RATE, MAX_YEARS } from './logic';

const CALC = defineCalculator({
  toolId: 'investment-calculator',
  layout: ToolLayout,
  rules: {
    initial: moneyRule({ min: 0 }),
    monthly: moneyRule({ min: 0 }),
    rate: { type: 'number', min: 0, max: MAX_RATE },
    years: { type: 'number', positive: true, max: MAX_YEARS },
  },
  defaults: { initial: '', monthly: '', rate: '', years: '' },
  example: { initial: '10000', monthly: '200', rate: '7', years: '10' },
  status: true,
  noResult: 'tooLarge',
  validate: (n, _v, t) => {
    const errors: { initial?: string; years?: string } = {};
    if (n.initial === 0 && n.monthly === 0) errors.initial = t('nothingInvested');
    if (n.years !== undefined && !Number.isInteger(monthsIn(n.years))) errors.years = t('wholeMonths');
    return errors;
  },
});

export default function InvestmentCalculator() {
  const calc = useCalculator(CALC);
  const { form, t, fmt } = calc;
  const { initial, monthly, rate, years } = form.numbers;

  const result = useMemo(
    () =>
      form.valid && initial !== undefined && monthly !== undefined && rate !== undefined && years !== undefined
        ? project({ initial, monthly, ratePct: rate, years })
        : null,
    [form.valid, initial, monthly, rate, years],
  );

  const items: ResultItem[] = [
    { key: 'future', label: t('futureValue'), value: result && fmt.money(result.futureValue), emphasis: true },
    { key: 'contributions', label: t('totalContributions'), value: result && fmt.money(result.totalContributions) },
    { key: 'earnings', label: t('totalEarnings'), value: result && fmt.money(result.totalEarnings) },
  ];

  const growth = useMemo(
    () => result && growthOf(result.rows, [[t('chart.contributions'), (r) => r.contributions], [t('chart.earnings'), (r) => r.earnings]]),
    [result, t],
  );
  const section = useGrowthSection(calc, growth, { years, columns: ['contributions', 'earnings', 'balance'], testId: 'investment-table', compact: compactNumber });

  return (
    <CalculatorPage
      calc={calc}
      items={items}
      valid={result !== null}
      note={t('convention')}
      noteTestId="investment-convention"
      details={section && <ChartSection {...section} />}
    >
      <FieldGrid>
        <NumberField {...form.field('initial')} label={t('initial')} placeholder="10000" />
        <NumberField {...form.field('monthly')} label={t('monthly')} placeholder="200" />
        <NumberField {...form.field('rate')} label={t('rate')} unit="%" unitLabel={t('percent')} placeholder="7" />
        <NumberField {...form.field('years')} label={t('years')} unit={t('yearsUnit')} placeholder="10" />
      </FieldGrid>
    </CalculatorPage>
  );
}
