import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Download, Minimize2 } from 'lucide-react';
import { ToolLayout } from '../../ui/ToolLayout';
import { CheckboxField, InputField, RangeField, SelectField } from '../../ui/Field';
import { Button } from '../../ui/Button';
import { FileDrop, formatBytes } from '../../ui/FileDrop';
import { ImageResultList } from '../../ui/ImageResultList';
import { notifyError, notifySuccess } from '../../ui/notify';
import { notifyJobError } from '../../ui/jobMessages';
import { useImageBatch, type ImageItem } from '../../ui/useImageBatch';
import { imageJobs, type FormatChoice } from '../../lib/jobs/image';
import {
  DEFAULT_SETTINGS,
  EXAMPLE_NAME,
  EXAMPLE_SIZE,
  FORMATS,
  ZIP_NAME,
  compressedName,
  encoderProblem,
  formatPercent,
  parseTargetKb,
  percentSaved,
  targetApplies,
  toCompressOptions,
  type CompressSettings,
} from './logic';

const NS = 'tools/image-compressor';
const FORMAT_KEYS: Record<FormatChoice, string> = { auto: 'auto', 'image/jpeg': 'jpeg', 'image/webp': 'webp', 'image/avif': 'avif', 'image/png': 'png' };

export default function ImageCompressor() {
  const { t } = useTranslation([NS, 'common']);
  const [settings, setSettings] = useState<CompressSettings>(DEFAULT_SETTINGS);
  // The target as last run, for the "cannot reach" message (the field may have changed since).
  const runTarget = useRef<number | undefined>(undefined);
  const describeError = useCallback(
    (err: unknown) => {
      const problem = encoderProblem(err);
      if (!problem) return null;
      if (problem.kind !== 'targetUnreachable') return t(`errors.${problem.kind}`);
      return t('errors.targetUnreachable', { target: formatBytes(runTarget.current ?? 0), smallest: formatBytes(problem.smallestBytes) });
    },
    [t],
  );
  const batch = useImageBatch({ describeError });
  const { items, results, running, outcome } = batch;

  const set = <K extends keyof CompressSettings>(key: K, value: CompressSettings[K]) => setSettings((s) => ({ ...s, [key]: value }));

  const compress = async (current = settings) => {
    if (!batch.hasValidFiles()) {
      notifyError(t('common:files.uploadFirst'));
      return;
    }
    const options = toCompressOptions(current);
    if (typeof options === 'string') {
      notifyError(t(options));
      return;
    }
    runTarget.current = options.targetBytes;
    const result = await batch.process((item, { signal, onProgress }) => imageJobs.compress(item.file, options, { signal, onProgress }));
    if (result?.kind === 'done' && result.ok > 0) notifySuccess(t('doneToast', { count: result.ok }));
  };

  const onExample = () => {
    // Stop a running batch first: the sample is drawn by the same worker.
    batch.cancel();
    void (async () => {
      try {
        const blob = await imageJobs.sample(EXAMPLE_SIZE.width, EXAMPLE_SIZE.height);
        const next = DEFAULT_SETTINGS;
        setSettings(next);
        batch.replaceFiles([new File([blob], EXAMPLE_NAME, { type: blob.type || 'image/png' })]);
        await compress(next);
      } catch (err) {
        notifyJobError(err);
      }
    })();
  };

  const nameFor = (item: ImageItem & { result: { blob: Blob } }) => compressedName(item.file.name, item.result.blob.type);

  const totals = results.reduce((acc, i) => ({ before: acc.before + i.file.size, after: acc.after + i.result.blob.size }), { before: 0, after: 0 });
  const validCount = items.filter((i) => i.status !== 'invalid').length;
  const totalSaved = percentSaved(totals.before, totals.after);

  const noteFor = (item: ImageItem) => {
    if (!item.result) return null;
    const pct = percentSaved(item.file.size, item.result.blob.size);
    return pct >= 0
      ? { text: t('saved', { percent: formatPercent(pct) }), tone: 'good' as const }
      : { text: t('larger', { percent: formatPercent(pct) }), tone: 'bad' as const };
  };

  return (
    <ToolLayout
      toolId="image-compressor"
      onExample={onExample}
      onClear={batch.clear}
      clearedMessage={t('common:files.cleared')}
      job={{ id: batch.jobId, onCancel: batch.cancel, label: t('progressLabel') }}
    >
      <FileDrop accept="image/*" multiple label={t('common:files.dropImages')} hint={t('dropHint')} onFiles={batch.addFiles} />

      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <SelectField label={t('format')} value={settings.format} onChange={(e) => set('format', e.target.value as FormatChoice)}>
          {FORMATS.map((f) => (
            <option key={f} value={f}>
              {t(`formats.${FORMAT_KEYS[f]}`)}
            </option>
          ))}
        </SelectField>
        <RangeField
          label={t('quality')}
          value={settings.quality}
          min={1}
          max={100}
          unit="%"
          onChange={(v) => set('quality', v)}
          hint={settings.format === 'image/png' ? t('qualityPngHint') : t('qualityHint')}
        />
        <InputField
          label={t('targetSize')}
          type="text"
          inputMode="decimal"
          placeholder={t('noTarget')}
          value={targetApplies(settings.format) ? settings.targetKb : ''}
          disabled={!targetApplies(settings.format)}
          aria-invalid={targetApplies(settings.format) && parseTargetKb(settings.targetKb) === null}
          onChange={(e) => set('targetKb', e.target.value)}
          hint={targetApplies(settings.format) ? t('targetHint') : t('targetPngHint')}
        />
        <InputField
          label={t('maxWidth')}
          type="number"
          inputMode="numeric"
          min={1}
          max={10000}
          placeholder={t('noLimit')}
          value={settings.maxWidth}
          onChange={(e) => set('maxWidth', e.target.value)}
        />
        <InputField
          label={t('maxHeight')}
          type="number"
          inputMode="numeric"
          min={1}
          max={10000}
          placeholder={t('noLimit')}
          value={settings.maxHeight}
          onChange={(e) => set('maxHeight', e.target.value)}
          hint={t('limitsHint')}
        />
        <div className="flex flex-col gap-1.5">
          <CheckboxField label={t('keepMetadata')} checked={settings.keepMetadata} onChange={(v) => set('keepMetadata', v)} />
          <p className="text-xs text-muted-foreground">{t('keepMetadataHint')}</p>
        </div>
      </div>

      <div className="flex flex-wrap items-center gap-2">
        <Button onClick={() => void compress()} disabled={running}>
          <Minimize2 className="h-4 w-4" aria-hidden="true" /> {running ? t('compressing') : t('compress')}
        </Button>
        <Button
          variant="outline"
          onClick={() => void batch.downloadResults(nameFor, ZIP_NAME, t('common:files.compressFirst'))}
        >
          <Download className="h-4 w-4" aria-hidden="true" /> {results.length >= 2 ? t('common:files.zipAll') : t('common:tool.download')}
        </Button>
        <p className="text-sm text-muted-foreground" role="status" data-testid="batch-summary">
          {outcome?.kind === 'cancelled' && t('cancelledNotice', { count: outcome.ok })}
          {outcome?.kind !== 'cancelled' && results.length > 0 &&
            t('summary', {
              done: results.length,
              total: validCount,
              before: formatBytes(totals.before),
              after: formatBytes(totals.after),
              change: totalSaved >= 0 ? t('saved', { percent: formatPercent(totalSaved) }) : t('larger', { percent: formatPercent(totalSaved) }),
            })}
        </p>
      </div>

      <ImageResultList
        ns={NS}
        items={items}
        running={running}
        onSourceSize={batch.setNatural}
        progressOf={batch.progressOf}
        onRemove={batch.remove}
        noteFor={noteFor}
        fileName={nameFor}
      />
    </ToolLayout>
  );
}
