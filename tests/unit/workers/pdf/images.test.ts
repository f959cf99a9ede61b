import { describe, expect, it } from 'vitest';
import { PDFDocument, PDFName, PDFRawStream, type PDFDict } from '@cantoo/pdf-lib';
import { PDF_IMAGE_UNREADABLE } from '@workers/pdf/codes';
import { imagesToPdf, type ImagesToPdfOptions } from '@workers/pdf/images';
import { PAPER } from '@workers/pdf/images/layout';
import { fixtureImage } from '../../../shared/pdfFixtures';
import { rgbaPng, withJfifDpi, withOrientation } from './imagesFixtures';

/** The JPEG and PNG paths need no browser (no decoding): the real job in node, read back with pdf-lib. */

const OPTIONS: ImagesToPdfOptions = { pageSize: 'a4', orientation: 'auto', margin: 'none', recompress: false, quality: 75 };
const blob = (bytes: Uint8Array, type: string) => new Blob([bytes as BlobPart], { type });
const jpeg = new Uint8Array(fixtureImage('small.jpg'));
const png = new Uint8Array(fixtureImage('small.png'));

function indexOfBytes(haystack: Uint8Array, needle: Uint8Array): number {
  outer: for (let i = 0; i + needle.length <= haystack.length; i += 1) {
    for (let j = 0; j < needle.length; j += 1) if (haystack[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}

async function imagesOf(bytes: Uint8Array) {
  const doc = await PDFDocument.load(bytes);
  return doc.getPages().map((page) => {
    const xobjects = page.node.Resources()!.lookup(PDFName.of('XObject')) as PDFDict;
    const stream = xobjects.lookup(xobjects.keys()[0]!) as PDFRawStream;
    return { size: page.getSize(), dict: stream.dict, content: page.node.Contents() };
  });
}

describe('imagesToPdf (JPEG and PNG, in node)', () => {
  it('one page an image, in order; the JPEG byte for byte, the PNG as Flate with its transparency as a soft mask', async () => {
    const pdf = await imagesToPdf([blob(jpeg, 'image/jpeg'), blob(png, 'image/png'), blob(rgbaPng(32, 16), 'image/png')], OPTIONS);
    expect(indexOfBytes(pdf, jpeg)).toBeGreaterThan(0);
    const pages = await imagesOf(pdf);
    expect(pages).toHaveLength(3);
    // 640 × 480 and 320 × 240 are landscape: "auto" turns the A4 sheet.
    expect(pages.map((p) => [Math.round(p.size.width), Math.round(p.size.height)])).toEqual([[842, 595], [842, 595], [842, 595]]);
    expect(pages[0]!.dict.get(PDFName.of('Filter'))).toBe(PDFName.of('DCTDecode'));
    expect(pages[1]!.dict.get(PDFName.of('Filter'))).toBe(PDFName.of('FlateDecode'));
    expect(pages[1]!.dict.get(PDFName.of('SMask'))).toBeUndefined();
    expect(pages[2]!.dict.get(PDFName.of('SMask'))).toBeDefined();
  });

  it('a JPEG turned by EXIF keeps its bytes and gets an upright page: "fit" swaps its sides, at its JFIF density', async () => {
    const turned = withOrientation(withJfifDpi(jpeg, 144), 6);
    const pdf = await imagesToPdf([blob(turned, 'image/jpeg')], { ...OPTIONS, pageSize: 'fit' });
    expect(indexOfBytes(pdf, turned)).toBeGreaterThan(0);
    const [page] = await imagesOf(pdf);
    // 640 × 480 stored, seen 480 × 640, at 144 DPI: 240 × 320 points.
    expect(page!.size).toEqual({ width: 240, height: 320 });
    expect(page!.dict.get(PDFName.of('Width'))!.toString()).toBe('640');
  });

  it('an image it cannot read names its index; progress reaches 1', async () => {
    const seen: number[] = [];
    await imagesToPdf([blob(jpeg, 'image/jpeg'), blob(png, 'image/png')], { ...OPTIONS, pageSize: 'letter', margin: 'large' }, (f) => seen.push(f));
    expect(seen.at(-1)).toBe(1);
    const cut = jpeg.slice(0, 2000);
    await expect(imagesToPdf([blob(png, 'image/png'), blob(cut, 'image/jpeg')], OPTIONS)).rejects.toThrow(`${PDF_IMAGE_UNREADABLE}:1`);
  });

  it('A4 pages stay A4 whatever the picture', async () => {
    const pdf = await imagesToPdf([blob(png, 'image/png')], { ...OPTIONS, orientation: 'portrait' });
    const [page] = await imagesOf(pdf);
    expect([page!.size.width, page!.size.height]).toEqual([...PAPER.a4]);
  });
});
