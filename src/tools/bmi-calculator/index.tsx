import { ToolLayout } from '../../ui/ToolLayout';
import {
  CalculatorPage, ChoiceField, FieldGrid, NumberField, defineCalculator, useCalculator, type ResultItem,
} from '../../ui/calculator';
import { computeBmi, imperialToMetric, LB_IN_KG, HEALTHY_MAX, HEALTHY_MIN } from './logic';
import { BmiScale } from './BmiScale';

const metric = (v: Record<string, string>) => v.unit !== 'imperial';
const imperial = (v: Record<string, string>) => v.unit === 'imperial';
const CALC = defineCalculator({
  toolId: 'bmi-calculator',
  layout: ToolLayout,
  rules: {
    unit: { type: 'choice', options: ['metric', 'imperial'] },
    cm: { type: 'number', positive: true, max: 300, when: metric },
    kg: { type: 'number', positive: true, max: 700, when: metric },
    ft: { type: 'number', min: 0, max: 9, integer: true, when: imperial },
    in: { type: 'number', min: 0, max: 11.99, optional: true, when: imperial },
    lb: { type: 'number', positive: true, max: 1500, when: imperial },
  },
  defaults: { unit: 'metric', cm: '', kg: '', ft: '', in: '', lb: '' },
  example: { unit: 'metric', cm: '175', kg: '70' },
  keepOnClear: ['unit'],
  validate: (n, v, t) => (v.unit === 'imperial' && (n.ft ?? 0) * 12 + (n.in ?? 0) <= 0 ? { ft: t('heightZero') } : {}),
});

export default function BmiCalculator() {
  const calc = useCalculator(CALC);
  const { form, t, fmt } = calc;
  const isImperial = form.values.unit === 'imperial';
  // The result follows the checks: from the settled unit (the fields follow the shown one).
  const resultImperial = form.settled.unit === 'imperial';
  const n = form.numbers;

  let input: { heightM: number; weightKg: number } | null = null;
  if (form.valid) {
    if (resultImperial && n.ft !== undefined && n.lb !== undefined) input = imperialToMetric(n.ft, n.in ?? 0, n.lb);
    else if (!resultImperial && n.cm !== undefined && n.kg !== undefined) input = { heightM: n.cm / 100, weightKg: n.kg };
  }
  const r = input && computeBmi(input.weightKg, input.heightM);

  const weight = (kg: number) => (resultImperial ? `${fmt.number(kg / LB_IN_KG, 1)} lb` : `${fmt.number(kg, 1)} kg`);
  const items: ResultItem[] = [
    { key: 'bmi', label: t('bmi'), value: r && fmt.number(r.shown, 1, 1), emphasis: true },
    { key: 'category', label: t('category'), value: r && t(`categories.${r.category}`) },
    {
      key: 'healthy',
      label: t('healthyRange'),
      value: r && `${weight(r.healthyKg[0])} – ${weight(r.healthyKg[1])}`,
      note: t('healthyNote', { min: fmt.number(HEALTHY_MIN, 1, 1), max: fmt.number(HEALTHY_MAX, 1, 1) }),
    },
  ];

  return (
    <CalculatorPage calc={calc} items={items} valid={r !== null} figure={<BmiScale value={r ? r.shown : null} />} note={t('categoryRule')}>
      <ChoiceField
        legend={t('units')}
        value={form.values.unit}
        onChange={(unit) => form.set('unit', unit)}
        options={[{ value: 'metric', label: t('metric') }, { value: 'imperial', label: t('imperial') }]}
      />
      {isImperial ? (
        <FieldGrid className="sm:grid-cols-3">
          <NumberField {...form.field('ft')} label={t('heightFt')} unit="ft" unitLabel={t('feet')} inputMode="numeric" placeholder="5" />
          <NumberField {...form.field('in')} label={t('heightIn')} unit="in" unitLabel={t('inches')} placeholder="9" />
          <NumberField {...form.field('lb')} label={t('weightLb')} unit="lb" unitLabel={t('pounds')} placeholder="154" />
        </FieldGrid>
      ) : (
        <FieldGrid>
          <NumberField {...form.field('cm')} label={t('heightCm')} unit="cm" unitLabel={t('centimetres')} placeholder="175" />
          <NumberField {...form.field('kg')} label={t('weightKg')} unit="kg" unitLabel={t('kilograms')} placeholder="70" />
        </FieldGrid>
      )}
    </CalculatorPage>
  );
}
