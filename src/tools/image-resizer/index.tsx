import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Scaling } from 'lucide-react';
import { CheckboxField, InputField } from '../../ui/Field';
import { Button } from '../../ui/Button';
import { ImageBatchTool } from '../../ui/image/ImageBatchTool';
import { useImageBatch, type ImageItem } from '../../ui/image/useImageBatch';
import { ImageOutputFields } from '../../ui/image/ImageOutputFields';
import { useImageEffort } from '../../lib/imageEffort';
import { imageJobs, type Size } from '../../lib/jobs/image';
import { parseDimension } from '../../lib/imageFiles';
import { UPRIGHT, aspectRatio, WHOLE, fitAspect, flipRect, isUpright, isWhole, transformedSize, turnRect, turnedSize, type Orientation, type QuarterTurns, type Rect } from '@workers/image/transform';
import { TransformPanel } from './TransformPanel';
import {
  DEFAULT_QUALITY,
  EXAMPLE_NAME,
  EXAMPLE_PRESET,
  EXAMPLE_SIZE,
  FORMAT_CHOICES,
  effortApplies,
  MAX_DIMENSION_PX,
  PRESETS,
  ZIP_NAME,
  editSide,
  linkedSide,
  outputMimeFor,
  presetFields,
  encoderProblem,
  qualityPercent,
  resizedName,
  toResizeSpec,
  type FormatChoice,
  type Preset,
  type SizeFields,
} from './logic';

const NS = 'tools/image-resizer';

interface Settings {
  fields: SizeFields;
  lock: boolean;
  preset: Preset | null;
  format: FormatChoice;
  quality: number;
  keepMetadata: boolean;
}

