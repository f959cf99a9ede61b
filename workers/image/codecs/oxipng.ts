import { lazy, type WasmLoader } from './types';

/** Squoosh's default effort: most of the gain for a fraction of level 6's time. */
const LEVEL = 2;

/**
 * OxiPNG (jSquash's single-threaded build; the parallel one needs cross-origin isolation): a lossless re-pack of a
 * PNG (better filters and deflate), or straight from RGBA pixels. Transparent pixels' colours may change
 * (optimise alpha): invisible, and smaller.
 */
export function oxipngOptimiser(loadWasm: WasmLoader) {
  const ready = lazy(async () => {
    const [glue, wasm] = await Promise.all([import('@jsquash/oxipng/codec/pkg/squoosh_oxipng.js'), loadWasm()]);
    await glue.default(wasm);
    return glue;
  });
  return {
    /** Re-packs an existing PNG file losslessly. */
    async optimisePng(png: Uint8Array): Promise<Uint8Array> {
      const glue = await ready();
      return glue.optimise(png, LEVEL, false, true);
    },
    /** Writes RGBA pixels as an optimised PNG. */
    async encodeRaw(image: { data: Uint8ClampedArray; width: number; height: number }): Promise<Uint8Array> {
      const glue = await ready();
      return glue.optimise_raw(image.data, image.width, image.height, LEVEL, false, true);
    },
  };
}
