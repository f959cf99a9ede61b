import { describe, expect, it } from 'vitest';
import { zlibSync } from 'fflate';
import { PDFDocument, PDFName, PDFRawStream, type PDFRef } from '@cantoo/pdf-lib';
import { PDF_TARGET_UNREACHABLE } from '@workers/pdf/codes';
import { scanContent } from '@workers/pdf/compress/contentOps';
import { maskRefs, planImage } from '@workers/pdf/compress/images';
import { jpegInfo, withoutAppData } from '@workers/pdf/compress/jpeg';
import { deflatePlainStreams, dropUnreachable } from '@workers/pdf/compress/prune';
import { DOWNSCALE_THRESHOLD, targetSize } from '@workers/pdf/compress/rewrite';
import { deflateSamples, inflateSamples } from '@workers/pdf/compress/samples';
import { fitTarget, sampleOf, type Pass } from '@workers/pdf/compress/target';
import { imageDensities } from '@workers/pdf/compress/usage';
import { addImage, draw, jpegImage, photoJpeg } from './compressFixtures';

const FILLER = new Uint8Array(4096).fill(7);

async function planOf(build: (doc: PDFDocument) => PDFRef | Promise<PDFRef>) {
  const doc = await PDFDocument.create();
  const ref = await build(doc);
  return planImage(doc.context.lookup(ref) as PDFRawStream, ref, maskRefs(doc.context));
}

/** A JPEG header saying `components` channels, padded to a stream worth looking at. */
function fakeJpeg(components: number, adobeTransform?: number): Uint8Array {
  const sof = [0xff, 0xc0, 0, 8 + 3 * components, 8, 0, 10, 0, 10, components, ...Array.from({ length: components * 3 }, () => 1)];
  const adobe = adobeTransform === undefined ? [] : [0xff, 0xee, 0, 14, 0x41, 0x64, 0x6f, 0x62, 0x65, 0, 100, 0, 0, 0, 0, adobeTransform];
  return new Uint8Array([0xff, 0xd8, ...adobe, ...sof, ...FILLER]);
}

