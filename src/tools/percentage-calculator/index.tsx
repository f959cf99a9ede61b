import { ToolLayout } from '../../ui/ToolLayout';
import {
  CalculatorPage, FieldGrid, NumberField, defineCalculator, useCalculator, type ResultItem,
} from '../../ui/calculator';
import { percentages } from './logic';

const CALC = defineCalculator({
  toolId: 'percentage-calculator',
  layout: ToolLayout,
  rules: { x: { type: 'number' }, y: { type: 'number' } },
  defaults: { x: '', y: '' },
  example: { x: '15', y: '80' },
});

export default function PercentageCalculator() {
  const calc = useCalculator(CALC);
  const { form, t, fmt } = calc;
  const { x, y } = form.numbers;
  const r = form.valid && x !== undefined && y !== undefined ? percentages(x, y) : null;
  const X = x === undefined ? 'X' : fmt.number(x, 6);
  const Y = y === undefined ? 'Y' : fmt.number(y, 6);

  const change = (): string | null => {
    if (!r || r.change === null) return null;
    const value = fmt.percent(Math.abs(r.change));
    return r.direction === 'increase' ? t('increaseBy', { value }) : r.direction === 'decrease' ? t('decreaseBy', { value }) : t('noChange');
  };

  const items: ResultItem[] = [
    { key: 'percent-of', label: t('percentOf', { x: X, y: Y }), value: r && fmt.number(r.percentOf, 4), emphasis: true, note: t('percentOfFormula') },
    {
      key: 'what-percent', label: t('whatPercent', { x: X, y: Y }), value: r && r.whatPercent !== null ? fmt.percent(r.whatPercent, 4) : null,
      note: r && r.whatPercent === null ? t('divideByZero') : t('whatPercentFormula'),
    },
    { key: 'change', label: t('change', { x: X, y: Y }), value: change(), note: r && r.change === null ? t('changeFromZero') : t('changeFormula') },
    { key: 'added', label: t('added', { x: X, y: Y }), value: r && fmt.number(r.added, 4) },
    { key: 'subtracted', label: t('subtracted', { x: X, y: Y }), value: r && fmt.number(r.subtracted, 4) },
  ];

  return (
    <CalculatorPage calc={calc} items={items} valid={r !== null}>
      <p className="text-sm text-muted-foreground">{t('intro')}</p>
      <FieldGrid>
        <NumberField {...form.field('x')} label={t('x')} placeholder="15" />
        <NumberField {...form.field('y')} label={t('y')} placeholder="80" />
      </FieldGrid>
    </CalculatorPage>
  );
}
