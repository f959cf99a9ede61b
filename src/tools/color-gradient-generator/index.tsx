import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowDown, ArrowUp, ClipboardCopy, Download, Plus, Trash2 } from 'lucide-react';
import { ToolLayout } from '../../ui/ToolLayout';
import { InputField, RangeField, SelectField } from '../../ui/Field';
import { Button } from '../../ui/Button';
import { copyWithNotice, notifyError, notifySuccess } from '../../ui/notify';
import { downloadFile } from '../../lib/download';
import { useFragmentState } from '../../lib/fragmentState';
import { cn } from '../../lib/cn';
import {
  addStop,
  DIRECTIONS,
  gradientCss,
  gradientValue,
  isHexColor,
  MAX_IMAGE_SIDE,
  MAX_STOPS,
  MIN_STOPS,
  moveStop,
  parseAngle,
  parseSide,
  parseStops,
  PRESET_IDS,
  presetStops,
  removeStop,
  serializeStops,
  sortedStops,
  type Gradient,
  type PresetId,
  type Stop,
} from './logic';
import { drawGradient } from './draw';

const NS = 'tools/color-gradient-generator';

const DEFAULTS = { t: 'linear', a: '90', sh: 'circle', s: serializeStops(presetStops('sunset')), w: '1920', h: '1080' };
type State = typeof DEFAULTS;

const accept = (key: keyof State, value: string): boolean => {
  switch (key) {
    case 't':
      return value === 'linear' || value === 'radial';
    case 'sh':
      return value === 'circle' || value === 'ellipse';
    case 'a':
      return parseAngle(value) !== null;
    case 's':
      return parseStops(value) !== null;
    default:
      return parseSide(value) !== null;
  }
};

const ARROWS: Record<number, string> = { 0: '↑', 45: '↗', 90: '→', 135: '↘', 180: '↓', 225: '↙', 270: '←', 315: '↖' };

