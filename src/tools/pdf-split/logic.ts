import { PDF_BAD_RANGE, everyNPages, everyPage, parsePageRanges } from '../../lib/jobs/pdf';
import { suffixedName } from '../../lib/pdfFiles';

export const SPLIT_MODES = ['ranges', 'every', 'everyN'] as const;
export type SplitMode = (typeof SPLIT_MODES)[number];

export interface SplitSettings {
  mode: SplitMode;
  ranges: string;
  /** Pages per part in "every N pages". */
  size: string;
}

export const DEFAULT_SETTINGS: SplitSettings = { mode: 'ranges', ranges: '', size: '2' };
export const EXAMPLE_PAGES = 6;
export const EXAMPLE_SETTINGS: SplitSettings = { mode: 'ranges', ranges: '1-2, 4, 5-', size: '2' };

/** The parts to write (0-based pages), or a problem: `PDF_BAD_RANGE:<part>` for a range the document lacks, 'size' for a bad N. */
export function splitPlan(settings: SplitSettings, pageCount: number): { ok: true; ranges: number[][] } | { ok: false; error: string } {
  if (settings.mode === 'every') return { ok: true, ranges: everyPage(pageCount) };
  if (settings.mode === 'everyN') {
    const n = Number(settings.size);
    if (!Number.isInteger(n) || n < 1) return { ok: false, error: 'size' };
    return { ok: true, ranges: everyNPages(pageCount, n) };
  }
  const parsed = parsePageRanges(settings.ranges, pageCount);
  return parsed.ok ? { ok: true, ranges: parsed.ranges } : { ok: false, error: `${PDF_BAD_RANGE}:${parsed.part}` };
}

/** "report.pdf", pages 1-3 → "report-pages-1-3.pdf"; one page → "report-page-5.pdf". */
export function partName(source: string, range: readonly number[]): string {
  const first = (range[0] ?? 0) + 1;
  const last = (range[range.length - 1] ?? 0) + 1;
  return suffixedName(source, range.length === 1 ? `page-${first}` : `pages-${first}-${last}`);
}

export function zipName(source: string): string {
  return suffixedName(source, 'split', 'zip');
}
