import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertTriangle, Download, ImageIcon } from 'lucide-react';
import QRCode from 'qrcode';
import { render as drawQr } from 'qrcode/lib/renderer/canvas';
import { ToolLayout } from '../../ui/ToolLayout';
import { CheckboxField, InputField, RangeField, SelectField } from '../../ui/Field';
import { BigTextArea } from '../../ui/BigTextArea';
import { Button } from '../../ui/Button';
import { useLaterValue } from '../../ui/useLaterValue';
import { notifyError, notifySuccess } from '../../ui/notify';
import { downloadFile } from '../../lib/download';
import { useFragmentState } from '../../lib/fragmentState';
import {
  checkQr,
  emailPayload,
  ERROR_LEVELS,
  FRAGMENT_TEXT_CAP,
  MAX_MARGIN,
  MAX_SIZE,
  MIN_SIZE,
  PAYLOAD_KINDS,
  phonePayload,
  scanCheck,
  smsPayload,
  vcardPayload,
  wifiPayload,
  type ErrorLevel,
  type PayloadKind,
  type WifiSecurity,
} from './logic';
import { numberFormat } from '../../lib/intlFormat';

const NS = 'tools/qr-generator';

const DEFAULTS = {
  k: 'text', text: '', ssid: '', wp: '', ws: 'WPA', wh: '0', to: '', sub: '', body: '', tel: '', msg: '',
  fn: '', ln: '', org: '', ti: '', vt: '', ve: '', vu: '', ec: 'M', size: '300', m: '4', fg: '#000000', bg: '#ffffff',
};
type State = typeof DEFAULTS;
type Key = keyof State;

/** Never written to the URL: the Wi-Fi password would end up in the history and in every shared link. */
const PRIVATE_KEYS: Key[] = ['wp'];
const PAYLOAD_KEYS: Key[] = ['text', 'ssid', 'wp', 'to', 'sub', 'body', 'tel', 'msg', 'fn', 'ln', 'org', 'ti', 'vt', 've', 'vu'];
const HEX6 = /^#[0-9a-f]{6}$/i;

const intIn = (value: string, lo: number, hi: number) => /^\d{1,4}$/.test(value) && Number(value) >= lo && Number(value) <= hi;

const accept = (key: Key, value: string): boolean => {
  switch (key) {
    case 'k': return (PAYLOAD_KINDS as string[]).includes(value);
    case 'ws': return ['WPA', 'WEP', 'nopass'].includes(value);
    case 'wh': return value === '0' || value === '1';
    case 'ec': return (ERROR_LEVELS as string[]).includes(value);
    case 'size': return intIn(value, MIN_SIZE, MAX_SIZE);
    case 'm': return intIn(value, 0, MAX_MARGIN);
    case 'fg': case 'bg': return HEX6.test(value);
    case 'wp': return false;
    default: return value.length <= FRAGMENT_TEXT_CAP;
  }
};

function payloadOf(v: State): string {
  switch (v.k as PayloadKind) {
    case 'wifi': return wifiPayload({ ssid: v.ssid, password: v.wp, security: v.ws as WifiSecurity, hidden: v.wh === '1' });
    case 'email': return emailPayload(v.to, v.sub, v.body);
    case 'phone': return phonePayload(v.tel);
    case 'sms': return smsPayload(v.tel, v.msg);
    case 'vcard': return vcardPayload({ firstName: v.fn, lastName: v.ln, org: v.org, title: v.ti, phone: v.vt, email: v.ve, url: v.vu });
    default: return v.text;
  }
}

