// The base64 code lives in workers/ so the text worker and the base64 worker run the very same code on large inputs.
export * from '../../../workers/text/base64';
export { decodeString, encodeBlob, type DecodedFile, type EncodeFormat, type FileEncodeOptions } from '../../../workers/base64/slices';

/** The example: text with accents, CJK and an emoji, which a plain `btoa` cannot encode. */
export const EXAMPLE = 'Hello, 世界! 👋 Base64 keeps every character: café, ñandú.';

/** Files up to this size are encoded on the main thread (a few milliseconds); larger ones in the base64 worker. */
export const FILE_WORKER_BYTES = 1024 * 1024;

/** A 1-based position in characters (code points) for a UTF-16 index, as a person counts. */
export function charPosition(text: string, index: number): number {
  let n = 1;
  for (let i = 0; i < index && i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < index) {
      const d = text.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) i++;
    }
    n++;
  }
  return n;
}

/** The download name of an encoded file: `photo.png` → `photo.png.b64.txt` / `photo.png.dataurl.txt`. */
export function encodedFileName(name: string, format: 'base64' | 'dataUrl'): string {
  return `${name || 'file'}.${format === 'dataUrl' ? 'dataurl' : 'b64'}.txt`;
}
