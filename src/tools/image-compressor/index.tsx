import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Minimize2 } from 'lucide-react';
import { InputField } from '../../ui/Field';
import { formatBytes } from '../../ui/FileDrop';
import { ImageBatchTool } from '../../ui/image/ImageBatchTool';
import { useImageBatch, type ImageItem } from '../../ui/image/useImageBatch';
import { ImageOutputFields } from '../../ui/image/ImageOutputFields';
import { useImageEffort } from '../../lib/imageEffort';
import { imageJobs } from '../../lib/jobs/image';
import {
  DEFAULT_SETTINGS,
  EXAMPLE_NAME,
  EXAMPLE_SIZE,
  FORMATS,
  ZIP_NAME,
  compressedName,
  effortApplies,
  encoderProblem,
  parseTargetKb,
  targetApplies,
  toCompressOptions,
  type CompressSettings,
} from './logic';

const NS = 'tools/image-compressor';

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
  const batch = useImageBatch({ ns: NS, describeError });
  const effortChoice = useImageEffort();
  const [effort] = effortChoice;

  const set = <K extends keyof CompressSettings>(key: K, value: CompressSettings[K]) => setSettings((s) => ({ ...s, [key]: value }));

  const compress = (current = settings) =>
    batch.start(() => {
      const options = toCompressOptions(current, effort);
      if (typeof options === 'string') return t(options);
      runTarget.current = options.targetBytes;
      return (item, { signal, onProgress }) => imageJobs.compress(item.file, options, { signal, onProgress });
    });

  const onExample = () =>
    batch.loadExample(EXAMPLE_NAME, EXAMPLE_SIZE, () => {
      setSettings(DEFAULT_SETTINGS);
      return compress(DEFAULT_SETTINGS);
    });

  const nameFor = (item: ImageItem & { result: { blob: Blob } }) => compressedName(item.file.name, item.result.blob.type);

  return (
    <ImageBatchTool
      toolId="image-compressor"
      batch={batch}
      onExample={onExample}
      action={{ icon: Minimize2, label: 'compress', busyLabel: 'compressing', onClick: () => void compress() }}
      fileName={nameFor}
      zipName={ZIP_NAME}
      downloadFirst="common:files.compressFirst"
      judgeSize
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <ImageOutputFields
          ns={NS}
          formats={FORMATS}
          value={settings}
          onChange={setSettings}
          qualityHint={settings.format === 'image/png' ? t('qualityPngHint') : t('qualityHint')}
          effort={effortChoice}
          effortApplies={effortApplies(settings.format)}
        >
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
          {(['maxWidth', 'maxHeight'] as const).map((side) => (
            <InputField
              key={side}
              label={t(side)}
              type="number"
              inputMode="numeric"
              min={1}
              max={10000}
              placeholder={t('noLimit')}
              value={settings[side]}
              onChange={(e) => set(side, e.target.value)}
              hint={side === 'maxHeight' ? t('limitsHint') : undefined}
            />
          ))}
        </ImageOutputFields>
      </div>
    </ImageBatchTool>
  );
}
