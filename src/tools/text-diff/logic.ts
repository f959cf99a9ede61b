/**
 * Turns the worker's compact diff (line offsets, change blocks, marks) into
 * rows for the virtual list. Rows live in typed arrays, so a 250 000-line
 * diff costs a few milliseconds and no per-row objects; row text is sliced
 * only when a row is rendered. No React, no DOM.
 */

export type DiffView = 'split' | 'unified';

/** Both sides equal. */
export const ROW_EQUAL = 0;
/** Unified: a removed line (left). Split: a changed row; either side may be absent (-1). */
export const ROW_REMOVED = 1;
/** Unified: an added line (right). */
export const ROW_ADDED = 2;
/** Split: a row of a change block. */
export const ROW_CHANGED = 3;
/** Collapsed unchanged lines; `left` holds how many. */
export const ROW_SKIP = 4;

export interface Rows {
  length: number;
  kind: Uint8Array;
  /** Old line index, -1 when absent (or the hidden count for ROW_SKIP). */
  left: Int32Array;
  /** New line index, -1 when absent. */
  right: Int32Array;
}

export interface CompactDiff {
  oldStarts: Int32Array;
  newStarts: Int32Array;
  blocks: Int32Array;
}

export const DEFAULT_CONTEXT = 3;

/** Line i without its line break. */
export function lineText(text: string, starts: Int32Array, i: number): string {
  const start = starts[i] ?? 0;
  let end = starts[i + 1] ?? text.length;
  if (end > start && text.charCodeAt(end - 1) === 10) {
    end--;
    if (end > start && text.charCodeAt(end - 1) === 13) end--;
  }
  return text.slice(start, end);
}

class RowBuilder {
  length = 0;
  kind: Uint8Array;
  left: Int32Array;
  right: Int32Array;

  constructor(capacity: number) {
    this.kind = new Uint8Array(Math.max(1, capacity));
    this.left = new Int32Array(Math.max(1, capacity));
    this.right = new Int32Array(Math.max(1, capacity));
  }

  push(kind: number, left: number, right: number): void {
    const i = this.length++;
    this.kind[i] = kind;
    this.left[i] = left;
    this.right[i] = right;
  }

  done(): Rows {
    return {
      length: this.length,
      kind: this.kind.subarray(0, this.length),
      left: this.left.subarray(0, this.length),
      right: this.right.subarray(0, this.length),
    };
  }
}

/**
 * Rows for a view. With `hideUnchanged`, runs of equal lines keep `context`
 * lines next to each change and collapse the rest into one skip row.
 */
export function buildRows(diff: CompactDiff, view: DiffView, hideUnchanged: boolean, context = DEFAULT_CONTEXT): Rows {
  const oldCount = diff.oldStarts.length - 1;
  const newCount = diff.newStarts.length - 1;
  const { blocks } = diff;
  const rows = new RowBuilder(oldCount + newCount + blocks.length / 2 + 2);

  const equalRun = (oldFrom: number, newFrom: number, length: number, keepStart: number, keepEnd: number) => {
    let head = length;
    let tail = 0;
    if (hideUnchanged) {
      const hidden = length - keepStart - keepEnd;
      // Hiding a single line would save nothing: its skip row takes the same space.
      if (hidden > 1) {
        head = keepStart;
        tail = keepEnd;
      }
    }
    for (let k = 0; k < head; k++) rows.push(ROW_EQUAL, oldFrom + k, newFrom + k);
    if (head + tail < length) rows.push(ROW_SKIP, length - head - tail, -1);
    for (let k = length - tail; k < length; k++) rows.push(ROW_EQUAL, oldFrom + k, newFrom + k);
  };

  let oldPos = 0;
  let newPos = 0;
  for (let b = 0; b < blocks.length; b += 4) {
    const oldStart = blocks[b] ?? 0;
    const oldEnd = blocks[b + 1] ?? 0;
    const newStart = blocks[b + 2] ?? 0;
    const newEnd = blocks[b + 3] ?? 0;
    equalRun(oldPos, newPos, oldStart - oldPos, b === 0 ? 0 : context, context);
    if (view === 'unified') {
      for (let o = oldStart; o < oldEnd; o++) rows.push(ROW_REMOVED, o, -1);
      for (let n = newStart; n < newEnd; n++) rows.push(ROW_ADDED, -1, n);
    } else {
      const removed = oldEnd - oldStart;
      const added = newEnd - newStart;
      for (let k = 0; k < Math.max(removed, added); k++) {
        rows.push(ROW_CHANGED, k < removed ? oldStart + k : -1, k < added ? newStart + k : -1);
      }
    }
    oldPos = oldEnd;
    newPos = newEnd;
  }
  equalRun(oldPos, newPos, oldCount - oldPos, blocks.length === 0 ? 0 : context, 0);
  return rows.done();
}

export interface Segment {
  text: string;
  marked: boolean;
}

/**
 * Splits [from, to) of `text` into plain and marked pieces, `marks` being
 * sorted, non-overlapping flat [start, end) pairs (binary-searched).
 */
export function markSegments(text: string, from: number, to: number, marks: Int32Array): Segment[] {
  const pairs = marks.length >> 1;
  let lo = 0;
  let hi = pairs;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((marks[mid * 2 + 1] ?? 0) <= from) lo = mid + 1;
    else hi = mid;
  }
  const out: Segment[] = [];
  let pos = from;
  for (let p = lo; p < pairs; p++) {
    const start = Math.max(marks[p * 2] ?? 0, from);
    const end = Math.min(marks[p * 2 + 1] ?? 0, to);
    if (start >= to) break;
    if (start > pos) out.push({ text: text.slice(pos, start), marked: false });
    if (end > start) out.push({ text: text.slice(start, end), marked: true });
    pos = Math.max(pos, end);
  }
  if (pos < to) out.push({ text: text.slice(pos, to), marked: false });
  return out;
}

/** Segments of line i of one side (the line break excluded). */
export function lineSegments(text: string, starts: Int32Array, i: number, marks: Int32Array): Segment[] {
  const from = starts[i] ?? 0;
  const to = from + lineText(text, starts, i).length;
  return markSegments(text, from, to, marks);
}

/** True when the text has no visible character; stops at the first one instead of copying megabytes like trim(). */
export function isBlank(text: string): boolean {
  return !/\S/.test(text);
}