export default function ColorGradientGenerator() {
  const { t } = useTranslation([NS, 'common']);
  const [state, setState] = useFragmentState(DEFAULTS, accept);
  const [busy, setBusy] = useState(false);

  const stops = parseStops(state.s) ?? presetStops('sunset');
  const angle = parseAngle(state.a) ?? 90;
  const gradient: Gradient = {
    type: state.t === 'radial' ? 'radial' : 'linear',
    angle,
    shape: state.sh === 'ellipse' ? 'ellipse' : 'circle',
    stops,
  };
  const css = gradientCss(gradient);

  const set = (patch: Partial<State>) => setState((s) => ({ ...s, ...patch }));
  const setStops = (next: Stop[]) => set({ s: serializeStops(next) });
  const updateStop = (i: number, patch: Partial<Stop>) => setStops(stops.map((s, j) => (j === i ? { ...s, ...patch } : s)));

  const applyPreset = (id: PresetId) => set({ s: serializeStops(presetStops(id)) });

  const copyCss = () => copyWithNotice(css);

  const width = parseSide(state.w);
  const height = parseSide(state.h);

  const downloadPng = async () => {
    if (width === null || height === null) {
      notifyError(t('invalidSize', { max: MAX_IMAGE_SIDE }));
      return;
    }
    setBusy(true);
    try {
      const blob = await drawGradient(gradient, width, height);
      downloadFile(blob, `gradient-${width}x${height}.png`);
      notifySuccess(t('downloaded'));
    } catch {
      notifyError(t('downloadFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <ToolLayout
      toolId="color-gradient-generator"
      onExample={() => setState({ ...DEFAULTS, t: 'linear', a: '135', s: serializeStops([{ color: '#c471f5', pos: 0 }, { color: '#56ccf2', pos: 50 }, { color: '#fa71cd', pos: 100 }]) })}
      onClear={() => setState(DEFAULTS)}
      clearedMessage={t('reset')}
      copyValue={() => css}
    >
      <div
        className="h-48 w-full rounded-lg border border-border sm:h-64"
        style={{ background: gradientValue(gradient) }}
        role="img"
        aria-label={t('previewLabel', { css: gradientValue(gradient) })}
        data-testid="gradient-preview"
      />

      <div className="flex flex-col gap-1.5">
        <span className="text-sm font-medium" id="css-label">{t('css')}</span>
        <div className="flex items-start gap-2 rounded-lg border border-border bg-muted/40 p-3">
          <pre className="min-w-0 flex-1 whitespace-pre-wrap break-all font-mono text-sm" aria-labelledby="css-label" data-testid="gradient-css">{css}</pre>
          <Button variant="ghost" size="icon" aria-label={t('copyCss')} onClick={() => void copyCss()}>
            <ClipboardCopy className="h-4 w-4" aria-hidden="true" />
          </Button>
        </div>
      </div>

      <div role="group" aria-labelledby="presets-label" className="flex flex-col gap-1.5">
        <span id="presets-label" className="text-sm font-medium">{t('presets')}</span>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6">
          {PRESET_IDS.map((id) => (
            <button
              key={id}
              type="button"
              onClick={() => applyPreset(id)}
              className="flex flex-col overflow-hidden rounded-lg border border-border text-left text-sm hover:bg-muted focus-ring"
            >
              <span className="h-10 w-full" style={{ background: gradientValue({ ...gradient, type: 'linear', angle: 90, stops: presetStops(id) }) }} aria-hidden="true" />
              <span className="px-2 py-1.5">{t(`preset.${id}`)}</span>
            </button>
          ))}
        </div>
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label={t('type')} value={gradient.type} onChange={(e) => set({ t: e.target.value })}>
          <option value="linear">{t('linear')}</option>
          <option value="radial">{t('radial')}</option>
        </SelectField>
        {gradient.type === 'radial' ? (
          <SelectField label={t('shape')} value={gradient.shape} onChange={(e) => set({ sh: e.target.value })}>
            <option value="circle">{t('circle')}</option>
            <option value="ellipse">{t('ellipse')}</option>
          </SelectField>
        ) : (
          <InputField
            label={t('angle')}
            type="number"
            min={0}
            max={359}
            inputMode="numeric"
            value={state.a}
            onChange={(e) => set({ a: e.target.value })}
          />
        )}
      </div>

      {gradient.type === 'linear' && (
        <div className="flex flex-col gap-3">
          <div role="group" aria-labelledby="direction-label" className="flex flex-col gap-1.5">
            <span id="direction-label" className="text-sm font-medium">{t('direction')}</span>
            <div className="flex flex-wrap gap-2">
              {DIRECTIONS.map((d) => (
                <Button
                  key={d.id}
                  variant={angle === d.angle ? 'primary' : 'outline'}
                  size="arrow"
                  aria-pressed={angle === d.angle}
                  aria-label={t(`dir.${d.id}`)}
                  title={t(`dir.${d.id}`)}
                  onClick={() => set({ a: String(d.angle) })}
                >
                  <span aria-hidden="true">{ARROWS[d.angle]}</span>
                </Button>
              ))}
            </div>
          </div>
          <RangeField label={t('customAngle')} value={angle} min={0} max={359} unit="°" onChange={(v) => set({ a: String(v) })} />
        </div>
      )}

      <div role="group" aria-labelledby="stops-label" className="flex flex-col gap-2">
        <div className="flex items-center justify-between gap-2">
          <span id="stops-label" className="text-sm font-medium">{t('stops')}</span>
          <Button variant="outline" size="sm" onClick={() => setStops(addStop(stops))} disabled={stops.length >= MAX_STOPS}>
            <Plus className="h-4 w-4" aria-hidden="true" /> {t('addStop')}
          </Button>
        </div>
        <ol className="flex flex-col gap-2">
          {stops.map((stop, i) => (
            <StopRow
              key={i}
              index={i}
              stop={stop}
              count={stops.length}
              onChange={(patch) => updateStop(i, patch)}
              onMove={(delta) => setStops(moveStop(stops, i, delta))}
              onRemove={() => setStops(removeStop(stops, i))}
            />
          ))}
        </ol>
        <p className="text-xs text-muted-foreground">{t('stopsHint', { order: sortedStops(stops).map((s) => `${s.color} ${s.pos}%`).join(' → ') })}</p>
      </div>

      <div className="flex flex-col gap-2 rounded-lg border border-border bg-muted/40 p-3">
        <span className="text-sm font-medium">{t('image')}</span>
        <div className="flex flex-wrap items-end gap-3">
          <div className="w-32">
            <InputField label={t('width')} type="number" min={1} max={MAX_IMAGE_SIDE} inputMode="numeric" value={state.w} onChange={(e) => set({ w: e.target.value })} />
          </div>
          <div className="w-32">
            <InputField label={t('height')} type="number" min={1} max={MAX_IMAGE_SIDE} inputMode="numeric" value={state.h} onChange={(e) => set({ h: e.target.value })} />
          </div>
          <Button onClick={() => void downloadPng()} disabled={busy}>
            <Download className="h-4 w-4" aria-hidden="true" /> {t('downloadPng')}
          </Button>
        </div>
      </div>
    </ToolLayout>
  );
}

function StopRow({ index, stop, count, onChange, onMove, onRemove }: {
  index: number;
  stop: Stop;
  count: number;
  onChange: (patch: Partial<Stop>) => void;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation(NS);
  const n = index + 1;
  const [hex, setHex] = useState(stop.color);
  const [prevColor, setPrevColor] = useState(stop.color);
  if (prevColor !== stop.color) {
    setPrevColor(stop.color);
    setHex(stop.color);
  }
  return (
    <li className="flex flex-wrap items-center gap-2 rounded-lg border border-border p-2" data-testid="gradient-stop">
      <input
        type="color"
        value={stop.color}
        onChange={(e) => onChange({ color: e.target.value.toLowerCase() })}
        aria-label={t('stopColor', { n })}
        className="h-9 w-12 cursor-pointer rounded-md border border-input bg-background p-1"
      />
      <input
        type="text"
        value={hex}
        maxLength={7}
        spellCheck={false}
        aria-label={t('stopHex', { n })}
        onChange={(e) => {
          // maxLength binds typing and pasting only: a value set by script or an extension can be megabytes, and a
          // text field that long is a second-long layout.
          const value = e.target.value.slice(0, 7);
          setHex(value);
          if (isHexColor(value)) onChange({ color: value.toLowerCase() });
        }}
        className={cn('h-9 w-24 rounded-md border bg-background px-2 font-mono text-sm', isHexColor(hex) ? 'border-input' : 'border-destructive')}
      />
      <input
        type="range"
        min={0}
        max={100}
        value={stop.pos}
        onChange={(e) => onChange({ pos: Number(e.target.value) })}
        aria-label={t('stopPosition', { n })}
        className="h-9 min-w-24 flex-1 accent-primary"
      />
      <output className="w-12 text-right text-sm tabular-nums text-muted-foreground">{stop.pos}%</output>
      <div className="flex gap-1">
        <Button variant="ghost" size="icon" aria-label={t('moveUp', { n })} disabled={index === 0} onClick={() => onMove(-1)}>
          <ArrowUp className="h-4 w-4" aria-hidden="true" />
        </Button>
        <Button variant="ghost" size="icon" aria-label={t('moveDown', { n })} disabled={index === count - 1} onClick={() => onMove(1)}>
          <ArrowDown className="h-4 w-4" aria-hidden="true" />
        </Button>
        <Button variant="ghost" size="icon" aria-label={t('removeStop', { n })} disabled={count <= MIN_STOPS} onClick={onRemove}>
          <Trash2 className="h-4 w-4" aria-hidden="true" />
        </Button>
      </div>
    </li>
  );
}
