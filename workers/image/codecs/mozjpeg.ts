import { lazy, instantiateWith, type EncodeFn, type WasmLoader } from './types';

/** Above this many pixels the costlier passes are skipped: a 24 MP photo must encode in seconds. */
const THOROUGH_UP_TO_PX = 4_000_000;

/**
 * Our MozJPEG settings (on top of jSquash's defaults: progressive, optimised Huffman, trellis quantisation) for an
 * image of `pixels`. Quantisation table 7 (Ahumada et al.) with the full trellis search: by SSIM on RGB against the
 * browser's JPEG on real photos (tests/bench), at equal SSIM it is 15-19 % smaller on every photo, where the standard
 * tables (0, what libjpeg-turbo and the browsers use) gave 4-7 % and jSquash's default ImageMagick tables (3) 5-18 %.
 * The full search (multipass, zero-block and table optimisation) doubles the encode time, so big images keep the
 * single pass. Big images are also written baseline rather than progressive: MozJPEG's progressive mode tries many
 * scan layouts, which on a 24 MP photo took 2.3× the time (8.0 s against 3.4 s in node) to save 3.4 % of the bytes.
 * Baseline, not merely sequential: at low qualities table 7 goes past 255, which a sequential file can only carry
 * as extended (SOF1, which some decoders refuse; libjpeg warns on the console); baseline clamps the tables instead.
 */
export function mozjpegOptions(pixels: number): Record<string, number | boolean> {
  const thorough = pixels <= THOROUGH_UP_TO_PX;
  return {
    quant_table: 7,
    baseline: !thorough,
    trellis_multipass: thorough,
    trellis_opt_zero: thorough,
    trellis_opt_table: thorough,
  };
}

/**
 * A JPEG quality as the slider and every libjpeg mean it (the browser's canvas JPEG) → MozJPEG's quality with table 7
 * that gives the same SSIM. Table 7 at 75 is the canvas's ~85 (+25-35 % bytes): without the map "75" would look like a
 * bigger, better file rather than the same picture smaller. Measured on tests/bench/photos (mean over the four).
 */
const SAME_SSIM: readonly (readonly [number, number])[] = [
  [1, 1], [30, 24], [50, 33], [60, 38], [75, 53], [85, 69], [90, 77], [95, 83], [100, 100],
];

export function mozjpegQuality(quality: number): number {
  const q = Math.min(100, Math.max(1, quality));
  const at = SAME_SSIM.findIndex(([slider]) => slider >= q);
  const [x1, y1] = SAME_SSIM[at]!;
  if (at === 0) return y1;
  const [x0, y0] = SAME_SSIM[at - 1]!;
  return Math.round(y0 + ((q - x0) * (y1 - y0)) / (x1 - x0));
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
    const out = module.encode(image.data, image.width, image.height, { ...defaultOptions, ...mozjpegOptions(image.width * image.height), quality: mozjpegQuality(quality) });
    return new Uint8Array(out);
  };
}
