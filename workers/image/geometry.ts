/** Pure size maths shared by the image worker and the image tools. No DOM: unit-tested in node. */
export interface Size {
  width: number;
  height: number;
}

/** Largest output side the tools accept: a 10000 × 10000 canvas is already 400 MB of pixels. */
export const MAX_DIMENSION_PX = 10_000;
/**
 * The largest HEIF we decode: 50 MP is 200 MB of RGBA before any copy, about what a cheap phone's tab can hold.
 * Phones write 12-48 MP; a bigger file is refused with its message before decoding.
 */
export const HEIF_MAX_PIXELS = 50_000_000;

export type ResizeSpec =
  | { mode: 'percent'; percent: number }
  | { mode: 'box'; width: number; height: number; keepAspect: boolean };

const clampSide = (n: number) => Math.min(MAX_DIMENSION_PX, Math.max(1, Math.round(n)));

/** Each side scaled by `percent` / 100, never below 1 px. */
export function scaleByPercent(src: Size, percent: number): Size {
  const f = percent / 100;
  return { width: clampSide(src.width * f), height: clampSide(src.height * f) };
}

/**
 * Shrinks `src` to fit inside the optional limits, keeping its proportions.
 * Never enlarges: a limit larger than the image changes nothing.
 */
export function fitWithin(src: Size, maxWidth?: number, maxHeight?: number): Size {
  const limits = [1];
  if (maxWidth !== undefined && maxWidth > 0) limits.push(maxWidth / src.width);
  if (maxHeight !== undefined && maxHeight > 0) limits.push(maxHeight / src.height);
  const scale = Math.min(...limits);
  if (scale >= 1) return { width: src.width, height: src.height };
  return { width: Math.max(1, Math.round(src.width * scale)), height: Math.max(1, Math.round(src.height * scale)) };
}

/**
 * Scales `src` (up or down) to the largest size inside `box` with the same proportions.
 * A result within 1 px of the box on both sides snaps to the box: the box was usually
 * computed from an image of the same proportions, and rounding must not cost a pixel.
 */
export function fitBox(src: Size, box: Size): Size {
  const scale = Math.min(box.width / src.width, box.height / src.height);
  const fitted = { width: clampSide(src.width * scale), height: clampSide(src.height * scale) };
  if (Math.abs(fitted.width - box.width) <= 1 && Math.abs(fitted.height - box.height) <= 1) {
    return { width: clampSide(box.width), height: clampSide(box.height) };
  }
  return fitted;
}

/** The output size for one image of a batch. */
export function resizeTarget(src: Size, spec: ResizeSpec): Size {
  if (spec.mode === 'percent') return scaleByPercent(src, spec.percent);
  const box = { width: clampSide(spec.width), height: clampSide(spec.height) };
  return spec.keepAspect ? fitBox(src, box) : box;
}

/** With the aspect lock on: the other side for a new value of `changed`, from the reference image's proportions. */
export function linkedSide(value: number, reference: Size, changed: 'width' | 'height'): number {
  const ratio = changed === 'width' ? reference.height / reference.width : reference.width / reference.height;
  return clampSide(value * ratio);
}
