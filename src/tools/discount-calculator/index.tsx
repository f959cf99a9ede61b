import { ToolLayout } from '../../ui/ToolLayout';
import {
  CalculatorPage, FieldGrid, NumberField, defineCalculator, useCalculator, type ResultItem,
} from '../../ui/calculator';
import { computeDiscount } from './logic';

const CALC = defineCalculator({
  toolId: 'discount-calculator',
  layout: ToolLayout,
  rules: {
    price: { type: 'number', positive: true },
    discount: { type: 'number', min: 0, max: 100 },
    second: { type: 'number', min: 0, max: 100, optional: true },
    tax: { type: 'number', min: 0, max: 100, optional: true },
  },
  defaults: { price: '', discount: '', second: '', tax: '' },
  example: { price: '250', discount: '20', second: '10', tax: '8.25' },
});

export default function DiscountCalculator() {
  const calc = useCalculator(CALC);
  const { form, t, fmt } = calc;
  const { price, discount, second, tax } = form.numbers;
  const r = form.valid && price !== undefined && discount !== undefined ? computeDiscount({ price, discount, second, tax }) : null;
  const hasTax = (tax ?? 0) > 0;
  const percent = t('common:calculator.percentUnit');

  const items: ResultItem[] = [
    { key: 'saved', label: t('saved'), value: r && fmt.money(r.saved), emphasis: true },
    { key: 'discounted', label: hasTax ? t('discountedBeforeTax') : t('finalPrice'), value: r && fmt.money(r.discounted), emphasis: !hasTax },
    { key: 'effective', label: t('effective'), value: r && fmt.percent(r.effectivePercent, 2), note: (second ?? 0) > 0 ? t('stackedNote') : undefined },
    ...(hasTax
      ? [
          { key: 'tax', label: t('taxAmount'), value: r && fmt.money(r.tax) },
          { key: 'final', label: t('finalWithTax'), value: r && fmt.money(r.final), emphasis: true },
        ]
      : []),
  ];

  return (
    <CalculatorPage calc={calc} items={items} valid={r !== null}>
      <FieldGrid>
        <NumberField {...form.field('price')} label={t('price')} placeholder="250" />
        <NumberField {...form.field('discount')} label={t('discount')} unit="%" unitLabel={percent} placeholder="20" />
        <NumberField {...form.field('second')} label={t('second')} unit="%" unitLabel={percent} hint={t('secondHint')} />
        <NumberField {...form.field('tax')} label={t('tax')} unit="%" unitLabel={percent} hint={t('taxHint')} />
      </FieldGrid>
    </CalculatorPage>
  );
}
