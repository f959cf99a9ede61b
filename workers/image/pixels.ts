import type { RawImage } from './codecs/types';

/** Pure pixel helpers of the image worker (no canvas): unit-tested in node. */

export function hasTransparency(image: RawImage): boolean {
  const d = image.data;
  for (let i = 3; i < d.length; i += 4) if (d[i]! < 255) return true;
  return false;
}

/** Pixels looked at to tell a graphic from a photo: enough for a verdict, cheap on 24 MP. */
const GRAPHIC_SAMPLE = 200_000;
const GRAPHIC_MAX_COLOURS = 256;

/**
 * A graphic (logo, screenshot, chart, icon) has few distinct colours, where a photo has thousands in any sample.
 * Lossy photo codecs blur a graphic's edges, so Automatic sends it to PNG/WebP instead.
 */
export function looksLikeGraphic(image: RawImage): boolean {
  const pixels = image.width * image.height;
  const step = Math.max(1, Math.floor(pixels / GRAPHIC_SAMPLE));
  const seen = new Set<number>();
  const d = image.data;
  for (let p = 0; p < pixels; p += step) {
    const i = p * 4;
    seen.add(((d[i]! << 24) | (d[i + 1]! << 16) | (d[i + 2]! << 8) | d[i + 3]!) >>> 0);
    if (seen.size > GRAPHIC_MAX_COLOURS) return false;
  }
  return true;
}

/** A copy composited onto white: JPEG has no alpha, and transparent pixels would otherwise come out black. */
export function flattenOnWhite(image: RawImage): RawImage {
  const src = image.data;
  const out = new Uint8ClampedArray(src.length);
  for (let i = 0; i < src.length; i += 4) {
    const a = src[i + 3]! / 255;
    const white = 255 * (1 - a);
    out[i] = src[i]! * a + white;
    out[i + 1] = src[i + 1]! * a + white;
    out[i + 2] = src[i + 2]! * a + white;
    out[i + 3] = 255;
  }
  return { data: out, width: image.width, height: image.height };
}

/**
 * A small stand-in for a big image when searching for a quality: `tiles` × `tiles` crops of `side` px taken evenly
 * across it, side by side. Crops keep the photo's real detail per pixel (a downscale would add detail per pixel and
 * mislead the estimate). Null when the image is small enough to search on directly.
 */
export function proxyMosaic(image: RawImage, side = 384, tiles = 3): RawImage | null {
  if (image.width < side * tiles * 1.5 || image.height < side * tiles * 1.5) return null;
  const width = side * tiles;
  const out = new Uint8ClampedArray(width * width * 4);
  for (let ty = 0; ty < tiles; ty += 1) {
    for (let tx = 0; tx < tiles; tx += 1) {
      const sx = Math.floor(((tx + 0.5) * image.width) / tiles - side / 2);
      const sy = Math.floor(((ty + 0.5) * image.height) / tiles - side / 2);
      for (let row = 0; row < side; row += 1) {
        const from = ((sy + row) * image.width + sx) * 4;
        const to = ((ty * side + row) * width + tx * side) * 4;
        out.set(image.data.subarray(from, from + side * 4), to);
      }
    }
  }
  return { data: out, width, height: width };
}
