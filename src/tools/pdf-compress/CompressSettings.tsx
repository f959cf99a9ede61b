import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImageEffort } from '@workers/image/codes';
import { useStoreValue, type ValueStore } from '../../lib/valueStore';
import { CheckboxField, InputField, RangeField, SelectField } from '../../ui/Field';
import { EffortField } from '../../ui/image/EffortField';
import type { SetSetting } from '../../ui/pdf/useOneDocTool';
import { DPI_CHOICES, toCompressOptions, type PdfCompressSettings } from './logic';

interface CompressSettingsProps {
  settings: ValueStore<PdfCompressSettings>;
  set: SetSetting<PdfCompressSettings>;
  effort: ImageEffort;
  onEffort: (effort: ImageEffort) => void;
}

/**
 * Quality, target size, image density, effort and metadata. Memoised and subscribed to the settings itself: a
 * keystroke in the target size re-renders this form, not the page with the file and the job around it.
 */
export const CompressSettings = memo(function CompressSettings({ settings: store, set, effort, onEffort }: CompressSettingsProps) {
  const { t } = useTranslation('tools/pdf-compress');
  const settings = useStoreValue(store);
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <RangeField label={t('quality')} value={settings.quality} min={10} max={95} unit="%" onChange={(v) => set('quality', v)} hint={t('qualityHint')} />
      <InputField
        label={t('targetSize')}
        type="text"
        inputMode="decimal"
        placeholder={t('noTarget')}
        value={settings.targetKb}
        aria-invalid={toCompressOptions(settings, effort) === 'targetInvalid'}
        onChange={(e) => set('targetKb', e.target.value)}
        hint={t('targetHint')}
      />
      <SelectField label={t('maxDpi')} value={settings.maxDpi} onChange={(e) => set('maxDpi', e.target.value as PdfCompressSettings['maxDpi'])} hint={t('maxDpiHint')}>
        {DPI_CHOICES.map((d) => (
          <option key={d} value={d}>
            {d === 'none' ? t('dpiNone') : t('dpi', { dpi: d })}
          </option>
        ))}
      </SelectField>
      <EffortField effort={effort} onChange={onEffort} applies fastHint={t('effortFastHint')} />
      <div className="flex flex-col gap-1.5">
        <CheckboxField label={t('dropMetadata')} checked={settings.dropMetadata} onChange={(v) => set('dropMetadata', v)} />
        <p className="text-xs text-muted-foreground">{t('dropMetadataHint')}</p>
      </div>
    </div>
  );
});
