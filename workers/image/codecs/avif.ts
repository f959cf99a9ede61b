import { type EncodeFn, type WasmLoader, jsquashCodec } from './types';

/** Pixels per image above which the encoder trades a little size for speed (see avifSpeed). */
const FAST_ABOVE_PX = 2_000_000;
const FASTEST_ABOVE_PX = 8_000_000;

/**
 * libaom's speed for an image of `pixels` (0 = slowest/smallest, 10 = fastest). Squoosh's default 6 costs ~4 s per
 * megapixel in single-threaded WebAssembly on a 2-core machine: fine for a 1 MP picture, minutes for a 24 MP one.
 * Larger images step to 8 and 9, which cost a few percent in size and keep a 6000×4000 photo within ~15 s.
 */
export function avifSpeed(pixels: number): number {
  if (pixels > FASTEST_ABOVE_PX) return 9;
  if (pixels > FAST_ABOVE_PX) return 8;
  return 6;
}

/**
 * AVIF via libaom (jSquash's single-threaded build: no cross-origin isolation here). Imported from the codec folder
 * directly rather than @jsquash/avif/encode.js, which would also pull in the multi-threaded build (another 3.5 MB of
 * WebAssembly this site could never use).
 */
export function avifEncoder(loadWasm: WasmLoader): EncodeFn {
  const ready = jsquashCodec({ glue: () => import('@jsquash/avif/codec/enc/avif_enc.js'), meta: () => import('@jsquash/avif/meta.js') }, loadWasm);
  return async (image, quality) => {
    const { module, defaultOptions } = await ready();
    const pixels = new Uint8Array(image.data.buffer, image.data.byteOffset, image.data.byteLength);
    const speed = avifSpeed(image.width * image.height);
    const out = module.encode(pixels, image.width, image.height, { ...defaultOptions, quality, speed });
    if (!out) throw new Error('AVIF encoding failed');
    return new Uint8Array(out);
  };
}
