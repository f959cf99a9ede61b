import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Calculator } from 'lucide-react';
import { ToolLayout } from '../../ui/ToolLayout';
import { Button } from '../../ui/Button';
import {
  FieldGrid, FormStatus, NumberField, ResultList, ShareHint, resultsText, useCalculatorForm, useFormatters,
  type ResultItem,
} from '../../ui/calculator';
import { payoff, yearsAndMonths, MAX_APR, MAX_MONEY } from './logic';

const NS = 'tools/credit-card-calculator';

const RULES = {
  balance: { type: 'number', positive: true, max: MAX_MONEY },
  apr: { type: 'number', min: 0, max: MAX_APR },
  payment: { type: 'number', positive: true, max: MAX_MONEY },
} as const;
const DEFAULTS = { balance: '', apr: '', payment: '' };
const EXAMPLE = { balance: '5000', apr: '18', payment: '100' };

export default function CreditCardCalculator() {
  const { t } = useTranslation([NS, 'common']);
  const fmt = useFormatters();
  const form = useCalculatorForm(RULES, DEFAULTS);
  const { balance, apr, payment } = form.numbers;

  const result = useMemo(
    () =>
      form.valid && balance !== undefined && apr !== undefined && payment !== undefined
        ? payoff({ balance, aprPct: apr, payment })
        : null,
    [form.valid, balance, apr, payment],
  );

  const monthsText = (n: number) => t('monthsCount', { count: n });
  const duration = (total: number) => {
    const { years, months } = yearsAndMonths(total);
    if (years === 0) return monthsText(total);
    const ym = months === 0 ? t('yearsCount', { count: years }) : t('yearsAndMonths', { years: t('yearsCount', { count: years }), months: monthsText(months) });
    return t('duration', { months: monthsText(total), ym });
  };

  let items: ResultItem[];
  if (result?.kind === 'never') {
    items = [
      { key: 'time', label: t('timeToPayOff'), value: t('never'), emphasis: true, note: t('neverNote', { interest: fmt.money(result.firstInterest) }) },
      { key: 'minimum', label: t('minimumPayment'), value: fmt.money(result.minPayment) },
    ];
  } else if (result?.kind === 'tooLong') {
    items = [
      { key: 'time', label: t('timeToPayOff'), value: t('tooLong'), emphasis: true },
    ];
  } else {
    items = [
      { key: 'time', label: t('timeToPayOff'), value: result && duration(result.months), emphasis: true },
      {
        key: 'totalPaid',
        label: t('totalPaid'),
        value: result && fmt.money(result.totalPaid),
        note: result && result.months > 1 && payment !== undefined && Math.abs(result.lastPayment - payment) > 0.004
          ? t('lastPaymentNote', { payment: fmt.money(result.lastPayment) })
          : undefined,
      },
      { key: 'totalInterest', label: t('totalInterest'), value: result && fmt.money(result.totalInterest) },
    ];
  }

  return (
    <ToolLayout
      toolId="credit-card-calculator"
      onExample={() => form.load(EXAMPLE)}
      onClear={form.clear}
      clearedMessage={t('common:calculator.cleared')}
      copyValue={() => resultsText({ items, valid: result !== null })}
      hasResult={result !== null}
    >
      <FieldGrid className="lg:grid-cols-3">
        <NumberField {...form.field('balance')} label={t('balance')} placeholder="5000" />
        <NumberField {...form.field('apr')} label={t('apr')} unit="%" unitLabel={t('percent')} placeholder="18" />
        <NumberField {...form.field('payment')} label={t('payment')} placeholder="100" />
      </FieldGrid>
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={() => form.revealAll()}>
          <Calculator className="h-4 w-4" aria-hidden="true" /> {t('common:calculator.calculate')}
        </Button>
        <FormStatus message={form.firstError} />
      </div>
      <ResultList items={items} valid={result !== null} />
      <p className="text-xs text-muted-foreground">{t('convention')}</p>
      <ShareHint />
    </ToolLayout>
  );
}
