import { scanJson, type JsonSink } from '../data/jsonScan';

/**
 * The JSON tree view's index: every value of a document as one row of flat
 * typed arrays, so 200,000+ nodes cross from the worker by transfer (no
 * structured clone of a million small objects) and the view reads a node's
 * facts in O(1). The text stays the source of truth: keys and values are
 * offsets into it, so numbers keep their digits and repeated keys all appear.
 */

export const NodeKind = {
  object: 0,
  array: 1,
  string: 2,
  number: 3,
  true: 4,
  false: 5,
  null: 6,
} as const;
export type NodeKind = (typeof NodeKind)[keyof typeof NodeKind];

/**
 * Node i, in document order (pre-order; node 0 is the root value). Offsets are
 * UTF-16 offsets into the text given to buildJsonTree, a leading BOM included.
 */
export interface JsonTreeIndex {
  count: number;
  /** A NodeKind. */
  kind: Uint8Array<ArrayBuffer>;
  /** -1 for the root. */
  parent: Int32Array<ArrayBuffer>;
  depth: Int32Array<ArrayBuffer>;
  /** Just past i's subtree: its descendants are i+1 .. end-1. */
  end: Int32Array<ArrayBuffer>;
  childCount: Int32Array<ArrayBuffer>;
  /** Position among its siblings (0 for the root). */
  indexInParent: Int32Array<ArrayBuffer>;
  /** The member's key token, quotes included; -1 for array items and the root. */
  keyStart: Int32Array<ArrayBuffer>;
  keyEnd: Int32Array<ArrayBuffer>;
  /** 1 when the key has no escape: its name is the text between the quotes. */
  keyPlain: Uint8Array<ArrayBuffer>;
  /** The token (strings with quotes), or a container from its opening bracket to past its closing one. */
  valueStart: Int32Array<ArrayBuffer>;
  valueEnd: Int32Array<ArrayBuffer>;
}

export type JsonTreeResult = { ok: true; tree: JsonTreeIndex } | { ok: false; offset: number };

/** The tree's arrays, one per fact, without the node count. */
type TreeColumns = Omit<JsonTreeIndex, 'count'>;
type Column = TreeColumns[keyof TreeColumns];

/** Each array's element type: a node's kind and flag are bytes, the rest indexes and offsets. */
const COLUMN_TYPES: { [K in keyof TreeColumns]: new (length: number) => TreeColumns[K] } = {
  kind: Uint8Array,
  parent: Int32Array,
  depth: Int32Array,
  end: Int32Array,
  childCount: Int32Array,
  indexInParent: Int32Array,
  keyStart: Int32Array,
  keyEnd: Int32Array,
  keyPlain: Uint8Array,
  valueStart: Int32Array,
  valueEnd: Int32Array,
};
const COLUMNS = Object.keys(COLUMN_TYPES) as (keyof TreeColumns)[];

/** A set of columns, each made by `make`. */
function columns(make: <K extends keyof TreeColumns>(name: K) => TreeColumns[K]): TreeColumns {
  return Object.fromEntries(COLUMNS.map((name) => [name, make(name)])) as unknown as TreeColumns;
}

/** Every buffer of the tree, for comlink's transfer(). */
export function treeBuffers(tree: JsonTreeIndex): ArrayBuffer[] {
  return COLUMNS.map((name) => tree[name].buffer);
}

function grown<T extends Column>(a: T, size: number): T {
  const b = new (a.constructor as new (n: number) => T)(size);
  b.set(a);
  return b;
}

/** The first `n` items of `a`, in a buffer of their own. */
const head = <T extends Column>(a: T, n: number): T => a.subarray(0, n).slice() as T;

class TreeSink implements JsonSink {
  count = 0;
  private capacity: number;
  private cols: TreeColumns;

  /** Open containers, innermost last. */
  private stack = new Int32Array(64);
  private top = 0;
  /** The key read since the last value, -1 when none (array item or root). */
  private pendingKeyStart = -1;
  private pendingKeyEnd = -1;
  private pendingKeyPlain = 0;

  /** `base`: added to every offset (1 when a BOM was cut off the scanned text). */
  constructor(
    private readonly text: string,
    private readonly base: number,
    capacity: number,
  ) {
    this.capacity = capacity;
    this.cols = columns((name) => new COLUMN_TYPES[name](capacity));
  }

  private grow(): void {
    const size = this.capacity * 2;
    this.capacity = size;
    const old = this.cols;
    this.cols = columns((name) => grown(old[name], size));
  }

  /** Adds a node whose value is [start, end) (end unknown yet for a container). */
  private add(kind: NodeKind, start: number, end: number): number {
    const i = this.count;
    if (i === this.capacity) this.grow();
    this.count = i + 1;
    const depth = this.top;
    const parent = depth > 0 ? this.stack[depth - 1]! : -1;
    const c = this.cols;
    c.kind[i] = kind;
    c.parent[i] = parent;
    c.depth[i] = depth;
    c.end[i] = i + 1;
    if (parent >= 0) c.indexInParent[i] = c.childCount[parent]!++;
    c.keyStart[i] = this.pendingKeyStart;
    c.keyEnd[i] = this.pendingKeyEnd;
    c.keyPlain[i] = this.pendingKeyPlain;
    this.pendingKeyStart = -1;
    this.pendingKeyEnd = -1;
    this.pendingKeyPlain = 0;
    c.valueStart[i] = start + this.base;
    c.valueEnd[i] = end + this.base;
    return i;
  }

  private open(kind: NodeKind, at: number): void {
    const i = this.add(kind, at, at + 1);
    if (this.top === this.stack.length) this.stack = grown(this.stack, this.top * 2);
    this.stack[this.top++] = i;
  }

  openObject(at: number): void {
    this.open(NodeKind.object, at);
  }

  openArray(at: number): void {
    this.open(NodeKind.array, at);
  }

  close(_isObject: boolean, _empty: boolean, at: number): void {
    const i = this.stack[--this.top]!;
    this.cols.end[i] = this.count;
    this.cols.valueEnd[i] = at + 1 + this.base;
  }

  key(start: number, end: number, plain: boolean): void {
    this.pendingKeyStart = start + this.base;
    this.pendingKeyEnd = end + this.base;
    this.pendingKeyPlain = plain ? 1 : 0;
  }

  string(start: number, end: number): void {
    this.add(NodeKind.string, start, end);
  }

  atom(start: number, end: number, kind: 'number' | 'literal'): void {
    const c = this.text.charCodeAt(start);
    this.add(kind === 'number' ? NodeKind.number : c === 0x74 ? NodeKind.true : c === 0x66 ? NodeKind.false : NodeKind.null, start, end);
  }

  /** The index with exact buffers (slice copies just the used part). */
  finish(): JsonTreeIndex {
    const n = this.count;
    const all = this.cols;
    return { count: n, ...columns((name) => head(all[name], n)) };
  }
}

/**
 * Indexes `text` if it is valid JSON (exactly what JSON.parse accepts, after
 * an optional leading BOM). A BOM is not cut from the offsets: they, and the
 * error offset, point into `text` as given, so the editor can use them as is.
 */
export function buildJsonTree(text: string): JsonTreeResult {
  const base = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const body = base ? text.slice(1) : text;
  // Formatted documents have about a node per 16 characters: start there, double when denser.
  const sink = new TreeSink(body, base, Math.max(64, body.length >> 4));
  const scanned = scanJson(body, sink);
  if (!scanned.ok) return { ok: false, offset: scanned.offset + base };
  return { ok: true, tree: sink.finish() };
}
