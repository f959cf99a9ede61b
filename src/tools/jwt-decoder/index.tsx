import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ToolLayout } from '../../ui/ToolLayout';
import { BigTextArea } from '../../ui/BigTextArea';
import { OutputArea } from '../../ui/OutputArea';
import { Button } from '../../ui/Button';
import { notifyError } from '../../ui/notify';
import { ErrorPanel } from '../../ui/ErrorPanel';
import { Verify } from './Verify';
import { DATE_CLAIMS, REGISTERED_CLAIMS, decodeJwt, numericDate, timeStatus, type KeyKind } from './logic';

const NS = 'tools/jwt-decoder';

const EXAMPLE_TOKEN =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.' +
  'eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6Ikpvc8OpIE3DvGxsZXIg5byg5LyfIiwicm9sZSI6ImFkbWluIiwiaXNzIjoiaHR0cHM6Ly9hdXRoLmV4YW1wbGUuY29tIiwiYXVkIjoibXktYXBwIiwiaWF0IjoxNzYzOTAwMDAwLCJuYmYiOjE3NjM5MDAwMDAsImV4cCI6NDEwMjQ0NDgwMH0.' +
  'U_IiCLBKCWCA6pnSihEKx3LdGyDXCzg2PzHJa4tkK8g';
const EXAMPLE_SECRET = 'a-string-secret-at-least-256-bits-long';

const pretty = (v: unknown) => JSON.stringify(v, null, 2);

const BADGE = {
  valid: 'border-green-600/40 bg-green-600/10 text-green-800 dark:text-green-300',
  expired: 'border-destructive bg-background text-destructive',
  notYetValid: 'border-amber-500/40 bg-amber-500/10 text-amber-800 dark:text-amber-300',
} as const;

export default function JwtDecoder() {
  const { t, i18n } = useTranslation([NS, 'common']);
  const [token, setToken] = useState('');
  const [secret, setSecret] = useState('');
  const [kind, setKind] = useState<KeyKind>('secret');
  const [emptyTried, setEmptyTried] = useState(false);
  /** "Now" for the exp/nbf badges: read in an effect (never during render) and refreshed every 30 s. */
  const [now, setNow] = useState<number | null>(null);

  useEffect(() => {
    setNow(Date.now());
    const id = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(id);
  }, [token]);

  const decoded = useMemo(() => decodeJwt(token), [token]);
  const dateFmt = useMemo(
    () => new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'full', timeStyle: 'long' }),
    [i18n.resolvedLanguage],
  );

  const onToken = (v: string) => {
    setToken(v);
    if (v.trim() !== '') setEmptyTried(false);
  };

  const decodeClick = () => {
    if (token.trim() === '') {
      setEmptyTried(true);
      notifyError(t('enterToken'));
    }
  };

  const payloadJson = decoded.ok ? pretty(decoded.payload) : '';
  const headerJson = decoded.ok ? pretty(decoded.header) : '';
  const alg = decoded.ok && typeof decoded.header.alg === 'string' ? decoded.header.alg : null;
  const status = decoded.ok && now !== null ? timeStatus(decoded.payload, now) : null;

  let error: string | null = null;
  if (!decoded.ok && decoded.reason === 'parts') error = t('errors.parts', { count: decoded.count });
  if (!decoded.ok && decoded.reason === 'part') error = t(`errors.${decoded.part}`);

  return (
    <ToolLayout
      toolId="jwt-decoder"
      onExample={() => {
        setToken(EXAMPLE_TOKEN);
        setSecret(EXAMPLE_SECRET);
        setKind('secret');
        setEmptyTried(false);
      }}
      onClear={() => {
        setToken('');
        setSecret('');
        setEmptyTried(false);
      }}
      copyValue={() => payloadJson}
      hasResult={!!payloadJson}
    >
      <BigTextArea label={t('token')} value={token} onChange={onToken} placeholder={t('tokenPlaceholder')} rows={5} />
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={decodeClick}>{t('decode')}</Button>
        <p className="text-xs text-muted-foreground">{t('privacy')}</p>
      </div>
      {emptyTried && token.trim() === '' && <p role="alert" className="text-sm font-medium text-destructive">{t('enterToken')}</p>}
      {error && (
        <ErrorPanel message={t('invalidFormat')} detail={error} />
      )}

      {decoded.ok && (
        <>
          {status && (
            <p className="flex flex-wrap items-center gap-2 text-sm">
              <span data-testid="jwt-status" className={`rounded-full border px-2.5 py-0.5 text-xs font-semibold ${BADGE[status]}`}>
                {t(`status.${status}`)}
              </span>
              {alg && <span className="text-muted-foreground">{t('algorithm', { alg })}</span>}
            </p>
          )}
          <div className="grid gap-4 md:grid-cols-2">
            <OutputArea label={t('header')} value={headerJson} language="json" testId="jwt-header" />
            <OutputArea label={t('payload')} value={payloadJson} language="json" testId="jwt-payload" />
          </div>
          <section aria-labelledby="jwt-sig-h" className="flex flex-col gap-1.5">
            <h2 id="jwt-sig-h" className="text-sm font-semibold text-sky-700 dark:text-sky-400">{t('signature')}</h2>
            <code data-testid="jwt-signature" className="break-all rounded-lg border border-border bg-muted/40 p-3 font-mono text-xs">
              {decoded.signature || t('noSignature')}
            </code>
          </section>
          <Claims payload={decoded.payload} now={now} format={(ms) => dateFmt.format(ms)} />
        </>
      )}
      <Verify token={token} alg={alg} secret={secret} setSecret={setSecret} kind={kind} setKind={setKind} />
    </ToolLayout>
  );
}

