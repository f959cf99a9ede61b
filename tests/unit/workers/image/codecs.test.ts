import { describe, expect, it } from 'vitest';
import { avifSpeed } from '@workers/image/codecs/avif';
import { mozjpegOptions, mozjpegQuality } from '@workers/image/codecs/mozjpeg';
import { graphicLike, headerSize, nodeCodecs, oxipng, photoLike } from './nodeCodecs';

/** The real WebAssembly codecs (jSquash) in node: what the image worker runs, minus the fetch. */

const photo = photoLike(320, 240);

describe.each([
  ['MozJPEG', nodeCodecs.jpeg, [0xff, 0xd8, 0xff]],
  ['WebP (libwebp)', nodeCodecs.webp, [0x52, 0x49, 0x46, 0x46]],
  ['AVIF', nodeCodecs.avif, [0, 0, 0]],
] as const)('%s', (_name, encode, magic) => {
  it('writes a file of the right format and dimensions', async () => {
    const bytes = await encode(photo, 75);
    expect([...bytes.subarray(0, magic.length)]).toEqual([...magic]);
    expect(headerSize(bytes)).toEqual({ width: 320, height: 240 });
  }, 30_000);

  it('a higher quality gives a larger file', async () => {
    const sizes = [];
    for (const q of [20, 50, 90]) sizes.push((await encode(photo, q)).length);
    expect(sizes[0]).toBeLessThan(sizes[1]!);
    expect(sizes[1]).toBeLessThan(sizes[2]!);
  }, 60_000);
});

/** The start-of-frame marker of a JPEG: 0xc0 baseline, 0xc1 extended sequential, 0xc2 progressive. */
function frameMarker(bytes: Uint8Array): number {
  for (let i = 2; i + 1 < bytes.length; ) {
    const marker = bytes[i + 1]!;
    if (marker >= 0xc0 && marker <= 0xc2) return marker;
    i += 2 + ((bytes[i + 2]! << 8) | bytes[i + 3]!);
  }
  return -1;
}

describe('MozJPEG effort by image size', () => {
  it('writes ordinary pictures progressive, with the full trellis search', async () => {
    expect(mozjpegOptions(1280 * 960)).toMatchObject({ baseline: false, trellis_multipass: true });
    expect(frameMarker(await nodeCodecs.jpeg(photo, 75))).toBe(0xc2);
  });

  it('writes big photos baseline, with a single trellis pass (a 24 MP photo in seconds)', async () => {
    expect(mozjpegOptions(6000 * 4000)).toMatchObject({ baseline: true, trellis_multipass: false, trellis_opt_table: false });
    const big = photoLike(2400, 1700);
    expect(frameMarker(await nodeCodecs.jpeg(big, 75))).toBe(0xc0);
    // At the lowest qualities the tables would pass 255 (extended sequential, SOF1): baseline clamps them.
    expect(frameMarker(await nodeCodecs.jpeg(big, 5))).toBe(0xc0);
  }, 30_000);

  it('with the "small" effort gives big photos the full search too: progressive, and smaller', async () => {
    expect(mozjpegOptions(6000 * 4000, 'small')).toMatchObject({ baseline: false, trellis_multipass: true, trellis_opt_zero: true, trellis_opt_table: true });
    expect(mozjpegOptions(1280 * 960, 'small')).toEqual(mozjpegOptions(1280 * 960, 'fast'));
    // ImageMagick's tables up to slider 80 (smaller on big photos there), Ahumada's above.
    expect(mozjpegOptions(6000 * 4000, 'small', 75).quant_table).toBe(3);
    expect(mozjpegOptions(6000 * 4000, 'small', 80).quant_table).toBe(3);
    expect(mozjpegOptions(6000 * 4000, 'small', 81).quant_table).toBe(7);
    expect(mozjpegOptions(6000 * 4000, 'fast', 75).quant_table).toBe(7);
    expect(mozjpegOptions(1280 * 960, 'small', 75).quant_table).toBe(7);
    const big = photoLike(2400, 1700);
    const fast = await nodeCodecs.jpeg(big, 75, 'fast');
    const small = await nodeCodecs.jpeg(big, 75, 'small');
    expect(frameMarker(small)).toBe(0xc2);
    expect(headerSize(small)).toEqual({ width: 2400, height: 1700 });
    expect(small.length).toBeLessThan(fast.length);
  }, 60_000);
});

describe('OxiPNG', () => {
  it('writes a lossless PNG of the right dimensions from pixels', async () => {
    const bytes = await oxipng.encodeRaw(graphicLike(64, 48));
    expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(headerSize(bytes)).toEqual({ width: 64, height: 48 });
  });

  it('re-packs a PNG no larger than it was', async () => {
    const first = await oxipng.encodeRaw(photoLike(96, 64));
    const again = await oxipng.optimisePng(first);
    expect(headerSize(again)).toEqual({ width: 96, height: 64 });
    expect(again.length).toBeLessThanOrEqual(first.length);
  });
});

describe('avifSpeed', () => {
  it('keeps Squoosh’s effort for ordinary pictures and speeds up for big photos', () => {
    expect(avifSpeed(1280 * 960)).toBe(6);
    expect(avifSpeed(4000 * 3000)).toBe(9);
    expect(avifSpeed(2500 * 2000)).toBe(8);
  });
});

describe('mozjpegQuality (a libjpeg quality → MozJPEG table 7 at the same SSIM)', () => {
  it.each([
    [1, 1], [0, 1], [30, 24], [40, 29], [75, 53], [80, 61], [90, 77], [100, 100], [150, 100],
  ])('%d → %d', (slider, codec) => {
    expect(mozjpegQuality(slider)).toBe(codec);
  });

  it('keeps the order of the slider', () => {
    const mapped = Array.from({ length: 100 }, (_, i) => mozjpegQuality(i + 1));
    expect(mapped.every((q, i) => i === 0 || q >= mapped[i - 1]!)).toBe(true);
  });
});

describe('mozjpegQuality with ImageMagick\'s tables (3), for big photos at "Smallest file"', () => {
  it.each([
    [1, 1], [30, 33], [50, 48], [75, 72], [80, 78],
  ])('%d → %d', (slider, codec) => {
    expect(mozjpegQuality(slider, 3)).toBe(codec);
  });

  it('keeps the order of the slider', () => {
    const mapped = Array.from({ length: 100 }, (_, i) => mozjpegQuality(i + 1, 3));
    expect(mapped.every((q, i) => i === 0 || q >= mapped[i - 1]!)).toBe(true);
  });
});
