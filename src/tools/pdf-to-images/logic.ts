import {
  PDF_BAD_RANGE, PDF_MAX_DPI, PDF_MIN_DPI, PDF_PAGE_TOO_BIG, PDF_RENDER_MAX_PIXELS, distinctPages, maxDpiFor, parsePageRanges, pixelSize,
  type PdfInfo, type RenderMime,
} from '../../lib/jobs/pdf';
import { suffixedName } from '../../lib/pdfFiles';

export const SCOPES = ['all', 'ranges'] as const;
export type Scope = (typeof SCOPES)[number];
/** Screen, print, high-quality print; any whole number from PDF_MIN_DPI to PDF_MAX_DPI may be typed instead. */
export const DPI_PRESETS = [72, 150, 300] as const;
export const FORMATS: readonly RenderMime[] = ['image/png', 'image/jpeg', 'image/webp'];

export interface RenderSettings {
  scope: Scope;
  ranges: string;
  /** As typed. */
  dpi: string;
  mime: RenderMime;
  /** 1..100, for JPEG and WebP. */
  quality: number;
}

export const DEFAULT_SETTINGS: RenderSettings = { scope: 'all', ranges: '', dpi: '150', mime: 'image/png', quality: 85 };
export const EXAMPLE_PAGES = 3;
export const EXAMPLE_SETTINGS: RenderSettings = { ...DEFAULT_SETTINGS, dpi: '72' };

export const hasQuality = (mime: RenderMime) => mime !== 'image/png';

/** A typed DPI: a whole number in PDF_MIN_DPI..PDF_MAX_DPI, else null. */
export function parseDpi(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const dpi = Number(trimmed);
  return dpi >= PDF_MIN_DPI && dpi <= PDF_MAX_DPI ? dpi : null;
}

/**
 * The first chosen page (0-based) too big to draw at `dpi` on a phone, and the highest DPI at which it fits, or null.
 * Sizes come from the page list read at upload, so the visitor hears it before any drawing starts; the worker checks again.
 */
export function oversizedPage(info: Pick<PdfInfo, 'pages'>, pages: readonly number[], dpi: number, maxPixels = PDF_RENDER_MAX_PIXELS): { page: number; maxDpi: number } | null {
  for (const page of pages) {
    const size = info.pages[page];
    if (!size) continue;
    const { width, height } = pixelSize(size.width, size.height, dpi);
    if (width * height > maxPixels) return { page, maxDpi: maxDpiFor(size.width, size.height, maxPixels) };
  }
  return null;
}

export type RenderPlan =
  | { ok: true; pages: number[]; dpi: number; mime: RenderMime; quality: number }
  /** 'dpi' for a DPI out of bounds; else a worker code (PDF_BAD_RANGE:<part>, PDF_PAGE_TOO_BIG:<page>:<dpi>) for pdfProblem. */
  | { ok: false; error: string };

/** The pages (0-based, each once, in the order typed) the settings choose, or the range part that is wrong. */
export function chosenPages(settings: Pick<RenderSettings, 'scope' | 'ranges'>, pageCount: number): { ok: true; pages: number[] } | { ok: false; part: string } {
  if (settings.scope === 'all') return { ok: true, pages: Array.from({ length: pageCount }, (_, i) => i) };
  const parsed = parsePageRanges(settings.ranges, pageCount);
  return parsed.ok ? { ok: true, pages: distinctPages(parsed.ranges) } : parsed;
}

export function renderPlan(settings: RenderSettings, info: Pick<PdfInfo, 'pageCount' | 'pages'>): RenderPlan {
  const dpi = parseDpi(settings.dpi);
  if (dpi === null) return { ok: false, error: 'dpi' };
  const chosen = chosenPages(settings, info.pageCount);
  if (!chosen.ok) return { ok: false, error: `${PDF_BAD_RANGE}:${chosen.part}` };
  const { pages } = chosen;
  const big = oversizedPage(info, pages, dpi);
  if (big) return { ok: false, error: `${PDF_PAGE_TOO_BIG}:${big.page + 1}:${big.maxDpi}` };
  return { ok: true, pages, dpi, mime: settings.mime, quality: settings.quality / 100 };
}

const EXTENSION: Record<RenderMime, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };

/** "report.pdf", page 0, PNG → "report-page-1.png". */
export function imageName(source: string, page: number, mime: RenderMime): string {
  return suffixedName(source, `page-${page + 1}`, EXTENSION[mime]);
}

export function zipName(source: string): string {
  return suffixedName(source, 'images', 'zip');
}
