import { lazy, instantiateWith, type EncodeFn, type WasmLoader } from './types';

/**
 * MozJPEG (Squoosh's build, packaged by jSquash): progressive, optimised Huffman tables and trellis quantisation,
 * 10–25 % smaller than the browser's libjpeg-turbo at the same quality. The glue and the WebAssembly load on the
 * first JPEG only.
 */
export function mozjpegEncoder(loadWasm: WasmLoader): EncodeFn {
  const ready = lazy(async () => {
    const [{ default: factory }, { defaultOptions }, wasm] = await Promise.all([
      import('@jsquash/jpeg/codec/enc/mozjpeg_enc.js'),
      import('@jsquash/jpeg/meta.js'),
      loadWasm(),
    ]);
    const module = await factory({ noInitialRun: true, instantiateWasm: instantiateWith(wasm) } as never);
    return { module, defaultOptions };
  });
  return async (image, quality) => {
    const { module, defaultOptions } = await ready();
    const out = module.encode(image.data, image.width, image.height, { ...defaultOptions, quality });
    return new Uint8Array(out);
  };
}
