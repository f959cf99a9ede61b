import { lazy, instantiateWith, type EncodeFn, type WasmLoader } from './types';

/**
 * libwebp in WebAssembly (the SIMD build), for browsers whose canvas cannot write WebP (Safari hands back a PNG).
 * Where the canvas can, its encoder is libwebp already and this never loads.
 */
export function webpWasmEncoder(loadWasm: WasmLoader): EncodeFn {
  const ready = lazy(async () => {
    const [{ default: factory }, { defaultOptions }, wasm] = await Promise.all([
      import('@jsquash/webp/codec/enc/webp_enc_simd.js'),
      import('@jsquash/webp/meta.js'),
      loadWasm(),
    ]);
    const module = await factory({ noInitialRun: true, instantiateWasm: instantiateWith(wasm) } as never);
    return { module, defaultOptions };
  });
  return async (image, quality) => {
    const { module, defaultOptions } = await ready();
    const out = module.encode(image.data, image.width, image.height, { ...defaultOptions, quality });
    if (!out) throw new Error('WebP encoding failed');
    return new Uint8Array(out);
  };
}
