import * as Dialog from '@radix-ui/react-dialog';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type WheelEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Maximize, ZoomIn, ZoomOut } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Button } from '../Button';
import { Modal } from '../dialog/Modal';
import { formatBytes } from '../FileDrop';
import { useObjectUrl } from './ImageResultCard';
import {
  fitView,
  panBy,
  splitAfterKey,
  stageOffset,
  zoomIn,
  zoomOut,
  zoomTo,
  type Box,
  type View,
} from './compareView';

export interface CompareDialogProps {
  /** The tool's namespace: it holds `before`, `after` and `compare.*`. */
  ns: string;
  name: string;
  source: Blob;
  result: { blob: Blob; width: number; height: number };
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where the focus goes back to on close. */
  onClosed?: () => void;
}

/** Screen px an arrow key pans by. */
const PAN_STEP = 48;

/**
 * Before / after of one result, one over the other: the original on the left of a draggable split, the result on
 * the right, at one zoom and position (a single transform for both), 100 % and beyond, pan by drag, wheel, pinch or
 * keys. Loaded when first opened (Radix Dialog stays out of the tool's first load).
 */
export default function ImageCompareDialog({ ns, name, source, result, open, onOpenChange, onClosed }: CompareDialogProps) {
  const { t } = useTranslation([ns, 'common']);
  const sourceUrl = useObjectUrl(source);
  const resultUrl = useObjectUrl(result.blob);
  const viewportRef = useRef<HTMLDivElement | null>(null);
  const [viewport, setViewport] = useState<Box>({ width: 0, height: 0 });
  const image: Box = { width: result.width, height: result.height };
  const [view, setView] = useState<View | null>(null);
  const [split, setSplit] = useState(50);
  const drag = useRef<{ kind: 'pan' | 'split'; x: number; y: number } | null>(null);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const pinch = useRef<{ distance: number } | null>(null);

  const setViewportNode = useCallback((node: HTMLDivElement | null) => {
    viewportRef.current = node;
  }, []);

  useEffect(() => {
    if (!open) return undefined;
    let observer: ResizeObserver | null = null;
    // The content mounts a frame after `open`: wait for the node.
    const frame = requestAnimationFrame(() => {
      const node = viewportRef.current;
      if (!node) return;
      const measure = () => setViewport({ width: node.clientWidth, height: node.clientHeight });
      measure();
      observer = new ResizeObserver(measure);
      observer.observe(node);
    });
    return () => {
      cancelAnimationFrame(frame);
      observer?.disconnect();
    };
  }, [open]);

  // First measurement (and every resize while still at the initial fit) shows the whole picture.
  const fitted = useRef(true);
  useEffect(() => {
    if (viewport.width && (view === null || fitted.current)) setView(fitView(image, viewport));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- image is derived from result, which does not change while open
  }, [viewport.width, viewport.height]);

  const update = (next: (v: View) => View) => {
    fitted.current = false;
    setView((v) => (v ? next(v) : v));
  };

  const localPoint = (e: { clientX: number; clientY: number }) => {
    const rect = viewportRef.current?.getBoundingClientRect();
    return rect ? { x: e.clientX - rect.left, y: e.clientY - rect.top, rect } : null;
  };

  const moveSplitTo = (clientX: number) => {
    const rect = viewportRef.current?.getBoundingClientRect();
    if (rect && rect.width) setSplit(Math.min(100, Math.max(0, ((clientX - rect.left) / rect.width) * 100)));
  };

  const onPointerDown = (e: PointerEvent<HTMLDivElement>, kind: 'pan' | 'split') => {
    e.stopPropagation();
    e.currentTarget.setPointerCapture(e.pointerId);
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (pointers.current.size === 2) {
      const [a, b] = [...pointers.current.values()];
      pinch.current = { distance: Math.hypot(a!.x - b!.x, a!.y - b!.y) };
      drag.current = null;
      return;
    }
    drag.current = { kind, x: e.clientX, y: e.clientY };
    if (kind === 'split') moveSplitTo(e.clientX);
  };

  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (!pointers.current.has(e.pointerId)) return;
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (pinch.current && pointers.current.size === 2) {
      const [a, b] = [...pointers.current.values()];
      const distance = Math.hypot(a!.x - b!.x, a!.y - b!.y);
      const ratio = distance / (pinch.current.distance || distance);
      pinch.current.distance = distance;
      const mid = localPoint({ clientX: (a!.x + b!.x) / 2, clientY: (a!.y + b!.y) / 2 });
      update((v) => zoomTo(v, v.scale * ratio, image, viewport, mid ?? undefined));
      return;
    }
    const d = drag.current;
    if (!d) return;
    if (d.kind === 'split') {
      moveSplitTo(e.clientX);
    } else {
      const dx = e.clientX - d.x;
      const dy = e.clientY - d.y;
      update((v) => panBy(v, dx, dy, image, viewport));
    }
    d.x = e.clientX;
    d.y = e.clientY;
  };

  const onPointerUp = (e: PointerEvent<HTMLDivElement>) => {
    pointers.current.delete(e.pointerId);
    if (pointers.current.size < 2) pinch.current = null;
    if (pointers.current.size === 0) drag.current = null;
  };

  const onWheel = (e: WheelEvent<HTMLDivElement>) => {
    const at = localPoint(e);
    update((v) => (e.deltaY < 0 ? zoomIn(v, image, viewport, at ?? undefined) : zoomOut(v, image, viewport, at ?? undefined)));
  };

  const onViewKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const pans: Record<string, [number, number]> = { ArrowLeft: [PAN_STEP, 0], ArrowRight: [-PAN_STEP, 0], ArrowUp: [0, PAN_STEP], ArrowDown: [0, -PAN_STEP] };
    const pan = pans[e.key];
    if (pan) update((v) => panBy(v, pan[0], pan[1], image, viewport));
    else if (e.key === '+' || e.key === '=') update((v) => zoomIn(v, image, viewport));
    else if (e.key === '-' || e.key === '_') update((v) => zoomOut(v, image, viewport));
    else if (e.key === '0') setView(fitView(image, viewport));
    else if (e.key === '1') update((v) => zoomTo(v, 1, image, viewport));
    else return;
    e.preventDefault();
  };

  const onSplitKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const next = splitAfterKey(split, e.key, e.shiftKey);
    if (next === null) return;
    e.preventDefault();
    e.stopPropagation();
    setSplit(next);
  };

  const offset = view ? stageOffset(view, viewport) : { x: 0, y: 0 };
  const scale = view?.scale ?? 1;
  const zoomPct = Math.round(scale * 100);
  const stageStyle = {
    width: image.width,
    height: image.height,
    transform: `translate(${offset.x}px, ${offset.y}px) scale(${scale})`,
    transformOrigin: '0 0',
    imageRendering: scale >= 2 ? ('pixelated' as const) : undefined,
  };
  const imgClass = 'absolute inset-0 h-full w-full max-w-none select-none';

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      onClosed={() => onClosed?.()}
      closeLabel={t('compare.close')}
      closeClassName="absolute right-3 top-3 inline-flex h-11 w-11 items-center justify-center rounded-md hover:bg-muted sm:h-9 sm:w-9"
      overlayClassName="fixed inset-0 z-50 bg-black/60"
      className="fixed inset-0 z-50 flex flex-col gap-3 bg-card p-3 shadow-xl sm:inset-6 sm:rounded-xl sm:border sm:border-border sm:p-4"
      data-testid="compare-dialog"
      aria-describedby={undefined}
    >
      <div className="flex items-start justify-between gap-2 pr-10">
        <Dialog.Title className="min-w-0 break-words text-base font-semibold [overflow-wrap:anywhere]">{t('compare.title', { name })}</Dialog.Title>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button size="sm" variant="outline" onClick={() => update((v) => zoomOut(v, image, viewport))} aria-label={t('compare.zoomOut')} title={t('compare.zoomOut')}>
          <ZoomOut className="h-4 w-4" aria-hidden="true" />
        </Button>
        <span className="min-w-14 text-center text-sm tabular-nums" data-testid="compare-zoom" aria-live="polite">
          {zoomPct}%
        </span>
        <Button size="sm" variant="outline" onClick={() => update((v) => zoomIn(v, image, viewport))} aria-label={t('compare.zoomIn')} title={t('compare.zoomIn')}>
          <ZoomIn className="h-4 w-4" aria-hidden="true" />
        </Button>
        <Button size="sm" variant="outline" onClick={() => setView(fitView(image, viewport))}>
          <Maximize className="h-4 w-4" aria-hidden="true" /> {t('compare.fit')}
        </Button>
        <Button size="sm" variant="outline" onClick={() => update((v) => zoomTo(v, 1, image, viewport))}>
          {t('compare.actual')}
        </Button>
        <span className="hidden text-xs text-muted-foreground sm:inline">{t('compare.keys')}</span>
      </div>
      <div
        ref={setViewportNode}
        role="group"
        aria-label={t('compare.viewLabel')}
        tabIndex={0}
        data-testid="compare-view"
        className="relative min-h-0 flex-1 cursor-grab touch-none overflow-hidden rounded-md border border-border bg-[repeating-conic-gradient(#8883_0_25%,transparent_0_50%)] bg-[length:16px_16px] focus-ring"
        onPointerDown={(e) => onPointerDown(e, 'pan')}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onWheel={onWheel}
        onKeyDown={onViewKey}
      >
        {view && sourceUrl && resultUrl && (
          <>
            <div className="absolute inset-0" data-testid="compare-before">
              <div className="absolute left-0 top-0" style={stageStyle}>
                <img src={sourceUrl} alt={`${t('before')}: ${name}`} draggable={false} className={imgClass} />
              </div>
            </div>
            <div className="absolute inset-0" style={{ clipPath: `inset(0 0 0 ${split}%)` }} data-testid="compare-after">
              <div className="absolute left-0 top-0" style={stageStyle}>
                <img src={resultUrl} alt={`${t('after')}: ${name}`} draggable={false} className={imgClass} />
              </div>
            </div>
          </>
        )}
        <span className="pointer-events-none absolute left-2 top-2 rounded bg-black/70 px-2 py-0.5 text-xs font-medium text-white">
          {t('before')} · {formatBytes(source.size)}
        </span>
        <span className="pointer-events-none absolute right-2 top-2 rounded bg-black/70 px-2 py-0.5 text-xs font-medium text-white">
          {t('after')} · {formatBytes(result.blob.size)}
        </span>
        <div
          role="slider"
          tabIndex={0}
          aria-label={t('compare.split')}
          aria-orientation="horizontal"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(split)}
          aria-valuetext={t('compare.splitValue', { percent: Math.round(split) })}
          data-testid="compare-split"
          className="group absolute inset-y-0 z-10 flex w-11 -translate-x-1/2 cursor-ew-resize justify-center focus-visible:outline-none"
          style={{ left: `${split}%` }}
          onPointerDown={(e) => onPointerDown(e, 'split')}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
          onKeyDown={onSplitKey}
        >
          <span className="h-full w-0.5 bg-white shadow-[0_0_0_1px_rgba(0,0,0,0.5)]" aria-hidden="true" />
          <span
            aria-hidden="true"
            className={cn(
              'absolute top-1/2 flex h-9 w-9 -translate-y-1/2 items-center justify-center rounded-full border-2 border-white bg-black/70 text-xs text-white',
              'group-focus-visible:ring-2 group-focus-visible:ring-ring group-focus-visible:ring-offset-2',
            )}
          >
            ⇔
          </span>
        </div>
      </div>
    </Modal>
  );
}
