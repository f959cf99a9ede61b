/**
 * Shared by the data worker's compute modules. No React, no DOM: everything
 * here runs in the worker and in node (unit tests, bench baselines).
 */

export type ProgressFn = (fraction: number) => void;

/**
 * Why the user's input could not be converted. These are not job failures:
 * the worker returns them and the tool shows the translated message, so the
 * job layer keeps its errors for real faults (crash, timeout, cancel).
 */
export type DataErrorKey =
  | 'invalidJson'
  | 'outputTooLarge'
  | 'notArrayOfObjects'
  | 'emptyArray'
  | 'noKeys'
  | 'needHeaderAndRow'
  | 'csvQuotes'
  | 'invalidXml'
  | 'entitiesTooLarge'
  | 'tooDeep';

/** A line of the input around the error, with the caret's offset in code points. */
export interface Snippet {
  text: string;
  caret: number;
}

export interface DataError {
  key: DataErrorKey;
  /** 1-based, when the position is known. */
  line?: number;
  /** 1-based, in code points from the start of the line. */
  column?: number;
  snippet?: Snippet;
  /** Validator or parser code, e.g. fast-xml-parser's "InvalidTag". */
  code?: string;
  /** 0-based array index of the offending element (json-to-csv). */
  index?: number;
}

export type DataResult<T> = ({ ok: true } & T) | { ok: false; error: DataError };

export function fail(error: DataError): { ok: false; error: DataError } {
  return { ok: false, error };
}

/** A leading byte-order mark is invisible to the user and makes JSON.parse fail, so it is dropped. */
export function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/**
 * Forwards progress at most once per `step` (a proxied callback costs a
 * postMessage per call), always forwarding the final 1.
 */
export function throttleProgress(fn: ProgressFn | undefined, step = 0.01): ProgressFn {
  let last = -1;
  return (fraction) => {
    if (!fn) return;
    const f = Math.max(0, Math.min(1, fraction));
    if (f === 1 || f - last >= step - 1e-9) {
      last = f;
      void fn(f);
    }
  };
}

const isHighSurrogate = (c: number) => c >= 0xd800 && c <= 0xdbff;
const isLowSurrogate = (c: number) => c >= 0xdc00 && c <= 0xdfff;

/** Code points in text[from, to), counting a surrogate pair once. */
function codePoints(text: string, from: number, to: number): number {
  let n = 0;
  for (let i = from; i < to; i += 1) {
    if (!(isLowSurrogate(text.charCodeAt(i)) && i > from && isHighSurrogate(text.charCodeAt(i - 1)))) n += 1;
  }
  return n;
}

/** Index where the line containing `offset` starts; CRLF, LF and a lone CR each end a line. */
function lineStartBefore(text: string, offset: number): number {
  for (let i = offset - 1; i >= 0; i -= 1) {
    const c = text.charCodeAt(i);
    if (c === 10 || c === 13) return i + 1;
  }
  return 0;
}

/** 1-based line and column (in code points, as editors count) of a UTF-16 offset. */
export function lineColumnAt(text: string, offset: number): { line: number; column: number } {
  const end = Math.max(0, Math.min(offset, text.length));
  let line = 1;
  for (let i = 0; i < end; i += 1) {
    const c = text.charCodeAt(i);
    if (c === 10) line += 1;
    else if (c === 13 && text.charCodeAt(i + 1) !== 10) line += 1;
  }
  return { line, column: codePoints(text, lineStartBefore(text, end), end) + 1 };
}

/** UTF-16 offset of a 1-based line and column as counted by a validator (UTF-16 units). */
export function offsetOfLineColumn(text: string, line: number, column: number): number {
  let current = 1;
  let i = 0;
  while (current < line && i < text.length) {
    const c = text.charCodeAt(i);
    i += 1;
    if (c === 10) current += 1;
    else if (c === 13 && text.charCodeAt(i) !== 10) current += 1;
  }
  let end = i;
  while (end < text.length && text.charCodeAt(end) !== 10 && text.charCodeAt(end) !== 13) end += 1;
  return Math.min(i + Math.max(0, column - 1), end);
}

const SNIPPET_RADIUS = 40;

/**
 * The line around `offset`, cut to about 80 characters so a 10 MB single-line
 * document still gives a readable excerpt. Tabs become spaces so the caret lines up.
 */
export function snippetAt(text: string, offset: number): Snippet {
  const at = Math.max(0, Math.min(offset, text.length));
  const lineStart = lineStartBefore(text, at);
  let lineEnd = at;
  while (lineEnd < text.length && text.charCodeAt(lineEnd) !== 10 && text.charCodeAt(lineEnd) !== 13) lineEnd += 1;
  let from = Math.max(lineStart, at - SNIPPET_RADIUS);
  let to = Math.min(lineEnd, at + SNIPPET_RADIUS);
  // Never cut a surrogate pair in half.
  if (from > lineStart && isLowSurrogate(text.charCodeAt(from))) from -= 1;
  if (to < lineEnd && isLowSurrogate(text.charCodeAt(to))) to += 1;
  const prefix = from > lineStart ? '…' : '';
  const suffix = to < lineEnd ? '…' : '';
  return {
    text: prefix + text.slice(from, to).replace(/\t/g, ' ') + suffix,
    caret: prefix.length + codePoints(text, from, at),
  };
}

/** Everything the UI needs to point at one position of the input. */
export function positionAt(text: string, offset: number): Pick<DataError, 'line' | 'column' | 'snippet'> {
  return { ...lineColumnAt(text, offset), snippet: snippetAt(text, offset) };
}

/** Deep input overflows the call stack in native parsers and serialisers. */
export function isStackOverflow(err: unknown): boolean {
  return err instanceof RangeError && /call stack|too much recursion/i.test(err.message);
}
