import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FlipHorizontal2, FlipVertical2, RotateCcw, RotateCw } from 'lucide-react';
import { CROP_ASPECTS, WHOLE, aspectRatio, cropPixels, turnedSize, type Orientation, type Rect } from '@workers/image/transform';
import { Button } from '../../ui/Button';
import { SelectField } from '../../ui/Field';
import { CropBox } from '../../ui/image/CropBox';
import { OrientedPreview } from '../../ui/image/OrientedPreview';
import type { ImageItem } from '../../ui/image/useImageBatch';

interface TransformPanelProps {
  orientation: Orientation;
  onTurn: (by: 1 | -1) => void;
  onFlip: (axis: 'x' | 'y') => void;
  aspect: string;
  onAspect: (id: string) => void;
  /** The images that can be cropped (valid, with a known size) and the one being cropped. */
  images: readonly (ImageItem & { natural: NonNullable<ImageItem['natural']> })[];
  target: (ImageItem & { natural: NonNullable<ImageItem['natural']> }) | null;
  onTarget: (id: string) => void;
  crop: Rect | undefined;
  onCrop: (rect: Rect) => void;
  onResetCrop: () => void;
}

/** The resizer's crop, rotate and flip: turning and flipping apply to every image, the crop to the one drawn on. */
export function TransformPanel(props: TransformPanelProps) {
  const { t } = useTranslation(['tools/image-resizer', 'common']);
  const headingId = useId();
  const { orientation, target } = props;
  if (!target) return null;
  const turned = turnedSize(target.natural, orientation.turns);
  const rect = props.crop ?? WHOLE;
  const pixels = cropPixels(turned, rect);
  const ratio = aspectRatio(props.aspect);

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-lg border border-border p-3" data-testid="transform-panel">
      <h2 id={headingId} className="text-base font-semibold">{t('transform.title')}</h2>
      <p className="text-xs text-muted-foreground">{t('transform.hint')}</p>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="secondary" onClick={() => props.onTurn(-1)}>
          <RotateCcw className="h-4 w-4" aria-hidden="true" /> {t('transform.rotateLeft')}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => props.onTurn(1)}>
          <RotateCw className="h-4 w-4" aria-hidden="true" /> {t('transform.rotateRight')}
        </Button>
        <Button size="sm" variant={orientation.flipX ? 'primary' : 'secondary'} aria-pressed={orientation.flipX} onClick={() => props.onFlip('x')}>
          <FlipHorizontal2 className="h-4 w-4" aria-hidden="true" /> {t('transform.flipX')}
        </Button>
        <Button size="sm" variant={orientation.flipY ? 'primary' : 'secondary'} aria-pressed={orientation.flipY} onClick={() => props.onFlip('y')}>
          <FlipVertical2 className="h-4 w-4" aria-hidden="true" /> {t('transform.flipY')}
        </Button>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        {props.images.length > 1 && (
          <SelectField label={t('transform.image')} value={target.id} onChange={(e) => props.onTarget(e.target.value)}>
            {props.images.map((i) => (
              <option key={i.id} value={i.id}>{i.file.name}</option>
            ))}
          </SelectField>
        )}
        <SelectField label={t('transform.aspect')} value={props.aspect} onChange={(e) => props.onAspect(e.target.value)}>
          {CROP_ASPECTS.map((a) => (
            <option key={a.id} value={a.id}>{a.id === 'free' ? t('transform.free') : a.id}</option>
          ))}
        </SelectField>
      </div>
      <div className="flex justify-center rounded-md bg-muted p-2">
        <CropBox
          rect={rect}
          onChange={props.onCrop}
          aspect={ratio}
          imageAspect={turned.width / turned.height}
          label={t('transform.cropBox', { name: target.file.name })}
          valueText={t('transform.cropValue', { width: pixels.width, height: pixels.height, x: pixels.x, y: pixels.y })}
        >
          <OrientedPreview
            file={target.file}
            natural={target.natural}
            orientation={orientation}
            alt={t('transform.preview', { name: target.file.name })}
            noPreviewText={t('common:files.noPreview')}
          />
        </CropBox>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-xs text-muted-foreground" data-testid="crop-size">
          {t('transform.cropValue', { width: pixels.width, height: pixels.height, x: pixels.x, y: pixels.y })} · {t('transform.keys')}
        </p>
        <Button size="sm" variant="ghost" onClick={props.onResetCrop} disabled={!props.crop}>
          {t('transform.resetCrop')}
        </Button>
      </div>
    </section>
  );
}
