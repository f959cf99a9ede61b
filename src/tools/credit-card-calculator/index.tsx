import { useMemo } from 'react';
import { ToolLayout } from '../../ui/ToolLayout';
import { CalculatorPage, FieldGrid, NumberField, defineCalculator, useCalculator, moneyRule, type ResultItem } from '../../ui/calculator';
import { payoff, yearsAndMonths, MAX_APR } from './logic';

const CALC = defineCalculator({
  toolId: 'credit-card-calculator',
  layout: ToolLayout,
  rules: {
    balance: moneyRule({ positive: true }),
    apr: { type: 'number', min: 0, max: MAX_APR },
    payment: moneyRule({ positive: true }),
  },
  defaults: { balance: '', apr: '', payment: '' },
  example: { balance: '5000', apr: '18', payment: '100' },
  status: true,
});

export default function CreditCardCalculator() {
  const calc = useCalculator(CALC);
  const { form, t, fmt } = calc;
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
    <CalculatorPage calc={calc} items={items} valid={result !== null} note={t('convention')}>
      <FieldGrid className="lg:grid-cols-3">
        <NumberField {...form.field('balance')} label={t('balance')} placeholder="5000" />
        <NumberField {...form.field('apr')} label={t('apr')} unit="%" unitLabel={t('percent')} placeholder="18" />
        <NumberField {...form.field('payment')} label={t('payment')} placeholder="100" />
      </FieldGrid>
    </CalculatorPage>
  );
}
