import { useTranslation } from 'react-i18next';
import { downloadFile } from '../lib/download';
import type { ImageOutput } from '../lib/jobs/image';
import { ImageResultCard, type ImageResultCardProps } from './ImageResultCard';
import type { ImageItem } from './useImageBatch';

interface ImageResultListProps {
  /** The tool's namespace: it holds `empty`, `listLabel`, `before`, `after`, `fileProgress` and `status.{queued,working,ready}`. */
  ns: string;
  items: ImageItem[];
  running: boolean;
  onSourceSize: (id: string, size: NonNullable<ImageItem['natural']>) => void;
  onRemove: (id: string) => void;
  /** The line under a finished result (e.g. "Saved 42%"). */
  noteFor: (item: ImageItem & { result: ImageOutput }) => ImageResultCardProps['note'];
  /** The file name a result downloads as. */
  fileName: (item: ImageItem & { result: ImageOutput }) => string;
}

const hasResult = (item: ImageItem): item is ImageItem & { result: ImageOutput } => item.result !== null;

/**
 * The file list of an image batch tool (image-compressor, image-resizer): one
 * ImageResultCard per file with its status, progress, note, download and remove,
 * or the empty-state hint.
 */
export function ImageResultList({ ns, items, running, onSourceSize, onRemove, noteFor, fileName }: ImageResultListProps) {
  const { t } = useTranslation([ns, 'common']);

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
    <ul className="grid gap-3 md:grid-cols-2" aria-label={t('listLabel')}>
      {items.map((item) => (
        <ImageResultCard
          key={item.id}
          name={item.file.name}
          source={item.problem ? null : item.file}
          sourceBytes={item.file.size}
          sourceSize={item.natural}
          onSourceSize={(size) => onSourceSize(item.id, size)}
          result={item.result}
          beforeLabel={t('before')}
          afterLabel={t('after')}
          note={hasResult(item) ? noteFor(item) : null}
          status={statusFor(item)}
          progress={item.status === 'working' ? item.progress : null}
          progressLabel={t('fileProgress', { name: item.file.name })}
          downloadName={hasResult(item) ? fileName(item) : null}
          onDownload={() => hasResult(item) && downloadFile(item.result.blob, fileName(item))}
          onRemove={() => onRemove(item.id)}
          removeDisabled={running && (item.status === 'working' || item.status === 'queued')}
        />
      ))}
    </ul>
  );
}