function Claims({ payload, now, format }: { payload: Record<string, unknown>; now: number | null; format: (ms: number) => string }) {
  const { t } = useTranslation(NS);
  const present = REGISTERED_CLAIMS.filter((c) => c in payload);
  if (present.length === 0) return null;
  return (
    <section aria-labelledby="jwt-claims-h" className="flex flex-col gap-1.5">
      <h2 id="jwt-claims-h" className="text-sm font-semibold">{t('claims.title')}</h2>
      <div className="overflow-x-auto">
        <table className="w-full text-sm" data-testid="jwt-claims">
          <thead>
            <tr className="text-left text-muted-foreground">
              <th scope="col" className="py-1 pr-3 font-medium">{t('claims.claim')}</th>
              <th scope="col" className="py-1 pr-3 font-medium">{t('claims.value')}</th>
              <th scope="col" className="py-1 font-medium">{t('claims.meaning')}</th>
            </tr>
          </thead>
          <tbody>
            {present.map((c) => {
              const value = payload[c];
              const ms = DATE_CLAIMS.has(c) ? numericDate(value) : null;
              let badge: 'expired' | 'notYetValid' | null = null;
              if (ms !== null && now !== null) {
                if (c === 'exp' && now >= ms) badge = 'expired';
                if (c === 'nbf' && now < ms) badge = 'notYetValid';
              }
              return (
                <tr key={c} className="border-t border-border align-top" data-claim={c}>
                  <th scope="row" className="py-1.5 pr-3 text-left font-mono font-medium">{c}</th>
                  <td className="py-1.5 pr-3 break-all">
                    {ms !== null ? (
                      <>
                        <span className="block">{format(ms)}</span>
                        <span className="font-mono text-xs text-muted-foreground">{String(value)}</span>
                        {badge && (
                          <span className={`ml-2 rounded-full border px-2 py-0.5 text-xs font-semibold ${BADGE[badge]}`}>{t(`status.${badge}`)}</span>
                        )}
                      </>
                    ) : (
                      <span className="font-mono">{typeof value === 'string' ? value : JSON.stringify(value)}</span>
                    )}
                  </td>
                  <td className="py-1.5 text-muted-foreground">{t(`claims.${c}`)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
