import type { Size } from './geometry';

/**
 * Crop, rotate and flip (the image resizer's, applied in the worker before resizing and encoding). Pure geometry,
 * shared by the worker and the page's crop box: unit-tested in node.
 *
 * The order is the one the visitor sees: the upright image is turned clockwise by quarter turns, then flipped as it
 * now stands (horizontal: left and right swap), then cropped. A crop is kept as fractions (0..1) of the turned and
 * flipped image, so it fits an image of any size and follows a later turn or flip.
 */

/** Clockwise quarter turns. */
export type QuarterTurns = 0 | 1 | 2 | 3;

/** A rectangle in fractions of the image: x and y its top-left corner, all within 0..1. */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Orientation {
  turns: QuarterTurns;
  flipX: boolean;
  flipY: boolean;
}

export interface Transform extends Orientation {
  /** Absent: the whole image. */
  crop?: Rect;
}

export const UPRIGHT: Orientation = { turns: 0, flipX: false, flipY: false };
export const WHOLE: Rect = { x: 0, y: 0, width: 1, height: 1 };

/** The smallest side a crop may have, as a fraction: a box that still shows and can be grabbed. */
export const MIN_CROP = 0.02;

export const isUpright = (o: Orientation) => o.turns === 0 && !o.flipX && !o.flipY;
export const isWhole = (r: Rect | undefined) => !r || (r.x <= 0 && r.y <= 0 && r.width >= 1 && r.height >= 1);

/** The size after `turns` quarter turns. */
export function turnedSize(size: Size, turns: QuarterTurns): Size {
  return turns % 2 === 1 ? { width: size.height, height: size.width } : size;
}

/** Whole pixels of a fractional crop of an image of `size`: at least one pixel, never past the edges. */
export function cropPixels(size: Size, crop: Rect | undefined): { x: number; y: number; width: number; height: number } {
  if (!crop) return { x: 0, y: 0, width: size.width, height: size.height };
  const x = Math.min(size.width - 1, Math.max(0, Math.round(crop.x * size.width)));
  const y = Math.min(size.height - 1, Math.max(0, Math.round(crop.y * size.height)));
  const width = Math.max(1, Math.min(size.width - x, Math.round(crop.width * size.width)));
  const height = Math.max(1, Math.min(size.height - y, Math.round(crop.height * size.height)));
  return { x, y, width, height };
}

/** The output's size before any resize: the upright source turned, then cropped. */
export function transformedSize(size: Size, transform: Transform): Size {
  const { width, height } = cropPixels(turnedSize(size, transform.turns), transform.crop);
  return { width, height };
}

/** The same crop after the image turns a quarter clockwise (`by` 1) or anticlockwise (`by` -1). */
export function turnRect(r: Rect, by: 1 | -1): Rect {
  return by === 1 ? { x: 1 - r.y - r.height, y: r.x, width: r.height, height: r.width } : { x: r.y, y: 1 - r.x - r.width, width: r.height, height: r.width };
}

/** The same crop after the image flips left-right (`axis` x) or top-bottom (y). */
export function flipRect(r: Rect, axis: 'x' | 'y'): Rect {
  return axis === 'x' ? { ...r, x: 1 - r.x - r.width } : { ...r, y: 1 - r.y - r.height };
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** `r` moved by (dx, dy), kept inside the image. */
export function moveRect(r: Rect, dx: number, dy: number): Rect {
  return { ...r, x: clamp(r.x + dx, 0, 1 - r.width), y: clamp(r.y + dy, 0, 1 - r.height) };
}

/**
 * The largest crop of `aspect` (width / height, in pixels) centred on `r`'s centre and inside the image, for an image
 * whose own aspect is `imageAspect`; `r` itself when the aspect is free (null).
 */
export function fitAspect(r: Rect, aspect: number | null, imageAspect: number): Rect {
  if (aspect === null) return r;
  // In fractions, width / height = aspect / imageAspect.
  const ratio = aspect / imageAspect;
  let width = Math.min(r.width, r.height * ratio);
  let height = width / ratio;
  if (width < MIN_CROP || height < MIN_CROP) {
    // Too small to keep its centre's neighbourhood: the largest of that aspect in the image.
    width = Math.min(1, ratio);
    height = width / ratio;
  }
  const cx = r.x + r.width / 2;
  const cy = r.y + r.height / 2;
  return { x: clamp(cx - width / 2, 0, 1 - width), y: clamp(cy - height / 2, 0, 1 - height), width, height };
}

export type Corner = 'nw' | 'ne' | 'sw' | 'se';

/**
 * `r` with one corner dragged by (dx, dy) and the opposite corner fixed, inside the image, no smaller than MIN_CROP,
 * keeping `aspect` when set (the width leads; the height follows).
 */
export function dragCorner(r: Rect, corner: Corner, dx: number, dy: number, aspect: number | null, imageAspect: number): Rect {
  const west = corner === 'nw' || corner === 'sw';
  const north = corner === 'nw' || corner === 'ne';
  const right = r.x + r.width;
  const bottom = r.y + r.height;
  // The fixed corner, and how far the moving one may go from it.
  const fixedX = west ? right : r.x;
  const fixedY = north ? bottom : r.y;
  const maxWidth = west ? fixedX : 1 - fixedX;
  const maxHeight = north ? fixedY : 1 - fixedY;
  let width = clamp((west ? -dx : dx) + r.width, MIN_CROP, maxWidth);
  let height = clamp((north ? -dy : dy) + r.height, MIN_CROP, maxHeight);
  if (aspect !== null) {
    const ratio = aspect / imageAspect;
    height = width / ratio;
    if (height > maxHeight) {
      height = maxHeight;
      width = height * ratio;
    }
    if (height < MIN_CROP) {
      height = MIN_CROP;
      width = Math.min(maxWidth, height * ratio);
    }
  }
  return { x: west ? fixedX - width : fixedX, y: north ? fixedY - height : fixedY, width, height };
}

/** The aspect presets the crop box offers, as width / height (null: free). */
export const CROP_ASPECTS: readonly { id: string; ratio: number | null }[] = [
  { id: 'free', ratio: null },
  { id: '1:1', ratio: 1 },
  { id: '4:3', ratio: 4 / 3 },
  { id: '3:2', ratio: 3 / 2 },
  { id: '16:9', ratio: 16 / 9 },
  { id: '9:16', ratio: 9 / 16 },
];

/** A preset's width / height; null for free (or an id that is not a preset). */
export const aspectRatio = (id: string): number | null => CROP_ASPECTS.find((a) => a.id === id)?.ratio ?? null;