export default function QrGenerator() {
  const { t, i18n } = useTranslation([NS, 'common']);
  const [frag, setFrag] = useFragmentState(DEFAULTS, accept);
  // Values kept out of the fragment: the Wi-Fi password, and any field longer than FRAGMENT_TEXT_CAP.
  const [local, setLocal] = useState<Partial<State>>({});
  const v: State = { ...frag, ...local };
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [rendered, setRendered] = useState<{ payload: string; px: number } | null>(null);

  const level = v.ec as ErrorLevel;
  const size = Number(v.size);
  const margin = Number(v.m);
  const payload = payloadOf(v);
  // The code follows the fields a frame later: encoding and drawing it take 15–60 ms on a slow phone, and a
  // keystroke's frame must not wait for them. Everything about the code (its check, message, image, downloads)
  // reads `shown`, so it never mixes two moments.
  const fields = useMemo(() => ({ payload, level, size, margin, fg: v.fg, bg: v.bg }), [payload, level, size, margin, v.fg, v.bg]);
  const shown = useLaterValue(fields);
  const check = useMemo(() => checkQr(shown.payload, shown.level), [shown.payload, shown.level]);
  const scan = scanCheck(v.fg, v.bg);
  const longKept = PAYLOAD_KEYS.some((k) => !PRIVATE_KEYS.includes(k) && local[k] !== undefined);
  const numberFmt = numberFormat(i18n.resolvedLanguage);

  const set = (patch: Partial<State>) => {
    const toFrag: Partial<State> = {};
    const toLocal: Partial<State> = {};
    const dropLocal: Key[] = [];
    for (const [key, value] of Object.entries(patch) as [Key, string][]) {
      if (PRIVATE_KEYS.includes(key) || value.length > FRAGMENT_TEXT_CAP) {
        toLocal[key] = value;
        toFrag[key] = DEFAULTS[key];
      } else {
        toFrag[key] = value;
        dropLocal.push(key);
      }
    }
    setFrag((f) => ({ ...f, ...toFrag }));
    setLocal((l) => {
      const next = { ...l, ...toLocal };
      for (const key of dropLocal) delete next[key];
      return next;
    });
  };

  // A fragment edited by hand (or a followed link) wins over values kept out of it.
  useEffect(() => {
    const reset = () => setLocal({});
    window.addEventListener('hashchange', reset);
    return () => window.removeEventListener('hashchange', reset);
  }, []);

  const renderOpts = useMemo(
    () => ({ errorCorrectionLevel: shown.level, width: shown.size, margin: shown.margin, color: { dark: shown.fg, light: shown.bg } }),
    [shown],
  );

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || !check.ok) return;
    let px: number | null = null;
    try {
      drawQr(check.symbol, canvas, renderOpts);
      // qrcode sets a fixed CSS size; keep the width and let the height follow, so it shrinks on phones.
      canvas.style.removeProperty('height');
      px = canvas.width;
    } catch {
      // A canvas the browser cannot allocate: no image, and the actions stay unavailable.
    }
    setRendered(px === null ? null : { payload: shown.payload, px });
  }, [check, renderOpts, shown.payload]);

  const ready = check.ok && rendered?.payload === shown.payload;
  const imageAction = check.ok ? {} : { disabled: true, 'aria-describedby': 'qr-message' };

  const guard = (): boolean => {
    if (!shown.payload) {
      notifyError(t('enterText'));
      return false;
    }
    if (!check.ok) {
      notifyError(tooLongMessage());
      return false;
    }
    return true;
  };

  const pngBlob = () =>
    new Promise<Blob>((resolve, reject) => {
      const canvas = canvasRef.current;
      if (!canvas || !ready) {
        reject(new Error('not rendered'));
        return;
      }
      canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('toBlob failed'))), 'image/png');
    });

  const downloadPng = async () => {
    if (!guard()) return;
    try {
      downloadFile(await pngBlob(), 'qr-code.png');
    } catch {
      notifyError(t('downloadFailed'));
    }
  };

  const downloadSvg = async () => {
    if (!guard()) return;
    try {
      const svg = await QRCode.toString(shown.payload, { ...renderOpts, type: 'svg' });
      downloadFile(svg, 'qr-code.svg', 'image/svg+xml');
    } catch {
      notifyError(t('downloadFailed'));
    }
  };

  const copyImage = async () => {
    if (!guard()) return;
    if (typeof ClipboardItem === 'undefined' || !navigator.clipboard?.write) {
      notifyError(t('copyImageUnsupported'));
      return;
    }
    try {
      // Safari wants the ClipboardItem created synchronously in the gesture, with a promise for the data.
      await navigator.clipboard.write([new ClipboardItem({ 'image/png': pngBlob() })]);
      notifySuccess(t('imageCopied'));
    } catch {
      notifyError(t('copyImageFailed'));
    }
  };

  function tooLongMessage(): string {
    if (check.ok || check.error !== 'tooLong') return '';
    return t('tooLong', { level: shown.level, bytes: numberFmt.format(check.bytes), max: numberFmt.format(check.max) });
  }

  const field = (key: Key, label: string, extra: Record<string, unknown> = {}) => (
    <InputField label={label} value={v[key]} onChange={(e) => set({ [key]: e.target.value })} spellCheck={false} autoComplete="off" {...extra} />
  );

  return (
    <ToolLayout
      toolId="qr-generator"
      onExample={() => {
        setLocal({});
        setFrag((f) => ({ ...f, k: 'text', text: 'https://example.com' }));
      }}
      onClear={() => {
        setLocal({});
        setFrag((f) => ({ ...f, ...Object.fromEntries(PAYLOAD_KEYS.map((k) => [k, DEFAULTS[k]])) }));
      }}
      clearedMessage={t('cleared')}
      copyValue={() => payload}
    >
      <SelectField label={t('kind')} value={v.k} onChange={(e) => set({ k: e.target.value })}>
        {PAYLOAD_KINDS.map((k) => <option key={k} value={k}>{t(`kinds.${k}`)}</option>)}
      </SelectField>

      {v.k === 'text' && (
        <BigTextArea label={t('text')} placeholder={t('textPlaceholder')} rows={4} value={v.text} onChange={(text: string) => set({ text })} />
      )}
      {v.k === 'wifi' && (
        <div className="grid gap-4 sm:grid-cols-2">
          {field('ssid', t('ssid'))}
          {field('wp', t('password'), { type: 'password', disabled: v.ws === 'nopass', hint: t('passwordHint') })}
          <SelectField label={t('security')} value={v.ws} onChange={(e) => set({ ws: e.target.value })}>
            <option value="WPA">WPA/WPA2/WPA3</option>
            <option value="WEP">WEP</option>
            <option value="nopass">{t('noPassword')}</option>
          </SelectField>
          <div className="flex items-end pb-2">
            <CheckboxField label={t('hidden')} checked={v.wh === '1'} onChange={(c) => set({ wh: c ? '1' : '0' })} />
          </div>
        </div>
      )}
      {v.k === 'email' && (
        <div className="grid gap-4 sm:grid-cols-2">
          {field('to', t('emailTo'), { type: 'email' })}
          {field('sub', t('subject'))}
          <div className="sm:col-span-2">{field('body', t('body'))}</div>
        </div>
      )}
      {(v.k === 'phone' || v.k === 'sms') && (
        <div className="grid gap-4 sm:grid-cols-2">
          {field('tel', t('phone'), { type: 'tel' })}
          {v.k === 'sms' && field('msg', t('message'))}
        </div>
      )}
      {v.k === 'vcard' && (
        <div className="grid gap-4 sm:grid-cols-2">
          {field('fn', t('firstName'))}
          {field('ln', t('lastName'))}
          {field('org', t('org'))}
          {field('ti', t('jobTitle'))}
          {field('vt', t('phone'), { type: 'tel' })}
          {field('ve', t('email'), { type: 'email' })}
          <div className="sm:col-span-2">{field('vu', t('website'), { type: 'url' })}</div>
        </div>
      )}
      {longKept && <p className="text-xs text-muted-foreground">{t('notInLink', { max: numberFmt.format(FRAGMENT_TEXT_CAP) })}</p>}

      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <SelectField label={t('errorCorrection')} value={v.ec} onChange={(e) => set({ ec: e.target.value })}>
          {ERROR_LEVELS.map((l) => <option key={l} value={l}>{t(`levels.${l}`)}</option>)}
        </SelectField>
        <RangeField label={t('size')} value={size} min={MIN_SIZE} max={MAX_SIZE} step={4} unit=" px" onChange={(n) => set({ size: String(n) })} />
        <RangeField label={t('margin')} value={margin} min={0} max={MAX_MARGIN} onChange={(n) => set({ m: String(n) })} hint={t('marginHint')} />
        <div className="flex gap-4">
          <ColorInput label={t('foreground')} value={v.fg} onChange={(fg) => set({ fg })} />
          <ColorInput label={t('background')} value={v.bg} onChange={(bg) => set({ bg })} />
        </div>
      </div>
      {(scan.lowContrast || scan.inverted) && (
        <p role="alert" className="flex items-start gap-2 rounded-lg border border-amber-500/50 bg-amber-500/10 p-3 text-sm text-amber-900 dark:text-amber-200">
          <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          {scan.lowContrast ? t('lowContrast', { ratio: numberFormat(i18n.resolvedLanguage, { maximumFractionDigits: 2 }).format(scan.ratio) }) : t('inverted')}
        </p>
      )}

      <div className="flex flex-col items-center gap-3 rounded-lg border border-border bg-muted/40 p-4">
        <canvas ref={canvasRef} className={check.ok ? 'h-auto max-w-full' : 'hidden'} role="img" aria-label={t('preview')} data-testid="qr-canvas" />
        {!check.ok && (
          <p id="qr-message" className={check.error === 'tooLong' ? 'text-sm text-destructive' : 'text-sm text-muted-foreground'} role="status" data-testid="qr-message">
            {check.error === 'tooLong' ? tooLongMessage() : t('enterText')}
          </p>
        )}
        {ready && (
          <p className="text-xs text-muted-foreground" data-testid="qr-info">
            {t('details', { px: numberFmt.format(rendered.px), version: check.version, modules: check.modules })}
          </p>
        )}
        {/* Nothing to save until there is a code: disabled, and the message above says why. */}
        <div className="flex flex-wrap justify-center gap-2">
          <Button size="sm" onClick={() => void downloadPng()} {...imageAction}><Download className="h-4 w-4" aria-hidden="true" /> {t('downloadPng')}</Button>
          <Button size="sm" variant="outline" onClick={() => void downloadSvg()} {...imageAction}><Download className="h-4 w-4" aria-hidden="true" /> {t('downloadSvg')}</Button>
          <Button size="sm" variant="outline" onClick={() => void copyImage()} {...imageAction}><ImageIcon className="h-4 w-4" aria-hidden="true" /> {t('copyImage')}</Button>
        </div>
      </div>

      <div className="flex flex-col gap-1.5">
        <span className="text-sm font-medium" id="qr-payload-label">{t('payload')}</span>
        <pre className="max-h-40 overflow-auto whitespace-pre-wrap break-all rounded-lg border border-border bg-muted/40 p-3 font-mono text-xs" aria-labelledby="qr-payload-label" data-testid="qr-payload">{payload}</pre>
      </div>
    </ToolLayout>
  );
}

function ColorInput({ label, value, onChange }: { label: string; value: string; onChange: (v: string) => void }) {
  const id = `qr-${label.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">{label}</label>
      <input id={id} type="color" value={value} onChange={(e) => onChange(e.target.value.toLowerCase())} className="h-10 w-14 cursor-pointer rounded-md border border-input bg-background p-1" />
    </div>
  );
}
