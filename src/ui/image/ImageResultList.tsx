import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../../lib/download';
import type { ImageOutput } from '../../lib/jobs/image';
import { ImageResultCard, type ImageResultCardProps } from './ImageResultCard';
import type { ImageBatch, ImageItem } from './useImageBatch';
import { numberFormat, warmNumberFormat } from '../../lib/intlFormat';

const ImageCompareDialog = lazy(() => import('./ImageCompareDialog'));

interface ImageResultListProps {
  /**
   * The tool's namespace: it holds `empty`, `listLabel`, `before`, `after`, `fileProgress`, `status.{queued,working,ready}`,
   * `detail` and `compare.*`.
   */
  ns: string;
  /** The files, their state and progress, remove and the preview's size: the batch's. */
  batch: ImageBatch;
  /** The line under a finished result (e.g. "Saved 42%"). */
  noteFor: (item: ImageItem & { result: ImageOutput }) => ImageResultCardProps['note'];
  /** The file name a result downloads as. */
  fileName: (item: ImageItem & { result: ImageOutput }) => string;
}

const CODEC_NAMES: Record<ImageOutput['codec'], string> = { mozjpeg: 'MozJPEG', webp: 'WebP', avif: 'AVIF', oxipng: 'OxiPNG' };

const secondsOptions = (s: number) => ({ maximumFractionDigits: s < 10 ? 1 : 0, minimumFractionDigits: s < 10 ? 1 : 0 });

/** "0.4 s", "12 s" in the page's language. */
function seconds(ms: number, language: string): string {
  const s = ms / 1000;
  return numberFormat(language, secondsOptions(s)).format(s);
}

const hasResult = (item: ImageItem): item is ImageItem & { result: ImageOutput } => item.result !== null;

/**
 * The file list of an image batch tool (image-compressor, image-resizer): one
 * ImageResultCard per file with its status, progress, note, download and remove,
 * or the empty-state hint.
 */
export function ImageResultList({ ns, batch, noteFor, fileName }: ImageResultListProps) {
  const { t, i18n } = useTranslation([ns, 'common']);
  const { items, running, setNatural: onSourceSize, setNoPreview, progressOf, remove: onRemove } = batch;
  const [comparing, setComparing] = useState<string | null>(null);
  // The button that opened the compare view gets the focus back when it closes (the dialog has no Radix Trigger).
  const opener = useRef<HTMLElement | null>(null);
  const listed = items.length > 0;
  // While the files wait, so that the first finished file's line does not pay for the page's first number format.
  useEffect(() => (listed ? warmNumberFormat(i18n.language, secondsOptions(1)) : undefined), [listed, i18n.language]);
  const compared = items.find((i): i is ImageItem & { result: ImageOutput } => i.id === comparing && hasResult(i) && !i.problem) ?? null;

  const detailFor = (item: ImageItem & { result: ImageOutput }) =>
    t(item.result.shrunkForTarget ? 'detailShrunk' : 'detail', {
      codec: CODEC_NAMES[item.result.codec],
      quality: item.result.quality,
      seconds: seconds(item.result.encodeMs, i18n.language),
    }) + (item.result.metadataKept ? ` · ${t('metadataKeptNote')}` : '');

  const statusFor = (item: ImageItem): ImageResultCardProps['status'] => {
    if (item.error) return { text: item.error, tone: 'error' };
    if (item.status === 'queued' || item.status === 'working' || item.status === 'ready') {
      return { text: t(`status.${item.status}`), tone: 'muted' };
    }
    return null;
  };

  if (items.length === 0) {
    return <p className="rounded-md bg-muted px-4 py-3 text-sm text-muted-foreground">{t('empty')}</p>;
  }
  return (
    <>
    <ul className="grid gap-3 md:grid-cols-2" aria-label={t('listLabel')}>
      {items.map((item) => (
        <ImageResultCard
          key={item.id}
          name={item.file.name}
          source={item.problem ? null : item.file}
          sourceBytes={item.file.size}
          sourceSize={item.natural}
          onSourceSize={(size) => onSourceSize(item.id, size)}
          sourceUnviewable={item.noPreview}
          onSourceError={() => setNoPreview(item.id)}
          result={item.result}
          beforeLabel={t('before')}
          afterLabel={t('after')}
          note={hasResult(item) ? noteFor(item) : null}
          detail={hasResult(item) ? detailFor(item) : null}
          onCompare={
            hasResult(item) && !item.problem && !item.noPreview
              ? () => {
                  opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
                  setComparing(item.id);
                }
              : undefined
          }
          compareLabel={t('compare.open')}
          status={statusFor(item)}
          progress={item.status === 'working' ? progressOf(item.id) : null}
          progressLabel={t('fileProgress', { name: item.file.name })}
          downloadName={hasResult(item) ? fileName(item) : null}
          onDownload={() => hasResult(item) && downloadFile(item.result.blob, fileName(item))}
          onRemove={() => onRemove(item.id)}
          removeDisabled={running && (item.status === 'working' || item.status === 'queued')}
        />
      ))}
    </ul>
    {compared && (
      <Suspense fallback={null}>
        <ImageCompareDialog
          ns={ns}
          name={compared.file.name}
          source={compared.file}
          result={compared.result}
          open
          onOpenChange={(open) => !open && setComparing(null)}
          onClosed={() => opener.current?.focus()}
        />
      </Suspense>
    )}
    </>
  );
}
