import {
  Base64Decoder, dataUrlPrefix, decodedFileType, encodeBytes, parseDataUrlHeader, withOffset, WRAP_BYTES,
  type Base64DecodeError, type Base64Options,
} from '../text/base64';

/**
 * Files through base64, a slice at a time: memory stays near one slice plus the
 * result, progress is reported per slice, and the base64 tool runs the very same
 * functions on the main thread (small files) and in workers/base64.worker.ts
 * (large ones). Encoding reads slices of a multiple of 57 bytes (a multiple of 3:
 * no padding mid-stream; 57 bytes are one 76-character MIME line: wrapped lines
 * continue across slices); decoding reads a multiple of 4 characters and the
 * stateful decoder carries any partial group across slices.
 */

export type ProgressFn = (fraction: number) => void;

/** ~1 MB: 18,396 MIME lines. */
export const ENCODE_SLICE_BYTES = WRAP_BYTES * 18_396;
/** ~1 MB of base64 text. */
export const DECODE_SLICE_CHARS = 4 * 262_144;

export type EncodeFormat = 'base64' | 'dataUrl';

export interface FileEncodeOptions extends Base64Options {
  format: EncodeFormat;
  /** The file's media type, for a data URL. */
  mime: string;
}

/** A file (any Blob) → base64 or a data URL (always standard, padded, on one line). */
export async function encodeBlob(blob: Blob, options: FileEncodeOptions, onProgress?: ProgressFn, sliceBytes = ENCODE_SLICE_BYTES): Promise<string> {
  if (sliceBytes <= 0 || sliceBytes % WRAP_BYTES) throw new Error(`slice size must be a positive multiple of ${WRAP_BYTES}`);
  const dataUrl = options.format === 'dataUrl';
  const opts: Base64Options = dataUrl ? { urlSafe: false, padding: true, wrap: false } : options;
  const parts: string[] = [];
  for (let start = 0; start < blob.size; start += sliceBytes) {
    const end = Math.min(blob.size, start + sliceBytes);
    const bytes = new Uint8Array(await blob.slice(start, end).arrayBuffer());
    parts.push(encodeBytes(bytes, opts));
    onProgress?.(end / blob.size);
  }
  const body = parts.join(opts.wrap ? '\n' : '');
  return dataUrl ? dataUrlPrefix(options.mime) + body : body;
}

export type DecodedFile = { ok: true; blob: Blob; mime: string; filename: string; size: number } | Base64DecodeError;

/** Reads the text from `start` to `end`. */
type PieceReader = (start: number, end: number) => Promise<string>;

async function decodePieces(total: number, read: PieceReader, onProgress: ProgressFn | undefined, sliceChars: number): Promise<DecodedFile> {
  if (sliceChars <= 0 || sliceChars % 4) throw new Error('slice size must be a positive multiple of 4');
  const decoder = new Base64Decoder();
  const parts: Uint8Array[] = [];
  let offset = 0;
  let mime = '';
  for (let start = 0; start < total;) {
    let end = Math.min(total, start + sliceChars);
    let text = await read(start, end);
    if (start === 0) {
      // A data URL's header may be longer than a slice: read on to its comma.
      while (mayBeDataUrl(text) && !text.includes(',') && end < total && end < 65_536) {
        const more = Math.min(total, end + sliceChars);
        text += await read(end, more);
        end = more;
      }
      const header = parseDataUrlHeader(text);
      if (header && !header.base64) return { ok: false, error: 'notBase64DataUrl' };
      if (header) {
        offset = header.offset;
        mime = header.mime;
        text = text.slice(offset);
      }
    }
    const bytes = decoder.push(text);
    if (!bytes) return withOffset(decoder.error!, offset);
    if (bytes.length) parts.push(bytes);
    onProgress?.(end / total);
    start = end;
  }
  const err = decoder.finish();
  if (err) return err;
  const type = decodedFileType(mime, firstBytes(parts, 16));
  const blob = new Blob(parts as BlobPart[], { type: type.mime });
  return { ok: true, blob, mime: type.mime, filename: type.filename, size: blob.size };
}

/** True when the text starts with `data:` or with a beginning of it (`da`): the header may continue in the next slice. */
function mayBeDataUrl(text: string): boolean {
  const head = text.trimStart().slice(0, 5).toLowerCase();
  return head === 'data:' ? true : 'data:'.startsWith(head);
}

function firstBytes(parts: Uint8Array[], n: number): Uint8Array {
  const head = new Uint8Array(n);
  let at = 0;
  for (const p of parts) {
    if (at >= n) break;
    const take = p.subarray(0, n - at);
    head.set(take, at);
    at += take.length;
  }
  return head.subarray(0, at);
}

/** Base64 or a data URL held in a Blob (a text file) → the decoded file. */
export function decodeBlob(blob: Blob, onProgress?: ProgressFn, sliceChars = DECODE_SLICE_CHARS): Promise<DecodedFile> {
  return decodePieces(blob.size, (a, b) => blob.slice(a, b).text(), onProgress, sliceChars);
}

/** Base64 or a data URL as a string → the decoded file. */
export function decodeString(text: string, onProgress?: ProgressFn, sliceChars = DECODE_SLICE_CHARS): Promise<DecodedFile> {
  return decodePieces(text.length, (a, b) => Promise.resolve(text.slice(a, b)), onProgress, sliceChars);
}