export default function ImageResizer() {
  const { t } = useTranslation([NS, 'common']);
  const presetsId = useId();
  const [settings, setSettings] = useState<Settings>({
    fields: { width: '', height: '' },
    lock: true,
    preset: null,
    format: 'original',
    quality: DEFAULT_QUALITY,
    keepMetadata: false,
  });
  const describeError = useCallback(
    (err: unknown) => {
      const kind = encoderProblem(err)?.kind;
      return kind === 'codecUnavailable' || kind === 'truncated' ? t(`errors.${kind}`) : null;
    },
    [t],
  );
  const batch = useImageBatch({ ns: NS, describeError });
  const effortChoice = useImageEffort();
  const [effort] = effortChoice;
  // Turning and flipping apply to every image; each image may have its own crop (by item id), kept as it turns.
  const [orientation, setOrientation] = useState<Orientation>(UPRIGHT);
  const [crops, setCrops] = useState<Record<string, Rect>>({});
  const [aspect, setAspect] = useState('free');
  const [cropId, setCropId] = useState<string | null>(null);
  const croppable = batch.items.filter((i): i is ImageItem & { natural: Size } => !i.problem && i.natural !== null);
  const cropTarget = croppable.find((i) => i.id === cropId) ?? croppable[0] ?? null;

  // The first image whose preview has loaded is the reference for the aspect lock and the presets
  // (an undecodable file never gets a size, and must not block the fields): as it will come out, turned and cropped.
  const first = croppable[0] ?? null;
  const reference: Size | null = first ? transformedSize(first.natural, { ...orientation, crop: crops[first.id] }) : null;
  const referenceKey = first && reference ? `${first.id}:${reference.width}x${reference.height}` : '';
  const appliedKey = useRef('');

  const appliedSize = useRef<Size | null>(null);

  useEffect(() => {
    if (!reference || appliedKey.current === referenceKey) return;
    appliedKey.current = referenceKey;
    const before = appliedSize.current;
    appliedSize.current = reference;
    setSettings((s) => {
      if (s.preset !== null) return { ...s, fields: presetFields(reference, s.preset) };
      const width = parseDimension(s.fields.width);
      // Empty fields, or fields still showing the image's own size (turned or cropped since): its size as it now is.
      const untouched = before !== null && width === before.width && parseDimension(s.fields.height) === before.height;
      if (width === null || untouched) return { ...s, fields: { width: String(reference.width), height: String(reference.height) } };
      return s.lock ? { ...s, fields: { width: String(width), height: String(linkedSide(width, reference, 'width')) } } : s;
    });
  }, [reference, referenceKey]);

  const editField = (side: keyof SizeFields, value: string) =>
    setSettings((s) => ({ ...s, preset: null, fields: editSide(s.fields, side, value, s.lock, reference) }));

  const choosePreset = (preset: Preset) =>
    setSettings((s) => ({ ...s, preset, fields: reference ? presetFields(reference, preset) : s.fields }));

  const toggleLock = (lock: boolean) =>
    setSettings((s) => {
      const width = parseDimension(s.fields.width);
      if (!lock || !reference || width === null || s.preset !== null) return { ...s, lock };
      return { ...s, lock, fields: { width: String(width), height: String(linkedSide(width, reference, 'width')) } };
    });

  const turn = (by: 1 | -1) => {
    setOrientation((o) => ({ ...o, turns: (((o.turns + by) % 4) + 4) % 4 as QuarterTurns }));
    setCrops((all) => Object.fromEntries(Object.entries(all).map(([id, r]) => [id, turnRect(r, by)])));
  };
  const flip = (axis: 'x' | 'y') => {
    setOrientation((o) => (axis === 'x' ? { ...o, flipX: !o.flipX } : { ...o, flipY: !o.flipY }));
    setCrops((all) => Object.fromEntries(Object.entries(all).map(([id, r]) => [id, flipRect(r, axis)])));
  };
  const setCrop = (id: string, rect: Rect | null) =>
    setCrops((all) => {
      const rest = { ...all };
      delete rest[id];
      return rect && !isWhole(rect) ? { ...rest, [id]: rect } : rest;
    });
  const chooseAspect = (id: string) => {
    setAspect(id);
    if (!cropTarget) return;
    const turned = turnedSize(cropTarget.natural, orientation.turns);
    setCrop(cropTarget.id, fitAspect(crops[cropTarget.id] ?? WHOLE, aspectRatio(id), turned.width / turned.height));
  };
  const transformOf = (id: string) => {
    const crop = crops[id];
    if (isUpright(orientation) && !crop) return undefined;
    return crop ? { ...orientation, crop } : { ...orientation };
  };

  const resize = (current: Settings = settings) =>
    batch.start(() => {
      const spec = toResizeSpec(current.fields, current.lock, current.preset);
      if (!spec) return t('invalidSize', { max: MAX_DIMENSION_PX });
      const quality = qualityPercent(current.quality);
      return (item, { signal, onProgress }) => {
        const format = outputMimeFor(current.format, item.file.type);
        // PNG stays lossless here: the resizer's quality is for the photo formats.
        const options = { spec, format, quality: format === 'image/png' ? 100 : quality, keepMetadata: current.keepMetadata, effort, transform: transformOf(item.id) };
        return imageJobs.resize(item.file, options, { signal, onProgress });
      };
    });

  const onExample = () =>
    batch.loadExample(EXAMPLE_NAME, EXAMPLE_SIZE, () => {
      const next: Settings = {
        fields: presetFields(EXAMPLE_SIZE, EXAMPLE_PRESET),
        lock: true,
        preset: EXAMPLE_PRESET,
        format: 'original',
        quality: DEFAULT_QUALITY,
        keepMetadata: false,
      };
      setSettings(next);
      return resize(next);
    });

  const nameFor = (item: ImageItem & { result: { blob: Blob; width: number; height: number } }) =>
    resizedName(item.file.name, item.result.blob.type, item.result);

  const pngOnly = settings.format === 'image/png';

  return (
    <ImageBatchTool
      toolId="image-resizer"
      batch={batch}
      onExample={onExample}
      action={{ icon: Scaling, label: 'resize', busyLabel: 'resizing', onClick: () => void resize() }}
      fileName={nameFor}
      zipName={ZIP_NAME}
      downloadFirst="resizeFirst"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-3">
          <div className="grid grid-cols-2 gap-3">
            {(['width', 'height'] as const).map((side) => (
              <InputField
                key={side}
                label={t(side)}
                type="number"
                inputMode="numeric"
                min={1}
                max={MAX_DIMENSION_PX}
                value={settings.fields[side]}
                onChange={(e) => editField(side, e.target.value)}
              />
            ))}
          </div>
          <CheckboxField label={t('keepAspect')} checked={settings.lock} onChange={toggleLock} />
          <div role="group" aria-labelledby={presetsId} className="flex flex-wrap items-center gap-2">
            <span id={presetsId} className="text-sm font-medium">
              {t('presets')}
            </span>
            {PRESETS.map((p) => (
              <Button
                key={p}
                size="sm"
                variant={settings.preset === p ? 'primary' : 'secondary'}
                aria-pressed={settings.preset === p}
                onClick={() => choosePreset(p)}
              >
                {p}%
              </Button>
            ))}
          </div>
          <p className="text-xs text-muted-foreground" data-testid="size-hint">
            {settings.preset !== null
              ? t('presetHint', { percent: settings.preset })
              : reference
                ? t('referenceHint', { width: reference.width, height: reference.height })
                : t('sizeHint')}
          </p>
        </div>
        <div className="flex flex-col gap-3">
          <ImageOutputFields
            ns={NS}
            formats={FORMAT_CHOICES}
            value={settings}
            onChange={setSettings}
            qualityHint={t('qualityHint')}
            qualityDisabled={pngOnly}
            effort={effortChoice}
            effortApplies={effortApplies(settings.format)}
          />
        </div>
      </div>
      <TransformPanel
        orientation={orientation}
        onTurn={turn}
        onFlip={flip}
        aspect={aspect}
        onAspect={chooseAspect}
        images={croppable}
        target={cropTarget}
        onTarget={setCropId}
        crop={cropTarget ? crops[cropTarget.id] : undefined}
        onCrop={(rect) => cropTarget && setCrop(cropTarget.id, rect)}
        onResetCrop={() => cropTarget && setCrop(cropTarget.id, null)}
      />
    </ImageBatchTool>
  );
}
