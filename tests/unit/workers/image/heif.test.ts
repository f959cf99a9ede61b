import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { readTiffMetadata } from '@workers/image/exif';
import { ftypBrands, isHeif, readHeifInfo } from '@workers/image/heif';
import { heifDecoder } from '@workers/image/heifDecoder';
import type { RawImage } from '@workers/image/codecs/types';
import { heifSize, isHeifName } from '@src/lib/imageFiles';

/**
 * HEIF as phones write it, read by our container reader and decoded by libheif-js in node. The fixtures are 64×48:
 * left half red, right half blue, a green 16×16 top-left corner (scripts/make-heic-fixtures.mjs).
 */
const fixture = (name: string) => new Uint8Array(readFileSync(new URL(`../../../fixtures/heic/${name}`, import.meta.url)));
const require = createRequire(import.meta.url);
const decode = heifDecoder(async () => WebAssembly.compile(await readFile(require.resolve('libheif-js/libheif-wasm/libheif.wasm'))));

const ftyp = (major: string, ...compatible: string[]) => {
  const brands = [major, '\0\0\0\0', ...compatible].join('');
  const bytes = new Uint8Array(8 + brands.length);
  new DataView(bytes.buffer).setUint32(0, bytes.length);
  bytes.set([...'ftyp'].map((c) => c.charCodeAt(0)), 4);
  bytes.set([...brands].map((c) => c.charCodeAt(0)), 8);
  return bytes;
};

/** The colour at (x, y) named by its strongest channel. */
function colourAt(image: RawImage, x: number, y: number): 'red' | 'green' | 'blue' {
  const p = (y * image.width + x) * 4;
  const [r, g, b] = [image.data[p]!, image.data[p + 1]!, image.data[p + 2]!];
  return r > g && r > b ? 'red' : g > b ? 'green' : 'blue';
}

describe('HEIF is recognised by its ftyp brands, not its name', () => {
  it.each([
    ['iPhone HEIC', ftyp('heic', 'mif1', 'heic'), true],
    ['HEIC burst', ftyp('hevc', 'msf1'), true],
    ['generic HEIF', ftyp('mif1', 'heic'), true],
    ['mif1 alone', ftyp('mif1', 'miaf'), true],
    ['AVIF', ftyp('avif', 'mif1', 'miaf'), false],
    ['AVIF under a generic major brand', ftyp('mif1', 'avif'), false],
    ['MP4 video', ftyp('isom', 'iso2', 'mp41'), false],
  ])('%s', (_, head, heif) => {
    expect(isHeif(head)).toBe(heif);
  });

  it('reads the brand list; bytes that do not start with ftyp are not HEIF', () => {
    expect(ftypBrands(ftyp('heic', 'mif1', 'heic'))).toEqual(['heic', 'mif1', 'heic']);
    expect(isHeif(fixture('not-really.heic'))).toBe(false);
    expect(isHeif(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe(false);
    expect(isHeif(fixture('plain.heic'))).toBe(true);
  });
});

describe('the container: displayed size and Exif of the primary image', () => {
  it('a single image: its size and its Exif (date and camera kept, location not read)', () => {
    const info = readHeifInfo(fixture('plain.heic'));
    expect([info.width, info.height]).toEqual([64, 48]);
    expect(readTiffMetadata(info.exifTiff!)).toEqual({ make: 'Apple', model: 'iPhone 15', dateTimeOriginal: '2024:05:06 07:08:09' });
  });

  it('an iPhone-style grid turned by irot: the displayed size is the rotated one, the Exif is the grid\'s', () => {
    const info = readHeifInfo(fixture('grid-rotated.heic'));
    expect([info.width, info.height]).toEqual([48, 64]);
    expect(readTiffMetadata(info.exifTiff!)).toMatchObject({ make: 'Apple', model: 'iPhone 15' });
  });

  it('a file cut inside its meta box throws (the decoder reports it), a sound file without meta too', () => {
    expect(() => readHeifInfo(fixture('corrupt.heic'))).toThrow();
    expect(() => readHeifInfo(ftyp('heic', 'mif1'))).toThrow();
  });
});

describe('libheif decodes the primary image upright', () => {
  it('a single image', async () => {
    const image = await decode(fixture('plain.heic'));
    expect([image.width, image.height]).toEqual([64, 48]);
    expect([colourAt(image, 8, 8), colourAt(image, 16, 36), colourAt(image, 48, 12)]).toEqual(['green', 'red', 'blue']);
  });

  it('a grid of four tiles with irot 90° anticlockwise: 48×64, the top-left corner now bottom-left; EXIF orientation 6 not applied again', async () => {
    const image = await decode(fixture('grid-rotated.heic'));
    expect([image.width, image.height]).toEqual([48, 64]);
    expect([colourAt(image, 8, 55), colourAt(image, 12, 15), colourAt(image, 36, 47)]).toEqual(['green', 'blue', 'red']);
  });

  it('imir: left and right swapped', async () => {
    const image = await decode(fixture('mirrored.heic'));
    expect([colourAt(image, 55, 8), colourAt(image, 15, 12), colourAt(image, 47, 36)]).toEqual(['green', 'blue', 'red']);
  });

  it('a damaged file and a PNG named .heic fail with the decode message, and the decoder still works after', async () => {
    await expect(decode(fixture('corrupt.heic'))).rejects.toThrow('IMAGE_DECODE_FAILED');
    await expect(decode(fixture('not-really.heic'))).rejects.toThrow('IMAGE_DECODE_FAILED');
    expect((await decode(fixture('plain.heic'))).width).toBe(64);
  });
});

describe('the page side: a HEIF file by name or type, its size from the first bytes', () => {
  it('names and types', () => {
    expect(isHeifName({ name: 'IMG_0001.HEIC', type: '' })).toBe(true);
    expect(isHeifName({ name: 'x.bin', type: 'image/heif' })).toBe(true);
    expect(isHeifName({ name: 'x.heic', type: 'application/octet-stream' })).toBe(true);
    expect(isHeifName({ name: 'x.heic', type: 'image/png' })).toBe(false);
    expect(isHeifName({ name: 'x.jpg', type: '' })).toBe(false);
  });

  it('reads the displayed size from the container; a PNG named .heic has none', async () => {
    expect(await heifSize(new Blob([fixture('grid-rotated.heic')]))).toEqual({ width: 48, height: 64 });
    expect(await heifSize(new Blob([fixture('not-really.heic')]))).toBeNull();
    expect(await heifSize(new Blob([fixture('corrupt.heic')]))).toBeNull();
  });
});
