import { describe, expect, it } from 'vitest';
import exifr from 'exifr';
import { IMAGE_TARGET_UNREACHABLE } from '@workers/image/codes';
import type { RawImage } from '@workers/image/codecs/types';
import { codecQuality, encodeImage, type EncodeEnv } from '@workers/image/encode';
import { flattenOnWhite, hasTransparency, looksLikeGraphic, proxyMosaic } from '@workers/image/pixels';
import { graphicLike, headerSize, nodeCodecs, photoLike } from './nodeCodecs';

/** Nearest-neighbour downscale: the worker uses the canvas; the search logic is what is tested here. */
async function nearest(image: RawImage, width: number, height: number): Promise<RawImage> {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const sx = Math.floor((x * image.width) / width);
      const sy = Math.floor((y * image.height) / height);
      data.set(image.data.subarray((sy * image.width + sx) * 4, (sy * image.width + sx) * 4 + 4), (y * width + x) * 4);
    }
  }
  return { data, width, height };
}

const env = (extra: Partial<EncodeEnv> = {}): EncodeEnv => ({ codecs: nodeCodecs, resize: nearest, ...extra });
const photo = photoLike(400, 300);

describe('encodeImage', () => {
  it.each([undefined, 'fast', 'small'] as const)('hands the effort (%s) to every encode, the size search included', async (effort) => {
    const seen: unknown[] = [];
    const jpeg: EncodeEnv['codecs']['jpeg'] = (image, quality, e) => {
      seen.push(e);
      return nodeCodecs.jpeg(image, quality, e);
    };
    await encodeImage(photo, { format: 'image/jpeg', quality: 80, targetBytes: 6_000, effort }, env({ codecs: { ...nodeCodecs, jpeg } }));
    expect(seen.length).toBeGreaterThan(1);
    expect(new Set(seen)).toEqual(new Set([effort]));
  }, 60_000);

  it.each([
    ['image/jpeg', 'mozjpeg'],
    ['image/webp', 'webp'],
    ['image/avif', 'avif'],
    ['image/png', 'oxipng'],
  ] as const)('%s: the chosen codec writes the image at its size and quality', async (format, codec) => {
    const out = await encodeImage(photo, { format, quality: 70 }, env());
    expect(out).toMatchObject({ mime: format, codec, quality: 70, width: 400, height: 300, shrunkForTarget: false, metadataKept: false });
    expect(headerSize(out.bytes)).toEqual({ width: 400, height: 300 });
    expect(out.encodeMs).toBeGreaterThan(0);
  }, 60_000);

  it('Automatic picks the smallest of JPEG / WebP / AVIF for a photo', async () => {
    const auto = await encodeImage(photo, { format: 'auto', quality: 75 }, env());
    const sizes = await Promise.all(
      (['image/jpeg', 'image/webp', 'image/avif'] as const).map(async (format) => (await encodeImage(photo, { format, quality: 75 }, env())).bytes.length),
    );
    expect(['image/jpeg', 'image/webp', 'image/avif']).toContain(auto.mime);
    expect(auto.bytes.length).toBe(Math.min(...sizes));
  }, 120_000);

  it('Automatic keeps a graphic with transparency lossless-capable: PNG or WebP, never JPEG/AVIF', async () => {
    const logo = graphicLike(96, 64, 0);
    expect(hasTransparency(logo)).toBe(true);
    const out = await encodeImage(logo, { format: 'auto', quality: 100 }, env());
    expect(['image/png', 'image/webp']).toContain(out.mime);
  }, 60_000);

  it('a size target is met, and the settled quality reported', async () => {
    const full = await encodeImage(photo, { format: 'image/jpeg', quality: 90 }, env());
    const target = Math.round(full.bytes.length * 0.5);
    const out = await encodeImage(photo, { format: 'image/jpeg', quality: 90, targetBytes: target }, env());
    expect(out.bytes.length).toBeLessThanOrEqual(target);
    expect(out.quality).toBeLessThan(90);
    expect(out.quality).toBeGreaterThanOrEqual(10);
    expect(out.shrunkForTarget).toBe(false);
    // one quality step up would not have fitted: the search found the best it could
    const above = await encodeImage(photo, { format: 'image/jpeg', quality: out.quality + 1 }, env());
    expect(above.bytes.length).toBeGreaterThan(target);
  }, 60_000);

  it('a target below the lowest quality shrinks the image to fit', async () => {
    const lowest = await encodeImage(photo, { format: 'image/webp', quality: 10 }, env());
    const target = Math.round(lowest.bytes.length * 0.4);
    const out = await encodeImage(photo, { format: 'image/webp', quality: 75, targetBytes: target }, env());
    expect(out.bytes.length).toBeLessThanOrEqual(target);
    expect(out.shrunkForTarget).toBe(true);
    expect(out.width).toBeLessThan(400);
    expect(out.width / out.height).toBeCloseTo(4 / 3, 1);
    expect(headerSize(out.bytes)).toEqual({ width: out.width, height: out.height });
  }, 60_000);

  it('an impossible target fails with the smallest size reached', async () => {
    const attempt = encodeImage(photo, { format: 'image/jpeg', quality: 75, targetBytes: 50 }, env());
    await expect(attempt).rejects.toThrow(new RegExp(`^${IMAGE_TARGET_UNREACHABLE}:\\d+$`));
  }, 60_000);

  it('keeps only capture date and camera, and only in JPEG output', async () => {
    const metadata = { make: 'Acme', model: 'Cam 1', dateTimeOriginal: '2023:01:02 03:04:05' };
    const jpeg = await encodeImage(photo, { format: 'image/jpeg', quality: 60, keepMetadata: true }, env({ metadata }));
    expect(jpeg.metadataKept).toBe(true);
    expect(await exifr.parse(jpeg.bytes, { reviveValues: false })).toMatchObject({ Make: 'Acme', Model: 'Cam 1', DateTimeOriginal: '2023:01:02 03:04:05' });
    const off = await encodeImage(photo, { format: 'image/jpeg', quality: 60 }, env({ metadata }));
    expect(off.metadataKept).toBe(false);
    expect(await exifr.parse(off.bytes)).toBeUndefined();
    const webp = await encodeImage(photo, { format: 'image/webp', quality: 60, keepMetadata: true }, env({ metadata }));
    expect(webp.metadataKept).toBe(false);
  }, 60_000);

  it('reports progress forward only, with a time estimate before each blocking encode', async () => {
    const seen: { f: number; to?: number; ms?: number }[] = [];
    await encodeImage(photo, { format: 'image/jpeg', quality: 80, targetBytes: 8000 }, env({
      progress: { report: (f, hint) => seen.push({ f, to: hint?.to, ms: hint?.ms }), from: 0.2, to: 0.99 },
    }));
    const fractions = seen.map((s) => s.f);
    expect(fractions).toEqual([...fractions].sort((a, b) => a - b));
    expect(fractions[0]).toBeGreaterThanOrEqual(0.2);
    expect(Math.max(...fractions)).toBeLessThanOrEqual(0.99);
    const hints = seen.filter((s) => s.to !== undefined);
    expect(hints.length).toBeGreaterThan(0);
    for (const h of hints) expect(h.ms).toBeGreaterThan(0);
  }, 60_000);
});

