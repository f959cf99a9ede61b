import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ExternalLink, Loader2, MapPin, Search, ShieldAlert } from 'lucide-react';
import { WifiOff } from 'lucide-react';
import { isOffline } from '../../lib/online';
import { isUnreachable, useUnreachable } from '../../lib/reachability';
import { isRefusal, useLazyIpLookupQuery } from '../../store/api';
import type { IpInfo } from '../../store/apiShapes';
import { Button } from '../../ui/Button';
import { InputField } from '../../ui/Field';
import { notifyError } from '../../ui/notify';
import { ToolLayout } from '../../ui/ToolLayout';
import { EXAMPLE_IP, flagEmoji, formatCoords, mapUrl, parseIp, type ParsedIp } from './logic';

const NS = 'tools/ip-lookup';

type Outcome =
  | { kind: 'none' }
  | { kind: 'invalid' }
  | { kind: 'special'; ip: ParsedIp }
  | { kind: 'info'; info: IpInfo }
  | { kind: 'failed'; reason: string }
  | { kind: 'offline' }
  | { kind: 'unreachable' };

function localTime(lang: string, zone: string, now: number | null): string {
  if (!zone || now === null) return '';
  try {
    return new Intl.DateTimeFormat(lang, { timeZone: zone, dateStyle: 'medium', timeStyle: 'short' }).format(now);
  } catch {
    return '';
  }
}

