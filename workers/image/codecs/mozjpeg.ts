import { lazy, instantiateWith, type EncodeFn, type WasmLoader } from './types';

/** Above this many pixels the costlier trellis passes are skipped: a 24 MP photo must encode in seconds. */
const THOROUGH_UP_TO_PX = 4_000_000;

/**
 * Our MozJPEG settings (on top of jSquash's defaults: progressive, optimised Huffman, trellis quantisation) for an
 * image of `pixels`. The standard JPEG quantisation tables (quant_table 0, as libjpeg-turbo and the browsers use)
 * rather than MozJPEG's default ImageMagick tables: by SSIM those lose detail the quality number promises (MozJPEG 75
 * then matches the canvas's 75 only at 82, +10 % bytes, tests/bench), while with the standard tables and the full
 * trellis search it matches at ~9 % fewer bytes. The full search (multipass, zero-block and table optimisation)
 * doubles the encode time, so big images keep the single pass.
 */
export function mozjpegOptions(pixels: number): Record<string, number | boolean> {
  const thorough = pixels <= THOROUGH_UP_TO_PX;
  return { quant_table: 0, trellis_multipass: thorough, trellis_opt_zero: thorough, trellis_opt_table: thorough };
}

/**
 * MozJPEG (Squoosh's build, packaged by jSquash): progressive, optimised Huffman tables and trellis quantisation,
 * smaller than the browser's libjpeg-turbo at the same SSIM. The glue and the WebAssembly load on the first JPEG only.
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
    const out = module.encode(image.data, image.width, image.height, { ...defaultOptions, ...mozjpegOptions(image.width * image.height), quality });
    return new Uint8Array(out);
  };
}
