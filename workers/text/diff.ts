import { diffArrays } from 'diff';
import { contentEnd, lineKeys, lineStarts, type KeyOptions } from './lines';
import { countUnits, isWhitespace, tokenize, tokenWeight, type TokenMode } from './tokens';
import { unifiedDiff } from './unified';

/** No React, no DOM: runs in the text worker and in node (unit tests, measurements). */

export type DiffMode = 'lines' | 'words' | 'chars';
export type ProgressFn = (fraction: number) => void;

export interface DiffOptions extends KeyOptions {
  mode: DiffMode;
  /** Context lines around each hunk of the unified diff text. */
  context?: number;
  labels?: { old: string; new: string };
  /** Budget for the line diff; past it the result is coarse. */
  timeoutMs?: number;
  /** Edit distance (over lines present on both sides) past which the result is coarse. */
  maxEditLength?: number;
  /** Budget shared by all word/character refinements. */
  refineTimeoutMs?: number;
}

export interface DiffResult {
  /** No change under the chosen options. */
  identical: boolean;
  /** A budget ran out: some regions are shown as wholly replaced rather than minimally diffed. */
  coarse: boolean;
  /** Units added and removed: lines, words or characters depending on the mode. */
  added: number;
  removed: number;
  addedLines: number;
  removedLines: number;
  /** Line start offsets of each text, plus a final entry equal to its length. */
  oldStarts: Int32Array;
  newStarts: Int32Array;
  /** Change blocks: flat [oldStart, oldEnd, newStart, newEnd) line ranges; the lines between blocks are equal. */
  blocks: Int32Array;
  /** Changed character ranges inside changed lines (words/chars modes): flat [start, end) offsets, sorted. */
  oldMarks: Int32Array;
  newMarks: Int32Array;
  /** The standard unified diff (empty when identical). */
  unified: string;
}

export const DEFAULT_TIMEOUT_MS = 5000;
export const DEFAULT_REFINE_TIMEOUT_MS = 3000;
/** Changed blocks bigger than this many tokens on a side are not refined (shown as whole lines). */
export const MAX_REFINE_TOKENS = 50_000;

function reporter(onProgress?: ProgressFn) {
  let last = -1;
  return (fraction: number) => {
    // Each call is a message to the main thread: only whole percents.
    const pct = Math.floor(fraction * 100);
    if (pct === last) return;
    last = pct;
    onProgress?.(Math.min(1, fraction));
  };
}

/**
 * Line diff, made fast for big texts:
 * 1. lines are compared by key, common leading and trailing lines are skipped;
 * 2. each distinct line is interned to an integer;
 * 3. lines that occur on one side only are set aside (GNU diff's "discard
 *    confusing lines"): they can never be part of a common subsequence, so
 *    the longest common subsequence is unchanged, while the edit distance
 *    jsdiff's Myers search must cover drops from "every changed line" to
 *    "lines that moved", usually near zero. Its cost grows with that distance
 *    squared, which is what made plain jsdiff 30 times slower than GNU diff.
 * Returns matched line pairs as blocks of changes.
 */
