import mozjpegWasmUrl from '@jsquash/jpeg/codec/enc/mozjpeg_enc.wasm?url';
import { fromUrl } from '../../image/codecs/fromUrl';
import type { RawImage } from '../../image/codecs/types';
import { pdfJpegEncoder, withoutAppData } from './jpeg';
import { lanczos } from './resample';
import type { CompressEnv } from './types';

/** The compressor's pixel work in the PDF worker: the browser's JPEG decoder, pica, and MozJPEG fetched on first use. */

const loadMozjpeg = fromUrl(mozjpegWasmUrl);

/**
 * The samples as stored: no EXIF turn (a reader ignores EXIF inside a PDF) and no colour conversion (the PDF's own
 * /ColorSpace says what the samples mean, and it stays on the new image). The segments that would ask for either
 * are taken out first, so no browser's defaults matter.
 */
async function decodeJpeg(bytes: Uint8Array): Promise<RawImage> {
  const blob = new Blob([withoutAppData(bytes) as BlobPart], { type: 'image/jpeg' });
  const bitmap = await createImageBitmap(blob, { colorSpaceConversion: 'none', premultiplyAlpha: 'none' });
  try {
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const ctx = canvas.getContext('2d', { willReadFrequently: true });
    if (!ctx) throw new Error('2D canvas unavailable');
    ctx.drawImage(bitmap, 0, 0);
    const { data } = ctx.getImageData(0, 0, bitmap.width, bitmap.height);
    canvas.width = canvas.height = 0;
    return { data, width: bitmap.width, height: bitmap.height };
  } finally {
    bitmap.close();
  }
}

let env: CompressEnv | null = null;

export function workerEnv(): CompressEnv {
  env ??= { decodeJpeg, encodeJpeg: pdfJpegEncoder(loadMozjpeg), resize: lanczos };
  return env;
}
