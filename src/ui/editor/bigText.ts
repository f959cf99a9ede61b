import { Text } from '@codemirror/state';
import { nextTask } from '../../lib/nextTask';

/**
 * Large documents, built without a long task. `Text.of(text.split(…))` on 10 MiB (640,000 lines) is one task of
 * 140 ms here and about 240 ms on a 4×-slowed CPU; built slice by slice, a task yields between slices and each costs
 * a few milliseconds. The editor then takes the whole Text in one dispatch (15-20 ms), so one paste stays one undo step.
 */

/** Characters per slice: about 5 ms of splitting and tree building on a 4×-slowed CPU. */
export const SLICE_CHARS = 256 * 1024;

const LINE_BREAK = /\r\n?|\n/;

/** Where a slice that starts at `from` ends: after a line break, so a CRLF pair is never cut in two. */
function sliceEnd(text: string, from: number): number {
  const target = from + SLICE_CHARS;
  if (target >= text.length) return text.length;
  const lf = text.indexOf('\n', target);
  if (lf >= 0 && lf - target < SLICE_CHARS) return lf + 1;
  // A slice without LF for its whole length (one long line, or old Mac CR-only text): a lone CR still ends a line.
  const cr = text.indexOf('\r', target);
  if (cr >= 0 && cr - target < SLICE_CHARS && text.charCodeAt(cr + 1) !== 10) return cr + 1;
  return lf >= 0 ? lf + 1 : text.length;
}

/**
 * The Text of `text`, equal to `Text.of(text.split(/\r\n?|\n/))`, built in slices with a yield between them
 * (`yieldEvery` slices per task). Resolves to null when `cancelled()` turns true between two slices.
 */
export async function buildText(text: string, cancelled: () => boolean = () => false, yieldEvery = 1): Promise<Text | null> {
  if (text.length <= SLICE_CHARS) return Text.of(text.split(LINE_BREAK));
  let doc: Text | null = null;
  let slices = 0;
  for (let from = 0; from < text.length;) {
    const to = sliceEnd(text, from);
    // A slice ends just after a line break, so the next one starts a new line: the Text appended starts with ''.
    const lines = text.slice(from, to).split(LINE_BREAK);
    const part = Text.of(lines);
    doc = doc ? doc.append(part) : part;
    from = to;
    slices += 1;
    if (from < text.length && slices % yieldEvery === 0) {
      await nextTask();
      if (cancelled()) return null;
    }
  }
  return doc ?? Text.empty;
}

/** The length of the longest line of `text` (LF-separated: the editor's texts have no CR), without splitting it. */
export function longestLine(text: string): number {
  let longest = 0;
  for (let from = 0; from <= text.length;) {
    const lf = text.indexOf('\n', from);
    const end = lf < 0 ? text.length : lf;
    if (end - from > longest) longest = end - from;
    from = end + 1;
  }
  return longest;
}

/** The first slice of `text` as a Text (a first screen to show while the rest is built). */
export function firstSlice(text: string): { doc: Text; rest: number } {
  const to = sliceEnd(text, 0);
  return { doc: Text.of(text.slice(0, to).split(LINE_BREAK)), rest: to };
}

/**
 * Offsets of the \r of each \r\n in `text`; null when there is none. The document holds one \n for each, so an offset
 * into the text is that many characters further than the same place in the document.
 */
export function crlfOffsets(text: string): Int32Array | null {
  if (!text.includes('\r\n')) return null;
  const found: number[] = [];
  for (let i = text.indexOf('\r\n'); i >= 0; i = text.indexOf('\r\n', i + 2)) found.push(i);
  return Int32Array.from(found);
}

/** How many of the sorted `offsets` (the first `length` of them) are below `pos`. */
export function countBefore(offsets: ArrayLike<number>, pos: number, length = offsets.length): number {
  let lo = 0;
  let hi = length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (offsets[mid]! < pos) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
