import type { ImageEffort } from '../codes';

/** RGBA pixels, 4 bytes per pixel, rows top to bottom: what every encoder takes (an ImageData fits). */
export interface RawImage {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

/** Where a codec's compiled WebAssembly comes from: fetched in the browser, read from node_modules in unit tests. */
export type WasmLoader = () => Promise<WebAssembly.Module>;

/**
 * One lossy (or, for PNG, lossless) encoder; `quality` is the codec's own 0..100. `effort` is read by the codecs
 * whose search depth depends on the picture's size (MozJPEG); the others ignore it.
 */
export type EncodeFn = (image: RawImage, quality: number, effort?: ImageEffort) => Promise<Uint8Array>;

/**
 * Lazily initialises a codec once. A failed start (offline before first use) is not remembered,
 * so the next attempt fetches again.
 */
export function lazy<T>(start: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    pending ??= start().catch((err: unknown) => {
      pending = null;
      throw err;
    });
    return pending;
  };
}

/**
 * Emscripten's hook for a module we compiled ourselves, so the glue never fetches (nor logs a failed fetch).
 * Synchronous instantiation is fine here: it runs in a worker, and compiling (the slow part) is already done.
 */
export function instantiateWith(wasm: WebAssembly.Module) {
  return (imports: WebAssembly.Imports, done: (instance: WebAssembly.Instance) => void) => {
    const instance = new WebAssembly.Instance(wasm, imports);
    done(instance);
    return instance.exports;
  };
}

/** The two halves of a jSquash codec: its Emscripten glue (a module factory) and its default options. */
interface JsquashParts<G, O> {
  glue: () => Promise<G>;
  meta: () => Promise<{ defaultOptions: O }>;
}

// Each glue types its overrides its own way; all take the two given below.
type Glue = { default: (overrides: never) => Promise<unknown> };

/** A jSquash encoder's module and defaults, started once on first use, with the WebAssembly `loadWasm` gives. */
export function jsquashCodec<G extends Glue, O>({ glue, meta }: JsquashParts<G, O>, loadWasm: WasmLoader) {
  return lazy(async () => {
    const [{ default: factory }, { defaultOptions }, wasm] = await Promise.all([glue(), meta(), loadWasm()]);
    const module = (await factory({ noInitialRun: true, instantiateWasm: instantiateWith(wasm) } as never)) as Awaited<ReturnType<G['default']>>;
    return { module, defaultOptions };
  });
}
