import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowLeftRight, Loader2, RefreshCw, WifiOff } from 'lucide-react';
import { useFragmentState } from '../../lib/fragmentState';
import { isOffline, useOnline } from '../../lib/online';
import { isUnreachable, useUnreachable } from '../../lib/reachability';
import { readJson, writeJson } from '../../lib/storage';
import { useRatesQuery } from '../../store/api';
import type { Rates } from '../../store/apiShapes';
import { Button } from '../../ui/Button';
import { InputField, SelectField } from '../../ui/Field';
import { notifyError } from '../../ui/notify';
import { ToolLayout } from '../../ui/ToolLayout';
import {
  CURRENCIES, DEFAULTS, EXAMPLE, RATE_SYMBOLS, RATES_CACHE_KEY, acceptFragment, ageInDays, convert, convertAll,
  isCachedRates, pairRate, parseAmount, toCache, type CachedRates,
} from './logic';
import { dateTimeFormat, numberFormat } from '../../lib/intlFormat';

const NS = 'tools/currency-converter';
const noCache = null as CachedRates | null;

export default function CurrencyConverter() {
  const { t, i18n } = useTranslation([NS, 'common']);
  const lang = i18n.resolvedLanguage ?? 'en';
  const [state, setState] = useFragmentState(DEFAULTS, acceptFragment);
  const { data, error, isFetching, fulfilledTimeStamp, refetch } = useRatesQuery(RATE_SYMBOLS);
  const [cached, setCached] = useState<CachedRates | null>(noCache);
  const [now, setNow] = useState<number | null>(null);
  const [shownError, setShownError] = useState<'amount' | 'conversion' | null>(null);
  const online = useOnline();
  // Online but no answer (a dead Wi-Fi, a captive portal): known after the first failed attempt or 2.5 s of silence.
  const unreachable = useUnreachable('rates');
  const wasOnline = useRef(online);

  // Storage and the clock are read in effects only (pages are prerendered).
  useEffect(() => {
    setCached(readJson(RATES_CACHE_KEY, isCachedRates, noCache));
    setNow(Date.now());
    const id = window.setInterval(() => setNow(Date.now()), 60_000);
    return () => window.clearInterval(id);
  }, []);

  useEffect(() => {
    if (!data || !fulfilledTimeStamp) return;
    const entry = toCache(data, fulfilledTimeStamp);
    if (isCachedRates(entry)) {
      writeJson(RATES_CACHE_KEY, entry);
      setCached(entry);
    }
  }, [data, fulfilledTimeStamp]);

  // Back online without fresh rates: fetch them now (the saved ones stay on screen meanwhile).
  useEffect(() => {
    if (online && !wasOnline.current && !data) void refetch();
    wasOnline.current = online;
  }, [online, data, refetch]);

  const rates: Rates | null = data ?? cached;
  const fromCache = !data && !!cached;
  const amount = parseAmount(state.amount);
  const result = rates && amount !== null ? convert(amount, rates, state.from, state.to) : null;
  const rate = rates ? pairRate(rates, state.from, state.to) : null;

  const money = useMemo(() => (code: string, v: number) => {
    try {
      return numberFormat(lang, { style: 'currency', currency: code, maximumFractionDigits: Math.abs(v) < 1 && v !== 0 ? 4 : undefined }).format(v);
    } catch {
      return `${v} ${code}`;
    }
  }, [lang]);
  const names = useMemo(() => {
    try {
      return new Intl.DisplayNames([lang], { type: 'currency' });
    } catch {
      return null;
    }
  }, [lang]);
  const nameOf = (code: string) => names?.of(code) ?? code;
  const rateText = (v: number) => numberFormat(lang, { maximumSignificantDigits: 6 }).format(v);
  const day = (iso: string) => dateTimeFormat(lang, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));

  const set = (patch: Partial<typeof DEFAULTS>) => {
    setShownError(null);
    setState((s) => ({ ...s, ...patch }));
  };

  const runConvert = async (values = state) => {
    const a = parseAmount(values.amount);
    if (a === null) {
      setShownError('amount');
      notifyError(t('invalidAmount'));
      return;
    }
    setShownError(null);
    let current: Rates | null = rates;
    // Saved rates answer at once when the service is known not to answer; retries go on behind them.
    if (!data && !isOffline() && !(cached && isUnreachable('rates'))) {
      const fresh = await refetch();
      current = fresh.data ?? cached;
    }
    if (!current) {
      notifyError(t(isOffline() ? 'offlineNoRates' : isUnreachable('rates') ? 'unreachableNoRates' : 'fetchFailed'));
      return;
    }
    if (convert(a, current, values.from, values.to) === null) {
      setShownError('conversion');
      notifyError(t('conversionFailed'));
    }
  };

  const resultLine = result !== null && amount !== null ? `${money(state.from, amount)} = ${money(state.to, result)}` : '';
  const age = rates && now !== null ? ageInDays(rates.date, now) : 0;
  const relative = new Intl.RelativeTimeFormat(lang, { numeric: 'auto' });
  const dated = rates ? { date: day(rates.date), age: relative.format(-age, 'day') } : null;
  // What the rates on screen are, when they are not fresh from the service (or there are none).
  const notice = !online
    ? (dated ? t('offline', dated) : null)
    : fromCache && dated
      ? t(unreachable ? 'unreachable' : error && !isFetching ? 'serviceFailed' : 'saved', dated)
      : null;
  const noRates = rates ? null : !online ? 'offlineNoRates' : unreachable ? 'unreachableNoRates' : error && !isFetching ? 'fetchFailed' : null;

  return (
    <ToolLayout
      toolId="currency-converter"
      onExample={() => {
        setState(EXAMPLE);
        void runConvert(EXAMPLE);
      }}
      onClear={() => set({ amount: '' })}
      copyValue={() => resultLine}
      hasResult={!!resultLine}
    >
      <div className="grid gap-4 sm:grid-cols-[1fr_1fr_auto_1fr] sm:items-end">
        <InputField label={t('amount')} placeholder="100" inputMode="decimal" autoComplete="off" value={state.amount}
          onChange={(e) => set({ amount: e.target.value })}
          onKeyDown={(e) => { if (e.key === 'Enter') void runConvert(); }}
          aria-invalid={shownError === 'amount'} />
        <SelectField label={t('from')} value={state.from} onChange={(e) => set({ from: e.target.value })}>
          {CURRENCIES.map((c) => <option key={c} value={c}>{c} — {nameOf(c)}</option>)}
        </SelectField>
        <Button variant="outline" size="icon-md" className="justify-self-center" aria-label={t('swap')} title={t('swap')}
          onClick={() => set({ from: state.to, to: state.from })}>
          <ArrowLeftRight className="h-4 w-4" aria-hidden="true" />
        </Button>
        <SelectField label={t('to')} value={state.to} onChange={(e) => set({ to: e.target.value })}>
          {CURRENCIES.map((c) => <option key={c} value={c}>{c} — {nameOf(c)}</option>)}
        </SelectField>
      </div>

      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={() => void runConvert()} disabled={isFetching && !rates}>
          <RefreshCw className="h-4 w-4" aria-hidden="true" /> {t('convert')}
        </Button>
        <div role="status" aria-live="polite" className="text-sm text-muted-foreground">
          {isFetching && (
            <span className="inline-flex items-center gap-2">
              <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> {t(unreachable ? 'retrying' : 'converting')}
            </span>
          )}
        </div>
      </div>

      {shownError === 'amount' && <p role="alert" className="text-sm font-medium text-destructive">{t('invalidAmount')}</p>}
      {shownError === 'conversion' && <p role="alert" className="text-sm font-medium text-destructive">{t('conversionFailed')}</p>}
      {noRates && (
        <p role="alert" className="flex items-start gap-2 text-sm font-medium text-destructive" data-testid="currency-no-rates">
          {noRates !== 'fetchFailed' && <WifiOff className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />}
          <span>{t(noRates)}</span>
        </p>
      )}

      {rates && (
        <div className="rounded-lg border border-border bg-muted/40 p-4" data-testid="currency-result">
          <p className="text-2xl font-semibold tabular-nums break-words" data-testid="currency-result-line">{resultLine || '—'}</p>
          {rate !== null && (
            <p className="mt-1 text-sm text-muted-foreground" data-testid="currency-rate">
              1 {state.from} = {rateText(rate)} {state.to} · {t('rateOf', { date: day(rates.date) })}
            </p>
          )}
          {notice && (
            <p role="status" className="mt-2 flex items-center gap-2 text-sm text-amber-700 dark:text-amber-400" data-testid="currency-offline">
              <WifiOff className="h-4 w-4 shrink-0" aria-hidden="true" />
              {notice}
            </p>
          )}
        </div>
      )}

      {rates && amount !== null && (
        <section aria-labelledby="all-currencies">
          <h2 id="all-currencies" className="mb-2 text-sm font-semibold">{t('allCurrencies', { amount: money(state.from, amount) })}</h2>
          <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-5" data-testid="currency-all">
            {convertAll(amount, rates, state.from).map(({ code, value }) => (
              <li key={code} className={`rounded-lg border border-border p-2 text-sm ${code === state.to ? 'bg-primary/10' : 'bg-muted/40'}`}>
                <span className="block text-xs text-muted-foreground">{code} · {nameOf(code)}</span>
                <span className="font-medium tabular-nums">{value === null ? '—' : money(code, value)}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </ToolLayout>
  );
}
