import {
  IMAGE_TARGET_UNREACHABLE,
  type CodecId,
  type FormatChoice,
  type ImageEffort,
  type OutputMime,
  type ProgressFn,
} from './codes';
import type { EncodeFn, RawImage } from './codecs/types';
import { buildExifApp1, insertApp1, type KeptMetadata } from './exif';
import { flattenOnWhite, hasTransparency, looksLikeGraphic, proxyMosaic } from './pixels';
import { MIN_TARGET_QUALITY, fitQuality, shrinkFactor, type Attempt } from './target';

/**
 * The encode stage shared by the compressor and the resizer: upright RGBA pixels in, one encoded file out, in the
 * chosen format (or the Automatic pick), at the chosen quality or the best quality under a size target. The codecs
 * and the resampler are passed in, so this runs in node unit tests with the real WebAssembly codecs.
 */

export interface EncodeSettings {
  format: FormatChoice;
  /** 1..100 as on the slider; PNG: 100 = lossless, less = fewer colours. */
  quality: number;
  /** "At most N bytes" (JPEG, WebP, AVIF, Automatic). */
  targetBytes?: number;
  /** Write the capture date and camera (from `metadata`) into JPEG output. */
  keepMetadata?: boolean;
  /** How hard to try on big pictures (default 'fast'). */
  effort?: ImageEffort;
}

export interface CodecSet {
  jpeg: EncodeFn;
  webp: EncodeFn;
  avif: EncodeFn;
  /** `quality` < 100 reduces colours first; 100 is lossless. */
  png: EncodeFn;
}

export interface EncodeEnv {
  codecs: CodecSet;
  /** A good-quality downscale (canvas in the worker), for a target that quality alone cannot reach. */
  resize(image: RawImage, width: number, height: number): Promise<RawImage>;
  metadata?: KeptMetadata;
  /** Progress over [from, to] of the file's bar. */
  progress?: { report: ProgressFn; from: number; to: number };
  now?: () => number;
}

export interface EncodedImage {
  bytes: Uint8Array;
  mime: OutputMime;
  codec: CodecId;
  quality: number;
  encodeMs: number;
  width: number;
  height: number;
  shrunkForTarget: boolean;
  metadataKept: boolean;
}

const CODEC_OF: Record<OutputMime, CodecId> = { 'image/jpeg': 'mozjpeg', 'image/webp': 'webp', 'image/avif': 'avif', 'image/png': 'oxipng' };
const KEY_OF: Record<OutputMime, keyof CodecSet> = { 'image/jpeg': 'jpeg', 'image/webp': 'webp', 'image/avif': 'avif', 'image/png': 'png' };

/**
 * The codec's own quality for a slider value. JPEG and WebP use theirs as is. AVIF's scale runs lower for the same
 * look: by SSIM on our photos (tests/bench) AVIF needs about 68 to match MozJPEG at 75, so the slider is mapped
 * 75 → 68 (and 100 → 100). One slider value then means about the same fidelity in every format, which is what lets
 * Automatic compare sizes fairly.
 */
export function codecQuality(mime: OutputMime, quality: number): number {
  const q = Math.min(100, Math.max(1, Math.round(quality)));
  if (mime !== 'image/avif') return q;
  return q <= 75 ? Math.max(1, Math.round((q * 68) / 75)) : Math.round(68 + ((q - 75) * 32) / 25);
}

/**
 * Rough ms per megapixel of each encoder on a slow machine, refined by every real encode (for the progress bar).
 * MozJPEG's full search is kept apart: it costs about twice the fast pass on big pictures.
 */
type RateKey = CodecId | 'mozjpeg-full';
const rates: Record<RateKey, number> = { mozjpeg: 500, 'mozjpeg-full': 1000, webp: 250, avif: 1500, oxipng: 600 };

function recordRate(key: RateKey, pixels: number, ms: number) {
  const rate = ms / Math.max(0.05, pixels / 1e6);
  rates[key] = rates[key] * 0.5 + rate * 0.5;
}

const rateKey = (codec: CodecId, effort: ImageEffort | undefined): RateKey => (codec === 'mozjpeg' && effort === 'small' ? 'mozjpeg-full' : codec);

export function targetUnreachable(smallestBytes: number): Error {
  return new Error(`${IMAGE_TARGET_UNREACHABLE}:${smallestBytes}`);
}

/** Smallest side a size target may shrink an image to, and the smallest share of its original size per side. */
const MIN_SIDE = 16;
const MIN_SCALE = 1 / 8;
const MAX_SHRINKS = 4;

