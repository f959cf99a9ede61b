import { flag } from '../ops/optionSpec';

/**
 * Base64 as people need it: text is UTF-8 (every Unicode character, emoji included,
 * round-trips; a plain `btoa` throws on anything past Latin-1), the standard or the
 * URL-safe alphabet (RFC 4648 §4 / §5), padding optional, lines wrapped at 76 (MIME)
 * optional. Decoding is forgiving about the form (either alphabet, missing padding,
 * whitespace and line breaks, a `data:…;base64,` URL) and exact about the content:
 * anything else is an error naming the first bad character, never an exception.
 * Pure, no DOM: the base64 tool runs it on the main thread for small input and in the
 * text worker (ops `base64Encode` / `base64Decode`) for large input.
 */

export interface Base64Options {
  /** URL-safe alphabet: `-` and `_` instead of `+` and `/`. */
  urlSafe: boolean;
  /** Trailing `=` to a multiple of 4 characters. */
  padding: boolean;
  /** Break lines after 76 characters (MIME); lines end with `\n`. */
  wrap: boolean;
}

export const DEFAULT_BASE64_OPTIONS: Base64Options = { urlSafe: false, padding: true, wrap: false };

/** MIME's line length; 76 characters are 57 bytes. */
export const WRAP_CHARS = 76;
export const WRAP_BYTES = 57;

const STD = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const URL_SAFE = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

const codes = (alphabet: string) => Uint8Array.from(alphabet, (c) => c.charCodeAt(0));
const STD_CODES = codes(STD);
const URL_CODES = codes(URL_SAFE);
const ascii = new TextDecoder();

/**
 * Encodes bytes without padding or wrapping (the caller adds those). The output's
 * ASCII codes go into a byte array that one TextDecoder call turns into a string:
 * no string concatenation (which V8 makes slow and memory-hungry at this scale).
 */
function encodeRaw(bytes: Uint8Array, urlSafe: boolean): string {
  const table = urlSafe ? URL_CODES : STD_CODES;
  const n = bytes.length;
  const full = n - (n % 3);
  const out = new Uint8Array(Math.ceil((n * 4) / 3));
  let o = 0;
  for (let i = 0; i < full; i += 3) {
    const v = (bytes[i]! << 16) | (bytes[i + 1]! << 8) | bytes[i + 2]!;
    out[o] = table[v >> 18]!;
    out[o + 1] = table[(v >> 12) & 63]!;
    out[o + 2] = table[(v >> 6) & 63]!;
    out[o + 3] = table[v & 63]!;
    o += 4;
  }
  if (n - full === 1) {
    const v = bytes[full]! << 16;
    out[o] = table[v >> 18]!;
    out[o + 1] = table[(v >> 12) & 63]!;
  } else if (n - full === 2) {
    const v = (bytes[full]! << 16) | (bytes[full + 1]! << 8);
    out[o] = table[v >> 18]!;
    out[o + 1] = table[(v >> 12) & 63]!;
    out[o + 2] = table[(v >> 6) & 63]!;
  }
  return ascii.decode(out);
}

/** Base64 of bytes with the chosen alphabet, padding and wrapping. */
export function encodeBytes(bytes: Uint8Array, options: Base64Options = DEFAULT_BASE64_OPTIONS): string {
  let out = encodeRaw(bytes, options.urlSafe);
  if (options.padding && out.length % 4) out += '='.repeat(4 - (out.length % 4));
  return options.wrap ? wrapLines(out) : out;
}

/** Breaks base64 into lines of 76 characters. */
export function wrapLines(text: string, width = WRAP_CHARS): string {
  if (text.length <= width) return text;
  const lines: string[] = [];
  for (let i = 0; i < text.length; i += width) lines.push(text.slice(i, i + width));
  return lines.join('\n');
}

/** Index of the first unpaired UTF-16 surrogate (not representable in UTF-8), or -1. */
export function findLoneSurrogate(text: string): number {
  const re = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
  const m = re.exec(text);
  return m ? m.index : -1;
}

export type Base64EncodeResult = { ok: true; output: string } | { ok: false; error: 'encodeText'; position: number };

/** Text → UTF-8 → base64. A lone surrogate cannot be UTF-8: an error naming its position, not a silent U+FFFD. */
export function base64EncodeOp(text: string, options: Base64Options): Base64EncodeResult {
  const position = findLoneSurrogate(text);
  if (position >= 0) return { ok: false, error: 'encodeText', position };
  return { ok: true, output: encodeBytes(new TextEncoder().encode(text), options) };
}

// ——— decoding ———

/** `data:[<mime>][;param…][;base64],<data>`: the header, when the text starts with one. */
const DATA_URL = /^\s*data:([^,]*?),/i;

