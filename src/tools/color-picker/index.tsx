import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Check, ClipboardCopy, Pipette, X } from 'lucide-react';
import { ToolLayout } from '../../ui/ToolLayout';
import { InputField } from '../../ui/Field';
import { Button } from '../../ui/Button';
import { copyWithNotice } from '../../ui/notify';
import { useFragmentState } from '../../lib/fragmentState';
import { cn } from '../../lib/cn';
import {
  allFormats,
  contrastAgainst,
  displayRatio,
  FORMAT_IDS,
  MAX_COLOR_INPUT,
  parseColor,
  tintsAndShades,
  toHex,
  toNativeInput,
  type ContrastGrade,
} from './logic';
import { numberFormat } from '../../lib/intlFormat';

const NS = 'tools/color-picker';
const DEFAULTS = { c: '#3b82f6' };
const EXAMPLE = 'tomato';

interface EyeDropperResult {
  sRGBHex: string;
}
interface EyeDropperCtor {
  new (): { open: () => Promise<EyeDropperResult> };
}

const FORMAT_LABEL: Record<(typeof FORMAT_IDS)[number], string> = { hex: 'HEX', rgb: 'RGB', hsl: 'HSL', hwb: 'HWB', oklch: 'OKLCH' };

export default function ColorPicker() {
  const { t, i18n } = useTranslation([NS, 'common']);
  const [state, setState] = useFragmentState(DEFAULTS, (_key, value) => value.length <= MAX_COLOR_INPUT);
  const [eyeDropper, setEyeDropper] = useState<EyeDropperCtor | null>(null);
  const input = state.c;
  const color = useMemo(() => parseColor(input), [input]);
  const formats = color ? allFormats(color) : null;
  const contrast = color ? contrastAgainst(color) : null;
  const palette = color ? tintsAndShades(color) : null;

  useEffect(() => {
    const ctor = (window as unknown as { EyeDropper?: EyeDropperCtor }).EyeDropper;
    if (typeof ctor === 'function') setEyeDropper(() => ctor);
  }, []);

  const setInput = (c: string) => setState({ c });
  const ratioFormat = numberFormat(i18n.resolvedLanguage, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

  const pickFromScreen = async () => {
    if (!eyeDropper) return;
    try {
      const result = await new eyeDropper().open();
      setInput(result.sRGBHex);
    } catch {
      // Escape pressed or the page lost focus: nothing to do.
    }
  };

  const onNative = (hex: string) => {
    // Keep the alpha the text entry had; the native picker has none.
    const alpha = color && color.alpha !== undefined && color.alpha < 1 ? toHex(color).slice(7) : '';
    setInput(`${hex}${alpha}`);
  };

  return (
    <ToolLayout
      toolId="color-picker"
      onExample={() => setInput(EXAMPLE)}
      onClear={() => setInput('')}
      clearedMessage={t('cleared')}
      copyValue={() => formats?.hex ?? ''}
      hasResult={!!formats}
    >
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1.5">
          <label htmlFor="color-native" className="text-sm font-medium">{t('pick')}</label>
          <input
            id="color-native"
            type="color"
            value={color ? toNativeInput(color) : '#000000'}
            onChange={(e) => onNative(e.target.value)}
            className="h-10 w-16 cursor-pointer rounded-md border border-input bg-background p-1"
          />
        </div>
        <div className="min-w-0 flex-1 basis-56">
          <InputField
            label={t('value')}
            placeholder={t('valuePlaceholder')}
            value={input}
            maxLength={MAX_COLOR_INPUT}
            onChange={(e) => setInput(e.target.value)}
            spellCheck={false}
            autoComplete="off"
            className="font-mono"
            aria-invalid={input.trim() !== '' && !color}
            aria-describedby="color-input-hint"
          />
        </div>
        {eyeDropper && (
          <Button variant="outline" onClick={() => void pickFromScreen()}>
            <Pipette className="h-4 w-4" aria-hidden="true" /> {t('eyeDropper')}
          </Button>
        )}
      </div>
      <p id="color-input-hint" className={cn('text-sm', input.trim() && !color ? 'text-destructive' : 'text-muted-foreground')} role="status">
        {input.trim() === '' ? t('enterColor') : color ? t('hint') : t('invalid')}
      </p>

      {color && formats && contrast && palette && (
        <div className="flex flex-col gap-4">
          <div className="grid gap-4 md:grid-cols-[minmax(0,14rem)_1fr]">
            <div
              className="h-32 rounded-lg border border-border md:h-full"
              style={{ background: `linear-gradient(${formats.hex}, ${formats.hex}), repeating-conic-gradient(#ccc 0 25%, #fff 0 50%) 0 0 / 16px 16px` }}
              role="img"
              aria-label={t('swatch', { color: formats.hex })}
              data-testid="color-swatch"
            />
            <ul className="flex flex-col gap-2" aria-label={t('formats')}>
              {FORMAT_IDS.map((f) => (
                <li key={f} className="flex items-center gap-2 rounded-lg border border-border bg-muted/40 px-3 py-2">
                  <span className="w-14 shrink-0 text-xs font-semibold text-muted-foreground">{FORMAT_LABEL[f]}</span>
                  <code className="min-w-0 flex-1 break-words font-mono text-sm" data-testid={`color-${f}`}>{formats[f]}</code>
                  <Button variant="ghost" size="icon" aria-label={t('copyFormat', { format: FORMAT_LABEL[f] })} onClick={() => void copyWithNotice(formats[f])}>
                    <ClipboardCopy className="h-4 w-4" aria-hidden="true" />
                  </Button>
                </li>
              ))}
            </ul>
          </div>

          <section aria-labelledby="contrast-heading" className="flex flex-col gap-2">
            <h2 id="contrast-heading" className="text-base font-semibold">{t('contrast')}</h2>
            <div className="grid gap-3 sm:grid-cols-2">
              <ContrastCard label={t('onWhite')} bg="#ffffff" fg={formats.hex} grade={contrast.white} ratio={ratioFormat.format(displayRatio(contrast.white.ratio))} testId="contrast-white" />
              <ContrastCard label={t('onBlack')} bg="#000000" fg={formats.hex} grade={contrast.black} ratio={ratioFormat.format(displayRatio(contrast.black.ratio))} testId="contrast-black" />
            </div>
          </section>

          <section aria-labelledby="palette-heading" className="flex flex-col gap-2">
            <h2 id="palette-heading" className="text-base font-semibold">{t('tintsShades')}</h2>
            <Swatches label={t('tints')} colors={palette.tints} onPick={setInput} pickLabel={(c) => t('use', { color: c })} />
            <Swatches label={t('shades')} colors={palette.shades} onPick={setInput} pickLabel={(c) => t('use', { color: c })} />
          </section>
        </div>
      )}
    </ToolLayout>
  );
}

function ContrastCard({ label, bg, fg, grade, ratio, testId }: { label: string; bg: string; fg: string; grade: ContrastGrade; ratio: string; testId: string }) {
  const { t } = useTranslation(NS);
  const badges: [string, boolean][] = [
    ['AA', grade.aa],
    ['AAA', grade.aaa],
    [t('aaLarge'), grade.aaLarge],
    [t('aaaLarge'), grade.aaaLarge],
  ];
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-border bg-muted/40 p-3" data-testid={testId}>
      <div className="flex items-center justify-between gap-2">
        <span className="text-sm font-medium">{label}</span>
        <span className="font-mono text-sm tabular-nums" data-testid={`${testId}-ratio`}>{t('ratio', { ratio })}</span>
      </div>
      {/* SVG text: a deliberately low-contrast sample must not read as page text to checkers. */}
      <svg viewBox="0 0 320 44" preserveAspectRatio="xMinYMid meet" className="h-11 w-full rounded-md border border-border" style={{ background: bg }} aria-hidden="true">
        <text x="12" y="29" fill={fg} fontSize="20" fontWeight="600" fontFamily="inherit">{t('sample')}</text>
      </svg>
      <ul className="flex flex-wrap gap-1.5">
        {badges.map(([name, pass]) => (
          <li
            key={name}
            className={cn(
              'inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-medium',
              pass ? 'border-green-600/40 bg-green-600/10 text-green-800 dark:text-green-300' : 'border-border text-muted-foreground line-through',
            )}
          >
            {pass ? <Check className="h-3 w-3" aria-hidden="true" /> : <X className="h-3 w-3" aria-hidden="true" />}
            {name}
            <span className="sr-only">{pass ? t('pass') : t('fail')}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Swatches({ label, colors, onPick, pickLabel }: { label: string; colors: string[]; onPick: (c: string) => void; pickLabel: (c: string) => string }) {
  return (
    <div className="flex flex-col gap-1">
      <span className="text-sm text-muted-foreground">{label}</span>
      <ul className="grid grid-cols-9 gap-1" aria-label={label}>
        {colors.map((c, i) => (
          <li key={`${i}-${c}`}>
            <button
              type="button"
              className="h-9 w-full rounded-md border border-border focus-ring"
              style={{ background: c }}
              title={c}
              aria-label={pickLabel(c)}
              onClick={() => onPick(c)}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
