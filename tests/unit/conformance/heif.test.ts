import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { readTiffMetadata } from '@workers/image/exif';
import { HEIF_MAX_PIXELS } from '@workers/image/geometry';
import { isHeif, readHeifInfo } from '@workers/image/heif';
import { heifDecoder } from '@workers/image/heifDecoder';
import { readSuiteBytes } from './suites';

/**
 * Real phone files (../shared/conformance/heif, from pillow-heif's tests, BSD-3-Clause): an iPhone 12 MP grid with
 * EXIF, a Xiaomi photo, a 200-megapixel file, a burst, one with alpha, a truncated and a corrupted one. Our container
 * reader (size before decoding, Exif) and libheif (the pixels) on each, as the image worker runs them.
 */
const require = createRequire(import.meta.url);
const decode = heifDecoder(async () => WebAssembly.compile(await readFile(require.resolve('libheif-js/libheif-wasm/libheif.wasm'))));
const file = (name: string) => readSuiteBytes(`heif/${name}`);
/** The whole photos libheif decodes here: name, width, height. */
const PHOTOS: [string, number, number][] = [
  ['pug.heic', 4032, 3024],
  ['xiaomi.heic', 2592, 1944],
  ['bird_burst.heic', 1280, 720],
  ['alpha.heic', 1440, 960],
];

describe('real HEIF files: recognised, sized and read before decoding', () => {
  it.each<[string, number, number]>([
    ...PHOTOS,
    ['200MP.heic', 12240, 16320],
    ['L_exif_xmp_iptc.heic', 64, 64],
  ])('%s: HEIF, %d × %d', (name, width, height) => {
    const bytes = file(name);
    expect(isHeif(bytes)).toBe(true);
    const info = readHeifInfo(bytes);
    expect([info.width, info.height]).toEqual([width, height]);
  });

  it('the 200-megapixel file is over the limit from its container alone; the phone photos are under it', () => {
    const { width, height } = readHeifInfo(file('200MP.heic'));
    expect(width! * height!).toBeGreaterThan(HEIF_MAX_PIXELS);
    for (const name of ['pug.heic', 'xiaomi.heic']) {
      const info = readHeifInfo(file(name));
      expect(info.width! * info.height!).toBeLessThan(HEIF_MAX_PIXELS);
    }
  });

  it('the iPhone and the Xiaomi photo carry their camera in Exif', () => {
    expect(readTiffMetadata(readHeifInfo(file('pug.heic')).exifTiff!).make).toMatch(/Apple/);
    expect(readTiffMetadata(readHeifInfo(file('xiaomi.heic')).exifTiff!).make).toMatch(/Xiaomi/i);
  });
});

describe('real HEIF files: libheif decodes the primary image, and refuses the broken ones', () => {
  it.each(PHOTOS)('%s → %d × %d RGBA', async (name, width, height) => {
    const image = await decode(file(name));
    expect([image.width, image.height]).toEqual([width, height]);
    expect(image.data.length).toBe(width * height * 4);
    // Not a blank picture: the pixels vary.
    const sample = new Set(Array.from({ length: 64 }, (_, i) => image.data[Math.floor((i * image.data.length) / 64 / 4) * 4]));
    expect(sample.size).toBeGreaterThan(4);
  }, 60_000);

  it('a corrupted file fails with the decode message', async () => {
    await expect(decode(file('corrupted.heic'))).rejects.toThrow('IMAGE_DECODE_FAILED');
  });

  it('a truncated file is found cut off from its container (libheif alone would decode it, grey where data is missing)', () => {
    expect(readHeifInfo(file('truncated.heic')).truncated).toBe(true);
    for (const [name] of PHOTOS) expect(readHeifInfo(file(name)).truncated, name).toBe(false);
  });
});
