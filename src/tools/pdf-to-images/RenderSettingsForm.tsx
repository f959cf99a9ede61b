import { memo } from 'react';
import type { TFunction } from 'i18next';
import { PDF_MAX_DPI, PDF_MIN_DPI, pixelSize, type PdfInfo } from '../../lib/jobs/pdf';
import { useStoreValue } from '../../lib/valueStore';
import { Button } from '../../ui/Button';
import { InputField, RangeField, SelectField } from '../../ui/Field';
import { PageRangeChoice } from '../../ui/pdf/PageRangeChoice';
import type { SettingsFormProps } from '../../ui/pdf/useOneDocTool';
import { DPI_PRESETS, FORMATS, SCOPES, chosenPages, hasQuality, parseDpi, type RenderSettings } from './logic';

/** Each chosen page shows the pixel size it will have; a page left out shows nothing. */
export function renderMarks(info: PdfInfo, settings: RenderSettings, t: TFunction): (string | undefined)[] {
  const picked = chosenPages(settings, info.pageCount);
  const chosen = new Set(picked.ok ? picked.pages : []);
  const dpi = parseDpi(settings.dpi);
  return info.pages.map((size, page) => {
    if (!chosen.has(page)) return undefined;
    if (dpi === null) return t('chosen');
    const px = pixelSize(size.width, size.height, dpi);
    return t('pixels', { width: px.width, height: px.height });
  });
}


/** Pages, density, format and quality. Subscribed to the settings itself: a keystroke re-renders this form alone. */
export const RenderSettingsForm = memo(function RenderSettingsForm({ settings: store, set, t }: SettingsFormProps<RenderSettings>) {
  const settings = useStoreValue(store);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <PageRangeChoice t={t} name="scope" ways={SCOPES} way={settings.scope} onWay={(s) => set('scope', s)} ranges={settings.ranges} onRanges={(r) => set('ranges', r)} />
      <div className="flex flex-col gap-2">
        <InputField
          label={t('dpi')}
          type="number"
          inputMode="numeric"
          min={PDF_MIN_DPI}
          max={PDF_MAX_DPI}
          value={settings.dpi}
          onChange={(e) => set('dpi', e.target.value)}
          hint={t('dpiHint', { min: PDF_MIN_DPI, max: PDF_MAX_DPI })}
        />
        {/* One choice of several, a radio group: it sets the DPI field, it does not act on the document. */}
        <div className="flex flex-wrap gap-2" role="radiogroup" aria-label={t('dpiPresets')}>
          {DPI_PRESETS.map((p) => (
            <Button
              key={p}
              role="radio"
              variant={settings.dpi === String(p) ? 'secondary' : 'outline'}
              size="sm"
              aria-checked={settings.dpi === String(p)}
              onClick={() => set('dpi', String(p))}
            >
              {t(`presets.${p}`)}
            </Button>
          ))}
        </div>
      </div>
      <SelectField label={t('format')} value={settings.mime} onChange={(e) => set('mime', e.target.value as RenderSettings['mime'])}>
        {FORMATS.map((m) => (
          <option key={m} value={m}>
            {t(`formats.${m.slice(6)}`)}
          </option>
        ))}
      </SelectField>
      {hasQuality(settings.mime) && <RangeField label={t('quality')} value={settings.quality} min={1} max={100} unit="%" onChange={(v) => set('quality', v)} />}
    </div>
  );
});
