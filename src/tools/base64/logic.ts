// The base64 code lives in workers/ so the text worker and the base64 worker run the very same code on large inputs.
export * from '@workers/text/base64';
export { charPosition } from '../../lib/charPosition';
export { decodeString, encodeBlob, type DecodedFile, type EncodeFormat, type FileEncodeOptions } from '@workers/base64/slices';

/** Files up to this size are encoded on the main thread (a few milliseconds); larger ones in the base64 worker. */
export const FILE_WORKER_BYTES = 1024 * 1024;

/** The download name of an encoded file: `photo.png` → `photo.png.b64.txt` / `photo.png.dataurl.txt`. */
export function encodedFileName(name: string, format: 'base64' | 'dataUrl'): string {
  return `${name || 'file'}.${format === 'dataUrl' ? 'dataurl' : 'b64'}.txt`;
}