export default function IpLookup() {
  const { t, i18n } = useTranslation([NS, 'common']);
  const lang = i18n.resolvedLanguage ?? 'en';
  const [input, setInput] = useState('');
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'none' });
  const [now, setNow] = useState<number | null>(null);
  const [trigger, { isFetching }] = useLazyIpLookupQuery();
  // Online but no answer: said while the retries go on, not only when they are over.
  const unreachable = useUnreachable('ip');

  useEffect(() => {
    setNow(Date.now());
    const id = window.setInterval(() => setNow(Date.now()), 30_000);
    return () => window.clearInterval(id);
  }, []);

  const lookup = async (raw: string) => {
    const text = raw.trim();
    const parsed = text ? parseIp(text) : null;
    if (text && !parsed) {
      setOutcome({ kind: 'invalid' });
      notifyError(t('invalidIp'));
      return;
    }
    if (parsed?.special) {
      setOutcome({ kind: 'special', ip: parsed });
      return;
    }
    if (isOffline()) {
      setOutcome({ kind: 'offline' });
      notifyError(t('offline'));
      return;
    }
    setOutcome({ kind: 'none' });
    const result = await trigger(parsed?.text ?? '', true);
    if (result.data && !isRefusal(result.data)) {
      setOutcome({ kind: 'info', info: result.data });
      return;
    }
    if (!result.data && isOffline()) {
      setOutcome({ kind: 'offline' });
      notifyError(t('offline'));
      return;
    }
    if (!result.data && isUnreachable('ip')) {
      setOutcome({ kind: 'unreachable' });
      notifyError(t('unreachable'));
      return;
    }
    const reason = result.data && isRefusal(result.data) ? result.data.refused : '';
    setOutcome({ kind: 'failed', reason });
    notifyError(t('lookupFailed'));
  };

  const info = outcome.kind === 'info' ? outcome.info : null;
  const time = info ? localTime(lang, info.timezone, now) : '';
  const flag = info ? flagEmoji(info.countryCode) : '';
  const rows: [string, ReactNode, string][] = info
    ? [
        ['ip', info.ip + (info.type ? ` (${info.type})` : ''), info.ip],
        ['city', info.city, info.city],
        ['region', info.region, info.region],
        ['country', <>{flag && <span aria-hidden="true" className="mr-1">{flag}</span>}{info.country}{info.countryCode && ` (${info.countryCode})`}</>, info.country],
        ['isp', info.isp, info.isp],
        ['org', info.org, info.org],
        ['timezone', <>{info.timezone}{info.utcOffset && ` (UTC${info.utcOffset})`}{time && <span className="block text-muted-foreground">{t('localTime', { time })}</span>}</>, info.timezone],
        ['coordinates', info.latitude !== null && info.longitude !== null ? (
          <>
            {formatCoords(info.latitude, info.longitude)}{' '}
            <a href={mapUrl(info.latitude, info.longitude)} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 text-primary underline-offset-2 hover:underline">
              <MapPin className="h-3.5 w-3.5" aria-hidden="true" /> {t('openMap')} <ExternalLink className="h-3 w-3" aria-hidden="true" />
            </a>
          </>
        ) : '', info.latitude !== null && info.longitude !== null ? formatCoords(info.latitude, info.longitude) : ''],
        ['postal', info.postal, info.postal],
      ]
    : [];

  const copyText = () => rows.filter(([, , plain]) => plain).map(([key, , plain]) => `${t(`fields.${key}`)}: ${plain}`).join('\n');

  return (
    <ToolLayout
      toolId="ip-lookup"
      onExample={() => {
        setInput(EXAMPLE_IP);
        void lookup(EXAMPLE_IP);
      }}
      onClear={() => {
        setInput('');
        setOutcome({ kind: 'none' });
      }}
      copyValue={copyText}
      hasResult={!!info}
    >
      <form className="flex flex-col gap-3 sm:flex-row sm:items-end" onSubmit={(e) => { e.preventDefault(); void lookup(input); }}>
        <div className="flex-1">
          <InputField label={t('ipLabel')} placeholder={t('ipPlaceholder')} hint={t('ipHint')} value={input}
            autoComplete="off" spellCheck={false} inputMode="text" aria-invalid={outcome.kind === 'invalid'}
            onChange={(e) => { setInput(e.target.value); if (outcome.kind === 'invalid') setOutcome({ kind: 'none' }); }} />
        </div>
        <Button type="submit" disabled={isFetching} className="sm:mb-[1.4rem]">
          <Search className="h-4 w-4" aria-hidden="true" /> {t('lookup')}
        </Button>
      </form>

      <div role="status" aria-live="polite" className="text-sm text-muted-foreground">
        {isFetching && <span className="inline-flex items-center gap-2"><Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> {t(unreachable ? 'retrying' : 'lookingUp')}</span>}
      </div>

      {outcome.kind === 'invalid' && <p role="alert" className="text-sm font-medium text-destructive">{t('invalidIp')}</p>}
      {outcome.kind === 'failed' && !isFetching && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {t('lookupFailed')}{outcome.reason && <span className="font-normal text-muted-foreground"> — {outcome.reason}</span>}
        </p>
      )}
      {(outcome.kind === 'offline' || outcome.kind === 'unreachable' || (isFetching && unreachable)) && (
        <p role="alert" className="flex items-center gap-2 text-sm font-medium text-destructive" data-testid="ip-offline">
          <WifiOff className="h-4 w-4 shrink-0" aria-hidden="true" />
          <span>{t(outcome.kind === 'offline' ? 'offline' : 'unreachable')}</span>
        </p>
      )}
      {outcome.kind === 'special' && outcome.ip.special && (
        <div className="flex gap-3 rounded-lg border border-border bg-muted/40 p-4" data-testid="ip-special">
          <ShieldAlert className="mt-0.5 h-5 w-5 shrink-0 text-primary" aria-hidden="true" />
          <div className="text-sm">
            <p className="font-semibold">{outcome.ip.text}: {t(`kinds.${outcome.ip.special.kind}`)}</p>
            <p className="mt-1 text-muted-foreground">{t('specialDetail', { range: outcome.ip.special.range })}</p>
          </div>
        </div>
      )}
      {info && !isFetching && (
        <dl className="grid gap-x-4 gap-y-2 rounded-lg border border-border bg-muted/40 p-4 text-sm sm:grid-cols-[10rem_1fr]" data-testid="ip-result">
          {rows.map(([key, value]) => (
            <div key={key} className="contents">
              <dt className="font-medium text-muted-foreground">{t(`fields.${key}`)}</dt>
              <dd className="break-words" data-testid={`ip-${key}`}>{value || '—'}</dd>
            </div>
          ))}
        </dl>
      )}
      <p className="text-xs text-muted-foreground">{t('privacy')}</p>
    </ToolLayout>
  );
}
