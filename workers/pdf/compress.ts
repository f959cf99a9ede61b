import type { PdfProgressFn } from './codes';
import { compressWith } from './compress/engine';
import type { CompressEnv, PdfCompressOptions, PdfCompressResult } from './compress/types';

export type { CompressEnv, ImageSkipReason, PdfCompressOptions, PdfCompressResult, PdfCompressStats } from './compress/types';
export { DOWNSCALE_THRESHOLD, targetSize } from './compress/rewrite';

/**
 * Makes a PDF smaller: re-encodes its photos with our MozJPEG at the image compressor's quality scale (or the best
 * quality under `targetBytes` for the whole file), scales down images drawn denser than `maxDpi`, repacks lossless
 * graphics, deflates raw streams, optionally drops metadata, and drops every object nothing uses any more. Text,
 * fonts and vector drawing are left exactly as they were, so the text stays selectable and searchable.
 *
 * An image is only replaced by a smaller one, and when the whole output is not smaller than the input, the input's
 * bytes come back unchanged (`unchanged: true`). Opening errors are openPdf's (PDF_NOT_PDF, PDF_DAMAGED,
 * PDF_PASSWORD, PDF_TOO_BIG, PDF_TOO_MANY_PAGES); a size target that cannot be met is
 * `PDF_TARGET_UNREACHABLE:<smallest bytes>`.
 *
 * `env` is the pixel work (decode, resample, encode): the PDF worker's by default, the unit tests pass node's.
 */
export async function compressPdf(bytes: Uint8Array, options: PdfCompressOptions, onProgress?: PdfProgressFn, env?: CompressEnv): Promise<PdfCompressResult> {
  const pixels = env ?? (await import('./compress/workerEnv')).workerEnv();
  return compressWith(pixels, bytes, options, onProgress);
}
