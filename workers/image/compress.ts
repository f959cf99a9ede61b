import imageCompression from 'browser-image-compression';
import type { ImageOutput, OutputMime, ProgressFn } from './codes';
import { decodeImage } from './decode';
import { fitWithin } from './geometry';

export interface CompressOptions {
  mime: OutputMime;
  /** 0..1 */
  quality: number;
  maxWidth?: number;
  maxHeight?: number;
}

/** Same retry rule as browser-image-compression: up to 10 lower-quality passes while the result is larger. */
const MAX_RETRIES = 10;
const retryFactor = (mime: OutputMime) => (mime === 'image/png' ? 0.85 : 0.95);

/**
 * Re-encodes one image. We decode and draw it ourselves (upright, scaled to
 * the limits) and let browser-image-compression encode the canvas:
 * - its `imageCompression(file)` entry decodes with `new Image()` on Safari and
 *   iOS, which does not exist in a worker, so it would fail there every time;
 * - one decode instead of two (the entry point decodes again after our check);
 * - its own web-worker mode (which loads a script from a CDN) is never involved.
 * Its encoder gives JPEG/WebP through convertToBlob and PNG through UPNG colour
 * quantisation, where `quality` sets the number of colours.
 */
export async function compressImage(file: Blob, options: CompressOptions, onProgress?: ProgressFn): Promise<ImageOutput> {
  const bitmap = await decodeImage(file);
  const source = { width: bitmap.width, height: bitmap.height };
  const target = fitWithin(source, options.maxWidth, options.maxHeight);
  onProgress?.(0.15);

  const canvas = new OffscreenCanvas(target.width, target.height);
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('2D canvas unavailable');
  if (options.mime === 'image/jpeg') {
    // JPEG has no alpha: transparent pixels would turn black.
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, target.width, target.height);
  }
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(bitmap, 0, 0, target.width, target.height);
  bitmap.close();
  onProgress?.(0.3);

  const encode = (quality: number) =>
    imageCompression.canvasToFile(canvas as unknown as HTMLCanvasElement, options.mime, 'image', Date.now(), quality);

  let quality = options.quality;
  let result: Blob = await encode(quality);
  // Re-encoding into the same format should not grow the file: lower the quality a
  // little at a time, as the library does. A format change may legitimately grow
  // (PNG from JPEG), and is reported as "larger" rather than degraded ten times.
  const sameFormat = file.type === options.mime;
  for (let i = 0; sameFormat && result.size > file.size && i < MAX_RETRIES; i += 1) {
    onProgress?.(0.3 + (0.6 * (i + 1)) / MAX_RETRIES);
    quality *= retryFactor(options.mime);
    result = await encode(quality);
  }
  canvas.width = 0;
  canvas.height = 0;
  onProgress?.(1);
  // A plain Blob: the encoder's result carries expando properties that do not clone.
  const blob = new Blob([result], { type: result.type || options.mime });
  return { blob, ...target, sourceWidth: source.width, sourceHeight: source.height };
}
