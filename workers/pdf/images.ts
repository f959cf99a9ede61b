import { PDFDocument } from '@cantoo/pdf-lib';
import type { RawImage } from '../image/codecs/types';
import { IMAGE_CODEC_UNAVAILABLE, IMAGE_TOO_MANY_PIXELS } from '../image/codes';
import { HEIF_MAX_PIXELS } from '../image/geometry';
import { jpegIsTruncated } from '../image/jpegCheck';
import { savePdf } from './assemble';
import { PDF_IMAGE_UNREADABLE, PDF_MAX_FILES, type PdfProgressFn } from './codes';
import { addImagePage, embedPixels } from './images/embed';
import { layoutPage, swapsSides, type LayoutOptions } from './images/layout';
import { bitmapPixels, decodeUpright, encodeJpeg, thumbnailOf } from './images/pixels';
import { imageKind, jpegDpi, jpegOrientation, pngDpi, type ImageKind } from './images/sniff';

export type { ImageKind } from './images/sniff';
export { MARGINS, ORIENTATIONS, PAGE_SIZES, type MarginChoice, type OrientationChoice, type PageSizeChoice } from './images/layout';

export interface ImagesToPdfOptions extends LayoutOptions {
  /** Re-encode JPEG, WebP, AVIF and HEIC with our MozJPEG at `quality` (the image compressor's 1..100); PNG stays lossless. */
  recompress: boolean;
  quality: number;
}

/** What the page shows of an image before the PDF is made: its upright size, stated density and a preview. */
export interface ImageProbe {
  kind: ImageKind;
  width: number;
  height: number;
  dpi: number | null;
  thumb: Blob;
}

/** The density lives in the first segments or chunks; EXIF may take up to 64 KB. */
const HEAD_BYTES = 128 * 1024;

function statedDpi(kind: ImageKind, head: Uint8Array): number | null {
  if (kind === 'jpeg') return jpegDpi(head);
  if (kind === 'png') return pngDpi(head);
  return null;
}

async function uprightPixels(file: Blob): Promise<RawImage> {
  const bitmap = await decodeUpright(file);
  try {
    if (bitmap.width * bitmap.height > HEIF_MAX_PIXELS) throw new Error(IMAGE_TOO_MANY_PIXELS);
    const { canvas, image } = bitmapPixels(bitmap);
    canvas.width = canvas.height = 0;
    return image;
  } finally {
    bitmap.close();
  }
}

/** Decoded pixels on a page: lossless Flate, or MozJPEG when asked to re-encode. */
async function placePixels(doc: PDFDocument, image: RawImage, dpi: number | null, options: ImagesToPdfOptions, reencode: boolean) {
  const jpeg = reencode ? await encodeJpeg(image, options.quality) : undefined;
  addImagePage(doc, embedPixels(doc, image, jpeg), layoutPage(image.width, image.height, dpi, options));
}

/**
 * A JPEG goes in byte for byte (DCTDecode is JPEG itself), turned upright by where it is drawn, since readers ignore
 * EXIF. Re-encoding is asked for: our MozJPEG of the upright pixels, kept only when it is smaller than the original.
 */
async function placeJpeg(doc: PDFDocument, file: Blob, bytes: Uint8Array, options: ImagesToPdfOptions) {
  if (jpegIsTruncated(bytes)) throw new Error('truncated');
  const dpi = jpegDpi(bytes);
  if (options.recompress) {
    const image = await uprightPixels(file);
    const jpeg = await encodeJpeg(image, options.quality);
    if (jpeg.byteLength < bytes.byteLength) {
      addImagePage(doc, embedPixels(doc, image, jpeg), layoutPage(image.width, image.height, dpi, options));
      return;
    }
  }
  const orientation = jpegOrientation(bytes);
  const embedded = await doc.embedJpg(bytes);
  const [width, height] = swapsSides(orientation) ? [embedded.height, embedded.width] : [embedded.width, embedded.height];
  addImagePage(doc, { ref: embedded.ref, width: embedded.width, height: embedded.height }, layoutPage(width, height, dpi, options), orientation);
}

async function placeImage(doc: PDFDocument, file: Blob, options: ImagesToPdfOptions): Promise<void> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = imageKind(bytes);
  if (kind === 'jpeg') return placeJpeg(doc, file, bytes, options);
  if (kind === 'png') {
    // pdf-lib keeps a PNG's own samples (Flate, alpha as a soft mask); an animated PNG it refuses gets the browser's first frame.
    try {
      const png = await doc.embedPng(bytes);
      addImagePage(doc, { ref: png.ref, width: png.width, height: png.height }, layoutPage(png.width, png.height, pngDpi(bytes), options));
      return;
    } catch {
      return placePixels(doc, await uprightPixels(file), pngDpi(bytes), options, false);
    }
  }
  return placePixels(doc, await uprightPixels(file), null, options, options.recompress);
}

/**
 * One PDF, one image per page, in the order given. An image that cannot be read stops the job with
 * PDF_IMAGE_UNREADABLE:<its index>, so the page can mark it and keep the others.
 */
export async function imagesToPdf(files: readonly Blob[], options: ImagesToPdfOptions, onProgress?: PdfProgressFn): Promise<Uint8Array> {
  // The page never sends these; the check keeps a script's call from building an empty or endless document.
  if (files.length === 0 || files.length > PDF_MAX_FILES) throw new Error(`images: 1 to ${PDF_MAX_FILES}, not ${files.length}`);
  const doc = await PDFDocument.create({ updateMetadata: false });
  for (const [i, file] of files.entries()) {
    try {
      await placeImage(doc, file, options);
    } catch (err) {
      if (err instanceof Error && err.message === IMAGE_CODEC_UNAVAILABLE) throw err;
      throw new Error(`${PDF_IMAGE_UNREADABLE}:${i}`);
    }
    onProgress?.(((i + 1) / files.length) * 0.95);
  }
  const bytes = await savePdf(doc);
  onProgress?.(1);
  return bytes;
}

/** Reads an image the way the job will (so a file that would fail is marked at once) and draws its preview. */
export async function probeImage(file: Blob, thumbWidth: number): Promise<ImageProbe> {
  const head = new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer());
  const kind = imageKind(head);
  const bitmap = await decodeUpright(file);
  try {
    if (bitmap.width * bitmap.height > HEIF_MAX_PIXELS) throw new Error(IMAGE_TOO_MANY_PIXELS);
    return { kind, width: bitmap.width, height: bitmap.height, dpi: statedDpi(kind, head), thumb: await thumbnailOf(bitmap, thumbWidth) };
  } finally {
    bitmap.close();
  }
}
