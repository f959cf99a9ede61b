/** Pure maths of the before/after compare view (src/ui/image/ImageCompareDialog.tsx): zoom, pan and split. */

export interface View {
  /** CSS px per image px. */
  scale: number;
  /** The image point (image px) shown at the centre of the viewport. */
  cx: number;
  cy: number;
}

export interface Box {
  width: number;
  height: number;
}

export const MAX_SCALE = 16;
const ZOOM_STEP = 1.5;

/** The scale that shows the whole image inside the viewport. */
export function fitScale(image: Box, viewport: Box): number {
  if (!image.width || !image.height || !viewport.width || !viewport.height) return 1;
  return Math.min(viewport.width / image.width, viewport.height / image.height);
}

/** Smallest zoom allowed: the fit, or 100 % for an image smaller than the viewport. */
export const minScale = (image: Box, viewport: Box) => Math.min(1, fitScale(image, viewport));

export function fitView(image: Box, viewport: Box): View {
  return { scale: fitScale(image, viewport), cx: image.width / 2, cy: image.height / 2 };
}

/** Keeps the centre on the image and the scale in range. */
export function clampView(v: View, image: Box, viewport: Box): View {
  const scale = Math.min(MAX_SCALE, Math.max(minScale(image, viewport), v.scale));
  return {
    scale,
    cx: Math.min(image.width, Math.max(0, v.cx)),
    cy: Math.min(image.height, Math.max(0, v.cy)),
  };
}

/**
 * Zoom to `scale`, keeping the image point under `at` (viewport px; default the centre) where it is on screen.
 */
export function zoomTo(v: View, scale: number, image: Box, viewport: Box, at?: { x: number; y: number }): View {
  const px = at?.x ?? viewport.width / 2;
  const py = at?.y ?? viewport.height / 2;
  const next = Math.min(MAX_SCALE, Math.max(minScale(image, viewport), scale));
  // The image point under (px, py) before the zoom…
  const ix = v.cx + (px - viewport.width / 2) / v.scale;
  const iy = v.cy + (py - viewport.height / 2) / v.scale;
  // …stays under it after.
  return clampView({ scale: next, cx: ix - (px - viewport.width / 2) / next, cy: iy - (py - viewport.height / 2) / next }, image, viewport);
}

export const zoomIn = (v: View, image: Box, viewport: Box, at?: { x: number; y: number }) => zoomTo(v, v.scale * ZOOM_STEP, image, viewport, at);
export const zoomOut = (v: View, image: Box, viewport: Box, at?: { x: number; y: number }) => zoomTo(v, v.scale / ZOOM_STEP, image, viewport, at);

/** Moves the view by a drag of (dx, dy) screen px: the picture follows the pointer. */
export function panBy(v: View, dx: number, dy: number, image: Box, viewport: Box): View {
  return clampView({ ...v, cx: v.cx - dx / v.scale, cy: v.cy - dy / v.scale }, image, viewport);
}

/** Where the stage's top-left corner sits in the viewport, for the CSS transform. */
export function stageOffset(v: View, viewport: Box): { x: number; y: number } {
  return { x: viewport.width / 2 - v.cx * v.scale, y: viewport.height / 2 - v.cy * v.scale };
}

/** Split position (percent of the viewport width from the left) after a key press; null for keys it ignores. */
export function splitAfterKey(split: number, key: string, shift: boolean): number | null {
  const step = shift ? 10 : 2;
  const next =
    key === 'ArrowLeft' || key === 'ArrowDown' ? split - step
      : key === 'ArrowRight' || key === 'ArrowUp' ? split + step
        : key === 'Home' ? 0
          : key === 'End' ? 100
            : key === 'PageDown' ? split - 10
              : key === 'PageUp' ? split + 10
                : null;
  return next === null ? null : Math.min(100, Math.max(0, next));
}
