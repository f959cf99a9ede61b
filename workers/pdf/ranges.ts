/**
 * Page ranges as people type them: "1-3, 5, 8-" (pages 1 to 3, page 5, page 8 to the end), "-3" (the first three),
 * "5-3" (5, 4, 3). Commas, semicolons, the Chinese comma and spaces between parts all separate. Pages count from 1;
 * the result counts from 0.
 */
export type RangeResult = { ok: true; ranges: number[][] } | { ok: false; part: string };

const PART = /^(\d*)\s*[-–—~～]\s*(\d*)$|^(\d+)$/;

export function parsePageRanges(text: string, pageCount: number): RangeResult {
  // "1 - 3" split on its spaces would break the range: the dash takes its neighbours first.
  const joined = text.replace(/\s*([-–—~～])\s*/g, '$1').split(/[,;，、；\s]+/).map((p) => p.trim()).filter(Boolean);
  if (joined.length === 0) return { ok: false, part: '' };
  const ranges: number[][] = [];
  for (const part of joined) {
    const m = PART.exec(part);
    if (!m) return { ok: false, part };
    const single = m[3];
    const from = single ?? (m[1] || '1');
    const to = single ?? (m[2] || String(pageCount));
    const a = Number(from);
    const b = Number(to);
    if (!Number.isSafeInteger(a) || !Number.isSafeInteger(b) || a < 1 || b < 1 || a > pageCount || b > pageCount) return { ok: false, part };
    const step = a <= b ? 1 : -1;
    const range: number[] = [];
    for (let p = a; p !== b + step; p += step) range.push(p - 1);
    ranges.push(range);
  }
  return { ok: true, ranges };
}

/** Every page alone: [[0], [1], …]. */
export function everyPage(pageCount: number): number[][] {
  return Array.from({ length: pageCount }, (_, i) => [i]);
}

/** Pages in runs of `size`, the last run shorter when the count does not divide: [[0, 1], [2, 3], [4]]. */
export function everyNPages(pageCount: number, size: number): number[][] {
  const n = Math.max(1, Math.floor(size));
  const runs: number[][] = [];
  for (let start = 0; start < pageCount; start += n) runs.push(Array.from({ length: Math.min(n, pageCount - start) }, (_, i) => start + i));
  return runs;
}

/** The pages of some ranges in order, each once (for rendering "1-3, 2-4" draws pages 1 to 4, not 2 and 3 twice). */
export function distinctPages(ranges: readonly number[][]): number[] {
  return [...new Set(ranges.flat())];
}
