import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Loader2, Plus, Send, ShieldQuestion, Terminal, Trash2, X } from 'lucide-react';
import { WifiOff } from 'lucide-react';
import { BigTextArea } from '../../ui/BigTextArea';
import { Button } from '../../ui/Button';
import { InputField, SelectField } from '../../ui/Field';
import { OutputArea } from '../../ui/OutputArea';
import { copyWithNotice, notifyError } from '../../ui/notify';
import { ToolLayout } from '../../ui/ToolLayout';
import { isOffline } from '../../lib/online';
import {
  DEFAULT_TIMEOUT_S, EXAMPLE_HEADERS, EXAMPLE_PATH, METHODS, TIMEOUT_OPTIONS, checkRows, checkUrl, classifyFailure,
  bodyLanguage, isMethod, parseHeadersJson, prettyBody, rowsToJson, statusClass, takesBody, toCurl,
  type Failure, type HeaderRow, type HeadersCheck, type Method,
} from './logic';
import { numberFormat } from '../../lib/intlFormat';
import type { EditorLanguage } from '../../ui/editorTypes';

const NS = 'tools/api-tester';

interface ResponseView {
  status: number;
  statusText: string;
  ms: number;
  bytes: number;
  headers: [string, string][];
  body: string;
  json: boolean;
  language: EditorLanguage;
}

type HeaderMode = 'json' | 'rows';

const STATUS_COLORS = {
  ok: 'text-green-700 dark:text-green-400',
  redirect: 'text-blue-700 dark:text-blue-400',
  info: 'text-blue-700 dark:text-blue-400',
  client: 'text-amber-700 dark:text-amber-400',
  server: 'text-red-700 dark:text-red-400',
} as const;

