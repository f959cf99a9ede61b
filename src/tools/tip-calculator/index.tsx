import { ToolLayout } from '../../ui/ToolLayout';
import { CheckboxField } from '../../ui/Field';
import {
  CalculatorPage, ChoiceField, FieldGrid, NumberField, defineCalculator, useCalculator, type ResultItem,
} from '../../ui/calculator';
import { computeTip, TIP_PRESETS } from './logic';

const CALC = defineCalculator({
  toolId: 'tip-calculator',
  layout: ToolLayout,
  rules: {
    bill: { type: 'number', positive: true },
    preset: { type: 'choice', options: [...TIP_PRESETS, 'custom'] },
    custom: { type: 'number', min: 0, max: 100, when: (v) => v.preset === 'custom' },
    people: { type: 'number', min: 1, max: 1000, integer: true },
    round: { type: 'choice', options: ['', '1'] },
  },
  defaults: { bill: '', preset: '15', custom: '', people: '1', round: '' },
  example: { bill: '86.40', preset: '18', people: '3' },
});

export default function TipCalculator() {
  const calc = useCalculator(CALC);
  const { form, t, fmt } = calc;
  const { bill, custom, people } = form.numbers;
  const percent = form.settled.preset === 'custom' ? custom : Number(form.settled.preset);
  const roundUp = form.settled.round === '1';
  const r = form.valid && bill !== undefined && percent !== undefined && people !== undefined
    ? computeTip({ bill, percent, people, roundUp })
    : null;

  const items: ResultItem[] = [
    { key: 'per-person', label: t('perPerson'), value: r && fmt.money(r.perPerson), emphasis: true },
    { key: 'tip', label: t('tip'), value: r && fmt.money(r.tip), note: r && roundUp ? t('effectiveTip', { percent: fmt.percent(r.effectivePercent, 1) }) : undefined },
    { key: 'total', label: t('total'), value: r && fmt.money(r.total) },
    ...((people ?? 1) > 1 ? [{ key: 'tip-per-person', label: t('tipPerPerson'), value: r && fmt.money(r.tipPerPerson) }] : []),
  ];

  return (
    <CalculatorPage calc={calc} items={items} valid={r !== null}>
      <FieldGrid>
        <NumberField {...form.field('bill')} label={t('bill')} placeholder="86.40" />
        <NumberField {...form.field('people')} label={t('people')} inputMode="numeric" />
      </FieldGrid>
      <ChoiceField
        legend={t('tipPercent')}
        value={form.values.preset}
        onChange={(preset) => form.set('preset', preset)}
        options={[...TIP_PRESETS.map((p) => ({ value: p, label: fmt.percent(Number(p), 0) })), { value: 'custom', label: t('custom') }]}
      />
      {form.values.preset === 'custom' && (
        <FieldGrid>
          <NumberField {...form.field('custom')} label={t('customPercent')} unit="%" unitLabel={t('common:calculator.percentUnit')} placeholder="12.5" />
        </FieldGrid>
      )}
      <CheckboxField label={t('roundUp')} checked={form.values.round === '1'} onChange={(on) => form.set('round', on ? '1' : '')} />
    </CalculatorPage>
  );
}