describe('planImage: which images are rewritten', () => {
  const base = { Width: 10, Height: 10, BitsPerComponent: 8 };

  it('takes RGB and gray JPEGs, and 8-bit RGB / gray Flate or raw samples (PNG and TIFF predictors)', async () => {
    expect(await planOf((d) => addImage(d, fakeJpeg(3), { ...base, ColorSpace: 'DeviceRGB', Filter: 'DCTDecode' }))).toMatchObject({ kind: 'jpeg', colors: 3 });
    expect(await planOf((d) => addImage(d, fakeJpeg(1), { ...base, ColorSpace: 'DeviceGray', Filter: 'DCTDecode' }))).toMatchObject({ kind: 'jpeg', colors: 1 });
    expect(await planOf((d) => addImage(d, FILLER, { ...base, ColorSpace: 'DeviceRGB', Filter: 'FlateDecode' }))).toMatchObject({ kind: 'flate', colors: 3, predictor: 1 });
    expect(await planOf((d) => addImage(d, FILLER, { ...base, ColorSpace: 'DeviceGray' }))).toMatchObject({ kind: 'plain', colors: 1 });
    const png = { ...base, ColorSpace: 'DeviceRGB', Filter: 'FlateDecode', DecodeParms: { Predictor: 15, Colors: 3, BitsPerComponent: 8, Columns: 10 } };
    expect(await planOf((d) => addImage(d, FILLER, png))).toMatchObject({ kind: 'flate', predictor: 15 });
    expect(await planOf((d) => addImage(d, FILLER, { ...png, DecodeParms: { ...png.DecodeParms, Predictor: 2 } }))).toMatchObject({ predictor: 2 });
    // An ICC profile of three channels: the samples are kept as they are, and so is the colour space.
    expect(
      await planOf((d) => addImage(d, fakeJpeg(3), { ...base, ColorSpace: ['ICCBased', d.context.register(d.context.stream('icc', { N: 3 }))], Filter: 'DCTDecode' })),
    ).toMatchObject({ kind: 'jpeg' });
  });

  it.each([
    ['a CMYK JPEG', { ColorSpace: 'DeviceCMYK', Filter: 'DCTDecode' }, fakeJpeg(4), 'colour'],
    ['an RGB-stored JPEG (Adobe transform 0)', { ColorSpace: 'DeviceRGB', Filter: 'DCTDecode' }, fakeJpeg(3, 0), 'colour'],
    ['a JPEG whose /ColorTransform overrides it', { ColorSpace: 'DeviceRGB', Filter: 'DCTDecode', DecodeParms: { ColorTransform: 0 } }, fakeJpeg(3), 'colour'],
    ['a gray JPEG in an RGB image', { ColorSpace: 'DeviceRGB', Filter: 'DCTDecode' }, fakeJpeg(1), 'colour'],
    ['an Indexed image', { ColorSpace: ['Indexed', 'DeviceRGB', 1, '00ff'], Filter: 'FlateDecode' }, FILLER, 'colour'],
    ['a 16-bit image', { ColorSpace: 'DeviceRGB', Filter: 'FlateDecode', BitsPerComponent: 16 }, FILLER, 'colour'],
    ['JPEG 2000', { ColorSpace: 'DeviceRGB', Filter: 'JPXDecode' }, FILLER, 'format'],
    ['a filter chain', { ColorSpace: 'DeviceRGB', Filter: ['ASCII85Decode', 'FlateDecode'] }, FILLER, 'format'],
    ['LZW', { ColorSpace: 'DeviceRGB', Filter: 'LZWDecode' }, FILLER, 'format'],
    ['a predictor that does not match the image', { ColorSpace: 'DeviceRGB', Filter: 'FlateDecode', DecodeParms: { Predictor: 12, Colors: 1, Columns: 10 } }, FILLER, 'format'],
    ['a stencil mask', { ImageMask: true, BitsPerComponent: 1, Filter: 'FlateDecode' }, FILLER, 'mask'],
    ['a colour-key mask', { ColorSpace: 'DeviceRGB', Filter: 'FlateDecode', Mask: [0, 10, 0, 10, 0, 10] }, FILLER, 'mask'],
    ['a tiny stream', { ColorSpace: 'DeviceRGB', Filter: 'FlateDecode' }, new Uint8Array(100), 'small'],
  ] as const)('leaves %s alone', async (_, dict, contents, reason) => {
    expect(await planOf((d) => addImage(d, contents, { ...base, ...dict }))).toEqual({ kind: 'skip', reason });
  });

  it('leaves a soft mask alone, and rewrites the image that uses it', async () => {
    const doc = await PDFDocument.create();
    const smask = addImage(doc, FILLER, { ...base, ColorSpace: 'DeviceGray', Filter: 'FlateDecode' });
    const image = addImage(doc, fakeJpeg(3), { ...base, ColorSpace: 'DeviceRGB', Filter: 'DCTDecode', SMask: smask });
    const masks = maskRefs(doc.context);
    expect(planImage(doc.context.lookup(smask) as PDFRawStream, smask, masks)).toEqual({ kind: 'skip', reason: 'mask' });
    expect(planImage(doc.context.lookup(image) as PDFRawStream, image, masks)).toMatchObject({ kind: 'jpeg' });
  });

  it('reads a real JPEG\'s header', async () => {
    expect(jpegInfo(await photoJpeg(64, 48))).toEqual({ width: 64, height: 48, components: 3, adobeTransform: null });
    expect(jpegInfo(await photoJpeg(64, 48, 1, true))).toMatchObject({ components: 1 });
    expect(jpegInfo(new Uint8Array([1, 2, 3]))).toBeNull();
  });

  it('takes Exif and ICC segments out before decoding (a PDF reader ignores both), and nothing else', async () => {
    const jpeg = await photoJpeg(64, 48);
    const exif = [0xff, 0xe1, 0, 10, 0x45, 0x78, 0x69, 0x66, 0, 0, 0x4d, 0x4d];
    const icc = [0xff, 0xe2, 0, 6, 1, 2, 3, 4];
    const tagged = new Uint8Array([...jpeg.subarray(0, 2), ...exif, ...icc, ...jpeg.subarray(2)]);
    expect(withoutAppData(tagged)).toEqual(jpeg);
    expect(withoutAppData(jpeg)).toBe(jpeg);
  });
});

