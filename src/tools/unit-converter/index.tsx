import { useTranslation } from 'react-i18next';
import { ArrowLeftRight } from 'lucide-react';
import { ToolLayout } from '../../ui/ToolLayout';
import { InputField, SelectField } from '../../ui/Field';
import { Button } from '../../ui/Button';
import { useFragmentState } from '../../lib/fragmentState';
import {
  CATEGORIES, DEFAULT_PAIRS, PRECISIONS, UNITS, convert, displayOptions, findUnit, fitsEveryUnit, formatPlain, isCategory, parseNumber,
  type Category,
} from './logic';
import { numberFormat } from '../../lib/intlFormat';

const DEFAULTS = { c: 'length', v: '1', from: 'mi', to: 'km', p: '6' };

export default function UnitConverter() {
  const { t, i18n } = useTranslation(['tools/unit-converter', 'common']);
  const [state, setState] = useFragmentState(DEFAULTS, (key, value) => {
    if (key === 'c') return isCategory(value);
    if (key === 'p') return (PRECISIONS as readonly number[]).includes(Number(value)) && /^\d+$/.test(value);
    return true;
  });

  // The fragment is untrusted: units not of the category fall back to the category's defaults.
  const category: Category = isCategory(state.c) ? state.c : 'length';
  const from = findUnit(category, state.from) ? state.from : DEFAULT_PAIRS[category][0];
  const to = findUnit(category, state.to) ? state.to : DEFAULT_PAIRS[category][1];
  const precision = Number(state.p);
  const parsed = parseNumber(state.v);
  // A value that overflows in some unit of the category gets a message, never ∞ in the result or the table.
  const outOfRange = parsed !== null && !fitsEveryUnit(parsed, category, from);
  const value = outOfRange ? null : parsed;
  const result = value === null ? null : convert(value, category, from, to);
  const symbol = (id: string) => findUnit(category, id)?.symbol ?? id;
  const name = (id: string) => t(`units.${category}.${id}`);
  const shown = (x: number) => numberFormat(i18n.resolvedLanguage, displayOptions(x, precision)).format(x);

  const set = (patch: Partial<typeof DEFAULTS>) => setState((s) => ({ ...s, ...patch }));
  const onCategory = (c: string) => {
    if (!isCategory(c)) return;
    const [f, tt] = DEFAULT_PAIRS[c];
    set({ c, from: f, to: tt });
  };

  const resultText = result === null ? '' : formatPlain(result, precision);

  return (
    <ToolLayout
      toolId="unit-converter"
      onExample={() => setState({ c: 'length', v: '26.2', from: 'mi', to: 'km', p: '6' })}
      onClear={() => set({ v: '' })}
      copyValue={() => resultText}
      hasResult={!!resultText}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label={t('category.label')} value={category} onChange={(e) => onCategory(e.target.value)}>
          {CATEGORIES.map((c) => <option key={c} value={c}>{t(`category.${c}`)}</option>)}
        </SelectField>
        <SelectField label={t('precision.label')} value={String(precision)} onChange={(e) => set({ p: e.target.value })}>
          {PRECISIONS.map((p) => <option key={p} value={p}>{t('precision.option', { count: p })}</option>)}
        </SelectField>
      </div>

      <div className="grid items-end gap-4 sm:grid-cols-[1fr_1fr_auto_1fr]">
        <InputField label={t('value.label')} inputMode="decimal" value={state.v} onChange={(e) => set({ v: e.target.value })}
          aria-invalid={state.v.trim() !== '' && value === null} />
        <SelectField label={t('from')} value={from} onChange={(e) => set({ from: e.target.value })}>
          {UNITS[category].map((u) => <option key={u.id} value={u.id}>{name(u.id)} ({u.symbol})</option>)}
        </SelectField>
        <Button variant="outline" size="icon-md" aria-label={t('swap')} title={t('swap')} onClick={() => set({ from: to, to: from })}>
          <ArrowLeftRight className="h-4 w-4" aria-hidden="true" />
        </Button>
        <SelectField label={t('to')} value={to} onChange={(e) => set({ to: e.target.value })}>
          {UNITS[category].map((u) => <option key={u.id} value={u.id}>{name(u.id)} ({u.symbol})</option>)}
        </SelectField>
      </div>

      {state.v.trim() !== '' && value === null && (
        <p className="text-sm text-destructive" role="alert">{t(outOfRange ? 'messages.outOfRange' : 'messages.invalidNumber')}</p>
      )}

      <InputField label={t('result.label', { unit: name(to) })} readOnly value={resultText} data-testid="tool-output" className="font-mono" />
      {result !== null && value !== null && (
        <p className="text-sm text-muted-foreground" data-testid="unit-sentence">{shown(value)} {symbol(from)} = {shown(result)} {symbol(to)}</p>
      )}

      {value !== null && (
        <div className="overflow-x-auto rounded-lg border border-border">
          <table className="w-full text-sm" data-testid="unit-table">
            <caption className="sr-only">{t('table.caption', { value: shown(value), unit: name(from) })}</caption>
            <thead className="bg-muted/40 text-left">
              <tr><th scope="col" className="px-3 py-2">{t('table.unit')}</th><th scope="col" className="px-3 py-2 text-right">{t('table.value')}</th></tr>
            </thead>
            <tbody>
              {UNITS[category].map((u) => {
                const x = convert(value, category, from, u.id);
                return (
                  <tr key={u.id} className={u.id === to ? 'bg-primary/10 font-medium' : 'border-t border-border'} data-unit={u.id}>
                    <th scope="row" className="px-3 py-1.5 text-left font-normal">{name(u.id)} <span className="text-muted-foreground">({u.symbol})</span></th>
                    <td className="px-3 py-1.5 text-right font-mono tabular-nums">{shown(x)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </ToolLayout>
  );
}
