import type { RawImage } from '../../image/codecs/types';
import { proxyMosaic } from '../../image/pixels';
import { MIN_TARGET_QUALITY } from '../../image/target';
import { PDF_TARGET_UNREACHABLE } from '../codes';

/**
 * "At most N bytes" for a whole PDF. One pass re-encodes every image (tens of seconds for a 40-page scan on a phone),
 * so the quality is not searched with real passes alone: the first pass keeps a small sample of each image's pixels,
 * the samples are encoded at trial qualities (milliseconds each) to predict each image's size, and a real pass checks
 * the prediction. Usually two passes in all; at most MAX_PASSES.
 */

export interface PassImage {
  /** Bytes of the image's new encoding at this pass's quality (written or not). */
  bytes: number;
  /** Bytes of the original stream, which stays when the new one is not smaller. */
  original: number;
  /** Lossless repacks and untouched images do not change with the quality. */
  fixed: boolean;
  gray: boolean;
  pixels?: RawImage;
}

export interface Pass {
  quality: number;
  /** The whole file's size as it would be saved. */
  total: number;
  images: PassImage[];
}

export interface TargetSearch {
  /** The slider's quality: never exceeded. */
  top: number;
  targetBytes: number;
  /** A full pass at a quality, applied to the document and measured (keeping samples when asked). */
  pass(quality: number, keepSamples: boolean): Promise<Pass>;
  /** Bytes of a sample encoded at a quality. */
  encodeSample(image: RawImage, quality: number, gray: boolean): Promise<number>;
}

const MAX_PASSES = 4;
/** Aim this much under the target, so that a slightly optimistic prediction still lands inside. */
const MARGIN = 0.98;

export function targetUnreachable(smallestBytes: number): Error {
  return new Error(`${PDF_TARGET_UNREACHABLE}:${smallestBytes}`);
}

/** A few hundred pixels square: crops across the image (detail per pixel as in the image), or the image itself when small. */
export function sampleOf(image: RawImage): RawImage {
  const mosaic = proxyMosaic(image, 128, 3);
  if (mosaic) return mosaic;
  if (image.width * image.height <= 160_000) return image;
  const width = Math.min(image.width, 384);
  const height = Math.min(image.height, 384);
  const x0 = Math.floor((image.width - width) / 2);
  const y0 = Math.floor((image.height - height) / 2);
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    const from = ((y0 + y) * image.width + x0) * 4;
    data.set(image.data.subarray(from, from + width * 4), y * width * 4);
  }
  return { data, width, height };
}

/** The highest quality whose pass fits `targetBytes`, and that pass; throws PDF_TARGET_UNREACHABLE when none can. */
export async function fitTarget(search: TargetSearch): Promise<Pass> {
  const { top, targetBytes } = search;
  const first = await search.pass(top, true);
  if (first.total <= targetBytes) return first;
  const inFile = (img: PassImage) => Math.min(img.bytes, img.original);
  const fixedBytes = first.total - first.images.reduce((sum, img) => sum + (img.fixed ? 0 : inFile(img)), 0);
  const lossy = first.images.filter((img) => !img.fixed && img.pixels);
  const cache = new Map<string, number>();
  const sampleBytes = async (i: number, q: number) => {
    const id = `${i}:${q}`;
    if (!cache.has(id)) cache.set(id, await search.encodeSample(lossy[i]!.pixels!, q, lossy[i]!.gray));
    return cache.get(id)!;
  };
  const predict = async (q: number, scale: number) => {
    let sum = fixedBytes;
    for (const [i, img] of lossy.entries()) {
      const ratio = (await sampleBytes(i, q)) / Math.max(1, await sampleBytes(i, top));
      sum += Math.min(img.original, img.bytes * ratio * scale);
    }
    // Images with no sample (none in practice) are counted as they are in the first pass.
    for (const img of first.images) if (!img.fixed && !img.pixels) sum += inFile(img);
    return sum;
  };
  /** Highest quality below `below` predicted to fit, or MIN_TARGET_QUALITY. */
  const guess = async (below: number, scale: number) => {
    let lo = MIN_TARGET_QUALITY;
    let hi = below - 1;
    if (hi <= lo) return lo;
    while (lo < hi) {
      const mid = Math.ceil((lo + hi) / 2);
      if ((await predict(mid, scale)) <= targetBytes * MARGIN) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  };

  let smallest = first.total;
  let scale = 1;
  let below = top;
  let tried = new Set<number>([top]);
  for (let passes = 1; passes < MAX_PASSES; passes += 1) {
    const q = await guess(below, scale);
    if (tried.has(q)) break;
    tried = tried.add(q);
    const predicted = await predict(q, scale);
    const pass = await search.pass(q, false);
    smallest = Math.min(smallest, pass.total);
    if (pass.total <= targetBytes) return pass;
    // Off by this much on the images' part: correct the estimate and look lower than this quality.
    scale *= Math.max(1, (pass.total - fixedBytes) / Math.max(1, predicted - fixedBytes));
    below = q;
    if (q === MIN_TARGET_QUALITY) break;
  }
  if (!tried.has(MIN_TARGET_QUALITY)) {
    const last = await search.pass(MIN_TARGET_QUALITY, false);
    if (last.total <= targetBytes) return last;
    smallest = Math.min(smallest, last.total);
  }
  throw targetUnreachable(smallest);
}
