import { unzlibSync, zlibSync } from 'fflate';
import type { RawImage } from '../../image/codecs/types';

/** Raw 8-bit image samples of a PDF image (before its /Decode array): what a Flate image holds once inflated. */

export interface SampleLayout {
  width: number;
  height: number;
  /** 1 (gray) or 3 (RGB). */
  colors: 1 | 3;
  /** /DecodeParms /Predictor: 1 none, 2 TIFF, 10-15 PNG (each row says its own filter). */
  predictor: number;
}

/** Inflated, unpredicted samples, `width × height × colors` bytes; null when the data is short or corrupt. */
export function inflateSamples(data: Uint8Array | null, layout: SampleLayout): Uint8Array | null {
  const { width, height, colors, predictor } = layout;
  const row = width * colors;
  let raw: Uint8Array;
  try {
    raw = data === null ? new Uint8Array(0) : unzlibSync(data);
  } catch {
    return null;
  }
  if (predictor >= 10) return unpng(raw, row, height, colors);
  if (raw.length < row * height) return null;
  const out = raw.length === row * height ? raw : raw.slice(0, row * height);
  if (predictor === 2) untiff(out, row, height, colors);
  return out;
}

/** The same bytes, when the stream has no filter at all. */
export function plainSamples(data: Uint8Array, layout: SampleLayout): Uint8Array | null {
  const size = layout.width * layout.height * layout.colors;
  return data.length < size ? null : data.subarray(0, size);
}

function untiff(data: Uint8Array, row: number, height: number, colors: number): void {
  for (let y = 0; y < height; y += 1) {
    const start = y * row;
    for (let i = start + colors; i < start + row; i += 1) data[i] = (data[i]! + data[i - colors]!) & 0xff;
  }
}

/** PNG's per-row filters (None, Sub, Up, Average, Paeth), bytes per pixel = colors at 8 bits. */
function unpng(raw: Uint8Array, row: number, height: number, bpp: number): Uint8Array | null {
  if (raw.length < (row + 1) * height) return null;
  const out = new Uint8Array(row * height);
  for (let y = 0; y < height; y += 1) {
    const filter = raw[y * (row + 1)]!;
    const src = y * (row + 1) + 1;
    const dst = y * row;
    const up = dst - row;
    for (let i = 0; i < row; i += 1) {
      const a = i >= bpp ? out[dst + i - bpp]! : 0;
      const b = y > 0 ? out[up + i]! : 0;
      const c = y > 0 && i >= bpp ? out[up + i - bpp]! : 0;
      const x = raw[src + i]!;
      let v: number;
      if (filter === 0) v = x;
      else if (filter === 1) v = x + a;
      else if (filter === 2) v = x + b;
      else if (filter === 3) v = x + ((a + b) >> 1);
      else if (filter === 4) {
        const p = a + b - c;
        const pa = Math.abs(p - a);
        const pb = Math.abs(p - b);
        const pc = Math.abs(p - c);
        v = x + (pa <= pb && pa <= pc ? a : pb <= pc ? b : c);
      } else return null;
      out[dst + i] = v & 0xff;
    }
  }
  return out;
}

export function samplesToRgba(samples: Uint8Array, width: number, height: number, colors: 1 | 3): RawImage {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let p = 0, s = 0; p < data.length; p += 4, s += colors) {
    const r = samples[s]!;
    data[p] = r;
    data[p + 1] = colors === 3 ? samples[s + 1]! : r;
    data[p + 2] = colors === 3 ? samples[s + 2]! : r;
    data[p + 3] = 255;
  }
  return { data, width, height };
}

/** Gray takes the green channel: the image was gray to begin with, so R, G and B agree (a resample keeps them equal). */
export function rgbaToSamples(image: RawImage, colors: 1 | 3): Uint8Array {
  const out = new Uint8Array(image.width * image.height * colors);
  const d = image.data;
  for (let p = 0, s = 0; s < out.length; p += 4, s += colors) {
    if (colors === 1) out[s] = d[p + 1]!;
    else {
      out[s] = d[p]!;
      out[s + 1] = d[p + 1]!;
      out[s + 2] = d[p + 2]!;
    }
  }
  return out;
}

/**
 * Lossless repack of 8-bit samples: PNG "Up" on every row (what suits a chart or a screenshot best on average),
 * deflated at the highest level. Readers take any PNG predictor once /Predictor is 10 or more.
 */
export function deflateSamples(samples: Uint8Array, width: number, height: number, colors: 1 | 3): Uint8Array {
  const row = width * colors;
  const filtered = new Uint8Array((row + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const o = y * (row + 1);
    filtered[o] = 2;
    for (let i = 0; i < row; i += 1) filtered[o + 1 + i] = (samples[y * row + i]! - (y > 0 ? samples[(y - 1) * row + i]! : 0)) & 0xff;
  }
  return zlibSync(filtered, { level: 9 });
}
