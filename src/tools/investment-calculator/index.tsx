import { useCallback, useMemo } from 'react';
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
import { monthsIn, project, MAX_MONEY, MAX_RATE, MAX_YEARS, type InvestmentYearRow } from './logic';

const NS = 'tools/investment-calculator';

const RULES = {
  initial: { type: 'number', min: 0, max: MAX_MONEY },
  monthly: { type: 'number', min: 0, max: MAX_MONEY },
  rate: { type: 'number', min: 0, max: MAX_RATE },
  years: { type: 'number', positive: true, max: MAX_YEARS },
} as const;
const DEFAULTS = { initial: '', monthly: '', rate: '', years: '' };
const EXAMPLE = { initial: '10000', monthly: '200', rate: '7', years: '10' };

export default function InvestmentCalculator() {
  const { t } = useTranslation([NS, 'common']);
  const fmt = useFormatters();
  const validate = useCallback(
    (n: { initial?: number; monthly?: number; years?: number }) => {
      const errors: { initial?: string; years?: string } = {};
      if (n.initial === 0 && n.monthly === 0) errors.initial = t('nothingInvested');
      if (n.years !== undefined && !Number.isInteger(monthsIn(n.years))) errors.years = t('wholeMonths');
      return errors;
    },
    [t],
  );
  const form = useCalculatorForm(RULES, DEFAULTS, { validate });
  const { initial, monthly, rate, years } = form.numbers;

  const result = useMemo(
    () =>
      form.valid && initial !== undefined && monthly !== undefined && rate !== undefined && years !== undefined
        ? project({ initial, monthly, ratePct: rate, years })
        : null,
    [form.valid, initial, monthly, rate, years],
  );
  const tooLarge = form.valid && result === null;

  const items: ResultItem[] = [
    { key: 'future', label: t('futureValue'), value: result && fmt.money(result.futureValue), emphasis: true },
    { key: 'contributions', label: t('totalContributions'), value: result && fmt.money(result.totalContributions) },
    { key: 'earnings', label: t('totalEarnings'), value: result && fmt.money(result.totalEarnings) },
  ];

  const columns: ChartTableColumn<InvestmentYearRow>[] = [
    { key: 'year', label: t('table.year'), cell: (r) => fmt.number(r.year, 2) },
    { key: 'contributions', label: t('table.contributions'), cell: (r) => fmt.money(r.contributions) },
    { key: 'earnings', label: t('table.earnings'), cell: (r) => fmt.money(r.earnings) },
    { key: 'balance', label: t('table.balance'), cell: (r) => fmt.money(r.balance) },
  ];

  const chart = useMemo(() => {
    if (!result) return null;
    return {
      x: result.rows.map((r) => r.year),
      series: [
        { label: t('chart.contributions'), values: result.rows.map((r) => r.contributions) },
        { label: t('chart.earnings'), values: result.rows.map((r) => r.earnings) },
      ],
    };
  }, [result, t]);
  // The chart and its table follow the figures a frame later: they are most of the page's rendering.
  const grown = useMemo(() => (result && chart ? { rows: result.rows, chart } : null), [result, chart]);
  const growth = useLaterValue(grown);
  const formatY = useMemo(() => compactNumber(fmt.locale), [fmt.locale]);

  return (
    <ToolLayout
      toolId="investment-calculator"
      onExample={() => form.load(EXAMPLE)}
      onClear={form.clear}
      clearedMessage={t('common:calculator.cleared')}
      copyValue={() => resultsText({ items, valid: result !== null })}
      hasResult={result !== null}
    >
      <FieldGrid>
        <NumberField {...form.field('initial')} label={t('initial')} placeholder="10000" />
        <NumberField {...form.field('monthly')} label={t('monthly')} placeholder="200" />
        <NumberField {...form.field('rate')} label={t('rate')} unit="%" unitLabel={t('percent')} placeholder="7" />
        <NumberField {...form.field('years')} label={t('years')} unit={t('yearsUnit')} placeholder="10" />
      </FieldGrid>
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={() => form.revealAll()}>
          <Calculator className="h-4 w-4" aria-hidden="true" /> {t('common:calculator.calculate')}
        </Button>
        <FormStatus message={form.firstError ?? (tooLarge ? t('tooLarge') : null)} />
      </div>
      <ResultList items={items} valid={result !== null} />
      <p className="text-xs text-muted-foreground" data-testid="investment-convention">{t('convention')}</p>
      {result && growth && (
        <ChartSection
          heading={t('growth')}
          chart={{ ariaLabel: t('chart.label', { years: fmt.number(years ?? 0, 2) }), x: growth.chart.x, series: growth.chart.series, mode: 'stacked', formatX: fmt.integer, formatY }}
          table={{ caption: t('table.caption'), columns, rows: growth.rows, rowKey: (r) => String(r.year), testId: 'investment-table' }}
        />
      )}
      <ShareHint />
    </ToolLayout>
  );
}
