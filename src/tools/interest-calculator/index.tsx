import { useMemo } from 'react';
import { ToolLayout } from '../../ui/ToolLayout';
import { CalculatorPage, FieldGrid, NumberField, defineCalculator, useCalculator, moneyRule, type ResultItem } from '../../ui/calculator';
import { compactNumber } from '../../ui/chart';
import { growthOf, useGrowthSection } from '../../ui/calculator/growth';
import { ChartSection } from '../../ui/chart/ChartSection';
import { compound, MAX_PER_YEAR, MAX_RATE, MAX_YEARS } from './logic';

const CALC = defineCalculator({
  toolId: 'interest-calculator',
  layout: ToolLayout,
  rules: {
    principal: moneyRule({ positive: true }),
    rate: { type: 'number', positive: true, max: MAX_RATE },
    years: { type: 'number', positive: true, max: MAX_YEARS },
    perYear: { type: 'number', positive: true, integer: true, max: MAX_PER_YEAR },
  },
  defaults: { principal: '', rate: '', years: '', perYear: '12' },
  example: { principal: '1000', rate: '5', years: '10', perYear: '12' },
  status: true,
  noResult: 'tooLarge',
});

export default function InterestCalculator() {
  const calc = useCalculator(CALC);
  const { form, t, fmt } = calc;
  const { principal, rate, years, perYear } = form.numbers;

  const result = useMemo(
    () =>
      form.valid && principal !== undefined && rate !== undefined && years !== undefined && perYear !== undefined
        ? compound({ principal, ratePct: rate, years, perYear })
        : null,
    [form.valid, principal, rate, years, perYear],
  );
  const effective = rate !== undefined && perYear !== undefined ? (Math.pow(1 + rate / 100 / perYear, perYear) - 1) * 100 : NaN;

  const items: ResultItem[] = [
    { key: 'total', label: t('total'), value: result && fmt.money(result.total), emphasis: true },
    { key: 'interest', label: t('interestEarned'), value: result && fmt.money(result.interest) },
    { key: 'effective', label: t('effectiveRate'), value: result && fmt.percent(effective, 4), note: t('effectiveNote') },
  ];

  const growth = useMemo(
    () =>
      result && principal !== undefined
        ? growthOf(result.rows, [[t('chart.principal'), () => principal], [t('chart.interest'), (r) => r.totalInterest]])
        : null,
    [result, principal, t],
  );
  const section = useGrowthSection(calc, growth, { years, columns: ['interest', 'totalInterest', 'balance'], testId: 'interest-table', compact: compactNumber });

  return (
    <CalculatorPage
      calc={calc}
      items={items}
      valid={result !== null}
      note={t('formula')}
      details={section && <ChartSection {...section} />}
    >
      <FieldGrid>
        <NumberField {...form.field('principal')} label={t('principal')} placeholder="1000" />
        <NumberField {...form.field('rate')} label={t('rate')} unit="%" unitLabel={t('percent')} placeholder="5" />
        <NumberField {...form.field('years')} label={t('years')} unit={t('yearsUnit')} placeholder="10" />
        <NumberField {...form.field('perYear')} label={t('perYear')} hint={t('perYearHint')} inputMode="numeric" placeholder="12" />
      </FieldGrid>
    </CalculatorPage>
  );
}
