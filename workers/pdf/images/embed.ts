import { zlibSync } from 'fflate';
import { concatTransformationMatrix, drawObject, popGraphicsState, pushGraphicsState, type PDFDocument, type PDFRef } from '@cantoo/pdf-lib';
import type { RawImage } from '../../image/codecs/types';
import { placementMatrix, type PageLayout } from './layout';

/** Writing images into a PDF (pdf-lib's objects, no browser API): the pixel streams and the page that shows one. */

/** An image XObject in the document, with its stored (not upright) size. */
export interface Embedded {
  ref: PDFRef;
  width: number;
  height: number;
}

interface Planes {
  color: Uint8Array;
  gray: boolean;
  /** Only when some pixel is not fully opaque: an opaque mask would be bytes for nothing. */
  alpha: Uint8Array | null;
}

/** RGBA split into the colour samples (one channel when every pixel is gray: a third of the bytes, nothing lost) and alpha. */
export function splitPlanes({ data, width, height }: RawImage): Planes {
  const pixels = width * height;
  let gray = true;
  let opaque = true;
  for (let i = 0; i < pixels * 4; i += 4) {
    if (gray && (data[i] !== data[i + 1] || data[i] !== data[i + 2])) gray = false;
    if (opaque && data[i + 3] !== 255) opaque = false;
    if (!gray && !opaque) break;
  }
  const color = new Uint8Array(pixels * (gray ? 1 : 3));
  const alpha = opaque ? null : new Uint8Array(pixels);
  for (let p = 0, i = 0; p < pixels; p += 1, i += 4) {
    if (gray) color[p] = data[i]!;
    else {
      color[p * 3] = data[i]!;
      color[p * 3 + 1] = data[i + 1]!;
      color[p * 3 + 2] = data[i + 2]!;
    }
    if (alpha) alpha[p] = data[i + 3]!;
  }
  return { color, gray, alpha };
}

function imageStream(doc: PDFDocument, bytes: Uint8Array, width: number, height: number, space: string, filter: string, extra: Record<string, PDFRef> = {}): PDFRef {
  const dict = { Type: 'XObject', Subtype: 'Image', Width: width, Height: height, BitsPerComponent: 8, ColorSpace: space, Filter: filter, ...extra };
  return doc.context.register(doc.context.stream(bytes, dict));
}

/**
 * Decoded pixels as an image XObject: the colour as Flate (lossless) or as the JPEG given (our MozJPEG of these
 * pixels), and any transparency as a Flate soft mask either way, since JPEG has none.
 */
export function embedPixels(doc: PDFDocument, image: RawImage, jpeg?: Uint8Array): Embedded {
  const { color, gray, alpha } = splitPlanes(image);
  const { width, height } = image;
  const smask: Record<string, PDFRef> = alpha ? { SMask: imageStream(doc, zlibSync(alpha, { level: 6 }), width, height, 'DeviceGray', 'FlateDecode') } : {};
  const ref = jpeg
    ? imageStream(doc, jpeg, width, height, 'DeviceRGB', 'DCTDecode', smask)
    : imageStream(doc, zlibSync(color, { level: 6 }), width, height, gray ? 'DeviceGray' : 'DeviceRGB', 'FlateDecode', smask);
  return { ref, width, height };
}

/** A new page of the layout's size showing the image in its box, turned and mirrored by its EXIF orientation. */
export function addImagePage(doc: PDFDocument, image: Embedded, layout: PageLayout, orientation = 1): void {
  const page = doc.addPage(layout.page);
  const name = page.node.newXObject('Im', image.ref);
  page.pushOperators(pushGraphicsState(), concatTransformationMatrix(...placementMatrix(orientation, layout.box)), drawObject(name), popGraphicsState());
}
