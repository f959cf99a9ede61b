import { keyName, scanJson, type DuplicateReport, type JsonSink } from './jsonScan';

/**
 * JSON re-written without changing what it says (jsonScan.ts reads it):
 * numbers keep their digits, repeated keys stay, members keep their order
 * (sort keys aside). The layout is JSON.stringify's: the same indentation,
 * `"key": value`, `[]` and `{}` for empty containers, strings as JSON.stringify
 * writes them (escapes decoded where they need not be escapes).
 */

/** Indentation unit (a character repeated: spaces or a tab); null = minify. */
export type JsonLayout = string | null;

/**
 * Formatted output is refused past this many characters (or 8 × the input, if
 * more): deep nesting multiplies indentation, 20,000 levels would need 400 million.
 */
export const MAX_OUTPUT_CHARS = 32 * 1024 * 1024;
const OUTPUT_HARD_LIMIT = 256 * 1024 * 1024;

export class OutputTooLarge extends Error {
  constructor() {
    super('formatted JSON too large');
  }
}

/** Key order for "sort keys": UTF-16 code-unit order, the same on every machine and locale. */
export function compareKeys(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * The output as UTF-16 code units, decoded once at the end: appending
 * millions of small strings instead makes more garbage than output. Never
 * holds a lone surrogate (those strings are written escaped), which the
 * decoder would replace.
 */
class Utf16Buffer {
  buf: Uint16Array;
  len = 0;
  /** Every code unit written, OR-ed: ASCII output (the usual case) becomes a compact one-byte string. */
  private bits = 0;

  constructor(
    capacity: number,
    private readonly limit: number,
  ) {
    this.buf = new Uint16Array(Math.min(limit, Math.max(1024, capacity)));
  }

  reserve(extra: number): void {
    const need = this.len + extra;
    if (need <= this.buf.length) return;
    if (need > this.limit) throw new OutputTooLarge();
    const next = new Uint16Array(Math.min(this.limit, Math.max(need, this.buf.length * 2)));
    next.set(this.buf.subarray(0, this.len));
    this.buf = next;
  }

  copy(text: string, start: number, end: number): void {
    this.reserve(end - start);
    const buf = this.buf;
    let at = this.len;
    let bits = 0;
    for (let k = start; k < end; k += 1) {
      const c = text.charCodeAt(k);
      bits |= c;
      buf[at++] = c;
    }
    this.bits |= bits;
    this.len = at;
  }

  write(text: string): void {
    this.copy(text, 0, text.length);
  }

  char(c: number): void {
    this.reserve(1);
    this.buf[this.len++] = c;
  }

  toString(): string {
    const units = this.buf.subarray(0, this.len);
    if (this.bits < 0x80) {
      // ASCII: as bytes, the decoder returns a one-byte string (half the memory, cheaper to post and show).
      const bytes = new Uint8Array(this.len);
      bytes.set(units);
      return new TextDecoder('utf-8').decode(bytes);
    }
    return new TextDecoder('utf-16le').decode(units);
  }
}

interface SortFrame {
  /** Where this object's first member starts in the buffer. */
  start: number;
  members: { name: string; start: number; end: number }[];
}

/** Indentation strings kept ready, by depth. */
const CACHED_INDENTS = 64;
const COMMA = 0x2c;
const COLON = 0x3a;
const SPACE = 0x20;

class FormatSink implements JsonSink {
  readonly out: Utf16Buffer;
  private depth = 0;
  /** Per depth: has the container a member yet. */
  private readonly started: boolean[] = [];
  private readonly newline: string[] = [];
  /** Per depth: the object being sorted, or null. */
  private readonly sortFrames: (SortFrame | null)[] = [];
  /** The next value is a member's value: its key already began the line. */
  private afterKey = false;

  constructor(
    private readonly text: string,
    private readonly unit: JsonLayout,
    private readonly sort: boolean,
  ) {
    const limit = Math.min(OUTPUT_HARD_LIMIT, Math.max(MAX_OUTPUT_CHARS, 8 * text.length));
    this.out = new Utf16Buffer(Math.ceil(text.length * (unit === null ? 1 : 1.6)), limit);
  }

  /** Writes "\n" and the indentation of `depth`. */
  private nl(depth: number): void {
    if (depth < CACHED_INDENTS) {
      let s = this.newline[depth];
      if (s === undefined) {
        s = `\n${(this.unit ?? '').repeat(depth)}`;
        this.newline[depth] = s;
      }
      this.out.write(s);
      return;
    }
    // Indentation units are one character repeated (spaces or a tab).
    const unit = this.unit ?? '';
    const width = depth * unit.length;
    this.out.reserve(1 + width);
    this.out.char(0x0a);
    this.out.buf.fill(unit.charCodeAt(0), this.out.len, this.out.len + width);
    this.out.len += width;
  }

  /** Before a member or item: a comma after the previous one, and its line. */
  private beforeItem(): void {
    if (this.afterKey) {
      this.afterKey = false;
      return;
    }
    const d = this.depth;
    if (d === 0) return;
    const first = !this.started[d];
    this.started[d] = true;
    // A sorted object lays its members out when it closes.
    if (this.sortFrames[d]) return;
    if (!first) this.out.char(COMMA);
    if (this.unit !== null) this.nl(d);
  }

  private open(bracket: number, isObject: boolean): void {
    this.beforeItem();
    this.out.char(bracket);
    this.depth += 1;
    this.started[this.depth] = false;
    this.sortFrames[this.depth] = isObject && this.sort ? { start: this.out.len, members: [] } : null;
  }

  openObject(): void {
    this.open(0x7b, true);
  }

  openArray(): void {
    this.open(0x5b, false);
  }

  private endMember(frame: SortFrame): void {
    const last = frame.members[frame.members.length - 1];
    if (last && last.end < 0) last.end = this.out.len;
  }

  /** Rewrites the members of a sorted object in key order, with their separators. */
  private layOut(frame: SortFrame, depth: number): void {
    this.endMember(frame);
    // Array.prototype.sort is stable: repeated keys keep their order.
    const members = frame.members.slice().sort((a, b) => compareKeys(a.name, b.name));
    const region = this.out.buf.slice(frame.start, this.out.len);
    this.out.len = frame.start;
    for (let m = 0; m < members.length; m += 1) {
      const { start, end } = members[m]!;
      if (m > 0) this.out.char(COMMA);
      if (this.unit !== null) this.nl(depth);
      this.out.reserve(end - start);
      this.out.buf.set(region.subarray(start - frame.start, end - frame.start), this.out.len);
      this.out.len += end - start;
    }
  }

  close(isObject: boolean, empty: boolean): void {
    const d = this.depth;
    const frame = this.sortFrames[d];
    this.depth -= 1;
    if (frame) this.layOut(frame, d);
    if (!empty && this.unit !== null) this.nl(d - 1);
    this.out.char(isObject ? 0x7d : 0x5d);
  }

  private writeString(start: number, end: number, plain: boolean): void {
    if (plain) this.out.copy(this.text, start, end);
    else this.out.write(JSON.stringify(JSON.parse(this.text.slice(start, end)) as string));
  }

  key(start: number, end: number, plain: boolean): void {
    const frame = this.sortFrames[this.depth];
    if (frame) {
      this.endMember(frame);
      this.started[this.depth] = true;
      frame.members.push({ name: keyName(this.text, start, end, plain), start: this.out.len, end: -1 });
    } else this.beforeItem();
    this.writeString(start, end, plain);
    this.out.char(COLON);
    if (this.unit !== null) this.out.char(SPACE);
    this.afterKey = true;
  }

  string(start: number, end: number, plain: boolean): void {
    this.beforeItem();
    this.writeString(start, end, plain);
  }

  atom(start: number, end: number): void {
    this.beforeItem();
    this.out.copy(this.text, start, end);
  }
}

export type LosslessResult = ({ ok: true; output: string } & DuplicateReport) | { ok: false; offset: number };

/**
 * Formats (`unit` = indentation) or minifies (`unit` = null) JSON text, keys
 * sorted when asked. Throws OutputTooLarge when the layout would pass MAX_OUTPUT_CHARS.
 */
export function reformatJson(text: string, unit: JsonLayout, sortKeys: boolean, onProgress?: (fraction: number) => void): LosslessResult {
  const sink = new FormatSink(text, unit, sortKeys);
  const scanned = scanJson(text, sink, onProgress);
  if (!scanned.ok) return scanned;
  return { ...scanned, output: sink.out.toString() };
}

/** A JSON number, kept as written. */
export class JsonNumber {
  constructor(readonly raw: string) {}
}

/** A JSON object with every member, in order, repeated keys included. */
export class JsonObject {
  readonly entries: [string, JsonValue][] = [];
}

export class JsonArray {
  readonly items: JsonValue[] = [];
}

export type JsonValue = string | boolean | null | JsonNumber | JsonArray | JsonObject;

class TreeSink implements JsonSink {
  root: JsonValue = null;

  constructor(private readonly text: string) {}

  private readonly stack: (JsonArray | JsonObject)[] = [];
  private currentKey = '';

  private add(value: JsonValue): void {
    const top = this.stack[this.stack.length - 1];
    if (!top) this.root = value;
    else if (top instanceof JsonArray) top.items.push(value);
    else top.entries.push([this.currentKey, value]);
  }

  openObject(): void {
    const o = new JsonObject();
    this.add(o);
    this.stack.push(o);
  }

  openArray(): void {
    const a = new JsonArray();
    this.add(a);
    this.stack.push(a);
  }

  close(): void {
    this.stack.pop();
  }

  key(start: number, end: number, plain: boolean): void {
    this.currentKey = keyName(this.text, start, end, plain);
  }

  string(start: number, end: number, plain: boolean): void {
    this.add(plain ? this.text.slice(start + 1, end - 1) : (JSON.parse(this.text.slice(start, end)) as string));
  }

  atom(start: number, end: number, kind: 'number' | 'literal'): void {
    const c = this.text.charCodeAt(start);
    this.add(kind === 'number' ? new JsonNumber(this.text.slice(start, end)) : c === 0x6e ? null : c === 0x74);
  }
}

export type ParsedLossless = ({ ok: true; value: JsonValue } & DuplicateReport) | { ok: false; offset: number };

/** JSON text → a tree that keeps every number's digits and every member. */
export function parseLossless(text: string): ParsedLossless {
  const sink = new TreeSink(text);
  const scanned = scanJson(text, sink);
  if (!scanned.ok) return scanned;
  return { ...scanned, value: sink.root };
}

/** Minified JSON of a tree value, numbers and repeated keys as they were. */
export function stringifyLossless(value: JsonValue): string {
  if (value === null) return 'null';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'string') return JSON.stringify(value);
  if (value instanceof JsonNumber) return value.raw;
  // Iterative: depth is not limited by the call stack.
  let out = '';
  const stack: { v: JsonArray | JsonObject; i: number }[] = [{ v: value, i: 0 }];
  out += value instanceof JsonArray ? '[' : '{';
  while (stack.length > 0) {
    const top = stack[stack.length - 1]!;
    const isArray = top.v instanceof JsonArray;
    const length = top.v instanceof JsonArray ? top.v.items.length : top.v.entries.length;
    if (top.i >= length) {
      out += isArray ? ']' : '}';
      stack.pop();
      continue;
    }
    if (top.i > 0) out += ',';
    let child: JsonValue;
    if (top.v instanceof JsonArray) child = top.v.items[top.i]!;
    else {
      const [k, v] = top.v.entries[top.i]!;
      out += `${JSON.stringify(k)}:`;
      child = v;
    }
    top.i += 1;
    if (child instanceof JsonArray || child instanceof JsonObject) {
      out += child instanceof JsonArray ? '[' : '{';
      stack.push({ v: child, i: 0 });
    } else out += stringifyLossless(child);
  }
  return out;
}
