import pica, { type Pica } from 'pica/pica_main';
import type { ImageEffort, ImageOutput, OutputMime, ProgressFn } from './codes';
import { encodeToOutput } from './compress';
import { decodeImage } from './decode';
import { resizeTarget, type ResizeSpec } from './geometry';
import { UPRIGHT, cropPixels, turnedSize, type Transform } from './transform';
import { canvasPixels, fileMetadata, freeCanvas } from './raster';

export interface ResizeOptions {
  spec: ResizeSpec;
  /** 'auto' picks per image, as in the compressor. */
  format: OutputMime | 'auto';
  /** 1..100 */
  quality: number;
  keepMetadata?: boolean;
  /** How hard the encoder tries on big pictures (default 'fast'). */
  effort?: ImageEffort;
  /** Turn, flip and crop, applied before the resize (the size spec then applies to the cropped image). */
  transform?: Transform;
}

/** The upright bitmap turned, flipped and cropped as asked, on a canvas (the bitmap itself is not closed here). */
export function transformedCanvas(bitmap: ImageBitmap, transform: Transform | undefined): OffscreenCanvas {
  const source = { width: bitmap.width, height: bitmap.height };
  const t = transform ?? { ...UPRIGHT };
  const turned = turnedSize(source, t.turns);
  const crop = cropPixels(turned, t.crop);
  const canvas = new OffscreenCanvas(crop.width, crop.height);
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('2D canvas unavailable');
  // Read from the bottom up: the bitmap is turned about its centre, flipped as it then stands, and the crop's corner
  // moved to the canvas's origin.
  ctx.translate(turned.width / 2 - crop.x, turned.height / 2 - crop.y);
  ctx.scale(t.flipX ? -1 : 1, t.flipY ? -1 : 1);
  ctx.rotate((t.turns * Math.PI) / 2);
  ctx.drawImage(bitmap, -source.width / 2, -source.height / 2);
  return canvas;
}

let resizer: Pica | null = null;

/**
 * One pica per worker. Features without 'ww': we already are the worker, and
 * pica must never spawn its own from a blob or a CDN. The split build
 * (pica_main) leaves pica's inlined worker source out of the bundle.
 */
function getResizer(): Pica {
  resizer ??= pica({ features: ['js', 'wasm'] });
  return resizer;
}

/** Resizes one image (upright first) with pica's Lanczos-3 filter and encodes it with the chosen codec. */
export async function resizeImage(file: Blob, options: ResizeOptions, onProgress?: ProgressFn): Promise<ImageOutput> {
  const metadata = await fileMetadata(file, options.keepMetadata);
  const bitmap = await decodeImage(file);
  const source = { width: bitmap.width, height: bitmap.height };
  // An OffscreenCanvas source (turned, flipped and cropped first): pica would otherwise copy the bitmap through a
  // DOM canvas, and there is no document in a worker.
  const from = transformedCanvas(bitmap, options.transform);
  bitmap.close();
  const target = resizeTarget({ width: from.width, height: from.height }, options.spec);
  onProgress?.(0.1);

  let to = from;
  if (target.width !== from.width || target.height !== from.height) {
    to = new OffscreenCanvas(target.width, target.height);
    await getResizer().resize(from, to, { filter: 'lanczos3' });
    freeCanvas(from);
  }
  const pixels = canvasPixels(to);
  freeCanvas(to);
  onProgress?.(0.4);
  const settings = { format: options.format, quality: options.quality, keepMetadata: options.keepMetadata, effort: options.effort };
  return encodeToOutput(pixels, settings, metadata, source, onProgress, 0.4);
}
