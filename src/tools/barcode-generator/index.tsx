import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Download } from 'lucide-react';
import JsBarcode from 'jsbarcode';
import { ToolLayout } from '../../ui/ToolLayout';
import { CheckboxField, InputField, RangeField, SelectField } from '../../ui/Field';
import { Button } from '../../ui/Button';
import { notifyError } from '../../ui/notify';
import { downloadFile } from '../../lib/download';
import { useFragmentState } from '../../lib/fragmentState';
import {
  BARCODE_FORMATS,
  checkBarcode,
  FORMAT_NAMES,
  MAX_BAR_WIDTH,
  MAX_BARCODE_INPUT,
  MAX_HEIGHT,
  MIN_BAR_WIDTH,
  MIN_HEIGHT,
  type BarcodeCheck,
  type BarcodeFormat,
} from './logic';

const NS = 'tools/barcode-generator';
const DEFAULTS = { v: '', f: 'CODE128', w: '2', h: '100', t: '1' };
type State = typeof DEFAULTS;

const intIn = (value: string, lo: number, hi: number) => /^\d{1,3}$/.test(value) && Number(value) >= lo && Number(value) <= hi;
const accept = (key: keyof State, value: string): boolean => {
  switch (key) {
    case 'f': return (BARCODE_FORMATS as string[]).includes(value);
    case 'w': return intIn(value, MIN_BAR_WIDTH, MAX_BAR_WIDTH);
    case 'h': return intIn(value, MIN_HEIGHT, MAX_HEIGHT);
    case 't': return value === '0' || value === '1';
    default: return value.length <= MAX_BARCODE_INPUT;
  }
};

const PLACEHOLDER: Record<BarcodeFormat, string> = {
  CODE128: 'Hello-2026', EAN13: '590123412345', UPC: '03600029145', CODE39: 'ABC-123', EAN8: '9638507', ITF14: '1540014128876',
};

type ImageFormat = 'PNG' | 'JPG' | 'SVG';

