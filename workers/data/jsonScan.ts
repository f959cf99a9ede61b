/**
 * A validating JSON (RFC 8259) scanner that hands each token to a sink as the
 * source text wrote it. JSON.parse cannot do what the JSON tools need: it turns
 * every number into a double (12345678901234567890, 1e400 and -0 change) and an
 * object keeps only the last of two equal keys. Here numbers stay their own
 * digits, every member is seen, and repeated keys are reported with where they
 * are. Iterative, so any nesting depth is fine. It accepts exactly what
 * JSON.parse accepts (checked over JSONTestSuite in the unit tests).
 */

/**
 * Tokens arrive as offsets into the source (no copies): `[start, end)` is the
 * token's text, quotes included for strings; `at` is the offset of a bracket.
 */
export interface JsonSink {
  openObject(at: number): void;
  openArray(at: number): void;
  /** `empty`: the container had no members. */
  close(isObject: boolean, empty: boolean, at: number): void;
  /** A member's key; `plain`: no escape and no lone surrogate (its text between the quotes is the key). */
  key(start: number, end: number, plain: boolean): void;
  /** A string value. */
  string(start: number, end: number, plain: boolean): void;
  /** A number, or a literal (true, false, null). */
  atom(start: number, end: number, kind: 'number' | 'literal'): void;
}

/** The key a key token (quotes included) stands for. */
export function keyName(text: string, start: number, end: number, plain: boolean): string {
  return plain ? text.slice(start + 1, end - 1) : (JSON.parse(text.slice(start, end)) as string);
}

/** One repeated key: where it is, and where the same key first appeared in that object. */
export interface DuplicateKey {
  /** Readable path of the repeated member, e.g. `items[2].id`, `["a b"].c`. */
  path: string;
  /** 1-based line of the repeated key, and of its first occurrence. */
  line: number;
  firstLine: number;
}

export interface DuplicateReport {
  /** The first MAX_REPORTED_DUPLICATES, in document order. */
  duplicates: DuplicateKey[];
  /** All of them. */
  count: number;
}

export const MAX_REPORTED_DUPLICATES = 100;

export type ScanResult = ({ ok: true } & DuplicateReport) | { ok: false; offset: number };

const isWs = (c: number) => c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d;
const isDigit = (c: number) => c >= 0x30 && c <= 0x39;
const isHex = (c: number) => isDigit(c) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66);
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

function pathStep(step: string | number, first: boolean): string {
  if (typeof step === 'number') return `[${step}]`;
  if (IDENTIFIER.test(step)) return first ? step : `.${step}`;
  return `[${JSON.stringify(step)}]`;
}

/** 1-based lines of sorted offsets, in one pass. */
function linesOf(text: string, offsets: number[]): Map<number, number> {
  const sorted = [...new Set(offsets)].sort((a, b) => a - b);
  const lines = new Map<number, number>();
  let line = 1;
  let at = 0;
  for (const offset of sorted) {
    for (; at < offset; at += 1) {
      const c = text.charCodeAt(at);
      if (c === 10 || (c === 13 && text.charCodeAt(at + 1) !== 10)) line += 1;
    }
    lines.set(offset, line);
  }
  return lines;
}

interface Frame {
  isObject: boolean;
  /** Members (objects) or items (arrays) so far. */
  count: number;
  /**
   * Objects: the keys so far as token offsets (no string is made for a plain
   * key: most objects have a few short keys, compared in place), with the
   * decoded name of keys that have escapes; a Map by name once there are many.
   */
  keyStart: number[];
  keyEnd: number[];
  keyDecoded: (string | null)[];
  keySet: Map<string, number> | null;
}

/** Characters between two progress reports. */
const PROGRESS_STEP = 512 * 1024;

/** Past this many members an object's keys are looked up in a Map rather than a list. */
const LIST_KEYS = 12;

/** A sink for a check alone (validate). */
export const IGNORE_TOKENS: JsonSink = {
  openObject() {},
  openArray() {},
  close() {},
  key() {},
  string() {},
  atom() {},
};

/**
 * Scans `text` (BOM already removed), feeding `sink`. Returns the offset of
 * the first syntax error (as JSON.parse would report it), or the repeated keys.
 */
