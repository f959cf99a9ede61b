import { zlibSync } from 'fflate';
import {
  PDFDocument, PDFName, StandardFonts, concatTransformationMatrix, drawObject, popGraphicsState, pushGraphicsState,
  type PDFPage, type PDFRef,
} from '@cantoo/pdf-lib';
import type { RawImage } from '@workers/image/codecs/types';
import { photoLike } from '../image/nodeCodecs';
import { nodeEnv } from './compressEnv';

/** PDFs built in the tests: photos as JPEG and as Flate, a flat graphic, text, each drawn where we say. */

export const TEXT = 'Compressed PDFs keep their text';

/** A camera-like JPEG of a photo-like picture (MozJPEG at a high quality, as scanners and phones write). */
export async function photoJpeg(width: number, height: number, seed = 7, gray = false): Promise<Uint8Array> {
  return nodeEnv.encodeJpeg(photoLike(width, height, seed), { quality: 95, gray });
}

export function rgbSamples(image: RawImage): Uint8Array {
  const out = new Uint8Array(image.width * image.height * 3);
  for (let p = 0, s = 0; s < out.length; p += 4, s += 3) {
    out[s] = image.data[p]!;
    out[s + 1] = image.data[p + 1]!;
    out[s + 2] = image.data[p + 2]!;
  }
  return out;
}

/** An image XObject from raw parts, registered in the document. */
export function addImage(doc: PDFDocument, contents: Uint8Array, dict: Parameters<PDFDocument['context']['stream']>[1]): PDFRef {
  return doc.context.register(doc.context.stream(contents, { Type: 'XObject', Subtype: 'Image', BitsPerComponent: 8, ...dict }));
}

export function flatePhoto(doc: PDFDocument, width: number, height: number, seed = 3): PDFRef {
  return addImage(doc, zlibSync(rgbSamples(photoLike(width, height, seed))), { Width: width, Height: height, ColorSpace: 'DeviceRGB', Filter: 'FlateDecode' });
}

/** Four flat colours in 4-pixel cells, at random: a graphic (few colours) that Flate cannot shrink to nothing. */
export function cellGraphic(width: number, height: number): RawImage {
  const palette = [[255, 255, 255], [20, 20, 20], [200, 30, 30], [30, 90, 200]] as const;
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const h = Math.imul((x >> 2) * 73856093 ^ (y >> 2) * 19349663, 0x9e3779b1) >>> 29;
      data.set([...palette[h & 3]!, 255], (y * width + x) * 4);
    }
  }
  return { data, width, height };
}

/** A flat graphic stored with no compression at all, as some old writers do. */
export function plainGraphic(doc: PDFDocument, width: number, height: number): PDFRef {
  return addImage(doc, rgbSamples(cellGraphic(width, height)), { Width: width, Height: height, ColorSpace: 'DeviceRGB' });
}

export async function jpegImage(doc: PDFDocument, width: number, height: number, seed = 7, gray = false): Promise<PDFRef> {
  return addImage(doc, await photoJpeg(width, height, seed, gray), { Width: width, Height: height, ColorSpace: gray ? 'DeviceGray' : 'DeviceRGB', Filter: 'DCTDecode' });
}

/** Draws an image `w` × `h` points at (x, y), as every writer does: q, cm, Do, Q. */
export function draw(page: PDFPage, ref: PDFRef, x: number, y: number, w: number, h: number): PDFName {
  const name = page.node.newXObject('Im', ref);
  page.pushOperators(pushGraphicsState(), concatTransformationMatrix(w, 0, 0, h, x, y), drawObject(name), popGraphicsState());
  return name;
}

/** A new document of one page, `pageWidth` × `pageHeight` points, filled by a photo-like JPEG of the given pixels. */
export async function photoPage(pageWidth: number, pageHeight: number, width: number, height: number) {
  const doc = await PDFDocument.create();
  const page = doc.addPage([pageWidth, pageHeight]);
  const photo = await jpegImage(doc, width, height);
  draw(page, photo, 0, 0, pageWidth, pageHeight);
  return { doc, page, photo };
}

/**
 * One page 4 × 3 inches: a 1200 × 900 JPEG photo filling it (300 DPI), a 600 × 450 Flate photo in its top-left
 * quarter (300 DPI), a flat graphic stored raw (160 DPI), and a line of text. Page two is a gray JPEG at 200 DPI.
 */
export async function mixedPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle('Mixed test document');
  doc.setAuthor('Unit tests');
  const page = doc.addPage([288, 216]);
  draw(page, await jpegImage(doc, 1200, 900), 0, 0, 288, 216);
  draw(page, flatePhoto(doc, 600, 450), 0, 108, 144, 108);
  draw(page, plainGraphic(doc, 320, 240), 130, 20, 144, 108);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  page.drawText(TEXT, { x: 10, y: 10, size: 12, font });
  const second = doc.addPage([288, 216]);
  draw(second, await jpegImage(doc, 800, 600, 11, true), 0, 0, 288, 216);
  second.drawText('Page two', { x: 10, y: 10, size: 12, font });
  return doc.save({ useObjectStreams: false });
}

/** The images of a saved PDF: each one's filter, size and stream length. */
export async function imagesOf(bytes: Uint8Array): Promise<{ ref: string; filter: string; width: number; height: number; length: number; contents: Uint8Array }[]> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  const out = [];
  for (const [ref, object] of doc.context.enumerateIndirectObjects()) {
    if (!('dict' in object) || !('contents' in object)) continue;
    const dict = (object as unknown as { dict: import('@cantoo/pdf-lib').PDFDict }).dict;
    if (dict.get(PDFName.of('Subtype')) !== PDFName.of('Image')) continue;
    const contents = (object as unknown as { contents: Uint8Array }).contents;
    out.push({
      ref: ref.toString(),
      filter: String(dict.get(PDFName.of('Filter'))),
      width: Number(String(dict.get(PDFName.of('Width')))),
      height: Number(String(dict.get(PDFName.of('Height')))),
      length: contents.length,
      contents,
    });
  }
  return out;
}
