import { ToolLayout } from '../../ui/ToolLayout';
import { CheckboxField, SelectField } from '../../ui/Field';
import {
  CalculatorPage, ChoiceField, DateField, FieldGrid, NumberField, defineCalculator, useCalculator, type ResultItem,
} from '../../ui/calculator';
import { formatCalDate, MAX_YEAR, MIN_YEAR, parseIsoDate, toIsoDate } from '../../lib/calendarDate';
import { DATE_UNITS, dateDifference, shiftDate, type DateUnit } from './logic';

const diff = (v: Record<string, string>) => v.mode !== 'add';
const add = (v: Record<string, string>) => v.mode === 'add';
const EXAMPLES = {
  diff: { mode: 'diff', start: '2025-01-01', end: '2025-12-25' },
  add: { mode: 'add', base: '2024-01-31', op: 'add', amount: '1', unit: 'months' },
};
const CALC = defineCalculator({
  toolId: 'date-calculator',
  layout: ToolLayout,
  rules: {
    mode: { type: 'choice', options: ['diff', 'add'] },
    start: { type: 'date', when: diff },
    end: { type: 'date', when: diff },
    inclusive: { type: 'choice', options: ['', '1'] },
    base: { type: 'date', when: add },
    op: { type: 'choice', options: ['add', 'sub'] },
    amount: { type: 'number', min: 0, max: 100000, integer: true, when: add },
    unit: { type: 'choice', options: DATE_UNITS },
  },
  defaults: { mode: 'diff', start: '', end: '', inclusive: '', base: '', op: 'add', amount: '', unit: 'days' },
  example: (v) => (v.mode === 'add' ? EXAMPLES.add : EXAMPLES.diff),
  keepOnClear: ['mode'],
  validate: (n, values, t) => {
    const base = parseIsoDate(values.base);
    if (values.mode !== 'add' || !base || n.amount === undefined) return {};
    const shifted = shiftDate(base, values.op === 'sub' ? -n.amount : n.amount, values.unit as DateUnit);
    return shifted.y < MIN_YEAR || shifted.y > MAX_YEAR ? { amount: t('outOfRange') } : {};
  },
});

export default function DateCalculator() {
  const calc = useCalculator(CALC);
  const { form, t, fmt } = calc;
  const count = (key: string, x: number) => t(key, { count: x, n: fmt.integer(x) });
  const v = form.values;
  const isAdd = v.mode === 'add';
  const longDate = (iso: string) => {
    const d = parseIsoDate(iso);
    return d ? formatCalDate(d, form.locale, 'full') : null;
  };

  let items: ResultItem[];
  let valid: boolean;
  // The results follow the checks: from the settled texts (the fields above follow `v`).
  const s = form.settled;
  if (s.mode !== 'add') {
    const start = parseIsoDate(s.start);
    const end = parseIsoDate(s.end);
    const r = form.valid && start && end ? dateDifference(start, end, s.inclusive === '1') : null;
    valid = r !== null;
    items = [
      { key: 'days', label: s.inclusive === '1' ? t('daysInclusive') : t('daysExclusive'), value: r && fmt.integer(r.days), emphasis: true, note: r?.swapped ? t('swapped') : undefined },
      { key: 'weeks', label: t('weeks'), value: r && t('pair', { a: count('nWeeks', r.weeks), b: count('nDays', r.weekRemainderDays) }) },
      { key: 'months', label: t('months'), value: r && t('pair', { a: count('nMonths', r.months), b: count('nDays', r.monthRemainderDays) }) },
      { key: 'years', label: t('years'), value: r && t('triple', { a: count('nYears', r.years), b: count('nMonths', r.yearMonths), c: count('nDays', r.monthRemainderDays) }) },
      { key: 'business', label: t('businessDays'), value: r && fmt.integer(r.businessDays), note: t('businessNote') },
    ];
  } else {
    const base = parseIsoDate(s.base);
    const amount = form.numbers.amount;
    const result = form.valid && base && amount !== undefined
      ? shiftDate(base, s.op === 'sub' ? -amount : amount, s.unit as DateUnit)
      : null;
    valid = result !== null;
    items = [
      { key: 'result', label: t('resultDate'), value: result && formatCalDate(result, form.locale, 'full'), emphasis: true },
      { key: 'iso', label: t('isoDate'), value: result && toIsoDate(result) },
    ];
  }

  return (
    <CalculatorPage calc={calc} items={items} valid={valid} note={isAdd ? t('addConvention') : t('diffConvention')}>
      <ChoiceField
        legend={t('mode')}
        value={v.mode}
        onChange={(mode) => form.set('mode', mode)}
        options={[{ value: 'diff', label: t('modeDiff') }, { value: 'add', label: t('modeAdd') }]}
      />
      {!isAdd ? (
        <>
          <FieldGrid>
            <DateField {...form.field('start')} label={t('startDate')} hint={longDate(v.start)} />
            <DateField {...form.field('end')} label={t('endDate')} hint={longDate(v.end)} />
          </FieldGrid>
          <CheckboxField label={t('includeEnd')} checked={v.inclusive === '1'} onChange={(on) => form.set('inclusive', on ? '1' : '')} />
        </>
      ) : (
        <FieldGrid className="lg:grid-cols-4">
          <DateField {...form.field('base')} label={t('baseDate')} hint={longDate(v.base)} className="sm:col-span-2 lg:col-span-1" />
          <SelectField label={t('operation')} value={v.op} onChange={(e) => form.set('op', e.target.value)}>
            <option value="add">{t('opAdd')}</option>
            <option value="sub">{t('opSub')}</option>
          </SelectField>
          <NumberField {...form.field('amount')} label={t('amount')} inputMode="numeric" placeholder="30" />
          <SelectField label={t('unit')} value={v.unit} onChange={(e) => form.set('unit', e.target.value)}>
            {DATE_UNITS.map((u) => <option key={u} value={u}>{t(`units.${u}`)}</option>)}
          </SelectField>
        </FieldGrid>
      )}
    </CalculatorPage>
  );
}
