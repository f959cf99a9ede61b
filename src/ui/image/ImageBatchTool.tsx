import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Download, type LucideIcon } from 'lucide-react';
import { IMAGE_ACCEPT, formatPercent, percentSaved } from '../../lib/imageFiles';
import type { ImageOutput } from '../../lib/jobs/image';
import { Button } from '../Button';
import { FileDrop, formatBytes } from '../FileDrop';
import { ToolLayout } from '../ToolLayout';
import { ImageResultList } from './ImageResultList';
import type { ImageBatch, ImageItem } from './useImageBatch';

type Done = ImageItem & { result: ImageOutput };

/** A format choice's name among the tools' `formats.*` keys: a MIME type by its subtype (image/webp: webp), others as they are. */
export const formatKey = (format: string) => format.replace('image/', '');

export interface ImageBatchToolProps {
  /**
   * The tool; its namespace (`tools/<toolId>`) holds, beside ImageResultList's keys, `progressLabel`, `dropHint`,
   * `cancelledNotice`, `saved`, `larger` and `summary` (given `done`, `total`, `before`, `after` and `change`: each
   * tool's sentence says what it wants of them).
   */
  toolId: string;
  batch: ImageBatch;
  onExample: () => void;
  /** The tool's own settings, between the drop zone and the buttons. */
  children: ReactNode;
  /** The button that runs the batch: its icon, its label, and its label while a batch runs (keys of the namespace). */
  action: { icon: LucideIcon; label: string; busyLabel: string; onClick: () => void };
  /** What a result downloads as; several download as one zip, `zipName`. */
  fileName: (item: Done) => string;
  zipName: string;
  /** The toast when Download finds no result yet (a key of the namespace). */
  downloadFirst: string;
  /** A result's size change told as good (smaller) or bad (larger), as the compressor does; else neutral. */
  judgeSize?: boolean;
}

/**
 * The page of an image batch tool (image-compressor, image-resizer): drop zone, the tool's settings, its run button,
 * Download (one file or a zip) and the batch's summary, then one card per file. What the tool owns comes in as
 * children and props; the batch itself is useImageBatch's.
 */
export function ImageBatchTool({ toolId, batch, onExample, children, action, fileName, zipName, downloadFirst, judgeSize }: ImageBatchToolProps) {
  const ns = `tools/${toolId}`;
  const { t } = useTranslation([ns, 'common']);
  const { items, results, running, outcome } = batch;
  const Icon = action.icon;

  /** "Saved 42%" or "12% larger" (percentSaved below zero). */
  const change = (pct: number) => t(pct >= 0 ? 'saved' : 'larger', { percent: formatPercent(pct) });

  const noteFor = (item: Done) => {
    const pct = percentSaved(item.file.size, item.result.blob.size);
    return { text: change(pct), tone: !judgeSize ? ('neutral' as const) : pct >= 0 ? ('good' as const) : ('bad' as const) };
  };

  const summary = () => {
    let before = 0;
    let after = 0;
    for (const i of results) {
      before += i.file.size;
      after += i.result.blob.size;
    }
    const total = items.filter((i) => i.status !== 'invalid').length;
    return t('summary', { done: results.length, total, before: formatBytes(before), after: formatBytes(after), change: change(percentSaved(before, after)) });
  };

  return (
    <ToolLayout
      toolId={toolId}
      onExample={onExample}
      onClear={batch.clear}
      clearedMessage={t('common:files.cleared')}
      job={{ id: batch.jobId, onCancel: batch.cancel, label: t('progressLabel') }}
    >
      <FileDrop accept={IMAGE_ACCEPT} multiple label={t('common:files.dropImages')} hint={t('dropHint')} onFiles={batch.addFiles} />

      {children}

      <div className="flex flex-wrap items-center gap-2">
        <Button onClick={action.onClick} disabled={running}>
          <Icon className="h-4 w-4" aria-hidden="true" /> {t(running ? action.busyLabel : action.label)}
        </Button>
        <Button variant="outline" onClick={() => void batch.downloadResults(fileName, zipName, t(downloadFirst))}>
          <Download className="h-4 w-4" aria-hidden="true" /> {results.length >= 2 ? t('common:files.zipAll') : t('common:tool.download')}
        </Button>
        <p className="text-sm text-muted-foreground" role="status" data-testid="batch-summary">
          {outcome?.kind === 'cancelled' && t('cancelledNotice', { count: outcome.ok })}
          {outcome?.kind !== 'cancelled' && results.length > 0 && summary()}
        </p>
      </div>

      <ImageResultList ns={ns} batch={batch} noteFor={noteFor} fileName={fileName} />
    </ToolLayout>
  );
}
