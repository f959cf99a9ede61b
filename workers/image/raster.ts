import type { Size } from './geometry';
import type { RawImage } from './codecs/types';
import type { CodecSet } from './encode';
import { browserCodecs } from './codecs/browser';
import { readKeptMetadata, readTiffMetadata, type KeptMetadata } from './exif';
import { isHeif, readHeifInfo } from './heif';

/** Canvas work of the image worker (OffscreenCanvas: browser only). */

function context(canvas: OffscreenCanvas): OffscreenCanvasRenderingContext2D {
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) throw new Error('2D canvas unavailable');
  return ctx;
}

export function freeCanvas(canvas: OffscreenCanvas) {
  canvas.width = 0;
  canvas.height = 0;
}

/** The pixels of an (upright) bitmap drawn at `size`. */
export function bitmapPixels(bitmap: ImageBitmap, size: Size): RawImage {
  const canvas = new OffscreenCanvas(size.width, size.height);
  const ctx = context(canvas);
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(bitmap, 0, 0, size.width, size.height);
  const { data } = ctx.getImageData(0, 0, size.width, size.height);
  freeCanvas(canvas);
  return { data, width: size.width, height: size.height };
}

export function canvasPixels(canvas: OffscreenCanvas): RawImage {
  const { data } = context(canvas).getImageData(0, 0, canvas.width, canvas.height);
  return { data, width: canvas.width, height: canvas.height };
}

/** A smaller copy (the browser's high-quality resampling), for a size target that quality alone cannot meet. */
export async function scalePixels(image: RawImage, width: number, height: number): Promise<RawImage> {
  const bitmap = await createImageBitmap(new ImageData(image.data as Uint8ClampedArray<ArrayBuffer>, image.width, image.height), {
    resizeWidth: width,
    resizeHeight: height,
    resizeQuality: 'high',
  });
  const pixels = bitmapPixels(bitmap, { width, height });
  bitmap.close();
  return pixels;
}

let codecs: CodecSet | null = null;
/** One set per worker; each codec's WebAssembly loads on its first use. */
export function workerCodecs(): CodecSet {
  codecs ??= browserCodecs();
  return codecs;
}

/** EXIF lives in the first segments of a JPEG: 256 KiB covers it without reading a 10 MB file twice. */
const METADATA_BYTES = 256 * 1024;

/**
 * The capture date and camera of a JPEG or HEIF file, when asked to keep them. A HEIF's Exif item may sit anywhere
 * in the file (iPhones put it in the media data after the meta box), so a HEIF is read whole.
 */
export async function fileMetadata(file: Blob, wanted: boolean | undefined): Promise<KeptMetadata | undefined> {
  if (!wanted) return undefined;
  const head = new Uint8Array(await file.slice(0, METADATA_BYTES).arrayBuffer());
  if (!isHeif(head)) return readKeptMetadata(head);
  try {
    const { exifTiff } = readHeifInfo(new Uint8Array(await file.arrayBuffer()));
    return exifTiff ? readTiffMetadata(exifTiff) : {};
  } catch {
    return {};
  }
}
