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
import { percentages } from './logic';

const NS = 'tools/percentage-calculator';
const RULES = { x: { type: 'number' }, y: { type: 'number' } } satisfies FieldRules;
const DEFAULTS = { x: '', y: '' };
const EXAMPLE = { x: '15', y: '80' };

export default function PercentageCalculator() {
  const { t } = useTranslation([NS, 'common']);
  const form = useCalculatorForm(RULES, DEFAULTS);
  const fmt = useFormatters();
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
    <ToolLayout
      toolId="percentage-calculator"
      onExample={() => form.load(EXAMPLE)}
      onClear={form.clear}
      clearedMessage={t('common:calculator.cleared')}
      copyValue={() => resultsText({ items, valid: r !== null })}
      hasResult={r !== null}
    >
      <p className="text-sm text-muted-foreground">{t('intro')}</p>
      <FieldGrid>
        <NumberField {...form.field('x')} label={t('x')} placeholder="15" />
        <NumberField {...form.field('y')} label={t('y')} placeholder="80" />
      </FieldGrid>
      <CalculateButton onClick={form.revealAll} />
      <ResultList items={items} valid={r !== null} />
      <ShareHint />
    </ToolLayout>
  );
}
