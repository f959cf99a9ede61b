import { memo, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertCircle, Columns2, Download, ImageOff, X } from 'lucide-react';
import { cn } from '../../lib/cn';
import type { Size } from '../../lib/jobs/image';
import type { ProgressSource } from '../../lib/progressStore';
import { Button } from '../Button';
import { formatBytes } from '../FileDrop';
import { LiveProgressBar } from '../JobProgress';

/** An object URL for `blob`, revoked when the blob changes or the component unmounts. */
export function useObjectUrl(blob: Blob | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) {
      setUrl(null);
      return undefined;
    }
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob]);
  return url;
}

const dims = (s: Size | null | undefined) => (s ? `${s.width} × ${s.height} px` : null);

interface PaneProps {
  label: string;
  url: string | null;
  alt: string;
  bytes: number | null;
  size: Size | null | undefined;
  placeholder: ReactNode;
  onLoad?: (size: Size) => void;
  /** The browser could not draw the file (HEIC outside Safari): the placeholder shows instead of a broken image. */
  onError?: () => void;
  failed?: boolean;
  failedText?: string;
  testId: string;
}

function Pane({ label, url, alt, bytes, size, placeholder, onLoad, onError, failed, failedText, testId }: PaneProps) {
  const { t } = useTranslation('common');
  return (
    <figure className="flex min-w-0 flex-col gap-1.5" data-testid={testId}>
      <div className="flex aspect-[4/3] items-center justify-center overflow-hidden rounded-md border border-border bg-muted">
        {failed ? (
          <span className="px-2 text-center text-xs text-muted-foreground" data-testid={`${testId}-no-preview`}>{failedText}</span>
        ) : url ? (
          <img
            src={url}
            alt={alt}
            decoding="async"
            className="h-full w-full object-contain"
            onLoad={(e) => onLoad?.({ width: e.currentTarget.naturalWidth, height: e.currentTarget.naturalHeight })}
            onError={onError}
          />
        ) : (
          placeholder
        )}
      </div>
      <figcaption className="text-xs text-muted-foreground">
        <span className="font-medium text-foreground">{label}</span>
        {bytes !== null && (
          <span className="block" data-testid={`${testId}-bytes`}>
            {t('files.size')}: {formatBytes(bytes)}
          </span>
        )}
        {dims(size) && (
          <span className="block" data-testid={`${testId}-dims`}>
            {dims(size)}
          </span>
        )}
      </figcaption>
    </figure>
  );
}

export interface ImageResultCardProps {
  name: string;
  /** The original file; null when it must not be previewed (not an image, too large). */
  source: Blob | null;
  sourceBytes: number;
  sourceSize: Size | null;
  onSourceSize?: (size: Size) => void;
  /** The original could not be previewed; reported once by its image. */
  sourceUnviewable?: boolean;
  onSourceError?: () => void;
  result: { blob: Blob; width: number; height: number } | null;
  beforeLabel: string;
  afterLabel: string;
  /** E.g. "Saved 42%" or "12% larger" under the result. */
  note?: { text: string; tone: 'good' | 'bad' | 'neutral' } | null;
  /** How the result was made, e.g. "MozJPEG · quality 75% · 0.4 s". */
  detail?: string | null;
  /** Opens the before/after compare view; absent while there is nothing to compare. */
  onCompare?: () => void;
  compareLabel?: string;
  /** Waiting / working / error text. */
  status?: { text: string; tone: 'muted' | 'error' } | null;
  /** While this file is being processed: its progress (0..1), which only the bar follows. */
  progress: ProgressSource | null;
  progressLabel: string;
  downloadName: string | null;
  onDownload: () => void;
  onRemove: () => void;
  removeDisabled?: boolean;
}

/** The line objects a card shows, compared by what they say. */
const sameLine = (a: unknown, b: unknown) => {
  if (a === b) return true;
  if (!a || !b || typeof a !== 'object' || typeof b !== 'object') return false;
  const x = a as { text?: unknown; tone?: unknown };
  const y = b as { text?: unknown; tone?: unknown };
  return x.text === y.text && x.tone === y.tone;
};

