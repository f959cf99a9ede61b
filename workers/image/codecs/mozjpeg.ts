import type { ImageEffort } from '../codes';
import { type EncodeFn, type WasmLoader, jsquashCodec } from './types';

/** Above this many pixels the "fast" effort skips the costlier passes: a 24 MP photo must encode in seconds. */
const THOROUGH_UP_TO_PX = 4_000_000;
/** Up to this slider value the "small" effort writes big photos with ImageMagick's tables (see mozjpegOptions). */
const IMAGEMAGICK_UP_TO_QUALITY = 80;

/** Quantisation tables we use: Ahumada et al.'s (7), ImageMagick's (3, jSquash's and cjpeg's default). */
type QuantTable = 3 | 7;

export interface MozjpegOptions {
  quant_table: QuantTable;
  baseline: boolean;
  trellis_multipass: boolean;
  trellis_opt_zero: boolean;
  trellis_opt_table: boolean;
}

/**
 * Our MozJPEG settings (on top of jSquash's defaults: progressive, optimised Huffman, trellis quantisation) for an
 * image of `pixels` at slider `quality`. Quantisation table 7 (Ahumada et al.) with the full trellis search: by SSIM
 * on RGB against the browser's JPEG on real photos (tests/bench), at equal SSIM it is 15-19 % smaller on every photo,
 * where the standard tables (0, what libjpeg-turbo and the browsers use) gave 4-7 % and ImageMagick's (3) 5-18 %.
 *
 * The full search (progressive scans, multipass trellis, zero-block and table optimisation) costs 2-4× the time on
 * big photos, so the "fast" effort writes images over 4 MP baseline in a single pass: against MozJPEG's `cjpeg` at
 * equal SSIM, +16 to +20 % on the bench's 6000×4000 scene and a 12 MP iPhone photo. The "small" effort gives them
 * the full search, and up to slider 80 ImageMagick's tables: on big photos (a 5 MP Xiaomi, a 12 MP iPhone, the
 * 6000×4000 scene; node, this repo's machine) they are 4-9 % smaller than table 7 at equal SSIM up to 75, and 5-9 %
 * bigger from 85 up, the reverse of small photos. At 75 that puts the scene at −1.9 % against cjpeg (table 7: +4.5 %).
 * Baseline, not merely sequential: at low qualities table 7 goes past 255, which a sequential file can only carry
 * as extended (SOF1, which some decoders refuse; libjpeg warns on the console); baseline clamps the tables instead.
 */
export function mozjpegOptions(pixels: number, effort: ImageEffort = 'fast', quality = 75): MozjpegOptions {
  const big = pixels > THOROUGH_UP_TO_PX;
  const thorough = effort === 'small' || !big;
  return {
    quant_table: effort === 'small' && big && quality <= IMAGEMAGICK_UP_TO_QUALITY ? 3 : 7,
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
const SAME_SSIM: Record<QuantTable, readonly (readonly [number, number])[]> = {
  7: [[1, 1], [30, 24], [50, 33], [60, 38], [75, 53], [85, 69], [90, 77], [95, 83], [100, 100]],
  // Table 3 on big photos, to the same SSIM as table 7 at the slider's value (mean over the Xiaomi and iPhone photos;
  // the generated scene wants 5-10 lower, so there "Smallest file" looks a little better than "Faster").
  3: [[1, 1], [30, 33], [50, 48], [60, 58], [75, 72], [80, 78], [100, 100]],
};

export function mozjpegQuality(quality: number, table: QuantTable = 7): number {
  const map = SAME_SSIM[table];
  const q = Math.min(100, Math.max(1, quality));
  const at = map.findIndex(([slider]) => slider >= q);
  const [x1, y1] = map[at]!;
  if (at === 0) return y1;
  const [x0, y0] = map[at - 1]!;
  return Math.round(y0 + ((q - x0) * (y1 - y0)) / (x1 - x0));
}

/**
 * MozJPEG (Squoosh's build, packaged by jSquash): progressive, optimised Huffman tables and trellis quantisation,
 * smaller than the browser's libjpeg-turbo at the same SSIM. The glue and the WebAssembly load on the first JPEG only.
 */
export function mozjpegEncoder(loadWasm: WasmLoader): EncodeFn {
  const ready = jsquashCodec({ glue: () => import('@jsquash/jpeg/codec/enc/mozjpeg_enc.js'), meta: () => import('@jsquash/jpeg/meta.js') }, loadWasm);
  return async (image, quality, effort) => {
    const { module, defaultOptions } = await ready();
    const settings = mozjpegOptions(image.width * image.height, effort, quality);
    const options = { ...defaultOptions, ...settings, quality: mozjpegQuality(quality, settings.quant_table) };
    const out = module.encode(image.data, image.width, image.height, options);
    return new Uint8Array(out);
  };
}
