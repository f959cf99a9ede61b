import pica, { type Pica } from 'pica/pica_main';
import type { RawImage } from '../../image/codecs/types';

let resizer: Pica | null = null;

/**
 * Lanczos-3 on raw RGBA (pica's buffer path: no canvas, so the same code runs in the worker and in node). Features
 * without 'ww': we already are the worker, and pica must never spawn its own.
 */
export async function lanczos(image: RawImage, width: number, height: number): Promise<RawImage> {
  resizer ??= pica({ features: ['js', 'wasm'] });
  const out = await resizer.resizeBuffer({
    src: new Uint8Array(image.data.buffer, image.data.byteOffset, image.data.byteLength),
    width: image.width,
    height: image.height,
    toWidth: width,
    toHeight: height,
    filter: 'lanczos3',
  });
  return { data: new Uint8ClampedArray(out.buffer, out.byteOffset, out.byteLength), width, height };
}
