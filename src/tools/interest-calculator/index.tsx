import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Calculator } from 'lucide-react';
import { ToolLayout } from '../../ui/ToolLayout';
import { Button } from '../../ui/Button';
import {
  FieldGrid, FormStatus, NumberField, ResultList, ShareHint, resultsText, useCalculatorForm, useFormatters,
  type ResultItem,
} from '../../ui/calculator';
import { compactNumber, type ChartTableColumn } from '../../ui/chart';
import { ChartSection } from '../../ui/chart/ChartSection';
import { useLaterValue } from '../../ui/useLaterValue';
import { compound, MAX_PER_YEAR, MAX_PRINCIPAL, MAX_RATE, MAX_YEARS, type InterestYearRow } from './logic';

const NS = 'tools/interest-calculator';

const RULES = {
  principal: { type: 'number', positive: true, max: MAX_PRINCIPAL },
  rate: { type: 'number', positive: true, max: MAX_RATE },
  years: { type: 'number', positive: true, max: MAX_YEARS },
  perYear: { type: 'number', positive: true, integer: true, max: MAX_PER_YEAR },
} as const;
const DEFAULTS = { principal: '', rate: '', years: '', perYear: '12' };
const EXAMPLE = { principal: '1000', rate: '5', years: '10', perYear: '12' };

export default function InterestCalculator() {
  const { t } = useTranslation([NS, 'common']);
  const fmt = useFormatters();
  const form = useCalculatorForm(RULES, DEFAULTS);
  const { principal, rate, years, perYear } = form.numbers;

  const result = useMemo(
    () =>
      form.valid && principal !== undefined && rate !== undefined && years !== undefined && perYear !== undefined
        ? compound({ principal, ratePct: rate, years, perYear })
        : null,
    [form.valid, principal, rate, years, perYear],
  );
  const tooLarge = form.valid && result === null;
  const effective = rate !== undefined && perYear !== undefined ? (Math.pow(1 + rate / 100 / perYear, perYear) - 1) * 100 : NaN;

  const items: ResultItem[] = [
    { key: 'total', label: t('total'), value: result && fmt.money(result.total), emphasis: true },
    { key: 'interest', label: t('interestEarned'), value: result && fmt.money(result.interest) },
    { key: 'effective', label: t('effectiveRate'), value: result && fmt.percent(effective, 4), note: t('effectiveNote') },
  ];

  const columns: ChartTableColumn<InterestYearRow>[] = [
    { key: 'year', label: t('table.year'), cell: (r) => fmt.number(r.year, 2) },
    { key: 'interest', label: t('table.interest'), cell: (r) => fmt.money(r.interest) },
    { key: 'totalInterest', label: t('table.totalInterest'), cell: (r) => fmt.money(r.totalInterest) },
    { key: 'balance', label: t('table.balance'), cell: (r) => fmt.money(r.balance) },
  ];

  const chart = useMemo(() => {
    if (!result || principal === undefined) return null;
    return {
      x: result.rows.map((r) => r.year),
      series: [
        { label: t('chart.principal'), values: result.rows.map(() => principal) },
        { label: t('chart.interest'), values: result.rows.map((r) => r.totalInterest) },
      ],
    };
  }, [result, principal, t]);
  // The chart and its table follow the figures a frame later: they are most of the page's rendering.
  const grown = useMemo(() => (result && chart ? { rows: result.rows, chart } : null), [result, chart]);
  const growth = useLaterValue(grown);
  const formatY = useMemo(() => compactNumber(fmt.locale), [fmt.locale]);

  return (
    <ToolLayout
      toolId="interest-calculator"
      onExample={() => form.load(EXAMPLE)}
      onClear={form.clear}
      clearedMessage={t('common:calculator.cleared')}
      copyValue={() => resultsText({ items, valid: result !== null })}
      hasResult={result !== null}
    >
      <FieldGrid>
        <NumberField {...form.field('principal')} label={t('principal')} placeholder="1000" />
        <NumberField {...form.field('rate')} label={t('rate')} unit="%" unitLabel={t('percent')} placeholder="5" />
        <NumberField {...form.field('years')} label={t('years')} unit={t('yearsUnit')} placeholder="10" />
        <NumberField {...form.field('perYear')} label={t('perYear')} hint={t('perYearHint')} inputMode="numeric" placeholder="12" />
      </FieldGrid>
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={() => form.revealAll()}>
          <Calculator className="h-4 w-4" aria-hidden="true" /> {t('common:calculator.calculate')}
        </Button>
        <FormStatus message={form.firstError ?? (tooLarge ? t('tooLarge') : null)} />
      </div>
      <ResultList items={items} valid={result !== null} />
      <p className="text-xs text-muted-foreground">{t('formula')}</p>
      {result && growth && (
        <ChartSection
          heading={t('growth')}
          chart={{ ariaLabel: t('chart.label', { years: fmt.number(years ?? 0, 2) }), x: growth.chart.x, series: growth.chart.series, mode: 'stacked', formatX: fmt.integer, formatY }}
          table={{ caption: t('table.caption'), columns, rows: growth.rows, rowKey: (r) => String(r.year), testId: 'interest-table' }}
        />
      )}
      <ShareHint />
    </ToolLayout>
  );
}
