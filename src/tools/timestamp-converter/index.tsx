import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ClipboardCopy, Clock } from 'lucide-react';
import { ToolLayout } from '../../ui/ToolLayout';
import { InputField, SelectField } from '../../ui/Field';
import { Button } from '../../ui/Button';
import { copyWithNotice } from '../../ui/notify';
import { useFragmentState } from '../../lib/fragmentState';
import {
  MAX_DATE_CHARS, MAX_TIMESTAMP_CHARS, UNITS, alternativeUnit, dayOfYear, epochValues, isValidTimeZone, isoWithOffset, parseDateInput, parseTimestamp, relativeParts, rfc2822,
  toDatetimeLocal, type UnitChoice,
} from './logic';
import { dateTimeFormat, numberFormat } from '../../lib/intlFormat';
import { useLaterValue } from '../../ui/useLaterValue';

const DEFAULTS = { ts: '', unit: 'auto', tz: '', date: '' };
const UNIT_CHOICES: UnitChoice[] = ['auto', ...UNITS];
const isUnitChoice = (v: string): v is UnitChoice => (UNIT_CHOICES as string[]).includes(v);

function Row({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="contents">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="break-all font-mono" data-testid={testId}>{value}</dd>
    </div>
  );
}

/** Ticks once a second, in an effect: only this small component re-renders. */
function useNow(): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, []);
  return now;
}

function RelativeTime({ ms, lang }: { ms: number; lang: string | undefined }) {
  const now = useNow();
  if (now === null) return <>—</>;
  const r = relativeParts(ms, now);
  return <>{new Intl.RelativeTimeFormat(lang, { numeric: 'auto' }).format(r.value, r.unit)}</>;
}

function NowClock({ copy }: { copy: (value: string) => void }) {
  const { t } = useTranslation('tools/timestamp-converter');
  const now = useNow();
  const nowValues = now === null ? null : epochValues(now);
  return (
    <section className="flex flex-col gap-2 rounded-lg border border-border bg-muted/40 p-3" aria-labelledby="ts-now">
      <h2 id="ts-now" className="text-base font-semibold">{t('now.heading')}</h2>
      <div className="grid gap-2 sm:grid-cols-2">
        {(['s', 'ms'] as const).map((k) => (
          <div key={k} className="flex items-center justify-between gap-2 rounded-md border border-border bg-background px-3 py-2">
            <div>
              <div className="text-xs text-muted-foreground">{t(k === 's' ? 'now.seconds' : 'now.milliseconds')}</div>
              <div className="font-mono text-lg tabular-nums" data-testid={`now-${k}`}>{nowValues ? nowValues[k] : '—'}</div>
            </div>
            <Button variant="ghost" size="icon" aria-label={t(k === 's' ? 'now.copySeconds' : 'now.copyMilliseconds')}
              title={t(k === 's' ? 'now.copySeconds' : 'now.copyMilliseconds')} disabled={!nowValues}
              onClick={() => nowValues && copy(nowValues[k])}>
              <ClipboardCopy className="h-4 w-4" aria-hidden="true" />
            </Button>
          </div>
        ))}
      </div>
    </section>
  );
}