/** Headers and bodies live in this component's state only: never in the URL, storage or the store. */
export default function ApiTester() {
  const { t, i18n } = useTranslation([NS, 'common']);
  const lang = i18n.resolvedLanguage ?? 'en';
  const [url, setUrl] = useState('');
  const [method, setMethod] = useState<Method>('GET');
  const [headerMode, setHeaderMode] = useState<HeaderMode>('json');
  const [headersJson, setHeadersJson] = useState('');
  const [rows, setRows] = useState<HeaderRow[]>([{ name: '', value: '' }]);
  const [body, setBody] = useState('');
  const [timeoutS, setTimeoutS] = useState<number>(DEFAULT_TIMEOUT_S);
  const [sending, setSending] = useState(false);
  const [response, setResponse] = useState<ResponseView | null>(null);
  const [failure, setFailure] = useState<Failure | 'headers' | 'url' | 'offline' | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const bodyAllowed = takesBody(method);
  const readHeaders = (): HeadersCheck => (headerMode === 'json' ? parseHeadersJson(headersJson) : checkRows(rows));

  const finalHeaders = (headers: HeaderRow[], m: Method, b: string): HeaderRow[] => {
    const hasType = headers.some((h) => h.name.toLowerCase() === 'content-type');
    if (!takesBody(m) || !b || hasType) return headers;
    try {
      JSON.parse(b);
      return [...headers, { name: 'Content-Type', value: 'application/json' }];
    } catch {
      return headers;
    }
  };

  const send = async (req = { url, method, headersJson, body, headerMode }) => {
    const target = checkUrl(req.url, window.location.origin);
    if (!target.ok) {
      // No request is sent: the last response is not this URL's, so it goes.
      setResponse(null);
      setFailure(target.error === 'enterUrl' ? null : 'url');
      notifyError(t(target.error));
      return;
    }
    const headersCheck = req.headerMode === 'json' ? parseHeadersJson(req.headersJson) : checkRows(rows);
    if (!headersCheck.ok) {
      setFailure('headers');
      notifyError(t('invalidHeaders'));
      return;
    }
    controller.current?.abort();
    const ctrl = new AbortController();
    controller.current = ctrl;
    let timedOut = false;
    const timer = window.setTimeout(() => {
      timedOut = true;
      ctrl.abort();
    }, timeoutS * 1000);
    setSending(true);
    setFailure(null);
    setResponse(null);
    const headers = finalHeaders(headersCheck.headers, req.method, req.body);
    const started = performance.now();
    try {
      const res = await fetch(target.url, {
        method: req.method,
        headers: headers.map((h) => [h.name, h.value] as [string, string]),
        body: takesBody(req.method) && req.body ? req.body : undefined,
        signal: ctrl.signal,
        credentials: 'omit',
        cache: 'no-store',
        redirect: 'follow',
      });
      const buffer = await res.arrayBuffer();
      const ms = Math.round(performance.now() - started);
      const text = new TextDecoder().decode(buffer);
      const contentType = res.headers.get('content-type') ?? '';
      const pretty = prettyBody(text, contentType);
      if (controller.current !== ctrl) return;
      setResponse({
        status: res.status,
        statusText: res.statusText,
        ms,
        bytes: buffer.byteLength,
        headers: [...res.headers.entries()],
        body: pretty.text,
        json: pretty.json,
        language: bodyLanguage(contentType, pretty.json),
      });
    } catch {
      if (controller.current !== ctrl) return;
      const kind = classifyFailure(ctrl.signal.aborted, timedOut);
      if (kind === 'network' && isOffline()) {
        setFailure('offline');
        notifyError(t('offline'));
        return;
      }
      setFailure(kind);
      if (kind !== 'aborted') notifyError(t('requestFailed'));
    } finally {
      window.clearTimeout(timer);
      if (controller.current === ctrl) {
        controller.current = null;
        setSending(false);
      }
    }
  };

  const cancel = useCallback(() => {
    controller.current?.abort();
  }, []);

  const switchMode = (mode: HeaderMode) => {
    if (mode === headerMode) return;
    if (mode === 'rows') {
      const parsed = parseHeadersJson(headersJson);
      if (!parsed.ok) {
        setFailure('headers');
        notifyError(t('invalidHeaders'));
        return;
      }
      setRows(parsed.headers.length ? parsed.headers : [{ name: '', value: '' }]);
    } else {
      setHeadersJson(rowsToJson(rows));
    }
    setFailure(null);
    setHeaderMode(mode);
  };

  const copyCurl = async () => {
    const target = checkUrl(url, window.location.origin);
    if (!target.ok) {
      notifyError(t(target.error));
      return;
    }
    const h = readHeaders();
    if (!h.ok) {
      notifyError(t('invalidHeaders'));
      return;
    }
    await copyWithNotice(toCurl(method, target.url, finalHeaders(h.headers, method, body), body));
  };

  const size = (bytes: number) =>
    bytes < 1024
      ? numberFormat(lang, { style: 'unit', unit: 'byte', unitDisplay: 'short' }).format(bytes)
      : numberFormat(lang, { style: 'unit', unit: 'kilobyte', unitDisplay: 'short', maximumFractionDigits: 1 }).format(bytes / 1024);
  const ms = (v: number) => numberFormat(lang, { style: 'unit', unit: 'millisecond', unitDisplay: 'short' }).format(v);

  const headersHelp = failure === 'headers' ? parseHeadersJson(headersJson) : null;

  return (
    <ToolLayout
      toolId="api-tester"
      onExample={() => {
        const example = { url: `${window.location.origin}${EXAMPLE_PATH}`, method: 'GET' as Method, headersJson: EXAMPLE_HEADERS, body: '', headerMode: 'json' as HeaderMode };
        setUrl(example.url);
        setMethod('GET');
        setHeaderMode('json');
        setHeadersJson(EXAMPLE_HEADERS);
        setBody('');
        void send(example);
      }}
      onClear={() => {
        cancel();
        setUrl('');
        setHeadersJson('');
        setRows([{ name: '', value: '' }]);
        setBody('');
        setResponse(null);
        setFailure(null);
      }}
      copyValue={() => response?.body ?? ''}
      hasResult={!!response?.body}
    >
      <form className="flex flex-col gap-3 sm:flex-row sm:items-end" onSubmit={(e) => { e.preventDefault(); void send(); }}>
        <div className="sm:w-36">
          <SelectField label={t('method')} value={method} onChange={(e) => { if (isMethod(e.target.value)) setMethod(e.target.value); }}>
            {METHODS.map((m) => <option key={m} value={m}>{m}</option>)}
          </SelectField>
        </div>
        <div className="min-w-0 flex-1">
          <InputField label={t('url')} placeholder={t('urlPlaceholder')} value={url} onChange={(e) => setUrl(e.target.value)}
            type="text" inputMode="url" autoComplete="off" spellCheck={false} aria-invalid={failure === 'url'} />
        </div>
        <div className="sm:w-32">
          <SelectField label={t('timeout')} value={String(timeoutS)} onChange={(e) => setTimeoutS(Number(e.target.value))}>
            {TIMEOUT_OPTIONS.map((s) => <option key={s} value={s}>{t('seconds', { count: s })}</option>)}
          </SelectField>
        </div>
        {sending ? (
          <Button key="cancel" type="button" variant="destructive" onClick={cancel}>
            <X className="h-4 w-4" aria-hidden="true" /> {t('cancel')}
          </Button>
        ) : (
          <Button key="send" type="submit"><Send className="h-4 w-4" aria-hidden="true" /> {t('send')}</Button>
        )}
      </form>

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 flex flex-wrap items-center gap-2 text-sm font-medium">
          {t('headers')}
          <span className="inline-flex rounded-md border border-border p-0.5" role="group" aria-label={t('headersFormat')}>
            {(['json', 'rows'] as const).map((m) => (
              <button key={m} type="button" aria-pressed={headerMode === m} onClick={() => switchMode(m)}
                className={`rounded px-2 py-0.5 text-xs ${headerMode === m ? 'bg-primary text-primary-foreground' : 'hover:bg-muted'}`}>
                {t(`headerModes.${m}`)}
              </button>
            ))}
          </span>
        </legend>
        {headerMode === 'json' ? (
          <BigTextArea label={t('headersJson')} placeholder={EXAMPLE_HEADERS} value={headersJson} onChange={setHeadersJson} rows={4} language="json" />
        ) : (
          <div className="flex flex-col gap-2">
            {rows.map((row, i) => (
              <div key={i} className="flex items-end gap-2">
                <div className="flex-1">
                  <InputField label={t('headerName', { n: i + 1 })} value={row.name} autoComplete="off" spellCheck={false}
                    onChange={(e) => setRows((rs) => rs.map((r, j) => (j === i ? { ...r, name: e.target.value } : r)))} />
                </div>
                <div className="flex-1">
                  <InputField label={t('headerValue', { n: i + 1 })} value={row.value} autoComplete="off" spellCheck={false}
                    onChange={(e) => setRows((rs) => rs.map((r, j) => (j === i ? { ...r, value: e.target.value } : r)))} />
                </div>
                <Button variant="ghost" size="icon-md" aria-label={t('removeHeader', { n: i + 1 })}
                  onClick={() => setRows((rs) => (rs.length > 1 ? rs.filter((_, j) => j !== i) : [{ name: '', value: '' }]))}>
                  <Trash2 className="h-4 w-4" aria-hidden="true" />
                </Button>
              </div>
            ))}
            <div>
              <Button variant="outline" size="sm" onClick={() => setRows((rs) => [...rs, { name: '', value: '' }])}>
                <Plus className="h-4 w-4" aria-hidden="true" /> {t('addHeader')}
              </Button>
            </div>
          </div>
        )}
        {failure === 'headers' && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {t('invalidHeaders')}{headersHelp && !headersHelp.ok && <span className="font-normal"> — {headersHelp.reason}</span>}
          </p>
        )}
      </fieldset>

      <fieldset disabled={!bodyAllowed} className="flex flex-col gap-1 disabled:opacity-60">
        <BigTextArea label={t('body')} placeholder={t('bodyPlaceholder')} value={body} onChange={setBody} rows={5} language="json"
          disabled={!bodyAllowed} />
        {!bodyAllowed && <p className="text-xs text-muted-foreground" data-testid="body-hint">{t('bodyDisabled', { method })}</p>}
      </fieldset>

      <div className="flex flex-wrap items-center gap-3">
        <Button variant="outline" size="sm" onClick={() => void copyCurl()}>
          <Terminal className="h-4 w-4" aria-hidden="true" /> {t('copyCurl')}
        </Button>
        <div role="status" aria-live="polite" className="text-sm text-muted-foreground">
          {sending && <span className="inline-flex items-center gap-2"><Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> {t('sending')}</span>}
          {failure === 'aborted' && t('cancelled')}
        </div>
      </div>

      {failure === 'offline' && (
        <div role="alert" className="flex gap-3 rounded-lg border border-destructive/40 bg-destructive/5 p-4 text-sm" data-testid="request-offline">
          <WifiOff className="mt-0.5 h-5 w-5 shrink-0 text-destructive" aria-hidden="true" />
          <p className="font-semibold">{t('offline')}</p>
        </div>
      )}
      {(failure === 'network' || failure === 'timeout') && (
        <div role="alert" className="flex gap-3 rounded-lg border border-destructive/40 bg-destructive/5 p-4 text-sm" data-testid="request-failed">
          <ShieldQuestion className="mt-0.5 h-5 w-5 shrink-0 text-destructive" aria-hidden="true" />
          <div className="flex flex-col gap-2">
            <p className="font-semibold">{t('requestFailed')}{failure === 'timeout' && ` — ${t('timedOut', { count: timeoutS })}`}</p>
            {failure === 'network' && (
              <>
                <p>{t('cors.intro')}</p>
                <ul className="list-disc space-y-1 pl-5 text-muted-foreground">
                  <li>{t('cors.what')}</li>
                  <li>{t('cors.why')}</li>
                  <li>{t('cors.other')}</li>
                </ul>
                <p className="text-muted-foreground">{t('cors.fix')}</p>
              </>
            )}
          </div>
        </div>
      )}

      {response && (
        <div className="flex flex-col gap-3" data-testid="api-response">
          <dl className="flex flex-wrap gap-x-6 gap-y-1 rounded-lg border border-border bg-muted/40 p-3 text-sm">
            <div className="flex gap-2"><dt className="text-muted-foreground">{t('status')}</dt>
              <dd className={`font-semibold ${STATUS_COLORS[statusClass(response.status)]}`} data-testid="api-status">{response.status} {response.statusText}</dd></div>
            <div className="flex gap-2"><dt className="text-muted-foreground">{t('time')}</dt><dd className="tabular-nums" data-testid="api-time">{ms(response.ms)}</dd></div>
            <div className="flex gap-2"><dt className="text-muted-foreground">{t('size')}</dt><dd className="tabular-nums" data-testid="api-size">{size(response.bytes)}</dd></div>
          </dl>
          <details className="rounded-lg border border-border p-3 text-sm">
            <summary className="cursor-pointer font-medium">{t('responseHeaders', { count: response.headers.length })}</summary>
            <dl className="mt-2 grid gap-x-4 gap-y-1 font-mono text-xs sm:grid-cols-[minmax(8rem,max-content)_1fr]">
              {response.headers.map(([k, v]) => (
                <div key={k} className="contents"><dt className="text-muted-foreground">{k}</dt><dd className="break-all">{v}</dd></div>
              ))}
            </dl>
            <p className="mt-2 text-xs text-muted-foreground">{t('exposedHeaders')}</p>
          </details>
        </div>
      )}
      <OutputArea label={response?.json ? t('bodyJson') : t('responseBody')} value={response?.body ?? ''} language={response?.language ?? 'json'} />
      <p className="text-xs text-muted-foreground">{t('privacy')}</p>
    </ToolLayout>
  );
}