function lineBlocks(
  oldKeys: string[],
  newKeys: string[],
  options: DiffOptions,
  progress: (f: number) => void,
): { blocks: number[]; coarse: boolean } {
  const n = oldKeys.length;
  const m = newKeys.length;
  let head = 0;
  while (head < n && head < m && oldKeys[head] === newKeys[head]) head++;
  let tail = 0;
  while (tail < n - head && tail < m - head && oldKeys[n - 1 - tail] === newKeys[m - 1 - tail]) tail++;
  const oldEnd = n - tail;
  const newEnd = m - tail;
  if (head === oldEnd && head === newEnd) return { blocks: [], coarse: false };
  if (head === oldEnd || head === newEnd) return { blocks: [head, oldEnd, head, newEnd], coarse: false };

  const ids = new Map<string, number>();
  const oldIds = new Int32Array(oldEnd - head);
  const newIds = new Int32Array(newEnd - head);
  for (let i = head; i < oldEnd; i++) {
    const key = oldKeys[i] ?? '';
    let id = ids.get(key);
    if (id === undefined) ids.set(key, (id = ids.size));
    oldIds[i - head] = id;
  }
  const inOld = new Uint8Array(ids.size);
  for (const id of oldIds) inOld[id] = 1;
  const inNew = new Uint8Array(ids.size);
  for (let i = head; i < newEnd; i++) {
    const id = ids.get(newKeys[i] ?? '');
    // Lines never seen on the old side get -1: they cannot match anything.
    newIds[i - head] = id ?? -1;
    if (id !== undefined) inNew[id] = 1;
  }
  progress(0.3);

  const oldKept: number[] = [];
  const oldAt: number[] = [];
  for (let i = 0; i < oldIds.length; i++) {
    const id = oldIds[i] ?? -1;
    if (inNew[id]) {
      oldKept.push(id);
      oldAt.push(head + i);
    }
  }
  const newKept: number[] = [];
  const newAt: number[] = [];
  for (let i = 0; i < newIds.length; i++) {
    const id = newIds[i] ?? -1;
    if (id >= 0 && inOld[id]) {
      newKept.push(id);
      newAt.push(head + i);
    }
  }
  progress(0.35);

  const changes =
    oldKept.length && newKept.length
      ? diffArrays(oldKept, newKept, {
          timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
          maxEditLength: options.maxEditLength ?? Number.MAX_SAFE_INTEGER,
        })
      : [];
  progress(0.6);
  if (!changes) return { blocks: [head, oldEnd, head, newEnd], coarse: true };

  const blocks: number[] = [];
  let prevOld = head;
  let prevNew = head;
  let oi = 0;
  let ni = 0;
  for (const change of changes) {
    if (change.removed) oi += change.count;
    else if (change.added) ni += change.count;
    else {
      for (let k = 0; k < change.count; k++) {
        const o = oldAt[oi + k] ?? 0;
        const nw = newAt[ni + k] ?? 0;
        if (o > prevOld || nw > prevNew) blocks.push(prevOld, o, prevNew, nw);
        prevOld = o + 1;
        prevNew = nw + 1;
      }
      oi += change.count;
      ni += change.count;
    }
  }
  if (prevOld < oldEnd || prevNew < newEnd) blocks.push(prevOld, oldEnd, prevNew, newEnd);
  return { blocks, coarse: false };
}

interface Refined {
  added: number;
  removed: number;
  /** False when the budget ran out: the caller counts and shows the block as whole lines. */
  ok: boolean;
}

/** Pushes [start, end), merging with the previous range when they touch. */
function pushMark(marks: number[], start: number, end: number): void {
  if (end <= start) return;
  if (marks.length && marks[marks.length - 1] === start) marks[marks.length - 1] = end;
  else marks.push(start, end);
}

/** Word or character diff of one changed block, interned like the lines. */
function refineBlock(
  oldText: string,
  oldFrom: number,
  newText: string,
  newFrom: number,
  mode: TokenMode,
  options: DiffOptions,
  timeout: number,
  oldMarks: number[],
  newMarks: number[],
): Refined {
  const oldTokens = tokenize(oldText, mode);
  const newTokens = tokenize(newText, mode);
  if (oldTokens.length > MAX_REFINE_TOKENS || newTokens.length > MAX_REFINE_TOKENS || timeout <= 0) {
    return { added: 0, removed: 0, ok: false };
  }
  const ids = new Map<string, number>();
  const key = (token: string) => {
    let k = options.ignoreCase ? token.toLowerCase() : token;
    // Words are what word mode compares: a run of spaces equals a line break there.
    if ((mode === 'words' || options.ignoreWhitespace) && isWhitespace(k)) k = ' ';
    let id = ids.get(k);
    if (id === undefined) ids.set(k, (id = ids.size));
    return id;
  };
  const changes = diffArrays(oldTokens.map(key), newTokens.map(key), { timeout });
  if (!changes) return { added: 0, removed: 0, ok: false };

  const span = (tokens: string[], from: number, count: number) => {
    let length = 0;
    let weight = 0;
    let blank = true;
    for (let k = from; k < from + count; k++) {
      const token = tokens[k] ?? '';
      length += token.length;
      weight += tokenWeight(token, mode, options.ignoreWhitespace);
      if (blank && !isWhitespace(token)) blank = false;
    }
    return { length, weight, blank };
  };
  /** A side as the changes walk it: its next token, that token's offset in the text, the weight of its marks. */
  const before = { tokens: oldTokens, marks: oldMarks, at: 0, pos: oldFrom, weight: 0 };
  const after = { tokens: newTokens, marks: newMarks, at: 0, pos: newFrom, weight: 0 };
  /** Moves a side over `count` tokens; changed ones are marked and weighed, but not blanks when whitespace is ignored. */
  const advance = (side: typeof before, count: number, changed: boolean) => {
    const s = span(side.tokens, side.at, count);
    if (changed && !(options.ignoreWhitespace && s.blank)) {
      pushMark(side.marks, side.pos, side.pos + s.length);
      side.weight += s.weight;
    }
    side.at += count;
    side.pos += s.length;
  };
  for (const change of changes) {
    // Equal under the options but possibly different in case: each side advances by its own length.
    if (!change.added) advance(before, change.count, !!change.removed);
    if (!change.removed) advance(after, change.count, !!change.added);
  }
  return { added: after.weight, removed: before.weight, ok: true };
}