export interface DataUrlHeader {
  /** The media type, lower-cased; '' when the URL names none. */
  mime: string;
  base64: boolean;
  /** Where the data starts in the text. */
  offset: number;
}

export function parseDataUrlHeader(text: string): DataUrlHeader | null {
  const m = DATA_URL.exec(text.slice(0, 4096));
  if (!m) return null;
  const params = (m[1] ?? '').split(';').map((p) => p.trim());
  const base64 = params.slice(1).some((p) => p.toLowerCase() === 'base64');
  const mime = (params[0] ?? '').toLowerCase();
  return { mime, base64, offset: m[0].length };
}

export type Base64DecodeError =
  /** A character outside both alphabets (position: its index in the input, from 0). */
  | { ok: false; error: 'invalidChar'; position: number; char: string }
  /** One character too many or too few: no whole byte in the last group, or `=` in the wrong place. */
  | { ok: false; error: 'badLength' }
  /** A data URL that is not base64 (`data:text/plain,hello`). */
  | { ok: false; error: 'notBase64DataUrl' };

export type Base64BytesResult = { ok: true; bytes: Uint8Array; mime: string } | Base64DecodeError;

/** Value of each UTF-16 code unit in either alphabet, -1 for anything else. */
const REVERSE = (() => {
  const t = new Int8Array(65_536).fill(-1);
  for (let i = 0; i < 64; i++) {
    t[STD.charCodeAt(i)] = i;
    t[URL_SAFE.charCodeAt(i)] = i;
  }
  return t;
})();

const isSpace = (c: number) => c === 32 || c === 9 || c === 10 || c === 13 || c === 12 || c === 11;

/**
 * An incremental decoder: feed text in any pieces (whitespace anywhere, either
 * alphabet, `=` padding only at the very end), take the bytes of each piece. The
 * sliced file decoder and the one-shot decoder are the same code.
 */
export class Base64Decoder {
  private acc = 0;
  private bits = 0;
  private padding = 0;
  private seen = 0;
  /** Characters consumed so far (for error positions across pieces). */
  private consumed = 0;
  error: Base64DecodeError | null = null;

  /** Decodes one piece; null once an error is found (see `error`). */
  push(text: string): Uint8Array | null {
    if (this.error) return null;
    const out = new Uint8Array(Math.ceil((text.length * 3) / 4) + 3);
    let o = 0;
    let { acc, bits } = this;
    const len = text.length;
    let i = 0;
    while (i < len) {
      // On a group boundary: whole groups of four valid characters at a time (the common case).
      if (bits === 0 && !this.padding) {
        const from = i;
        while (i + 4 <= len) {
          const a = REVERSE[text.charCodeAt(i)]!;
          const b = REVERSE[text.charCodeAt(i + 1)]!;
          const c = REVERSE[text.charCodeAt(i + 2)]!;
          const d = REVERSE[text.charCodeAt(i + 3)]!;
          if ((a | b | c | d) < 0) break;
          out[o] = (a << 2) | (b >> 4);
          out[o + 1] = ((b & 15) << 4) | (c >> 2);
          out[o + 2] = ((c & 3) << 6) | d;
          o += 3;
          i += 4;
        }
        this.seen += i - from;
        if (i >= len) break;
      }
      // One character: whitespace, padding, a group across a line break or a piece boundary, or an error.
      const c = text.charCodeAt(i);
      const v = REVERSE[c]!;
      if (v >= 0) {
        if (this.padding) return this.fail({ ok: false, error: 'badLength' });
        acc = ((acc << 6) | v) & 0xffffff;
        bits += 6;
        this.seen++;
        if (bits >= 8) {
          bits -= 8;
          out[o++] = (acc >> bits) & 0xff;
        }
      } else if (c === 61) {
        // '=' only after data, and at most two of them.
        if (this.seen === 0 || ++this.padding > 2) return this.fail({ ok: false, error: 'badLength' });
      } else if (!isSpace(c)) {
        return this.fail({ ok: false, error: 'invalidChar', position: this.consumed + i, char: String.fromCodePoint(text.codePointAt(i) ?? c) });
      }
      i++;
    }
    this.acc = acc;
    this.bits = bits;
    this.consumed += text.length;
    return out.subarray(0, o);
  }

  /** Checks the end: the last group holds whole bytes and any padding matches it. */
  finish(): Base64DecodeError | null {
    if (this.error) return this.error;
    const rem = this.seen % 4;
    // Padding, when present, may be short ("QQ=") but never more than the group lacks.
    if (rem === 1 || (this.padding && (rem === 0 || rem + this.padding > 4))) this.error = { ok: false, error: 'badLength' };
    return this.error;
  }

  private fail(err: Base64DecodeError): null {
    this.error = err;
    return null;
  }
}

