import mozjpegWasmUrl from '@jsquash/jpeg/codec/enc/mozjpeg_enc.wasm?url';
import { fromUrl } from '../../image/codecs/fromUrl';
import { mozjpegEncoder } from '../../image/codecs/mozjpeg';
import type { EncodeFn, RawImage } from '../../image/codecs/types';
import { decodeImage } from '../../image/decode';

/** The browser side of images → PDF, in the PDF worker: the image pipeline's decoder, canvas pixels, our MozJPEG. */

/** Decodes any image file the site reads (HEIC through libheif), upright: EXIF orientation applied. */
export const decodeUpright = (file: Blob): Promise<ImageBitmap> => decodeImage(file);

/** RGBA of a bitmap at its own size, or scaled to `width` wide (thumbnails). */
export function bitmapPixels(bitmap: ImageBitmap, width = bitmap.width): { canvas: OffscreenCanvas; image: RawImage } {
  const height = Math.max(1, Math.round((bitmap.height * width) / bitmap.width));
  const canvas = new OffscreenCanvas(width, height);
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) throw new Error('2D canvas unavailable');
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(bitmap, 0, 0, width, height);
  return { canvas, image: { data: ctx.getImageData(0, 0, width, height).data, width, height } };
}

/** A small preview of the upright picture, WebP (quick to encode, small to hold). */
export async function thumbnailOf(bitmap: ImageBitmap, width: number): Promise<Blob> {
  const { canvas } = bitmapPixels(bitmap, Math.max(1, Math.min(width, bitmap.width)));
  try {
    return await canvas.convertToBlob({ type: 'image/webp', quality: 0.7 });
  } finally {
    canvas.width = canvas.height = 0;
  }
}

const loadMozjpeg = fromUrl(mozjpegWasmUrl);

let encoder: EncodeFn | null = null;
/** The image compressor's MozJPEG, same options and slider scale; its WebAssembly loads on the first re-encode. */
export function encodeJpeg(image: RawImage, quality: number): Promise<Uint8Array> {
  encoder ??= mozjpegEncoder(loadMozjpeg);
  return encoder(image, quality, 'fast');
}
