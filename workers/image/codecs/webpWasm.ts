import { type EncodeFn, type WasmLoader, jsquashCodec } from './types';

/**
 * libwebp in WebAssembly (the SIMD build), for browsers whose canvas cannot write WebP (Safari hands back a PNG).
 * Where the canvas can, its encoder is libwebp already and this never loads.
 */
export function webpWasmEncoder(loadWasm: WasmLoader): EncodeFn {
  const ready = jsquashCodec({ glue: () => import('@jsquash/webp/codec/enc/webp_enc_simd.js'), meta: () => import('@jsquash/webp/meta.js') }, loadWasm);
  return async (image, quality) => {
    const { module, defaultOptions } = await ready();
    const out = module.encode(image.data, image.width, image.height, { ...defaultOptions, quality });
    if (!out) throw new Error('WebP encoding failed');
    return new Uint8Array(out);
  };
}