/**
 * Whether a card would render the same. Its handlers act on the card's own file by id (the batch's remove and size
 * setters are stable; download and compare read the result, which is compared), so a new closure alone is no
 * change: only whether a handler is there (compare appears with a result). The list re-renders whenever any file
 * changes state; without this every card did too.
 */
export function sameCardProps(a: ImageResultCardProps, b: ImageResultCardProps): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)] as (keyof ImageResultCardProps)[]);
  for (const key of keys) {
    const x = a[key];
    const y = b[key];
    if (typeof x === 'function' || typeof y === 'function') {
      if (typeof x !== typeof y) return false;
    } else if (key === 'note' || key === 'status') {
      if (!sameLine(x, y)) return false;
    } else if (!Object.is(x, y)) return false;
  }
  return true;
}

/** One file of an image batch: before / after previews, sizes, progress, download and remove. */
export const ImageResultCard = memo(function ImageResultCard(props: ImageResultCardProps) {
  const { t } = useTranslation('common');
  const { name, source, result, note, status, progress } = props;
  const sourceUrl = useObjectUrl(source);
  const resultUrl = useObjectUrl(result?.blob ?? null);

  return (
    <li className="flex flex-col gap-3 rounded-lg border border-border bg-background p-3" data-testid="image-item" aria-label={name}>
      <div className="flex items-start justify-between gap-2">
        <p className="min-w-0 break-all text-sm font-medium" title={name}>{name}</p>
        <Button
          variant="ghost"
          size="icon"
          className="h-7 w-7"
          aria-label={t('files.remove', { name })}
          title={t('files.remove', { name })}
          onClick={props.onRemove}
          disabled={props.removeDisabled}
        >
          <X className="h-4 w-4" aria-hidden="true" />
        </Button>
      </div>
      <div className="grid grid-cols-2 gap-3">
        <Pane
          label={props.beforeLabel}
          url={sourceUrl}
          alt={`${props.beforeLabel}: ${name}`}
          bytes={props.sourceBytes}
          size={props.sourceSize}
          onLoad={props.onSourceSize}
          onError={props.onSourceError}
          failed={props.sourceUnviewable}
          failedText={t('files.noPreview')}
          placeholder={<ImageOff className="h-8 w-8 text-muted-foreground" aria-hidden="true" />}
          testId="image-before"
        />
        <Pane
          label={props.afterLabel}
          url={resultUrl}
          alt={`${props.afterLabel}: ${props.downloadName ?? name}`}
          bytes={result ? result.blob.size : null}
          size={result}
          placeholder={<span className="px-2 text-center text-xs text-muted-foreground">—</span>}
          testId="image-after"
        />
      </div>
      {progress !== null && <LiveProgressBar source={progress} label={props.progressLabel} />}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="min-w-0 text-sm" aria-live="polite">
          {status && (
            <span className={cn('inline-flex items-center gap-1', status.tone === 'error' ? 'text-destructive' : 'text-muted-foreground')}>
              {status.tone === 'error' && <AlertCircle className="h-4 w-4 shrink-0" aria-hidden="true" />}
              <span data-testid="image-status">{status.text}</span>
            </span>
          )}
          {!status && note && (
            <span
              data-testid="image-note"
              className={cn(
                'font-medium',
                note.tone === 'good' && 'text-green-700 dark:text-green-400',
                note.tone === 'bad' && 'text-orange-700 dark:text-orange-400',
              )}
            >
              {note.text}
            </span>
          )}
        </div>
        {result && props.downloadName && (
          <div className="flex flex-wrap gap-2">
            {props.onCompare && props.compareLabel && (
              <Button variant="outline" size="sm" onClick={props.onCompare} aria-label={`${props.compareLabel}: ${name}`}>
                <Columns2 className="h-4 w-4" aria-hidden="true" /> {props.compareLabel}
              </Button>
            )}
            <Button variant="outline" size="sm" onClick={props.onDownload} aria-label={`${t('tool.download')} ${props.downloadName}`}>
              <Download className="h-4 w-4" aria-hidden="true" /> {t('tool.download')}
            </Button>
          </div>
        )}
      </div>
      {!status && props.detail && (
        <p className="text-xs text-muted-foreground" data-testid="image-detail">
          {props.detail}
        </p>
      )}
    </li>
  );
}, sameCardProps);
