import { choice, flag } from '../ops/optionSpec';

/**
 * Percent-encoding as the browser's own functions do it (encodeURIComponent /
 * encodeURI and their decoders), without their uncaught URIError: a failure is a
 * result that names where the input went wrong. Pure, no DOM: the url-encoder tool
 * runs it on the main thread for small input and the text worker for large input.
 */

export type UrlMode = 'encode' | 'decode';
/** `component`: a query value or path segment (encodeURIComponent); `uri`: a whole URL, reserved characters kept (encodeURI). */
export type UrlScope = 'component' | 'uri';

export interface UrlOptions {
  mode: UrlMode;
  scope: UrlScope;
  /**
   * Form encoding (application/x-www-form-urlencoded): decoding reads `+` as a space;
   * encoding a component writes a space as `+`. Off by default: in a URL path, `+` is a plus.
   * Whole-URL encoding leaves `+` alone either way (it is a reserved character there).
   */
  form?: boolean;
}

export type UrlError = 'decodingFailed' | 'encodingFailed';

/** `position`: index (UTF-16 code units, from 0) of the first `%` that cannot be decoded, or of the unpaired surrogate. */
export type UrlResult = { ok: true; output: string } | { ok: false; error: UrlError; position: number };

const isHex = (c: number) => (c >= 48 && c <= 57) || (c >= 65 && c <= 70) || (c >= 97 && c <= 102);

function hexAt(text: string, i: number): number {
  // `%XX` at i: the byte, or -1 when it is not a percent sign followed by two hex digits.
  if (text.charCodeAt(i) !== 37 || i + 2 >= text.length) return -1;
  const a = text.charCodeAt(i + 1);
  const b = text.charCodeAt(i + 2);
  if (!isHex(a) || !isHex(b)) return -1;
  return parseInt(text.slice(i + 1, i + 3), 16);
}

/**
 * The index of the first `%` where decodeURIComponent / decodeURI would throw,
 * or -1 when the text decodes. Follows the Decode algorithm of ECMA-262: a `%` not
 * followed by two hex digits, a byte that cannot start a UTF-8 sequence, a missing
 * or wrong continuation byte, an overlong form, a surrogate or a code point above
 * U+10FFFF. The index is that of the `%` beginning the sequence.
 */
export function findDecodeError(text: string): number {
  for (let i = text.indexOf('%'); i !== -1; i = text.indexOf('%', i)) {
    const lead = hexAt(text, i);
    if (lead < 0) return i;
    if (lead < 0x80) {
      i += 3;
      continue;
    }
    let n: number;
    let cp: number;
    if ((lead & 0xe0) === 0xc0) { n = 2; cp = lead & 0x1f; }
    else if ((lead & 0xf0) === 0xe0) { n = 3; cp = lead & 0x0f; }
    else if ((lead & 0xf8) === 0xf0) { n = 4; cp = lead & 0x07; }
    else return i;
    let j = i + 3;
    for (let k = 1; k < n; k++, j += 3) {
      const b = hexAt(text, j);
      if (b < 0 || (b & 0xc0) !== 0x80) return i;
      cp = (cp << 6) | (b & 0x3f);
    }
    const min = n === 2 ? 0x80 : n === 3 ? 0x800 : 0x10000;
    if (cp < min || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) return i;
    i = j;
  }
  return -1;
}

/** The index of the first unpaired surrogate (which no UTF-8 can encode), or -1. */
export function findLoneSurrogate(text: string): number {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0xd800 || c > 0xdfff) continue;
    if (c <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        i++;
        continue;
      }
    }
    return i;
  }
  return -1;
}

function encode(text: string, scope: UrlScope, form: boolean): UrlResult {
  try {
    if (scope === 'uri') return { ok: true, output: encodeURI(text) };
    const out = encodeURIComponent(text);
    return { ok: true, output: form ? out.replace(/%20/g, '+') : out };
  } catch {
    const position = findLoneSurrogate(text);
    return { ok: false, error: 'encodingFailed', position: Math.max(position, 0) };
  }
}

function decode(text: string, scope: UrlScope, form: boolean): UrlResult {
  const source = form ? text.replace(/\+/g, ' ') : text;
  try {
    return { ok: true, output: scope === 'uri' ? decodeURI(source) : decodeURIComponent(source) };
  } catch {
    return { ok: false, error: 'decodingFailed', position: Math.max(findDecodeError(source), 0) };
  }
}

/** Encodes or decodes `text`; never throws. */
export function urlOp(text: string, options: UrlOptions): UrlResult {
  const form = options.form === true;
  return options.mode === 'encode' ? encode(text, options.scope, form) : decode(text, options.scope, form);
}

/** The url-encoder page's two jobs (the urlEncode and urlDecode operations'). */
export const urlEncodeOp = (text: string, options: Omit<UrlOptions, 'mode'>): UrlResult => urlOp(text, { ...options, mode: 'encode' });
export const urlDecodeOp = (text: string, options: Omit<UrlOptions, 'mode'>): UrlResult => urlOp(text, { ...options, mode: 'decode' });

/** The options of its operation, for the recipe step and the tool page alike (workers/ops/optionSpec.ts). */
export const URL_OPTIONS = [
  choice('scope', 'options.scope', ['component', 'uri'], 'component', 'choices.scope'),
  flag('form', 'options.form', false),
] as const;
