import pica, { type Pica } from 'pica/pica_main';
import type { ImageOutput, OutputMime, ProgressFn } from './codes';
import { toOutput } from './compress';
import { decodeImage } from './decode';
import { encodeImage } from './encode';
import { resizeTarget, type ResizeSpec } from './geometry';
import { canvasPixels, fileMetadata, freeCanvas, scalePixels, workerCodecs } from './raster';

export interface ResizeOptions {
  spec: ResizeSpec;
  /** 'auto' picks per image, as in the compressor. */
  format: OutputMime | 'auto';
  /** 1..100 */
  quality: number;
  keepMetadata?: boolean;
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
  const target = resizeTarget(source, options.spec);
  // An OffscreenCanvas source: pica would otherwise copy the bitmap through a
  // DOM canvas, and there is no document in a worker.
  const from = new OffscreenCanvas(source.width, source.height);
  const fromCtx = from.getContext('2d');
  if (!fromCtx) throw new Error('2D canvas unavailable');
  fromCtx.drawImage(bitmap, 0, 0);
  bitmap.close();
  onProgress?.(0.1);

  let to = from;
  if (target.width !== source.width || target.height !== source.height) {
    to = new OffscreenCanvas(target.width, target.height);
    await getResizer().resize(from, to, { filter: 'lanczos3' });
    freeCanvas(from);
  }
  const pixels = canvasPixels(to);
  freeCanvas(to);
  onProgress?.(0.4);
  const out = await encodeImage(pixels, { format: options.format, quality: options.quality, keepMetadata: options.keepMetadata }, {
    codecs: workerCodecs(),
    resize: scalePixels,
    metadata,
    progress: onProgress ? { report: onProgress, from: 0.4, to: 0.99 } : undefined,
  });
  onProgress?.(1);
  return toOutput(out, source);
}