describe('samples', () => {
  const samples = Uint8Array.from({ length: 7 * 5 * 3 }, (_, i) => (i * 37) % 251);

  it('undoes PNG predictors of every kind', () => {
    expect(inflateSamples(deflateSamples(samples, 7, 5, 3), { width: 7, height: 5, colors: 3, predictor: 12 })).toEqual(samples);
    // Rows filtered None, Sub, Up, Average and Paeth by hand.
    const row = 21;
    const filtered: number[] = [];
    const at = (y: number, i: number) => (y < 0 || i < 0 ? 0 : samples[y * row + i]!);
    for (let y = 0; y < 5; y += 1) {
      filtered.push(y);
      for (let i = 0; i < row; i += 1) {
        const a = at(y, i - 3);
        const b = at(y - 1, i);
        const c = at(y - 1, i - 3);
        const p = a + b - c;
        const paeth = Math.abs(p - a) <= Math.abs(p - b) && Math.abs(p - a) <= Math.abs(p - c) ? a : Math.abs(p - b) <= Math.abs(p - c) ? b : c;
        const predicted = [0, a, b, (a + b) >> 1, paeth][y]!;
        filtered.push((at(y, i) - predicted) & 0xff);
      }
    }
    expect(inflateSamples(zlibSync(new Uint8Array(filtered)), { width: 7, height: 5, colors: 3, predictor: 15 })).toEqual(samples);
  });

  it('undoes the TIFF predictor, and refuses short or corrupt data', () => {
    const tiff = samples.map((v, i) => (i % 21 < 3 ? v : (v - samples[i - 3]!) & 0xff));
    expect(inflateSamples(zlibSync(tiff), { width: 7, height: 5, colors: 3, predictor: 2 })).toEqual(samples);
    expect(inflateSamples(zlibSync(samples.subarray(0, 50)), { width: 7, height: 5, colors: 3, predictor: 1 })).toBeNull();
    expect(inflateSamples(new Uint8Array([1, 2, 3, 4]), { width: 7, height: 5, colors: 3, predictor: 1 })).toBeNull();
  });
});

describe('scanContent', () => {
  it('follows q, Q, cm and Do, and reads past strings, arrays, dictionaries and inline images', () => {
    const content = [
      '% a comment with Do in it',
      'q 200 0 0 100 10 20 cm /Im1 Do Q',
      'BT /F1 12 Tf (a (nested\\) string\\)) with Do) Tj [(x) -250 (Do)] TJ <446f> Tj ET',
      '/Span <</MCID 3 /Alt (q Q cm)>> BDC EMC',
      'BI /W 4 /H 1 /BPC 8 /CS /G ID \x00Do Q\xff EI',
      'q 1 0 0 1 5 5 cm /Im#202 Do Q',
    ].join('\n');
    expect(scanContent(new TextEncoder().encode(content))).toEqual([
      { op: 'q' },
      { op: 'cm', matrix: [200, 0, 0, 100, 10, 20] },
      { op: 'Do', name: 'Im1' },
      { op: 'Q' },
      { op: 'q' },
      { op: 'cm', matrix: [1, 0, 0, 1, 5, 5] },
      { op: 'Do', name: 'Im 2' },
      { op: 'Q' },
    ]);
  });
});

describe('imageDensities: pixels per inch where each image is drawn', () => {
  it('takes the least dense axis at the largest drawing, through forms and their matrices', async () => {
    const doc = await PDFDocument.create();
    const page = doc.addPage([612, 792]);
    const photo = await jpegImage(doc, 1200, 600);
    // 4 × 2 inches: 300 DPI; again at 8 × 4 inches: 150 DPI, which governs.
    draw(page, photo, 0, 0, 288, 144);
    draw(page, photo, 0, 200, 576, 288);
    // A form drawing a second image at 1 × 1 (its own units), scaled by the form's matrix to 2 × 1 inches.
    const small = await jpegImage(doc, 400, 100, 3);
    const form = doc.context.register(
      doc.context.stream('q 1 0 0 1 0 0 cm /Inner Do Q', {
        Type: 'XObject', Subtype: 'Form', BBox: [0, 0, 1, 1], Matrix: [144, 0, 0, 72, 0, 0],
        Resources: { XObject: { Inner: small } },
      }),
    );
    draw(page, form, 300, 600, 1, 1);
    // As the compressor sees it: loaded from bytes (a new document's content is not a raw stream yet).
    const uses = imageDensities(await PDFDocument.load(await doc.save()));
    expect(uses.get(photo.toString())!.dpi).toBeCloseTo(150);
    expect(uses.get(small.toString())!.dpi).toBeCloseTo(100);
  });

  it('falls back to the page\'s size when the content cannot be read', async () => {
    const doc = await PDFDocument.create();
    const page = doc.addPage([288, 216]);
    const photo = await jpegImage(doc, 1200, 900);
    draw(page, photo, 0, 0, 288, 216);
    const broken = doc.context.register(PDFRawStream.of(doc.context.obj({ Filter: 'JBIG2Decode' }), new Uint8Array(10)));
    page.node.set(PDFName.of('Contents'), broken);
    expect(imageDensities(doc).get(photo.toString())!.dpi).toBeCloseTo(300);
  });
});

