import type { ImageOutput, ProgressFn } from './codes';
import type { RawImage } from './codecs/types';
import { decodeImage } from './decode';
import { encodeImage, type EncodeSettings, type EncodedImage } from './encode';
import type { KeptMetadata } from './exif';
import { fitWithin, type Size } from './geometry';
import { bitmapPixels, fileMetadata, scalePixels, workerCodecs } from './raster';

export interface CompressOptions extends EncodeSettings {
  maxWidth?: number;
  maxHeight?: number;
}

/** The worker's answer: the encoded bytes as a Blob, with what the page shows about them. */
function toOutput(out: EncodedImage, source: { width: number; height: number }): ImageOutput {
  return {
    blob: new Blob([out.bytes as Uint8Array<ArrayBuffer>], { type: out.mime }),
    width: out.width,
    height: out.height,
    sourceWidth: source.width,
    sourceHeight: source.height,
    codec: out.codec,
    quality: out.quality,
    encodeMs: Math.round(out.encodeMs),
    shrunkForTarget: out.shrunkForTarget,
    metadataKept: out.metadataKept,
  };
}

/**
 * Re-encodes one image: decoded upright (EXIF orientation applied by createImageBitmap), scaled to the limits, then
 * encoded by the chosen codec (MozJPEG, WebP, AVIF, OxiPNG) or the Automatic pick, at the chosen quality or the best
 * quality under a size target. Only the capture date and camera are ever carried over, and only when asked.
 */
export async function compressImage(file: Blob, options: CompressOptions, onProgress?: ProgressFn): Promise<ImageOutput> {
  const metadata = await fileMetadata(file, options.keepMetadata);
  const bitmap = await decodeImage(file);
  const source = { width: bitmap.width, height: bitmap.height };
  onProgress?.(0.1);
  const pixels = bitmapPixels(bitmap, fitWithin(source, options.maxWidth, options.maxHeight));
  bitmap.close();
  onProgress?.(0.2);
  return encodeToOutput(pixels, options, metadata, source, onProgress, 0.2);
}

/**
 * The last step of the compressor and the resizer: `pixels` encoded with this worker's codecs, as the worker's answer
 * about `source`. The progress bar runs on from `from` (what preparing the pixels took) to the end.
 */
export async function encodeToOutput(
  pixels: RawImage,
  settings: EncodeSettings,
  metadata: KeptMetadata | undefined,
  source: Size,
  onProgress: ProgressFn | undefined,
  from: number,
): Promise<ImageOutput> {
  const out = await encodeImage(pixels, settings, {
    codecs: workerCodecs(),
    resize: scalePixels,
    metadata,
    progress: onProgress ? { report: onProgress, from, to: 0.99 } : undefined,
  });
  onProgress?.(1);
  return toOutput(out, source);
}