/** Moves an error's position past a data URL header that was cut off before decoding. */
export function withOffset(err: Base64DecodeError, offset: number): Base64DecodeError {
  return err.error === 'invalidChar' ? { ...err, position: err.position + offset } : err;
}

/** Base64 (or a base64 data URL) → bytes, with the data URL's media type ('' when none). */
export function decodeToBytes(text: string): Base64BytesResult {
  const header = parseDataUrlHeader(text);
  if (header && !header.base64) return { ok: false, error: 'notBase64DataUrl' };
  const offset = header?.offset ?? 0;
  const decoder = new Base64Decoder();
  const bytes = decoder.push(offset ? text.slice(offset) : text);
  const err = bytes ? decoder.finish() : decoder.error;
  // Error positions count from the start of the whole input.
  if (err || !bytes) return withOffset(err ?? { ok: false, error: 'badLength' }, offset);
  return { ok: true, bytes, mime: header?.mime ?? '' };
}

export type Base64DecodeResult = { ok: true; output: string } | Base64DecodeError | { ok: false; error: 'notText'; mime: string };

/** Base64 → bytes → UTF-8 text. Bytes that are not UTF-8 (an image, a zip) are `notText`: download them as a file instead. */
export function base64DecodeOp(text: string, _options: Record<string, never> = {}): Base64DecodeResult {
  const result = decodeToBytes(text);
  if (!result.ok) return result;
  try {
    return { ok: true, output: new TextDecoder('utf-8', { fatal: true }).decode(result.bytes) };
  } catch {
    return { ok: false, error: 'notText', mime: result.mime || sniffMime(result.bytes) };
  }
}

// ——— file types ———

const starts = (b: Uint8Array, sig: number[], at = 0) => b.length >= at + sig.length && sig.every((v, i) => b[at + i] === v);

/** The media type from the first bytes: png, jpeg, gif, webp, pdf, zip, else application/octet-stream. */
export function sniffMime(head: Uint8Array): string {
  if (starts(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts(head, [0x47, 0x49, 0x46, 0x38]) && (head[4] === 0x37 || head[4] === 0x39) && head[5] === 0x61) return 'image/gif';
  if (starts(head, [0x52, 0x49, 0x46, 0x46]) && starts(head, [0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  if (starts(head, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  if (starts(head, [0x50, 0x4b]) && ((head[2] === 3 && head[3] === 4) || (head[2] === 5 && head[3] === 6) || (head[2] === 7 && head[3] === 8))) return 'application/zip';
  return 'application/octet-stream';
}

const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/jpg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
  'image/x-icon': 'ico',
  'image/vnd.microsoft.icon': 'ico',
  'image/avif': 'avif',
  'image/bmp': 'bmp',
  'application/pdf': 'pdf',
  'application/zip': 'zip',
  'application/json': 'json',
  'application/xml': 'xml',
  'application/gzip': 'gz',
  'application/javascript': 'js',
  'application/octet-stream': 'bin',
  'text/plain': 'txt',
  'text/html': 'html',
  'text/css': 'css',
  'text/csv': 'csv',
  'text/javascript': 'js',
  'text/markdown': 'md',
  'text/xml': 'xml',
  'audio/mpeg': 'mp3',
  'audio/wav': 'wav',
  'audio/ogg': 'ogg',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'font/woff2': 'woff2',
  'font/woff': 'woff',
  'font/ttf': 'ttf',
};

/** A file extension for a media type: known ones by table, else a plain subtype (`x-foo` → foo), else `bin`. */
export function extensionFor(mime: string): string {
  const base = (mime.split(';')[0] ?? '').trim().toLowerCase();
  const known = EXTENSIONS[base];
  if (known) return known;
  const sub = /^[a-z]+\/(?:x-)?([a-z0-9]{1,8})$/.exec(base);
  return sub?.[1] ?? 'bin';
}

/** Media type and file name for decoded bytes: the data URL's type when it named one, else sniffed from the bytes. */
export function decodedFileType(dataUrlMime: string, head: Uint8Array): { mime: string; filename: string } {
  const valid = /^[a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+$/.test(dataUrlMime);
  const mime = valid ? dataUrlMime : sniffMime(head);
  return { mime, filename: `decoded.${extensionFor(mime)}` };
}

/** `data:<mime>;base64,<data>` (standard alphabet, padded, one line: what browsers and CSS expect). */
export function dataUrlPrefix(mime: string): string {
  return `data:${mime || 'application/octet-stream'};base64,`;
}

/** The options of its operation, for the recipe step and the tool page alike (workers/ops/optionSpec.ts). */
export const BASE64_ENCODE_OPTIONS = [
  flag('urlSafe', 'options.urlSafe', false),
  flag('padding', 'options.padding', true),
  flag('wrap', 'options.wrap', false),
] as const;
