import { lineAt } from './lines';

/** One side of a comparison: the text and its line index. */
export interface Side {
  text: string;
  starts: Int32Array;
}

const NO_NEWLINE = '\\ No newline at end of file\n';

/** GNU's range notation: "5" for one line, "4,0" (the line before) for none. */
function range(start: number, count: number): string {
  if (count === 1) return String(start + 1);
  if (count === 0) return `${start},0`;
  return `${start + 1},${count}`;
}

/**
 * A standard unified diff (as `diff -u --label old --label new` prints it) from
 * change blocks: flat [oldStart, oldEnd, newStart, newEnd] quadruples of line
 * indexes, in order, with equal lines between them. Line breaks are written as "\n".
 */
export function unifiedDiff(
  oldSide: Side,
  newSide: Side,
  blocks: Int32Array,
  context = 3,
  labels: { old: string; new: string } = { old: 'original', new: 'modified' },
): string {
  const blockCount = blocks.length / 4;
  if (blockCount === 0) return '';
  const oldLines = oldSide.starts.length - 1;
  const newLines = newSide.starts.length - 1;
  const oldEol = oldSide.text.endsWith('\n');
  const newEol = newSide.text.endsWith('\n');
  const out: string[] = [`--- ${labels.old}\n+++ ${labels.new}\n`];
  const at = (b: number, k: number) => blocks[b * 4 + k] ?? 0;

  const emit = (prefix: string, side: Side, i: number, last: number, eol: boolean) => {
    out.push(prefix, lineAt(side.text, side.starts, i), '\n');
    if (i === last && !eol) out.push(NO_NEWLINE);
  };

  let b = 0;
  while (b < blockCount) {
    // Blocks closer than 2 × context share a hunk, as in GNU diff.
    let end = b;
    while (end + 1 < blockCount && at(end + 1, 0) - at(end, 1) <= 2 * context) end++;
    const oldFrom = Math.max(0, at(b, 0) - context);
    const newFrom = at(b, 2) - (at(b, 0) - oldFrom);
    const oldTo = Math.min(oldLines, at(end, 1) + context);
    const newTo = at(end, 3) + (oldTo - at(end, 1));
    out.push(`@@ -${range(oldFrom, oldTo - oldFrom)} +${range(newFrom, newTo - newFrom)} @@\n`);
    let o = oldFrom;
    for (let k = b; k <= end; k++) {
      for (; o < at(k, 0); o++) emit(' ', oldSide, o, oldLines - 1, oldEol);
      for (; o < at(k, 1); o++) emit('-', oldSide, o, oldLines - 1, oldEol);
      for (let n = at(k, 2); n < at(k, 3); n++) emit('+', newSide, n, newLines - 1, newEol);
    }
    for (; o < oldTo; o++) emit(' ', oldSide, o, oldLines - 1, oldEol);
    b = end + 1;
  }
  return out.join('');
}
