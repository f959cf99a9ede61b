import { useEffect, useState } from 'react';
import { ToolLayout } from '../../ui/ToolLayout';
import { CalculatorPage, DateField, FieldGrid, defineCalculator, useCalculator, type ResultItem } from '../../ui/calculator';
import { compareDates, formatCalDate, localDate, parseIsoDate, toIsoDate, type CalDate } from '../../lib/calendarDate';
import { computeAge } from './logic';

const CALC = defineCalculator({
  toolId: 'age-calculator',
  layout: ToolLayout,
  rules: {
    birth: { type: 'date' },
    at: { type: 'date', optional: true },
  },
  defaults: { birth: '', at: '' },
  example: { birth: '1990-07-15', at: '2025-03-01' },
});

export default function AgeCalculator() {
  // "Today" is the visitor's local date, read after the first render (pages are prerendered).
  const [today, setToday] = useState<CalDate | null>(null);
  useEffect(() => setToday(localDate(new Date())), []);
  const calc = useCalculator(CALC, (_n, v, t) => {
    const birth = parseIsoDate(v.birth);
    const at = parseIsoDate(v.at) ?? today;
    return birth && at && compareDates(birth, at) > 0 ? { birth: t('birthAfter') } : {};
  });
  const { form, t, fmt } = calc;
  const birth = parseIsoDate(form.settled.birth);
  const at = parseIsoDate(form.settled.at) ?? today;
  const r = form.valid && birth && at ? computeAge(birth, at) : null;
  const date = (d: CalDate) => formatCalDate(d, form.locale);

  const count = (key: string, x: number) => t(key, { count: x, n: fmt.integer(x) });
  const items: ResultItem[] = [
    {
      key: 'age', label: t('age'), emphasis: true,
      value: r && t('ymd', { years: count('nYears', r.years), months: count('nMonths', r.months), days: count('nDays', r.days) }),
    },
    { key: 'months', label: t('totalMonths'), value: r && fmt.integer(r.totalMonths) },
    { key: 'weeks', label: t('totalWeeks'), value: r && t('pair', { a: count('nWeeks', r.totalWeeks), b: count('nDays', r.weekRemainderDays) }) },
    { key: 'days', label: t('totalDays'), value: r && fmt.integer(r.totalDays) },
    { key: 'next', label: t('nextBirthday'), value: r && t('nextValue', { date: date(r.nextBirthday), age: fmt.integer(r.nextAge) }) },
    { key: 'until', label: t('daysUntil'), value: r && (r.daysUntilNext === 0 ? t('today') : count('nDays', r.daysUntilNext)) },
  ];

  return (
    <CalculatorPage calc={calc} items={items} valid={r !== null} note={t('convention')}>
      <FieldGrid>
        <DateField {...form.field('birth')} label={t('birthDate')} />
        <DateField {...form.field('at')} label={t('ageAt')} hint={today ? t('ageAtHint', { date: date(today), iso: toIsoDate(today) }) : t('ageAtHintShort')} />
      </FieldGrid>
    </CalculatorPage>
  );
}
