/**
 * The search behind "at most N KB": the highest quality whose output fits, with as few encodes as possible (each
 * one of a 12 MP photo costs seconds). Pure: the encoder is passed in, so it is unit-tested with fakes in node.
 */

export interface Attempt {
  quality: number;
  bytes: Uint8Array;
}

export interface FitResult {
  /** The highest quality tried that fits; null when even `minQuality` is too big. */
  best: Attempt | null;
  /** The smallest output seen (the lowest quality tried). */
  smallest: Attempt;
  encodes: number;
}

/** Lowest quality a size target may go down to before the image is made smaller instead. */
export const MIN_TARGET_QUALITY = 10;
/** At most this many encodes per size: each is a full encode of the image. */
const MAX_ENCODES = 7;

/** The next quality to try inside (lo, hi), assuming log(size) is roughly linear in quality between them. */
function interpolate(lo: { q: number; size: number }, hi: { q: number; size: number }, target: number): number {
  const t = (Math.log(target) - Math.log(lo.size)) / (Math.log(hi.size) - Math.log(lo.size));
  const q = Math.round(lo.q + Math.min(0.9, Math.max(0.1, t)) * (hi.q - lo.q));
  return Math.min(hi.q - 1, Math.max(lo.q + 1, q));
}

/**
 * Searches `[minQuality, maxQuality]` for the highest quality whose encoding is at most `targetBytes`. Starts at
 * `guess` (e.g. from a small proxy of the image) or at the top. Sizes are assumed to grow with quality; a codec that
 * breaks that a little only costs an encode or two.
 */
export async function fitQuality(
  encode: (quality: number) => Promise<Uint8Array>,
  targetBytes: number,
  maxQuality: number,
  minQuality = MIN_TARGET_QUALITY,
  guess?: number,
  onAttempt?: (index: number) => void,
): Promise<FitResult> {
  const top = Math.max(minQuality, maxQuality);
  let lo: Attempt | null = null; // fits
  let hi: Attempt | null = null; // too big
  let smallest: Attempt | null = null;
  let q = Math.min(top, Math.max(minQuality, Math.round(guess ?? top)));
  let encodes = 0;
  let upStep = 2;
  for (;;) {
    onAttempt?.(encodes);
    const bytes = await encode(q);
    encodes += 1;
    const attempt = { quality: q, bytes };
    if (!smallest || bytes.length < smallest.bytes.length) smallest = attempt;
    if (bytes.length <= targetBytes) {
      if (!lo || q > lo.quality) lo = attempt;
    } else if (!hi || q < hi.quality) {
      hi = attempt;
    }
    if (encodes >= MAX_ENCODES) break;
    if (lo && (lo.quality === top || (hi && hi.quality - lo.quality <= 1))) break;
    if (!lo && hi && hi.quality === minQuality) break;

    if (lo && hi) {
      q = interpolate({ q: lo.quality, size: lo.bytes.length }, { q: hi.quality, size: hi.bytes.length }, targetBytes);
    } else if (hi) {
      // Too big so far: aim lower, in proportion to how far off it is, and at least 5 steps.
      const ratio = targetBytes / hi.bytes.length;
      q = Math.max(minQuality, Math.min(hi.quality - 5, Math.round(hi.quality * ratio)));
    } else {
      // Fits below the top (only after a guess, which is usually close): step up, further each time.
      q = Math.min(top, q + upStep);
      upStep *= 2;
    }
  }
  return { best: lo, smallest: smallest!, encodes };
}

/**
 * How much smaller (per side) to make an image whose smallest encoding was `smallestBytes`, to land under
 * `targetBytes`; a little extra so one step usually suffices.
 */
export function shrinkFactor(smallestBytes: number, targetBytes: number): number {
  return Math.min(0.95, Math.sqrt(targetBytes / smallestBytes) * 0.92);
}
