import { PDFArray, PDFDict, PDFName, PDFNumber, PDFRawStream, type PDFRef } from '@cantoo/pdf-lib';
import type { RawImage } from '../../image/codecs/types';
import { looksLikeGraphic } from '../../image/pixels';
import type { ImagePlan } from './images';
import { deflateSamples, inflateSamples, plainSamples, rgbaToSamples, samplesToRgba } from './samples';
import type { CompressEnv, PdfCompressOptions } from './types';

/** An image we may rewrite, with what we know of it before any pass. */
export interface Candidate {
  ref: PDFRef;
  original: PDFRawStream;
  plan: Exclude<ImagePlan, { kind: 'skip' }>;
  /** Its density on the page (see usage.ts); undefined when it is drawn nowhere we can see (an annotation, a pattern). */
  dpi?: number;
  /** A lossless repack does not depend on the quality: found once, reused by every pass of a size search. */
  lossless?: Rewritten;
}

export interface Rewritten {
  /** The new stream, or null when the original stays (then `reason` says why). */
  stream: PDFRawStream | null;
  reason?: 'notSmaller' | 'unreadable' | 'graphic';
  downscaled: boolean;
  lossless: boolean;
  /** Bytes of what was written, or of the attempt that lost to the original. */
  bytes: number;
  /** A small sample of the pixels as encoded, kept for a size search (see target.ts). */
  pixels?: RawImage;
}

/**
 * Images denser than maxDpi by less than this factor are left at their size: 10-20 % fewer pixels saves little and
 * costs a resampling blur (Ghostscript's presets wait for 1.5×).
 */
export const DOWNSCALE_THRESHOLD = 1.2;

/** The size an image is written at: scaled so it lands at maxDpi when it is drawn over DOWNSCALE_THRESHOLD × that. */
export function targetSize(width: number, height: number, dpi: number | undefined, maxDpi: number | undefined): { width: number; height: number } {
  if (!maxDpi || dpi === undefined || dpi <= maxDpi * DOWNSCALE_THRESHOLD) return { width, height };
  const scale = maxDpi / dpi;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

const N = (name: string) => PDFName.of(name);

async function decode(candidate: Candidate, env: CompressEnv): Promise<RawImage | null> {
  const { plan, original } = candidate;
  if (plan.kind === 'jpeg') {
    try {
      const image = await env.decodeJpeg(original.contents);
      return image.width === plan.width && image.height === plan.height ? image : null;
    } catch {
      return null;
    }
  }
  const samples = plan.kind === 'plain' ? plainSamples(original.contents, plan) : inflateSamples(original.contents, plan);
  return samples ? samplesToRgba(samples, plan.width, plan.height, plan.colors) : null;
}

/** The SMask must keep its parent's size when it carries /Matte (pre-multiplied colour): such a parent is never resized. */
function mayResize(original: PDFRawStream): boolean {
  const smask = original.dict.lookup(N('SMask'));
  return !(smask instanceof PDFRawStream && smask.dict.lookup(N('Matte')) instanceof PDFArray);
}

function newStream(original: PDFRawStream, contents: Uint8Array, size: { width: number; height: number }, filter: 'DCTDecode' | 'FlateDecode', colors: 1 | 3): PDFRawStream {
  const dict = original.dict.clone() as PDFDict;
  const context = dict.context;
  dict.set(N('Filter'), N(filter));
  dict.delete(N('DecodeParms'));
  if (filter === 'FlateDecode') {
    dict.set(N('DecodeParms'), context.obj({ Predictor: 12, Colors: colors, BitsPerComponent: 8, Columns: size.width }));
  }
  dict.set(N('Width'), PDFNumber.of(size.width));
  dict.set(N('Height'), PDFNumber.of(size.height));
  dict.set(N('BitsPerComponent'), PDFNumber.of(8));
  dict.set(N('Length'), PDFNumber.of(contents.length));
  return PDFRawStream.of(dict, contents);
}

/** One image at one quality: decode, maybe scale down, encode; the new stream only when it is smaller. */
export async function rewriteImage(
  candidate: Candidate,
  options: Pick<PdfCompressOptions, 'maxDpi' | 'effort'>,
  quality: number,
  env: CompressEnv,
  sample?: (image: RawImage) => RawImage,
): Promise<Rewritten> {
  if (candidate.lossless) return candidate.lossless;
  const { plan, original } = candidate;
  const source = await decode(candidate, env);
  if (!source) return { stream: null, reason: 'unreadable', downscaled: false, lossless: false, bytes: original.contents.length };
  const size = mayResize(original) ? targetSize(plan.width, plan.height, candidate.dpi, options.maxDpi) : { width: plan.width, height: plan.height };
  const downscaled = size.width !== plan.width || size.height !== plan.height;
  const graphic = plan.kind !== 'jpeg' && looksLikeGraphic(source);
  // A graphic is kept lossless: sharp text and flat colours are what JPEG does worst.
  if (graphic && !downscaled) {
    const repacked = deflateSamples(rgbaToSamples(source, plan.colors), plan.width, plan.height, plan.colors);
    const result = finish(original, repacked, size, 'FlateDecode', plan.colors, false, true);
    candidate.lossless = result.stream ? result : { ...result, reason: 'graphic' };
    return candidate.lossless;
  }
  const image = downscaled ? await env.resize(source, size.width, size.height) : source;
  if (graphic) {
    const repacked = deflateSamples(rgbaToSamples(image, plan.colors), size.width, size.height, plan.colors);
    candidate.lossless = finish(original, repacked, size, 'FlateDecode', plan.colors, true, true);
    return candidate.lossless;
  }
  const jpeg = await env.encodeJpeg(image, { quality, effort: options.effort, gray: plan.colors === 1 });
  return { ...finish(original, jpeg, size, 'DCTDecode', plan.colors, downscaled, false), ...(sample ? { pixels: sample(image) } : {}) };
}

function finish(
  original: PDFRawStream,
  contents: Uint8Array,
  size: { width: number; height: number },
  filter: 'DCTDecode' | 'FlateDecode',
  colors: 1 | 3,
  downscaled: boolean,
  lossless: boolean,
): Rewritten {
  if (contents.length >= original.contents.length) return { stream: null, reason: 'notSmaller', downscaled: false, lossless, bytes: contents.length };
  return { stream: newStream(original, contents, size, filter, colors), downscaled, lossless, bytes: contents.length };
}
