import { IMAGE_CODEC_UNAVAILABLE } from '../codes';
import type { WasmLoader } from './types';

/**
 * A codec's WebAssembly, fetched and compiled the first time it is used (same origin: CSP connect-src 'self',
 * compiled under 'wasm-unsafe-eval'). Any failure (offline before its first use, a bad response) is
 * IMAGE_CODEC_UNAVAILABLE, which the tools translate.
 */
export function fromUrl(url: string): WasmLoader {
  return async () => {
    try {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      // compileStreaming needs the application/wasm type; a host that serves another one still works, a bit slower.
      if (response.headers.get('content-type')?.startsWith('application/wasm')) return await WebAssembly.compileStreaming(response);
      return await WebAssembly.compile(await response.arrayBuffer());
    } catch {
      throw new Error(IMAGE_CODEC_UNAVAILABLE);
    }
  };
}