export function diffTexts(oldText: string, newText: string, options: DiffOptions, onProgress?: ProgressFn): DiffResult {
  const progress = reporter(onProgress);
  progress(0);
  const oldStarts = lineStarts(oldText);
  const newStarts = lineStarts(newText);
  const oldKeys = lineKeys(oldText, oldStarts, options);
  const newKeys = lineKeys(newText, newStarts, options);
  progress(0.15);

  const { blocks: flat, coarse: lineCoarse } = lineBlocks(oldKeys, newKeys, options, progress);
  const blocks = Int32Array.from(flat);
  let coarse = lineCoarse;
  let addedLines = 0;
  let removedLines = 0;
  for (let b = 0; b < blocks.length; b += 4) {
    removedLines += (blocks[b + 1] ?? 0) - (blocks[b] ?? 0);
    addedLines += (blocks[b + 3] ?? 0) - (blocks[b + 2] ?? 0);
  }

  let added = addedLines;
  let removed = removedLines;
  const oldMarks: number[] = [];
  const newMarks: number[] = [];
  if (options.mode !== 'lines') {
    const mode = options.mode;
    added = 0;
    removed = 0;
    const deadline = Date.now() + (options.refineTimeoutMs ?? DEFAULT_REFINE_TIMEOUT_MS);
    const sliceLines = (text: string, starts: Int32Array, from: number, to: number): [string, number] => {
      if (from >= to) return ['', starts[from] ?? 0];
      const start = starts[from] ?? 0;
      return [text.slice(start, contentEnd(text, starts, to - 1)), start];
    };
    for (let b = 0; b < blocks.length; b += 4) {
      const [oText, oFrom] = sliceLines(oldText, oldStarts, blocks[b] ?? 0, blocks[b + 1] ?? 0);
      const [nText, nFrom] = sliceLines(newText, newStarts, blocks[b + 2] ?? 0, blocks[b + 3] ?? 0);
      let refined: Refined = { added: 0, removed: 0, ok: false };
      if (oText && nText) {
        refined = refineBlock(oText, oFrom, nText, nFrom, mode, options, deadline - Date.now(), oldMarks, newMarks);
        if (!refined.ok) coarse = true;
      }
      if (refined.ok) {
        added += refined.added;
        removed += refined.removed;
      } else {
        added += countUnits(nText, mode, options.ignoreWhitespace);
        removed += countUnits(oText, mode, options.ignoreWhitespace);
      }
      progress(0.6 + 0.3 * (b / blocks.length));
    }
  }
  progress(0.9);

  const unified = unifiedDiff(
    { text: oldText, starts: oldStarts },
    { text: newText, starts: newStarts },
    blocks,
    options.context ?? 3,
    options.labels,
  );
  progress(1);
  return {
    identical: blocks.length === 0,
    coarse,
    added,
    removed,
    addedLines,
    removedLines,
    oldStarts,
    newStarts,
    blocks,
    oldMarks: Int32Array.from(oldMarks),
    newMarks: Int32Array.from(newMarks),
    unified,
  };
}
