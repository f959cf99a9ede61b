import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import decode, { init as initDecoder } from '@jsquash/jpeg/decode.js';
import type { WasmLoader } from '@workers/image/codecs/types';
import { pdfJpegEncoder } from '@workers/pdf/compress/jpeg';
import { lanczos } from '@workers/pdf/compress/resample';
import type { CompressEnv } from '@workers/pdf/compress/types';

/** The compressor's pixel work in node: jSquash's MozJPEG decoder and encoder (WebAssembly read from node_modules), pica. */

const require = createRequire(import.meta.url);
const fromPackage = (path: string): WasmLoader => async () => WebAssembly.compile(await readFile(require.resolve(path)));

let decoderReady: Promise<void> | null = null;

export const nodeEnv: CompressEnv = {
  async decodeJpeg(bytes) {
    decoderReady ??= fromPackage('@jsquash/jpeg/codec/dec/mozjpeg_dec.wasm')().then((module) => initDecoder(module));
    await decoderReady;
    const image = await decode(bytes.slice().buffer);
    return { data: new Uint8ClampedArray(image.data), width: image.width, height: image.height };
  },
  encodeJpeg: pdfJpegEncoder(fromPackage('@jsquash/jpeg/codec/enc/mozjpeg_enc.wasm')),
  resize: lanczos,
};