export async function encodeImage(source: RawImage, settings: EncodeSettings, env: EncodeEnv): Promise<EncodedImage> {
  const now = env.now ?? (() => performance.now());
  let encodeMs = 0;
  let at = env.progress?.from ?? 0;
  const end = env.progress?.to ?? 1;
  const transparent = hasTransparency(source);
  const flat = transparent ? flattenOnWhite(source) : source;

  /** One encode, timed; `share` is the part of the remaining progress span it takes. */
  const run = async (mime: OutputMime, image: RawImage, quality: number, share: number): Promise<Uint8Array> => {
    const rate = rateKey(CODEC_OF[mime], settings.effort);
    const pixels = image.width * image.height;
    const next = at + (end - at) * share;
    env.progress?.report(at, { to: next, ms: (rates[rate] * pixels) / 1e6 });
    const input = mime !== 'image/jpeg' || !transparent ? image : image === source ? flat : flattenOnWhite(image);
    const started = now();
    const bytes = await env.codecs[KEY_OF[mime]](input, codecQuality(mime, quality), settings.effort);
    const ms = now() - started;
    encodeMs += ms;
    recordRate(rate, pixels, ms);
    at = next;
    env.progress?.report(at);
    return bytes;
  };

  const app1 = settings.keepMetadata && env.metadata ? buildExifApp1(env.metadata) : null;
  const finish = (mime: OutputMime, attempt: Attempt, image: RawImage, shrunk: boolean): EncodedImage => {
    const withMeta = mime === 'image/jpeg' && app1 !== null;
    return {
      bytes: withMeta ? insertApp1(attempt.bytes, app1) : attempt.bytes,
      mime,
      codec: CODEC_OF[mime],
      quality: attempt.quality,
      encodeMs,
      width: image.width,
      height: image.height,
      shrunkForTarget: shrunk,
      metadataKept: withMeta,
    };
  };

  const graphic = transparent || looksLikeGraphic(source);
  const candidates: OutputMime[] =
    settings.format !== 'auto' ? [settings.format] : graphic ? ['image/png', 'image/webp'] : ['image/jpeg', 'image/webp', 'image/avif'];
  const proxy = proxyMosaic(source);
  const quality = Math.min(100, Math.max(1, Math.round(settings.quality)));
  const target = settings.targetBytes;

  // Automatic on a big image: pick the format on the small proxy, then encode the full image once.
  let mime = candidates[0]!;
  if (candidates.length > 1) {
    const sample = proxy ?? source;
    const sizes: { mime: OutputMime; bytes: Uint8Array }[] = [];
    for (const [i, m] of candidates.entries()) {
      const share = proxy ? 0.1 : 1 / (candidates.length - i + (target ? 1 : 0));
      sizes.push({ mime: m, bytes: await run(m, sample, quality, share) });
    }
    sizes.sort((a, b) => a.bytes.length - b.bytes.length);
    mime = sizes[0]!.mime;
    if (!proxy && (!target || sizes[0]!.bytes.length + (mime === 'image/jpeg' ? app1?.length ?? 0 : 0) <= target)) {
      return finish(mime, { quality, bytes: sizes[0]!.bytes }, source, false);
    }
    // A graphic that does not fit as PNG is fitted as WebP (PNG has no quality search).
    if (target && mime === 'image/png') mime = 'image/webp';
  }

  const budget = target === undefined ? undefined : target - (mime === 'image/jpeg' ? app1?.length ?? 0 : 0);
  if (budget === undefined || mime === 'image/png') {
    return finish(mime, { quality, bytes: await run(mime, source, quality, 1) }, source, false);
  }
  if (budget <= 0) throw targetUnreachable(app1?.length ?? 0);

  // The size target: a first guess from the proxy (cheap), then the real search; then smaller sizes if needed.
  let guess: number | undefined;
  if (proxy) {
    const scale = (proxy.width * proxy.height) / (source.width * source.height);
    const fit = await fitQuality((q) => run(mime, proxy, q, 0.05), budget * scale, quality);
    guess = fit.best?.quality ?? MIN_TARGET_QUALITY;
  }
  const first = await fitQuality((q) => run(mime, source, q, 0.4), budget, quality, MIN_TARGET_QUALITY, guess);
  if (first.best) return finish(mime, first.best, source, false);
  // Even the lowest quality is too big: make the image smaller. Each step first tries the lowest quality (one encode)
  // and only searches for a better quality once that fits.
  let smallest = first.smallest.bytes.length;
  let factor = 1;
  for (let round = 0; round < MAX_SHRINKS && factor > MIN_SCALE; round += 1) {
    factor = Math.max(MIN_SCALE, factor * shrinkFactor(smallest, budget));
    const width = Math.max(1, Math.round(source.width * factor));
    const height = Math.max(1, Math.round(source.height * factor));
    if (Math.min(width, height) < MIN_SIDE) break;
    const image = await env.resize(source, width, height);
    const lowest = await run(mime, image, MIN_TARGET_QUALITY, 0.3);
    if (lowest.length > budget) {
      smallest = Math.min(smallest, lowest.length);
      continue;
    }
    if (quality === MIN_TARGET_QUALITY) return finish(mime, { quality, bytes: lowest }, image, true);
    const fit = await fitQuality((q) => run(mime, image, q, 0.4), budget, quality, MIN_TARGET_QUALITY + 1, Math.round((MIN_TARGET_QUALITY + quality) / 2));
    return finish(mime, fit.best ?? { quality: MIN_TARGET_QUALITY, bytes: lowest }, image, true);
  }
  throw targetUnreachable(smallest + (mime === 'image/jpeg' ? app1?.length ?? 0 : 0));
}
