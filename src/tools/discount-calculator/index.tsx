import { useTranslation } from 'react-i18next';
import { ToolLayout } from '../../ui/ToolLayout';
import {
  CalculateButton,
  FieldGrid,
  NumberField,
  ResultList,
  ShareHint,
  resultsText,
  useCalculatorForm,
  useFormatters,
  type FieldRules,
  type ResultItem,
} from '../../ui/calculator';
import { computeDiscount } from './logic';

const NS = 'tools/discount-calculator';
const RULES = {
  price: { type: 'number', positive: true },
  discount: { type: 'number', min: 0, max: 100 },
  second: { type: 'number', min: 0, max: 100, optional: true },
  tax: { type: 'number', min: 0, max: 100, optional: true },
} satisfies FieldRules;
const DEFAULTS = { price: '', discount: '', second: '', tax: '' };
const EXAMPLE = { price: '250', discount: '20', second: '10', tax: '8.25' };

export default function DiscountCalculator() {
  const { t } = useTranslation([NS, 'common']);
  const form = useCalculatorForm(RULES, DEFAULTS);
  const fmt = useFormatters();
  const { price, discount, second, tax } = form.numbers;
  const r = form.valid && price !== undefined && discount !== undefined ? computeDiscount({ price, discount, second, tax }) : null;
  const hasTax = (tax ?? 0) > 0;

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
    <ToolLayout
      toolId="discount-calculator"
      onExample={() => form.load(EXAMPLE)}
      onClear={form.clear}
      clearedMessage={t('common:calculator.cleared')}
      copyValue={() => resultsText({ items, valid: r !== null })}
      hasResult={r !== null}
    >
      <FieldGrid>
        <NumberField {...form.field('price')} label={t('price')} placeholder="250" />
        <NumberField {...form.field('discount')} label={t('discount')} unit="%" unitLabel={t('common:calculator.percentUnit')} placeholder="20" />
        <NumberField {...form.field('second')} label={t('second')} unit="%" unitLabel={t('common:calculator.percentUnit')} hint={t('secondHint')} />
        <NumberField {...form.field('tax')} label={t('tax')} unit="%" unitLabel={t('common:calculator.percentUnit')} hint={t('taxHint')} />
      </FieldGrid>
      <CalculateButton onClick={form.revealAll} />
      <ResultList items={items} valid={r !== null} />
      <ShareHint />
    </ToolLayout>
  );
}
