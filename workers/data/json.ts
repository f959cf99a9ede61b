import {
  fail, isStackOverflow, positionAt, stripBom, throttleProgress,
  type DataError, type DataResult, type ProgressFn,
} from './common';

/**
 * JSON formatting with the engine's own JSON.parse / JSON.stringify: they are
 * native, and about fifty times faster than a JavaScript formatter (prettier)
 * on large documents. Two consequences of using them, both documented to users:
 * - integer-like keys ("1", "10") are listed first, in numeric order: that is
 *   how JavaScript objects order their keys;
 * - numbers beyond 2^53 lose precision.
 */

export type JsonIndent = '2' | '4' | 'tab';
export type JsonMode = 'format' | 'minify' | 'validate';

export interface FormatJsonOptions {
  mode: JsonMode;
  indent: JsonIndent;
  sortKeys: boolean;
}

export type FormatJsonResult = DataResult<{ output: string }>;

const INDENT: Record<JsonIndent, number | string> = { '2': 2, '4': 4, tab: '\t' };

const isWs = (c: number) => c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d;
const isDigit = (c: number) => c >= 0x30 && c <= 0x39;
const isHex = (c: number) => isDigit(c) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66);

/**
 * Offset of the first syntax error in `text`, or -1 when it is valid JSON.
 * Used only when the engine's message carries no position (V8 says
 * "Unexpected token 'a', "abc" is not valid JSON" for some errors).
 * Iterative, so deep nesting cannot overflow the stack.
 */
export function findJsonErrorOffset(text: string): number {
  const n = text.length;
  const stack: boolean[] = []; // true = object
  type State = 'value' | 'valueOrClose' | 'key' | 'keyOrClose' | 'colon' | 'after';
  let state: State = 'value';
  let i = 0;

  /** Scans a string starting at the quote at `i`; returns the error offset or -1. */
  const scanString = (): number => {
    i += 1;
    while (i < n) {
      const c = text.charCodeAt(i);
      if (c === 0x22) {
        i += 1;
        return -1;
      }
      if (c < 0x20) return i;
      if (c === 0x5c) {
        const e = text.charCodeAt(i + 1);
        if (i + 1 >= n) return n;
        if (e === 0x75) {
          for (let k = 2; k < 6; k += 1) {
            if (i + k >= n) return n;
            if (!isHex(text.charCodeAt(i + k))) return i + k;
          }
          i += 6;
          continue;
        }
        if ('"\\/bfnrt'.indexOf(text[i + 1] ?? '') === -1) return i + 1;
        i += 2;
        continue;
      }
      i += 1;
    }
    return n;
  };

  const scanNumber = (): number => {
    if (text.charCodeAt(i) === 0x2d) i += 1;
    if (i >= n) return n;
    if (text.charCodeAt(i) === 0x30) i += 1;
    else if (isDigit(text.charCodeAt(i))) while (i < n && isDigit(text.charCodeAt(i))) i += 1;
    else return i;
    if (text.charCodeAt(i) === 0x2e) {
      i += 1;
      if (i >= n) return n;
      if (!isDigit(text.charCodeAt(i))) return i;
      while (i < n && isDigit(text.charCodeAt(i))) i += 1;
    }
    const e = text.charCodeAt(i);
    if (e === 0x65 || e === 0x45) {
      i += 1;
      const s = text.charCodeAt(i);
      if (s === 0x2b || s === 0x2d) i += 1;
      if (i >= n) return n;
      if (!isDigit(text.charCodeAt(i))) return i;
      while (i < n && isDigit(text.charCodeAt(i))) i += 1;
    }
    return -1;
  };

  const scanLiteral = (word: string): number => {
    for (let k = 0; k < word.length; k += 1) {
      if (i + k >= n) return n;
      if (text[i + k] !== word[k]) return i + k;
    }
    i += word.length;
    return -1;
  };

  for (;;) {
    while (i < n && isWs(text.charCodeAt(i))) i += 1;
    if (i >= n) return state === 'after' && stack.length === 0 ? -1 : n;
    const c = text.charCodeAt(i);
    switch (state) {
      case 'value':
      case 'valueOrClose': {
        if (state === 'valueOrClose' && c === 0x5d) {
          stack.pop();
          i += 1;
          state = 'after';
          break;
        }
        let err = -1;
        if (c === 0x7b) {
          stack.push(true);
          i += 1;
          state = 'keyOrClose';
          break;
        } else if (c === 0x5b) {
          stack.push(false);
          i += 1;
          state = 'valueOrClose';
          break;
        } else if (c === 0x22) err = scanString();
        else if (c === 0x2d || isDigit(c)) err = scanNumber();
        else if (c === 0x74) err = scanLiteral('true');
        else if (c === 0x66) err = scanLiteral('false');
        else if (c === 0x6e) err = scanLiteral('null');
        else return i;
        if (err !== -1) return err;
        state = 'after';
        break;
      }
      case 'key':
      case 'keyOrClose': {
        if (state === 'keyOrClose' && c === 0x7d) {
          stack.pop();
          i += 1;
          state = 'after';
          break;
        }
        if (c !== 0x22) return i;
        const err = scanString();
        if (err !== -1) return err;
        state = 'colon';
        break;
      }
      case 'colon':
        if (c !== 0x3a) return i;
        i += 1;
        state = 'value';
        break;
      case 'after': {
        if (stack.length === 0) return i;
        const inObject = stack[stack.length - 1];
        if (c === 0x2c) {
          i += 1;
          state = inObject ? 'key' : 'value';
        } else if ((inObject && c === 0x7d) || (!inObject && c === 0x5d)) {
          stack.pop();
          i += 1;
        } else return i;
        break;
      }
    }
  }
}

