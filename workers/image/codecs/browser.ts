import imageCompression from 'browser-image-compression';
import mozjpegWasmUrl from '@jsquash/jpeg/codec/enc/mozjpeg_enc.wasm?url';
import avifWasmUrl from '@jsquash/avif/codec/enc/avif_enc.wasm?url';
import webpWasmUrl from '@jsquash/webp/codec/enc/webp_enc_simd.wasm?url';
import oxipngWasmUrl from '@jsquash/oxipng/codec/pkg/squoosh_oxipng_bg.wasm?url';
import type { CodecSet } from '../encode';
import { avifEncoder } from './avif';
import { mozjpegEncoder } from './mozjpeg';
import { oxipngOptimiser } from './oxipng';
import { fromUrl } from './fromUrl';
import type { EncodeFn, RawImage } from './types';
import { webpWasmEncoder } from './webpWasm';

/**
 * The image worker's codecs in the browser. Each WebAssembly file is fetched and compiled the first time its format
 * is used (same origin: CSP connect-src 'self', compiled under 'wasm-unsafe-eval'); the offline service worker
 * precaches the small ones and keeps AVIF's once fetched (pwa.config.ts).
 */

function canvasOf(image: RawImage): OffscreenCanvas {
  const canvas = new OffscreenCanvas(image.width, image.height);
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('2D canvas unavailable');
  ctx.putImageData(new ImageData(image.data as Uint8ClampedArray<ArrayBuffer>, image.width, image.height), 0, 0);
  return canvas;
}

const bytesOf = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer());

export function browserCodecs(): CodecSet {
  const oxipng = oxipngOptimiser(fromUrl(oxipngWasmUrl));
  const webpWasm = webpWasmEncoder(fromUrl(webpWasmUrl));
  let canvasWritesWebp: boolean | null = null;

  // The canvas's WebP is libwebp (it matched cwebp within ±3.4 % in our measurements), and needs no download.
  const webp: EncodeFn = async (image, quality) => {
    if (canvasWritesWebp !== false) {
      const blob = await canvasOf(image).convertToBlob({ type: 'image/webp', quality: quality / 100 });
      canvasWritesWebp = blob.type === 'image/webp';
      if (canvasWritesWebp) return bytesOf(blob);
    }
    return webpWasm(image, quality);
  };

  // Fewer colours first (UPNG quantisation, as browser-image-compression does: 4096 × quality colours), then OxiPNG
  // re-packs it; at 100 the pixels go to OxiPNG untouched (lossless).
  const png: EncodeFn = async (image, quality) => {
    if (quality >= 100) return oxipng.encodeRaw(image);
    const canvas = canvasOf(image);
    const reduced = await imageCompression.canvasToFile(canvas as unknown as HTMLCanvasElement, 'image/png', 'image', Date.now(), quality / 100);
    return oxipng.optimisePng(await bytesOf(reduced));
  };

  return {
    jpeg: mozjpegEncoder(fromUrl(mozjpegWasmUrl)),
    avif: avifEncoder(fromUrl(avifWasmUrl)),
    webp,
    png,
  };
}
