import { useRef, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { dragCorner, moveRect, type Corner, type Rect } from '@workers/image/transform';

/** One key press moves or resizes the box by this fraction of the image (Shift: resize). */
const KEY_STEP = 0.01;
const CORNERS: readonly Corner[] = ['nw', 'ne', 'sw', 'se'];
const CORNER_PLACE: Record<Corner, string> = {
  nw: 'left-0 top-0 -translate-x-1/2 -translate-y-1/2 cursor-nwse-resize',
  ne: 'right-0 top-0 translate-x-1/2 -translate-y-1/2 cursor-nesw-resize',
  sw: 'left-0 bottom-0 -translate-x-1/2 translate-y-1/2 cursor-nesw-resize',
  se: 'right-0 bottom-0 translate-x-1/2 translate-y-1/2 cursor-nwse-resize',
};

interface CropBoxProps {
  /** The crop, in fractions of the picture under it. */
  rect: Rect;
  onChange: (rect: Rect) => void;
  /** Width / height the crop keeps (in pixels), or null for free. */
  aspect: number | null;
  /** The picture's own width / height. */
  imageAspect: number;
  /** The picture (a canvas or an image) the box lies on; it sets the size. */
  children: ReactNode;
  /** The box's accessible name, and what it says of its place (e.g. "800 × 600 px from 10, 20"). */
  label: string;
  valueText: string;
}

/**
 * A crop box over a picture: dragged with a finger or a mouse (the box moves, a corner resizes, the opposite corner
 * stays), or with the keyboard once focused (arrow keys move it, Shift+arrow keys resize it). The corners' touch
 * targets are 44 px, wider than they look.
 */
export function CropBox({ rect, onChange, aspect, imageAspect, children, label, valueText }: CropBoxProps) {
  const frame = useRef<HTMLDivElement>(null);
  const drag = useRef<{ corner: Corner | null; x: number; y: number; start: Rect } | null>(null);

  const begin = (corner: Corner | null) => (e: PointerEvent<HTMLElement>) => {
    if (e.button !== 0) return;
    e.preventDefault();
    e.stopPropagation();
    e.currentTarget.setPointerCapture(e.pointerId);
    drag.current = { corner, x: e.clientX, y: e.clientY, start: rect };
  };

  const move = (e: PointerEvent<HTMLElement>) => {
    const d = drag.current;
    const box = frame.current?.getBoundingClientRect();
    if (!d || !box || box.width === 0 || box.height === 0) return;
    const dx = (e.clientX - d.x) / box.width;
    const dy = (e.clientY - d.y) / box.height;
    onChange(d.corner ? dragCorner(d.start, d.corner, dx, dy, aspect, imageAspect) : moveRect(d.start, dx, dy));
  };

  const end = () => {
    drag.current = null;
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const dx = e.key === 'ArrowRight' ? KEY_STEP : e.key === 'ArrowLeft' ? -KEY_STEP : 0;
    const dy = e.key === 'ArrowDown' ? KEY_STEP : e.key === 'ArrowUp' ? -KEY_STEP : 0;
    if (dx === 0 && dy === 0) return;
    e.preventDefault();
    onChange(e.shiftKey ? dragCorner(rect, 'se', dx, dy, aspect, imageAspect) : moveRect(rect, dx, dy));
  };

  const pct = (v: number) => `${(v * 100).toFixed(3)}%`;
  return (
    <div ref={frame} className="relative inline-block max-w-full select-none" data-testid="crop-frame">
      {children}
      {/* The dimmed outside of the crop: one element's huge shadow, clipped by the frame. */}
      <div className="pointer-events-none absolute inset-0 overflow-hidden">
        <div
          className="absolute shadow-[0_0_0_9999px_rgba(0,0,0,0.5)]"
          style={{ left: pct(rect.x), top: pct(rect.y), width: pct(rect.width), height: pct(rect.height) }}
        />
      </div>
      <div
        role="slider"
        tabIndex={0}
        aria-label={label}
        aria-valuetext={valueText}
        aria-valuenow={Math.round(rect.width * rect.height * 100)}
        aria-valuemin={0}
        aria-valuemax={100}
        data-testid="crop-box"
        onKeyDown={onKeyDown}
        onPointerDown={begin(null)}
        onPointerMove={move}
        onPointerUp={end}
        onPointerCancel={end}
        className="absolute cursor-move touch-none border-2 border-white outline-none ring-1 ring-black/40 focus-visible:ring-4 focus-visible:ring-primary"
        style={{ left: pct(rect.x), top: pct(rect.y), width: pct(rect.width), height: pct(rect.height) }}
      >
        {CORNERS.map((corner) => (
          <span
            key={corner}
            aria-hidden="true"
            data-corner={corner}
            onPointerDown={begin(corner)}
            onPointerMove={move}
            onPointerUp={end}
            onPointerCancel={end}
            className={`absolute flex h-11 w-11 touch-none items-center justify-center ${CORNER_PLACE[corner]}`}
          >
            <span className="h-3.5 w-3.5 rounded-sm border-2 border-primary bg-white shadow" />
          </span>
        ))}
      </div>
    </div>
  );
}