export function scanJson(text: string, sink: JsonSink, onProgress?: (fraction: number) => void): ScanResult {
  const n = text.length;
  let nextProgress = onProgress ? PROGRESS_STEP : Infinity;
  const stack: Frame[] = [];
  let depth = 0;
  const found: { path: string; at: number; firstAt: number }[] = [];
  let duplicateCount = 0;
  let i = 0;

  const fail = (offset: number): ScanResult => ({ ok: false, offset });

  const nameAt = (frame: Frame, j: number): string =>
    frame.keyDecoded[j] ?? text.slice(frame.keyStart[j]! + 1, frame.keyEnd[j]! - 1);

  const path = (): string => {
    let out = '';
    for (let d = 0; d < depth; d += 1) {
      const f = stack[d]!;
      out += pathStep(f.isObject ? nameAt(f, f.count - 1) : f.count - 1, d === 0);
    }
    return out;
  };

  /** Index past the string at `i` (its opening quote), or -(error offset) - 1; sets `plain`. */
  let plain = true;
  const scanString = (from: number): number => {
    plain = true;
    let k = from + 1;
    for (;;) {
      if (k >= n) return -n - 1;
      const c = text.charCodeAt(k);
      if (c === 0x22) return k + 1;
      if (c < 0x20) return -k - 1;
      if (c === 0x5c) {
        plain = false;
        const e = text.charCodeAt(k + 1);
        if (k + 1 >= n) return -n - 1;
        if (e === 0x75) {
          for (let h = 2; h < 6; h += 1) {
            if (k + h >= n) return -n - 1;
            if (!isHex(text.charCodeAt(k + h))) return -(k + h) - 1;
          }
          k += 6;
          continue;
        }
        if (e !== 0x22 && e !== 0x5c && e !== 0x2f && e !== 0x62 && e !== 0x66 && e !== 0x6e && e !== 0x72 && e !== 0x74) return -(k + 1) - 1;
        k += 2;
        continue;
      }
      // A lone surrogate is written escaped (as JSON.stringify does): flag it.
      if (c >= 0xd800 && c <= 0xdfff) {
        if (c <= 0xdbff && (text.charCodeAt(k + 1) & 0xfc00) === 0xdc00) k += 1;
        else plain = false;
      }
      k += 1;
    }
  };

  const scanNumber = (from: number): number => {
    let k = from;
    if (text.charCodeAt(k) === 0x2d) k += 1;
    if (k >= n) return -n - 1;
    if (text.charCodeAt(k) === 0x30) k += 1;
    else if (isDigit(text.charCodeAt(k))) while (k < n && isDigit(text.charCodeAt(k))) k += 1;
    else return -k - 1;
    if (text.charCodeAt(k) === 0x2e) {
      k += 1;
      if (k >= n) return -n - 1;
      if (!isDigit(text.charCodeAt(k))) return -k - 1;
      while (k < n && isDigit(text.charCodeAt(k))) k += 1;
    }
    const e = text.charCodeAt(k);
    if (e === 0x65 || e === 0x45) {
      k += 1;
      const s = text.charCodeAt(k);
      if (s === 0x2b || s === 0x2d) k += 1;
      if (k >= n) return -n - 1;
      if (!isDigit(text.charCodeAt(k))) return -k - 1;
      while (k < n && isDigit(text.charCodeAt(k))) k += 1;
    }
    return k;
  };

  const scanLiteral = (from: number, word: string): number => {
    for (let k = 0; k < word.length; k += 1) {
      if (from + k >= n) return -n - 1;
      if (text.charCodeAt(from + k) !== word.charCodeAt(k)) return -(from + k) - 1;
    }
    return from + word.length;
  };

  const push = (isObject: boolean) => {
    let frame = stack[depth];
    if (!frame) {
      frame = { isObject, count: 0, keyStart: [], keyEnd: [], keyDecoded: [], keySet: null };
      stack[depth] = frame;
    }
    frame.isObject = isObject;
    frame.count = 0;
    frame.keySet = null;
    depth += 1;
  };

  /** Whether key j of `frame` equals the plain key token [start, end). */
  const samePlain = (frame: Frame, j: number, start: number, end: number): boolean => {
    const decoded = frame.keyDecoded[j];
    if (decoded != null) return decoded.length === end - start - 2 && text.startsWith(decoded, start + 1);
    const s = frame.keyStart[j]!;
    if (frame.keyEnd[j]! - s !== end - start) return false;
    for (let k = 1; k < end - start - 1; k += 1) if (text.charCodeAt(s + k) !== text.charCodeAt(start + k)) return false;
    return true;
  };

  /** Records the key token [start, end) as member `frame.count - 1`; a repeat is noted. */
  const addKey = (frame: Frame, start: number, end: number, plain: boolean) => {
    const index = frame.count - 1;
    const decoded = plain ? null : (JSON.parse(text.slice(start, end)) as string);
    frame.keyStart[index] = start;
    frame.keyEnd[index] = end;
    frame.keyDecoded[index] = decoded;
    let first = -1;
    if (frame.keySet) {
      const name = decoded ?? text.slice(start + 1, end - 1);
      const seen = frame.keySet.get(name);
      if (seen === undefined) frame.keySet.set(name, index);
      else first = seen;
    } else if (index >= LIST_KEYS) {
      frame.keySet = new Map();
      for (let j = 0; j <= index; j += 1) {
        const name = nameAt(frame, j);
        if (!frame.keySet.has(name)) frame.keySet.set(name, j);
        else if (j === index) first = frame.keySet.get(name)!;
      }
    } else if (decoded === null) {
      for (let j = 0; j < index; j += 1) {
        if (samePlain(frame, j, start, end)) {
          first = j;
          break;
        }
      }
    } else {
      for (let j = 0; j < index; j += 1) {
        if (nameAt(frame, j) === decoded) {
          first = j;
          break;
        }
      }
    }
    if (first >= 0) {
      duplicateCount += 1;
      if (found.length < MAX_REPORTED_DUPLICATES) found.push({ path: path(), at: start, firstAt: frame.keyStart[first]! });
    }
  };

  // States, as small integers: what the next token may be.
  const VALUE = 0;
  const VALUE_OR_CLOSE = 1;
  const KEY = 2;
  const KEY_OR_CLOSE = 3;
  const COLON = 4;
  const AFTER = 5;
  let state = VALUE;

  for (;;) {
    while (i < n && isWs(text.charCodeAt(i))) i += 1;
    if (i >= nextProgress) {
      onProgress?.(i / n);
      nextProgress = i + PROGRESS_STEP;
    }
    if (i >= n) {
      if (state === AFTER && depth === 0) break;
      return fail(n);
    }
    const c = text.charCodeAt(i);
    // `]` right after `[`, `}` right after `{`: an empty container closes.
    if ((state === VALUE_OR_CLOSE && c === 0x5d) || (state === KEY_OR_CLOSE && c === 0x7d)) {
      depth -= 1;
      sink.close(state === KEY_OR_CLOSE, true, i);
      i += 1;
      state = AFTER;
      continue;
    }
    if (state === VALUE || state === VALUE_OR_CLOSE) {
      if (depth > 0) {
        const top = stack[depth - 1]!;
        if (!top.isObject) top.count += 1;
      }
      if (c === 0x7b || c === 0x5b) {
        const isObject = c === 0x7b;
        push(isObject);
        if (isObject) sink.openObject(i);
        else sink.openArray(i);
        i += 1;
        state = isObject ? KEY_OR_CLOSE : VALUE_OR_CLOSE;
        continue;
      }
      let end: number;
      if (c === 0x22) {
        end = scanString(i);
        if (end < 0) return fail(-end - 1);
        sink.string(i, end, plain);
      } else if (c === 0x2d || isDigit(c)) {
        end = scanNumber(i);
        if (end < 0) return fail(-end - 1);
        sink.atom(i, end, 'number');
      } else {
        const word = c === 0x74 ? 'true' : c === 0x66 ? 'false' : c === 0x6e ? 'null' : '';
        if (!word) return fail(i);
        end = scanLiteral(i, word);
        if (end < 0) return fail(-end - 1);
        sink.atom(i, end, 'literal');
      }
      i = end;
      state = AFTER;
    } else if (state === KEY || state === KEY_OR_CLOSE) {
      if (c !== 0x22) return fail(i);
      const end = scanString(i);
      if (end < 0) return fail(-end - 1);
      const frame = stack[depth - 1]!;
      frame.count += 1;
      addKey(frame, i, end, plain);
      sink.key(i, end, plain);
      i = end;
      state = COLON;
    } else if (state === COLON) {
      if (c !== 0x3a) return fail(i);
      i += 1;
      state = VALUE;
    } else {
      if (depth === 0) return fail(i);
      const frame = stack[depth - 1]!;
      if (c === 0x2c) {
        i += 1;
        state = frame.isObject ? KEY : VALUE;
      } else if (c === (frame.isObject ? 0x7d : 0x5d)) {
        depth -= 1;
        sink.close(frame.isObject, false, i);
        i += 1;
      } else return fail(i);
    }
  }

  const lines = linesOf(text, found.flatMap((d) => [d.at, d.firstAt]));
  return {
    ok: true,
    count: duplicateCount,
    duplicates: found.map((d) => ({ path: d.path, line: lines.get(d.at)!, firstLine: lines.get(d.firstAt)! })),
  };
}
