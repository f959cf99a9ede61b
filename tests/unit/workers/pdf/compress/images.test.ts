import { describe, expect, it } from 'vitest';
import { PDFDocument, PDFRawStream, type PDFRef } from '@cantoo/pdf-lib';
import { maskRefs, planImage } from '@workers/pdf/compress/images';
import { jpegInfo, withoutAppData } from '@workers/pdf/compress/jpeg';
import { addImage, photoJpeg } from '../compressFixtures';

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