describe('targetSize', () => {
  it('scales down to maxDpi only past the threshold', () => {
    expect(targetSize(2480, 3508, 300, 150)).toEqual({ width: 1240, height: 1754 });
    expect(targetSize(2480, 3508, 150 * DOWNSCALE_THRESHOLD, 150)).toEqual({ width: 2480, height: 3508 });
    expect(targetSize(2480, 3508, undefined, 150)).toEqual({ width: 2480, height: 3508 });
    expect(targetSize(2480, 3508, 300, undefined)).toEqual({ width: 2480, height: 3508 });
  });
});

describe('prune', () => {
  it('drops what nothing reachable uses, keeps what is used', async () => {
    const doc = await PDFDocument.create();
    const page = doc.addPage([100, 100]);
    const used = await jpegImage(doc, 32, 32);
    draw(page, used, 0, 0, 100, 100);
    const orphan = doc.context.register(doc.context.obj({ Old: 'image' }));
    const orphanChild = doc.context.register(doc.context.stream('x'.repeat(100)));
    (doc.context.lookup(orphan) as unknown as { set(k: PDFName, v: PDFRef): void }).set(PDFName.of('Child'), orphanChild);
    const removed = dropUnreachable(doc.context);
    expect(removed).toBeGreaterThanOrEqual(2);
    expect(doc.context.lookup(orphan)).toBeUndefined();
    expect(doc.context.lookup(orphanChild)).toBeUndefined();
    expect(doc.context.lookup(used)).toBeDefined();
    expect(doc.getPageCount()).toBe(1);
  });

  it('deflates raw streams but leaves XMP readable', async () => {
    const doc = await PDFDocument.create();
    const raw = doc.context.register(doc.context.stream('BT ET '.repeat(100)));
    const xmp = doc.context.register(doc.context.stream('<x:xmpmeta/> '.repeat(100), { Type: 'Metadata', Subtype: 'XML' }));
    expect(deflatePlainStreams(doc.context)).toBe(1);
    expect((doc.context.lookup(raw) as PDFRawStream).dict.get(PDFName.of('Filter'))).toBe(PDFName.of('FlateDecode'));
    expect((doc.context.lookup(xmp) as PDFRawStream).dict.has(PDFName.of('Filter'))).toBe(false);
  });
});

describe('fitTarget: the whole-file size search', () => {
  /** A fake document: 10 kB fixed, two images whose size grows with quality like a codec's; samples at a tenth. */
  function fakeSearch(targetBytes: number) {
    const size = (q: number) => Math.round(2000 * 1.04 ** q);
    const passes: number[] = [];
    const pixels = { data: new Uint8ClampedArray(4), width: 1, height: 1 };
    return {
      passes,
      search: {
        top: 80,
        targetBytes,
        async pass(q: number, keep: boolean): Promise<Pass> {
          passes.push(q);
          const img = { bytes: size(q), original: 1e9, fixed: false, gray: false, ...(keep ? { pixels } : {}) };
          return { quality: q, total: 10_000 + 2 * img.bytes, images: [img, { ...img }] };
        },
        encodeSample: async (_: unknown, q: number) => size(q) / 10,
      },
      size,
    };
  }

  it('fits in two passes when the prediction holds, at the highest quality that fits', async () => {
    const target = 10_000 + 2 * 2000 * 1.04 ** 50;
    const { search, passes, size } = fakeSearch(target);
    const pass = await fitTarget(search);
    expect(pass.total).toBeLessThanOrEqual(target);
    expect(passes).toHaveLength(2);
    expect(10_000 + 2 * size(pass.quality + 2)).toBeGreaterThan(target * 0.98);
  });

  it('one pass when the slider quality fits; PDF_TARGET_UNREACHABLE with the smallest size when nothing does', async () => {
    const fits = fakeSearch(1e9);
    expect((await fitTarget(fits.search)).quality).toBe(80);
    expect(fits.passes).toEqual([80]);
    const never = fakeSearch(5000);
    await expect(fitTarget(never.search)).rejects.toThrow(new RegExp(`^${PDF_TARGET_UNREACHABLE}:${10_000 + 2 * never.size(10)}$`));
  });

  it('samples a big image by crops, a small one whole', () => {
    const big = { data: new Uint8ClampedArray(1000 * 800 * 4), width: 1000, height: 800 };
    expect(sampleOf(big)).toMatchObject({ width: 384, height: 384 });
    const small = { data: new Uint8ClampedArray(300 * 200 * 4), width: 300, height: 200 };
    expect(sampleOf(small)).toBe(small);
    const wide = { data: new Uint8ClampedArray(3000 * 100 * 4), width: 3000, height: 100 };
    expect(sampleOf(wide)).toMatchObject({ width: 384, height: 100 });
  });
});
