import pica, { type Pica } from 'pica/pica_main';
import type { ImageOutput, OutputMime, ProgressFn } from './codes';
import { decodeImage } from './decode';
import { resizeTarget, type ResizeSpec } from './geometry';

export interface ResizeOptions {
  spec: ResizeSpec;
  mime: OutputMime;
  /** 0..1, ignored for PNG */
  quality: number;
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

const freeCanvas = (canvas: OffscreenCanvas) => {
  canvas.width = 0;
  canvas.height = 0;
};

/** Resizes one image with pica's Lanczos-3 filter and encodes it. */
export async function resizeImage(file: Blob, options: ResizeOptions, onProgress?: ProgressFn): Promise<ImageOutput> {
  const bitmap = await decodeImage(file);
  const source = { width: bitmap.width, height: bitmap.height };
  const target = resizeTarget(source, options.spec);
  // An OffscreenCanvas source: pica would otherwise copy the bitmap through a
  // DOM canvas, and there is no document in a worker.
  const from = new OffscreenCanvas(source.width, source.height);
  const fromCtx = from.getContext('2d');
  if (!fromCtx) throw new Error('2D canvas unavailable');
  if (options.mime === 'image/jpeg') {
    // JPEG has no alpha: transparent pixels would turn black.
    fromCtx.fillStyle = '#ffffff';
    fromCtx.fillRect(0, 0, source.width, source.height);
  }
  fromCtx.drawImage(bitmap, 0, 0);
  bitmap.close();
  onProgress?.(0.15);

  let to = from;
  if (target.width !== source.width || target.height !== source.height) {
    to = new OffscreenCanvas(target.width, target.height);
    await getResizer().resize(from, to, { filter: 'lanczos3' });
    freeCanvas(from);
  }
  onProgress?.(0.8);
  const blob = await to.convertToBlob({ type: options.mime, quality: options.quality });
  freeCanvas(to);
  onProgress?.(1);
  return { blob, width: target.width, height: target.height, sourceWidth: source.width, sourceHeight: source.height };
}