export default function TimestampConverter() {
  const { t, i18n } = useTranslation(['tools/timestamp-converter', 'common']);
  const lang = i18n.resolvedLanguage;
  const [state, setState] = useFragmentState(DEFAULTS, (key, value) => {
    if (key === 'unit') return isUnitChoice(value);
    if (key === 'tz') return value === '' || isValidTimeZone(value);
    return true;
  });
  const set = (patch: Partial<typeof DEFAULTS>) => setState((s) => ({ ...s, ...patch }));

  // The zone list exists only in the browser, after the first render. The full list (400+
  // options) is put in the select when it is first focused: most visits never need it.
  const [zones, setZones] = useState<string[]>([]);
  const [allZones, setAllZones] = useState(false);
  const [localZone, setLocalZone] = useState('');
  useEffect(() => {
    setLocalZone(Intl.DateTimeFormat().resolvedOptions().timeZone);
    try {
      setZones(Intl.supportedValuesOf('timeZone'));
    } catch {
      setZones(['UTC']);
    }
  }, []);
  const zoneOptions = allZones ? zones : [...new Set(['UTC', ...(state.tz ? [state.tz] : [])])];

  // The fields follow `state`; the results and their messages follow it a frame later (`shown`), so a keystroke
  // paints the field before the dozen dates it converts to are formatted and drawn.
  const shown = useLaterValue(state);
  const tz = state.tz || undefined;
  const unitChoice: UnitChoice = isUnitChoice(state.unit) ? state.unit : 'auto';
  const pickerMs = state.date.trim() ? parseDateInput(state.date, tz) : null;
  const shownTz = shown.tz || undefined;
  const shownUnit: UnitChoice = isUnitChoice(shown.unit) ? shown.unit : 'auto';
  const parsed = shown.ts.trim() ? parseTimestamp(shown.ts, shownUnit) : null;
  const tsInvalid = shown.ts.trim() !== '' && !parsed;
  const dateMs = shown.date.trim() ? parseDateInput(shown.date, shownTz) : null;
  const dateInvalid = shown.date.trim() !== '' && dateMs === null;

  const localText = (ms: number) =>
    dateTimeFormat(lang, { dateStyle: 'full', timeStyle: 'long', timeZone: shownTz }).format(new Date(ms));
  const weekdayText = (ms: number) => dateTimeFormat(lang, { weekday: 'long', timeZone: shownTz }).format(new Date(ms));

  const results = parsed && [
    { key: 'isoUtc', value: new Date(parsed.ms).toISOString() },
    { key: 'isoLocal', value: isoWithOffset(parsed.ms, shownTz) },
    { key: 'rfc2822', value: rfc2822(parsed.ms, shownTz) },
    { key: 'local', value: localText(parsed.ms) },
    { key: 'relative', value: '' },
    { key: 'weekday', value: weekdayText(parsed.ms) },
    { key: 'dayOfYear', value: numberFormat(lang).format(dayOfYear(parsed.ms, shownTz)) },
    { key: 'seconds', value: epochValues(parsed.ms).s },
    { key: 'milliseconds', value: epochValues(parsed.ms).ms },
  ];
  const dateResults = dateMs !== null && [
    { key: 'seconds', value: epochValues(dateMs).s },
    { key: 'milliseconds', value: epochValues(dateMs).ms },
    { key: 'isoUtc', value: new Date(dateMs).toISOString() },
    { key: 'isoLocal', value: isoWithOffset(dateMs, shownTz) },
  ];

  // Copy gives what the result field shows: the ISO date, or else the timestamp of the typed date.
  const copyValue = () => (parsed ? new Date(parsed.ms).toISOString() : dateMs !== null ? epochValues(dateMs).s : '');

  const zoneName = tz ?? localZone;
  const shownZoneName = shownTz ?? localZone;
  const unitName = parsed && t(`unitName.${parsed.unit}`);
  const unitNote = parsed && (parsed.detected ? t('unit.detected', { unit: unitName }) : t('unit.chosen', { unit: unitName }));
  const otherUnit = parsed ? alternativeUnit(shown.ts, parsed.unit) : null;

  return (
    <ToolLayout
      toolId="timestamp-converter"
      onExample={() => setState({ ts: '1700000000', unit: 'auto', tz: 'UTC', date: '2024-02-29T12:00:00Z' })}
      onClear={() => set({ ts: '', date: '' })}
      copyValue={copyValue}
      hasResult={!!parsed || dateMs !== null}
    >
      <NowClock copy={(v) => void copyWithNotice(v)} />

      <SelectField label={t('timeZone.label')} value={state.tz} onChange={(e) => set({ tz: e.target.value })}
        onFocus={() => setAllZones(true)} onPointerDown={() => setAllZones(true)}>
        <option value="">{t('timeZone.local', { zone: localZone || '…' })}</option>
        {state.tz && !zoneOptions.includes(state.tz) && <option value={state.tz}>{state.tz}</option>}
        {zoneOptions.map((z) => <option key={z} value={z}>{z}</option>)}
      </SelectField>

      <section className="flex flex-col gap-3" aria-labelledby="ts-to-date">
        <h2 id="ts-to-date" className="text-base font-semibold">{t('toDate.heading')}</h2>
        <div className="grid items-end gap-4 sm:grid-cols-[1fr_12rem_auto]">
          <InputField label={t('toDate.label')} inputMode="numeric" placeholder="1700000000" className="font-mono" value={state.ts} maxLength={MAX_TIMESTAMP_CHARS}
            onChange={(e) => set({ ts: e.target.value })} aria-invalid={tsInvalid} />
          <SelectField label={t('unit.label')} value={unitChoice} onChange={(e) => set({ unit: e.target.value })}>
            {UNIT_CHOICES.map((u) => <option key={u} value={u}>{t(`unit.${u}`)}</option>)}
          </SelectField>
          <Button variant="outline" onClick={() => set({ ts: String(Math.floor(Date.now() / 1000)), unit: 'auto' })}>
            <Clock className="h-4 w-4" aria-hidden="true" /> {t('toDate.now')}
          </Button>
        </div>
        {tsInvalid && <p className="text-sm text-destructive" role="alert">{t('messages.invalidTimestamp')}</p>}
        {unitNote && (
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <p className="text-sm text-muted-foreground" data-testid="unit-note">{unitNote}</p>
            {otherUnit && (
              <Button variant="outline" size="sm" onClick={() => set({ unit: otherUnit })}>
                {t('unit.switch', { unit: t(`unitName.${otherUnit}`) })}
              </Button>
            )}
          </div>
        )}
        {results && parsed && (
          <>
            <InputField label={t('results.isoUtc')} readOnly value={new Date(parsed.ms).toISOString()} data-testid="tool-output" className="font-mono" />
            <dl className="grid gap-x-4 gap-y-1.5 text-sm sm:grid-cols-[auto_1fr]">
              {results.slice(1).map((r) => (r.key === 'relative' ? (
                <div key={r.key} className="contents">
                  <dt className="text-muted-foreground">{t('results.relative')}</dt>
                  <dd className="font-mono" data-testid="ts-relative"><RelativeTime ms={parsed.ms} lang={lang} /></dd>
                </div>
              ) : (
                <Row key={r.key} label={r.key === 'isoLocal' ? t('results.isoIn', { zone: shownZoneName }) : t(`results.${r.key}`)} value={r.value} testId={`ts-${r.key}`} />
              )))}
            </dl>
          </>
        )}
      </section>

      <section className="flex flex-col gap-3 border-t border-border pt-4" aria-labelledby="ts-to-ts">
        <h2 id="ts-to-ts" className="text-base font-semibold">{t('toTimestamp.heading')}</h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField label={t('toTimestamp.picker')} type="datetime-local" step={1}
            value={pickerMs !== null ? toDatetimeLocal(pickerMs, tz) : ''} onChange={(e) => set({ date: e.target.value })} />
          <InputField label={t('toTimestamp.text')} placeholder="2024-02-29T12:00:00Z" className="font-mono" value={state.date} maxLength={MAX_DATE_CHARS}
            onChange={(e) => set({ date: e.target.value })} aria-invalid={dateInvalid} hint={t('toTimestamp.hint', { zone: zoneName })} />
        </div>
        {dateInvalid && <p className="text-sm text-destructive" role="alert">{t('messages.invalidDate')}</p>}
        {dateResults && (
          <dl className="grid gap-x-4 gap-y-1.5 text-sm sm:grid-cols-[auto_1fr]">
            {dateResults.map((r) => (
              <Row key={r.key} label={r.key === 'isoLocal' ? t('results.isoIn', { zone: shownZoneName }) : t(`results.${r.key}`)} value={r.value} testId={`date-${r.key}`} />
            ))}
          </dl>
        )}
      </section>
    </ToolLayout>
  );
}