describe('pixel helpers', () => {
  it('tells a graphic from a photo', () => {
    expect(looksLikeGraphic(graphicLike(64, 64))).toBe(true);
    expect(looksLikeGraphic(photoLike(64, 64))).toBe(false);
  });

  it('flattens transparency onto white', () => {
    const clear = { data: new Uint8ClampedArray([10, 20, 30, 0, 200, 0, 0, 255]), width: 2, height: 1 };
    expect([...flattenOnWhite(clear).data]).toEqual([255, 255, 255, 255, 200, 0, 0, 255]);
  });

  it('builds a proxy of evenly spread crops only for big images', () => {
    expect(proxyMosaic(photoLike(400, 300))).toBeNull();
    const big = photoLike(2000, 1800);
    const proxy = proxyMosaic(big)!;
    expect(proxy.width).toBe(1152);
    // its first pixel is the source pixel at the first crop's corner
    const sx = Math.floor(2000 / 6 - 192);
    const sy = Math.floor(1800 / 6 - 192);
    expect([...proxy.data.subarray(0, 4)]).toEqual([...big.data.subarray((sy * 2000 + sx) * 4, (sy * 2000 + sx) * 4 + 4)]);
  });
});

describe('codecQuality', () => {
  it('maps the slider onto AVIF’s scale (75 → 68, 100 → 100) and leaves the others alone', () => {
    expect(codecQuality('image/avif', 75)).toBe(68);
    expect(codecQuality('image/avif', 50)).toBe(45);
    expect(codecQuality('image/avif', 100)).toBe(100);
    expect(codecQuality('image/avif', 1)).toBe(1);
    expect(codecQuality('image/jpeg', 75)).toBe(75);
    expect(codecQuality('image/webp', 0)).toBe(1);
  });
});