/**
 * Where JSON.parse failed, from its message: V8 says "… at position N" (newer
 * versions add "(line L column C)"), Firefox "… at line L column C of the JSON
 * data". Messages without a position fall back to our own scanner.
 */
export function jsonErrorOffset(text: string, message: string): number | null {
  const pos = /\bposition (\d+)/.exec(message);
  if (pos) return Math.min(Number(pos[1]), text.length);
  const lc = /\bline (\d+) column (\d+)/.exec(message);
  if (lc) {
    const line = Number(lc[1]);
    const column = Number(lc[2]);
    let offset = 0;
    for (let l = 1; l < line && offset < text.length; offset += 1) if (text.charCodeAt(offset) === 10) l += 1;
    return Math.min(offset + column - 1, text.length);
  }
  if (/unexpected end/i.test(message)) return text.length;
  const scanned = findJsonErrorOffset(text);
  return scanned === -1 ? null : scanned;
}

/** The error for a failed JSON.parse of `text` (BOM already stripped). */
export function jsonParseError(text: string, err: unknown): DataError {
  if (isStackOverflow(err)) return { key: 'tooDeep' };
  const offset = jsonErrorOffset(text, err instanceof Error ? err.message : String(err));
  return offset === null ? { key: 'invalidJson' } : { key: 'invalidJson', ...positionAt(text, offset) };
}

/** JSON.parse with a typed error carrying line and column. */
export function parseJson(text: string): DataResult<{ value: unknown }> {
  const source = stripBom(text);
  try {
    return { ok: true, value: JSON.parse(source) as unknown };
  } catch (err) {
    return fail(jsonParseError(source, err));
  }
}

/**
 * Key order for "sort keys": UTF-16 code-unit order, the same on every
 * machine and locale. Integer-like keys still come first in numeric order,
 * because a JavaScript object always enumerates them that way.
 */
export function compareKeys(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * JSON.stringify replacer that rebuilds every plain object with sorted keys.
 * The engine walks the tree, so nesting depth costs no extra recursion here.
 * Null-prototype copies keep a "__proto__" key as an ordinary key.
 */
function sortKeysReplacer(_key: string, value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const source = value as Record<string, unknown>;
  const sorted = Object.create(null) as Record<string, unknown>;
  for (const k of Object.keys(source).sort(compareKeys)) sorted[k] = source[k];
  return sorted;
}

export function stringifyJson(value: unknown, indent: number | string | undefined, sortKeys: boolean): string {
  return JSON.stringify(value, sortKeys ? sortKeysReplacer : undefined, indent) ?? '';
}

export function formatJson(text: string, options: FormatJsonOptions, onProgress?: ProgressFn): FormatJsonResult {
  const progress = throttleProgress(onProgress);
  progress(0);
  const parsed = parseJson(text);
  if (!parsed.ok) return parsed;
  progress(0.5);
  if (options.mode === 'validate') {
    progress(1);
    return { ok: true, output: '' };
  }
  let output: string;
  try {
    output = stringifyJson(parsed.value, options.mode === 'minify' ? undefined : INDENT[options.indent], options.sortKeys);
  } catch (err) {
    if (isStackOverflow(err)) return fail({ key: 'tooDeep' });
    throw err;
  }
  progress(1);
  return { ok: true, output };
}

