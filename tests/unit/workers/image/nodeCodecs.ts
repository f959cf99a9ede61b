import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { avifEncoder } from '@workers/image/codecs/avif';
import { mozjpegEncoder } from '@workers/image/codecs/mozjpeg';
import { oxipngOptimiser } from '@workers/image/codecs/oxipng';
import type { RawImage, WasmLoader } from '@workers/image/codecs/types';
import { webpWasmEncoder } from '@workers/image/codecs/webpWasm';
import type { CodecSet } from '@workers/image/encode';

/** The real jSquash codecs in node: their WebAssembly read from node_modules instead of fetched. */

const require = createRequire(import.meta.url);
const fromPackage = (path: string): WasmLoader => async () => WebAssembly.compile(await readFile(require.resolve(path)));

export const oxipng = oxipngOptimiser(fromPackage('@jsquash/oxipng/codec/pkg/squoosh_oxipng_bg.wasm'));

export const nodeCodecs: CodecSet = {
  jpeg: mozjpegEncoder(fromPackage('@jsquash/jpeg/codec/enc/mozjpeg_enc.wasm')),
  avif: avifEncoder(fromPackage('@jsquash/avif/codec/enc/avif_enc.wasm')),
  webp: webpWasmEncoder(fromPackage('@jsquash/webp/codec/enc/webp_enc_simd.wasm')),
  png: (image) => oxipng.encodeRaw(image),
};

/** A photo-like picture: smooth gradients, soft blobs and fine grain (deterministic). */
export function photoLike(width: number, height: number, seed = 7): RawImage {
  const data = new Uint8ClampedArray(width * height * 4);
  let x = seed | 1;
  const rnd = () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 4294967296;
  };
  for (let y = 0; y < height; y += 1) {
    for (let i = 0; i < width; i += 1) {
      const p = (y * width + i) * 4;
      const n = (rnd() - 0.5) * 24;
      data[p] = 110 + 70 * Math.sin(i / 23 + y / 41) + n;
      data[p + 1] = 120 + 60 * Math.cos(y / 17) * Math.sin(i / 53) + n;
      data[p + 2] = 100 + 50 * Math.sin((i + y) / 31) + n;
      data[p + 3] = 255;
    }
  }
  return { data, width, height };
}

/** Flat colour blocks: a "graphic" (few colours). */
export function graphicLike(width: number, height: number, alpha = 255): RawImage {
  const data = new Uint8ClampedArray(width * height * 4);
  const palette = [
    [220, 38, 38],
    [37, 99, 235],
    [250, 250, 250],
  ];
  for (let y = 0; y < height; y += 1) {
    for (let i = 0; i < width; i += 1) {
      const c = palette[(Math.floor(i / 16) + Math.floor(y / 16)) % 3]!;
      data.set([...c, i < width / 2 ? alpha : 255], (y * width + i) * 4);
    }
  }
  return { data, width, height };
}

/** Width and height written in an encoded file's header (JPEG SOF, PNG IHDR, WebP VP8/VP8L/VP8X, AVIF ispe). */
export function headerSize(bytes: Uint8Array): { width: number; height: number } | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes[0] === 0xff && bytes[1] === 0xd8) {
    let at = 2;
    while (at + 9 < bytes.length) {
      const marker = bytes[at + 1]!;
      const length = view.getUint16(at + 2);
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
        return { height: view.getUint16(at + 5), width: view.getUint16(at + 7) };
      }
      at += 2 + length;
    }
    return null;
  }
  if (bytes[0] === 0x89 && bytes[1] === 0x50) return { width: view.getUint32(16), height: view.getUint32(20) };
  const ascii = (from: number, n: number) => String.fromCharCode(...bytes.subarray(from, from + n));
  if (ascii(0, 4) === 'RIFF' && ascii(8, 4) === 'WEBP') {
    const kind = ascii(12, 4);
    if (kind === 'VP8 ') return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
    if (kind === 'VP8L') {
      const b = view.getUint32(21, true);
      return { width: (b & 0x3fff) + 1, height: ((b >> 14) & 0x3fff) + 1 };
    }
    if (kind === 'VP8X') {
      const w = bytes[24]! | (bytes[25]! << 8) | (bytes[26]! << 16);
      const h = bytes[27]! | (bytes[28]! << 8) | (bytes[29]! << 16);
      return { width: w + 1, height: h + 1 };
    }
    return null;
  }
  if (ascii(4, 4) === 'ftyp') {
    for (let i = 0; i + 16 < bytes.length; i += 1) {
      if (ascii(i, 4) === 'ispe') return { width: view.getUint32(i + 8), height: view.getUint32(i + 12) };
    }
  }
  return null;
}
