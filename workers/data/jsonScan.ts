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
 * token's text, quotes included for strings.
 */
export interface JsonSink {
  openObject(): void;
  openArray(): void;
  /** `empty`: the container had no members. */
  close(isObject: boolean, empty: boolean): void;
  /** A member's key; `name`: the string it stands for; `plain`: no escape and no lone surrogate. */
  key(start: number, end: number, plain: boolean, name: string): void;
  /** A string value. */
  string(start: number, end: number, plain: boolean): void;
  /** A number, or a literal (true, false, null). */
  atom(start: number, end: number, kind: 'number' | 'literal'): void;
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
  /** Objects: the keys so far (decoded) and where each is; a Set once there are many. */
  keys: string[];
  keyAt: number[];
  keySet: Map<string, number> | null;
  /** The current member's key (objects). */
  current: string;
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
  const pool: Frame[] = [];
  const found: { path: string; at: number; firstAt: number }[] = [];
  let duplicateCount = 0;
  let i = 0;

  const fail = (offset: number): ScanResult => ({ ok: false, offset });

  const path = (): string => stack.map((f, d) => pathStep(f.isObject ? f.current : f.count - 1, d === 0)).join('');

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
    const frame = pool.pop() ?? { isObject, count: 0, keys: [], keyAt: [], keySet: null, current: '' };
    frame.isObject = isObject;
    frame.count = 0;
    frame.keys.length = 0;
    frame.keyAt.length = 0;
    frame.keySet = null;
    stack.push(frame);
  };

  const addKey = (frame: Frame, key: string, at: number) => {
    frame.current = key;
    let firstAt = -1;
    if (frame.keySet) {
      const seen = frame.keySet.get(key);
      if (seen === undefined) frame.keySet.set(key, at);
      else firstAt = seen;
    } else {
      const index = frame.keys.indexOf(key);
      if (index >= 0) firstAt = frame.keyAt[index]!;
      else {
        frame.keys.push(key);
        frame.keyAt.push(at);
        if (frame.keys.length > LIST_KEYS) {
          frame.keySet = new Map(frame.keys.map((k, j) => [k, frame.keyAt[j]!]));
        }
      }
    }
    if (firstAt >= 0) {
      duplicateCount += 1;
      if (found.length < MAX_REPORTED_DUPLICATES) found.push({ path: path(), at, firstAt });
    }
  };

  type State = 'value' | 'valueOrClose' | 'key' | 'keyOrClose' | 'colon' | 'after';
  let state: State = 'value';

  for (;;) {
    while (i < n && isWs(text.charCodeAt(i))) i += 1;
    if (i >= nextProgress) {
      onProgress?.(i / n);
      nextProgress = i + PROGRESS_STEP;
    }
    if (i >= n) {
      if (state === 'after' && stack.length === 0) break;
      return fail(n);
    }
    const c = text.charCodeAt(i);
    switch (state) {
      case 'value':
      case 'valueOrClose': {
        if (state === 'valueOrClose' && c === 0x5d) {
          const frame = stack.pop()!;
          pool.push(frame);
          sink.close(false, true);
          i += 1;
          state = 'after';
          break;
        }
        const top = stack[stack.length - 1];
        if (top && !top.isObject) top.count += 1;
        if (c === 0x7b) {
          push(true);
          sink.openObject();
          i += 1;
          state = 'keyOrClose';
          break;
        }
        if (c === 0x5b) {
          push(false);
          sink.openArray();
          i += 1;
          state = 'valueOrClose';
          break;
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
        state = 'after';
        break;
      }
      case 'key':
      case 'keyOrClose': {
        const frame = stack[stack.length - 1]!;
        if (state === 'keyOrClose' && c === 0x7d) {
          stack.pop();
          pool.push(frame);
          sink.close(true, true);
          i += 1;
          state = 'after';
          break;
        }
        if (c !== 0x22) return fail(i);
        const end = scanString(i);
        if (end < 0) return fail(-end - 1);
        const name = plain ? text.slice(i + 1, end - 1) : (JSON.parse(text.slice(i, end)) as string);
        frame.count += 1;
        addKey(frame, name, i);
        sink.key(i, end, plain, name);
        i = end;
        state = 'colon';
        break;
      }
      case 'colon':
        if (c !== 0x3a) return fail(i);
        i += 1;
        state = 'value';
        break;
      case 'after': {
        const frame = stack[stack.length - 1];
        if (!frame) return fail(i);
        if (c === 0x2c) {
          i += 1;
          state = frame.isObject ? 'key' : 'value';
        } else if ((frame.isObject && c === 0x7d) || (!frame.isObject && c === 0x5d)) {
          stack.pop();
          pool.push(frame);
          sink.close(frame.isObject, false);
          i += 1;
        } else return fail(i);
        break;
      }
    }
  }

  const lines = linesOf(text, found.flatMap((d) => [d.at, d.firstAt]));
  return {
    ok: true,
    count: duplicateCount,
    duplicates: found.map((d) => ({ path: d.path, line: lines.get(d.at)!, firstLine: lines.get(d.firstAt)! })),
  };
}
