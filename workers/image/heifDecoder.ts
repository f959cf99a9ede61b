import libheifWasmUrl from 'libheif-js/libheif-wasm/libheif.wasm?url';
import { IMAGE_DECODE_FAILED } from './codes';
import { fromUrl } from './codecs/fromUrl';
import { instantiateWith, lazy, type RawImage, type WasmLoader } from './codecs/types';

/** What we use of libheif-js's embind module (its own .d.ts types the glue, not the module's runtime shape). */
interface Libheif {
  heif_context_alloc(): unknown;
  heif_context_free(ctx: unknown): void;
  heif_context_read_from_memory(ctx: unknown, bytes: Uint8Array): { code: unknown };
  heif_error_code: { heif_error_Ok: unknown };
  heif_js_context_get_primary_image_handle(ctx: unknown): unknown;
  heif_image_handle_release(handle: unknown): void;
  heif_image_release(image: unknown): void;
  heif_js_decode_image2(handle: unknown, colorspace: unknown, chroma: unknown): Promise<DecodedImage | { code: unknown } | null>;
  heif_colorspace: { heif_colorspace_RGB: unknown };
  heif_chroma: { heif_chroma_interleaved_RGBA: unknown };
  heif_channel: { heif_channel_interleaved: unknown };
}

interface DecodedImage {
  image: unknown;
  channels: { id: unknown; width: number; height: number; stride: number; data: Uint8Array }[];
}

/**
 * libheif (with libde265 for HEVC), LGPL: the glue and its WebAssembly load on the first HEIF file only and stay a
 * separate file (`libheif*.wasm`) that can be swapped for a rebuilt one, as the licence asks (see /licenses).
 * The compiled module is kept, but each photo gets a fresh instance, dropped once its pixels are copied out: a
 * WebAssembly memory never shrinks, and a 12 MP decode grows it by ~150 MB, which a kept instance would hold for the
 * worker's life, beside the encoder's, in each of the pool's workers at once (instantiating costs a few ms).
 */
export function heifDecoder(loadWasm: WasmLoader = fromUrl(libheifWasmUrl)) {
  const compiled = lazy(async () => {
    const [{ default: factory }, wasm] = await Promise.all([import('libheif-js/libheif-wasm/libheif.js'), loadWasm()]);
    return { factory, wasm };
  });
  const instance = async () => {
    const { factory, wasm } = await compiled();
    return new Promise<Libheif>((resolve, reject) => {
      (factory as (options: object) => unknown)({
        instantiateWasm: instantiateWith(wasm),
        onRuntimeInitialized(this: Libheif) {
          resolve(this);
        },
        onAbort: reject,
        // libheif's glue logs what it cannot parse; our caller reports it as a translated message instead.
        print: () => undefined,
        printErr: () => undefined,
      });
    });
  };

  /** The primary image, upright (irot/imir applied by libheif, grids assembled), as RGBA. */
  return async (bytes: Uint8Array): Promise<RawImage> => {
    const lib = await instance();
    const ctx = lib.heif_context_alloc();
    let handle: unknown = null;
    try {
      // Error codes are embind enum objects: compared by identity with the module's own.
      if (lib.heif_context_read_from_memory(ctx, bytes).code !== lib.heif_error_code.heif_error_Ok) throw new Error(IMAGE_DECODE_FAILED);
      handle = lib.heif_js_context_get_primary_image_handle(ctx);
      if (!handle || (handle as { code?: unknown }).code) throw new Error(IMAGE_DECODE_FAILED);
      const decoded = await lib.heif_js_decode_image2(handle, lib.heif_colorspace.heif_colorspace_RGB, lib.heif_chroma.heif_chroma_interleaved_RGBA);
      if (!decoded || !('channels' in decoded)) throw new Error(IMAGE_DECODE_FAILED);
      try {
        const plane = decoded.channels.find((c) => c.id === lib.heif_channel.heif_channel_interleaved);
        if (!plane) throw new Error(IMAGE_DECODE_FAILED);
        const { width, height, stride } = plane;
        const data = new Uint8ClampedArray(width * height * 4);
        if (stride === width * 4) data.set(plane.data.subarray(0, data.length));
        else for (let y = 0; y < height; y++) data.set(plane.data.subarray(y * stride, y * stride + width * 4), y * width * 4);
        return { data, width, height };
      } finally {
        lib.heif_image_release(decoded.image);
      }
    } finally {
      if (handle && !(handle as { code?: unknown }).code) lib.heif_image_handle_release(handle);
      lib.heif_context_free(ctx);
    }
  };
}
