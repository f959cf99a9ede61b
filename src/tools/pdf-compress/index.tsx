import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Minimize2 } from 'lucide-react';
import { useImageEffort } from '../../lib/imageEffort';
import { pdfJobs, type CompressedPdf } from '../../lib/jobs/pdf';
import { CheckboxField, InputField, RangeField, SelectField } from '../../ui/Field';
import { formatBytes } from '../../ui/FileDrop';
import { EffortField } from '../../ui/image/EffortField';
import { notifyError } from '../../ui/notify';
import { PdfTool } from '../../ui/pdf/PdfTool';
import { readyDoc } from '../../ui/pdf/readyDoc';
import { useOneDocTool } from '../../ui/pdf/useOneDocTool';
import { CompressReport } from './CompressReport';
import { DEFAULT_SETTINGS, DPI_CHOICES, EXAMPLE_PAGES, compressedName, savedPercent, toCompressOptions, type PdfCompressSettings } from './logic';

const NS = 'tools/pdf-compress';

export default function PdfCompress() {
  const { t } = useTranslation([NS, 'pdf', 'common']);
  const { docs, runner, doc, settings, setSettings, set, loadExample } = useOneDocTool<PdfCompressSettings>(DEFAULT_SETTINGS);
  const [stats, setStats] = useState<CompressedPdf | null>(null);
  const [effort, setEffort] = useImageEffort();

  const compress = async (file: Blob, name: string, current: PdfCompressSettings) => {
    const options = toCompressOptions(current, effort);
    if (typeof options === 'string') return notifyError(t(options));
    setStats(null);
    await runner.run(async ({ signal, onProgress }) => {
      const out = await pdfJobs.compress(file, options, { signal, onProgress });
      setStats(out);
      const summary = out.unchanged
        ? t('unchanged', { size: formatBytes(out.before) })
        : t('summary', { before: formatBytes(out.before), after: formatBytes(out.after), percent: savedPercent(out.before, out.after) });
      return { outputs: [{ name: compressedName(name), blob: out.blob }], summary };
    });
  };

  const onRun = () => {
    const ready = readyDoc(doc);
    if (ready) void compress(ready.file, ready.name, settings);
  };

  const onExample = () =>
    loadExample(DEFAULT_SETTINGS, () => pdfJobs.samplePhotos(EXAMPLE_PAGES, t('exampleTitle')), (file) => compress(file, file.name, DEFAULT_SETTINGS));

  return (
    <PdfTool
      toolId="pdf-compress"
      docs={docs}
      runner={runner}
      onExample={() => void onExample()}
      onClear={() => {
        setSettings(DEFAULT_SETTINGS);
        setStats(null);
      }}
      action={{ icon: Minimize2, onClick: onRun }}
      zipName="compressed-pdfs.zip"
      afterResult={stats && <CompressReport stats={stats} />}
    >
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
        <EffortField effort={effort} onChange={setEffort} applies fastHint={t('effortFastHint')} />
        <div className="flex flex-col gap-1.5">
          <CheckboxField label={t('dropMetadata')} checked={settings.dropMetadata} onChange={(v) => set('dropMetadata', v)} />
          <p className="text-xs text-muted-foreground">{t('dropMetadataHint')}</p>
        </div>
      </div>
    </PdfTool>
  );
}
