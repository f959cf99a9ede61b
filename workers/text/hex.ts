import { flag } from '../ops/optionSpec';

/**
 * Bytes ↔ hexadecimal text (two digits per byte). Decoding accepts either letter case and white
 * space anywhere (hex dumps come wrapped and grouped); anything else is an error naming the first
 * bad character, never an exception.
 */

const DIGITS_LOWER = '0123456789abcdef';
const DIGITS_UPPER = '0123456789ABCDEF';
const ascii = new TextDecoder();

export function bytesToHex(bytes: Uint8Array, uppercase = false): string {
  const digits = uppercase ? DIGITS_UPPER : DIGITS_LOWER;
  const codes = Uint8Array.from(digits, (c) => c.charCodeAt(0));
  const out = new Uint8Array(bytes.length * 2);
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i]!;
    out[2 * i] = codes[b >> 4]!;
    out[2 * i + 1] = codes[b & 15]!;
  }
  // One decode of the ASCII codes: no string concatenation at this scale.
  return ascii.decode(out);
}

export type HexDecodeResult =
  | { ok: true; bytes: Uint8Array }
  | { ok: false; error: 'invalidChar'; position: number; char: string }
  | { ok: false; error: 'oddLength' };

function nibble(c: number): number {
  if (c >= 48 && c <= 57) return c - 48;
  if (c >= 97 && c <= 102) return c - 87;
  if (c >= 65 && c <= 70) return c - 55;
  return -1;
}

const isSpace = (c: number) => c === 32 || c === 9 || c === 10 || c === 13 || c === 12;

export function hexToBytes(text: string): HexDecodeResult {
  const out = new Uint8Array(text.length >> 1);
  let o = 0;
  let high = -1;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const v = nibble(c);
    if (v < 0) {
      if (isSpace(c)) continue;
      return { ok: false, error: 'invalidChar', position: i, char: String.fromCodePoint(text.codePointAt(i) ?? c) };
    }
    if (high < 0) high = v;
    else {
      out[o++] = (high << 4) | v;
      high = -1;
    }
  }
  if (high >= 0) return { ok: false, error: 'oddLength' };
  return { ok: true, bytes: out.subarray(0, o) };
}

/** The options of its operation, for the recipe step and the tool page alike (workers/ops/optionSpec.ts). */
export const HEX_ENCODE_OPTIONS = [flag('uppercase', 'options.uppercase', false)] as const;