export default function BarcodeGenerator() {
  const { t } = useTranslation([NS, 'common']);
  const [state, setState] = useFragmentState(DEFAULTS, accept);
  const svgRef = useRef<SVGSVGElement>(null);
  const [dims, setDims] = useState<{ value: string; w: number; h: number } | null>(null);
  const [renderError, setRenderError] = useState(false);

  const format = state.f as BarcodeFormat;
  const barWidth = Number(state.w);
  const height = Number(state.h);
  const showText = state.t === '1';
  const check = checkBarcode(state.v, format);
  const value = check.ok ? check.value : '';
  const set = (patch: Partial<State>) => setState((s) => ({ ...s, ...patch }));

  const options = (): JsBarcode.Options => ({
    format, width: barWidth, height, displayValue: showText, margin: 10, background: '#ffffff', lineColor: '#000000',
    font: 'monospace', fontSize: 18,
  });

  useEffect(() => {
    const svg = svgRef.current;
    if (!svg || !value) return;
    try {
      JsBarcode(svg, value, options());
      setRenderError(false);
      setDims({ value, w: parseFloat(svg.getAttribute('width') ?? '0'), h: parseFloat(svg.getAttribute('height') ?? '0') });
    } catch {
      setRenderError(true);
      setDims(null);
    }
    // options() is built from these primitives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value, format, barWidth, height, showText]);

  const toCanvasBlob = (mime: 'image/png' | 'image/jpeg') =>
    new Promise<Blob>((resolve, reject) => {
      const canvas = document.createElement('canvas');
      JsBarcode(canvas, value, options());
      canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('toBlob failed'))), mime, 0.95);
    });

  const download = async (kind: ImageFormat) => {
    if (!check.ok) {
      notifyError(check.error === 'empty' ? t('enterText') : problem(check));
      return;
    }
    const name = `barcode-${format.toLowerCase()}-${value.replace(/[^\w-]+/g, '_').slice(0, 40)}`;
    try {
      if (kind === 'SVG') {
        const svg = svgRef.current;
        if (!svg) throw new Error('no svg');
        const text = `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(svg)}`;
        downloadFile(text, `${name}.svg`, 'image/svg+xml');
      } else if (kind === 'PNG') {
        downloadFile(await toCanvasBlob('image/png'), `${name}.png`);
      } else {
        let blob: Blob;
        try {
          blob = await toCanvasBlob('image/jpeg');
        } catch {
          notifyError(t('jpgFailed'));
          return;
        }
        downloadFile(blob, `${name}.jpg`);
      }
    } catch {
      notifyError(t('downloadFailed', { format: kind }));
    }
  };

  function problem(c: BarcodeCheck): string {
    if (c.ok) return '';
    switch (c.error) {
      case 'empty': return t('enterText');
      case 'tooLong': return t('tooLong', { max: c.max });
      case 'digitsOnly': return t('digitsOnly', { format: FORMAT_NAMES[c.format] });
      case 'length': return t('length', { format: FORMAT_NAMES[c.format], digits: c.length });
      case 'checkDigit': return t('checkDigit', { expected: c.expected, value: c.value });
      case 'code39Chars': return t('code39Chars', { chars: c.invalid });
      case 'code128Chars': return t('code128Chars', { chars: c.invalid });
    }
  }

  const lengthHint = !check.ok && check.error === 'length' ? t('lengthHint', { digits: check.length - 1 }) : '';

  return (
    <ToolLayout
      toolId="barcode-generator"
      onExample={() => set({ v: '590123412345', f: 'EAN13' })}
      onClear={() => set({ v: '' })}
      clearedMessage={t('cleared')}
      copyValue={() => value}
    >
      <div className="grid gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <InputField
          label={t('value')}
          value={state.v}
          placeholder={PLACEHOLDER[format]}
          maxLength={MAX_BARCODE_INPUT}
          onChange={(e) => set({ v: e.target.value })}
          spellCheck={false}
          autoComplete="off"
          className="font-mono"
          inputMode={format === 'CODE128' || format === 'CODE39' ? 'text' : 'numeric'}
          aria-invalid={!check.ok && check.error !== 'empty'}
          aria-describedby="barcode-status"
        />
        <SelectField label={t('format')} value={format} onChange={(e) => set({ f: e.target.value })}>
          {BARCODE_FORMATS.map((f) => <option key={f} value={f}>{FORMAT_NAMES[f]}</option>)}
        </SelectField>
      </div>
      <p className="-mt-2 text-xs text-muted-foreground">{t(`formatHint.${format}`)}</p>

      <div className="grid gap-4 sm:grid-cols-3">
        <RangeField label={t('barWidth')} value={barWidth} min={MIN_BAR_WIDTH} max={MAX_BAR_WIDTH} unit=" px" onChange={(n) => set({ w: String(n) })} />
        <RangeField label={t('height')} value={height} min={MIN_HEIGHT} max={MAX_HEIGHT} step={5} unit=" px" onChange={(n) => set({ h: String(n) })} />
        <div className="flex items-end pb-2">
          <CheckboxField label={t('showText')} checked={showText} onChange={(c) => set({ t: c ? '1' : '0' })} />
        </div>
      </div>

      <div className="flex flex-col items-center gap-3 rounded-lg border border-border bg-muted/40 p-4">
        <div className={check.ok && !renderError ? 'max-w-full overflow-x-auto rounded bg-white p-1' : 'hidden'}>
          <svg ref={svgRef} role="img" aria-label={t('preview', { value })} data-testid="barcode-svg" className="max-w-none" />
        </div>
        <div id="barcode-status" role="status" className="flex flex-col items-center gap-1 text-center text-sm">
          {!check.ok && (
            <p className={check.error === 'empty' ? 'text-muted-foreground' : 'text-destructive'} data-testid="barcode-message">{problem(check)}</p>
          )}
          {lengthHint && <p className="text-muted-foreground">{lengthHint}</p>}
          {check.ok && check.addedCheckDigit !== undefined && (
            <p className="text-muted-foreground" data-testid="barcode-check-digit">{t('checkDigitAdded', { digit: check.addedCheckDigit, value: check.value })}</p>
          )}
          {check.ok && renderError && <p className="text-destructive">{t('renderFailed')}</p>}
        </div>
        {check.ok && dims?.value === value && (
          <p className="text-xs text-muted-foreground" data-testid="barcode-dims">{t('dims', { w: dims.w, h: dims.h })}</p>
        )}
        <div className="flex flex-wrap justify-center gap-2">
          {(['PNG', 'JPG', 'SVG'] as const).map((kind) => (
            // Nothing to save until the value encodes: disabled, and the status above says why.
            <Button key={kind} size="sm" variant={kind === 'PNG' ? 'primary' : 'outline'} onClick={() => void download(kind)}
              disabled={!check.ok} aria-describedby={check.ok ? undefined : 'barcode-status'}>
              <Download className="h-4 w-4" aria-hidden="true" /> {t('download', { format: kind })}
            </Button>
          ))}
        </div>
      </div>

      <div className="flex flex-col gap-1.5">
        <span className="text-sm font-medium" id="barcode-value-label">{t('encoded')}</span>
        <code className="min-h-10 break-all rounded-lg border border-border bg-muted/40 p-3 font-mono text-sm" aria-labelledby="barcode-value-label" data-testid="barcode-value">{value}</code>
      </div>
    </ToolLayout>
  );
}
