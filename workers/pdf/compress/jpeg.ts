import { mozjpegOptions, mozjpegQuality } from '../../image/codecs/mozjpeg';
import { instantiateWith, lazy, type RawImage, type WasmLoader } from '../../image/codecs/types';
import type { JpegSettings } from './types';
import { concatBytes } from '../../bytes/concat';

/**
 * A PDF holds many photos, so "Faster" is decided per document rather than per picture: every image over 1 MP (a
 * page-sized scan at 100 DPI) gets the single-pass baseline the image compressor keeps for photos over 4 MP. On the
 * 40-page scan bench row that took the job from 15 s to about a third of it, for some 10 % more bytes; "Smallest
 * file" keeps the full search for all of them.
 */
const PDF_THOROUGH_UP_TO_PX = 1_000_000;

/**
 * The image compressor's MozJPEG (same options, same slider → quality map: workers/image/codecs/mozjpeg.ts), with two
 * things more a PDF needs: "Faster" as above, and a gray image written as a one-channel JPEG, since a DeviceGray
 * image may not carry three.
 */
export function pdfJpegEncoder(loadWasm: WasmLoader): (image: RawImage, settings: JpegSettings) => Promise<Uint8Array> {
  const ready = lazy(async () => {
    const [{ default: factory }, { defaultOptions }, wasm] = await Promise.all([
      import('@jsquash/jpeg/codec/enc/mozjpeg_enc.js'),
      import('@jsquash/jpeg/meta.js'),
      loadWasm(),
    ]);
    const module = await factory({ noInitialRun: true, instantiateWasm: instantiateWith(wasm) } as never);
    return { module, defaultOptions };
  });
  return async (image, { quality, effort, gray }) => {
    const { module, defaultOptions } = await ready();
    const pixels = image.width * image.height;
    const settings = mozjpegOptions(effort !== 'small' && pixels > PDF_THOROUGH_UP_TO_PX ? Number.MAX_SAFE_INTEGER : pixels, effort, quality);
    // 1 and 3 are MozJpegColorSpace.GRAYSCALE and .YCbCr (a const enum, which isolated modules cannot import).
    const options = { ...defaultOptions, ...settings, quality: mozjpegQuality(quality, settings.quant_table), color_space: gray ? 1 : 3 };
    return new Uint8Array(module.encode(image.data, image.width, image.height, options));
  };
}

export interface JpegInfo {
  width: number;
  height: number;
  components: number;
  /** The Adobe APP14 marker's colour transform (0: stored as is, e.g. RGB or CMYK; 1, 2: YCbCr/YCCK), when present. */
  adobeTransform: number | null;
}

/** The frame header of a JPEG: enough to refuse CMYK and RGB-stored files before decoding anything. */
export function jpegInfo(bytes: Uint8Array): JpegInfo | null {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let adobeTransform: number | null = null;
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    const length = (bytes[at + 2]! << 8) | bytes[at + 3]!;
    if (marker === 0xee && length >= 12 && String.fromCharCode(...bytes.subarray(at + 4, at + 9)) === 'Adobe') adobeTransform = bytes[at + 15] ?? null;
    const sof = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (sof) {
      if (at + 10 > bytes.length) return null;
      return {
        height: (bytes[at + 5]! << 8) | bytes[at + 6]!,
        width: (bytes[at + 7]! << 8) | bytes[at + 8]!,
        components: bytes[at + 9]!,
        adobeTransform,
      };
    }
    at += 2 + length;
  }
  return null;
}

/**
 * The JPEG without its Exif (APP1) and ICC (APP2) segments: a PDF reader ignores both (the PDF's own /ColorSpace
 * rules, and nothing turns by EXIF), so a decoder must too. Stripping them keeps any browser's EXIF turn and colour
 * management out, whatever its createImageBitmap defaults. Anything unexpected returns the bytes as they were.
 */
export function withoutAppData(bytes: Uint8Array): Uint8Array {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return bytes;
  const keep: Uint8Array[] = [bytes.subarray(0, 2)];
  let at = 2;
  let dropped = false;
  while (at + 4 <= bytes.length && bytes[at] === 0xff) {
    const marker = bytes[at + 1]!;
    if (marker === 0xda) break; // start of scan: the rest is image data
    const end = at + 2 + ((bytes[at + 2]! << 8) | bytes[at + 3]!);
    if (marker === 0xe1 || marker === 0xe2) dropped = true;
    else keep.push(bytes.subarray(at, end));
    at = end;
  }
  if (!dropped || at > bytes.length) return bytes;
  keep.push(bytes.subarray(at));
  return concatBytes(keep);
}
