import { describe, expect, it } from 'vitest';
import { PDF_MAX_DPI, PDF_MIN_DPI, PDF_RENDER_MAX_PIXELS, maxDpiFor, pixelSize } from '@src/lib/jobs/pdf';
import { DEFAULT_SETTINGS, chosenPages, imageName, oversizedPage, parseDpi, renderPlan, zipName } from '@src/tools/pdf-to-images/logic';

const A4 = { width: 595.28, height: 841.89, rotation: 0 };
/** A 1 × 1 m poster: 2834.6 points a side. */
const POSTER = { width: 2834.65, height: 2834.65, rotation: 0 };
const info = (pages: (typeof A4)[]) => ({ pageCount: pages.length, pages });

describe('PDF → images: settings', () => {
  it('takes a DPI from PDF_MIN_DPI to PDF_MAX_DPI, whole numbers only', () => {
    expect(parseDpi('150')).toBe(150);
    expect(parseDpi(' 300 ')).toBe(300);
    expect(parseDpi(String(PDF_MIN_DPI))).toBe(PDF_MIN_DPI);
    expect(parseDpi(String(PDF_MAX_DPI))).toBe(PDF_MAX_DPI);
    for (const bad of ['', '35', '601', '150.5', '1e2', '-72', 'abc']) expect(parseDpi(bad)).toBeNull();
  });

  it('every page, or the ranges typed, each page once in the order typed', () => {
    expect(chosenPages({ scope: 'all', ranges: 'ignored' }, 3)).toEqual({ ok: true, pages: [0, 1, 2] });
    expect(chosenPages({ scope: 'ranges', ranges: '3, 1-2, 2' }, 3)).toEqual({ ok: true, pages: [2, 0, 1] });
    expect(chosenPages({ scope: 'ranges', ranges: '1, 9' }, 3)).toEqual({ ok: false, part: '9' });
  });

  it('plans the job: pages, DPI, format and quality 0..1; a bad DPI or range says which', () => {
    expect(renderPlan({ ...DEFAULT_SETTINGS, mime: 'image/jpeg', quality: 80 }, info([A4, A4]))).toEqual({ ok: true, pages: [0, 1], dpi: 150, mime: 'image/jpeg', quality: 0.8 });
    expect(renderPlan({ ...DEFAULT_SETTINGS, dpi: '20' }, info([A4]))).toEqual({ ok: false, error: 'dpi' });
    expect(renderPlan({ ...DEFAULT_SETTINGS, scope: 'ranges', ranges: '2-' }, info([A4]))).toEqual({ ok: false, error: 'PDF_BAD_RANGE:2-' });
  });
});

describe('PDF → images: the memory check before drawing', () => {
  it('an A4 page fits at 600 DPI; a 1 m poster does not at 300, and the message names the page and the DPI that fits', () => {
    expect(oversizedPage(info([A4]), [0], 600)).toBeNull();
    const big = oversizedPage(info([A4, POSTER]), [0, 1], 300);
    expect(big).toEqual({ page: 1, maxDpi: maxDpiFor(POSTER.width, POSTER.height) });
    const fits = pixelSize(POSTER.width, POSTER.height, big!.maxDpi);
    expect(fits.width * fits.height).toBeLessThanOrEqual(PDF_RENDER_MAX_PIXELS);
    const over = pixelSize(POSTER.width, POSTER.height, big!.maxDpi + 1);
    expect(over.width * over.height).toBeGreaterThan(PDF_RENDER_MAX_PIXELS);
    expect(renderPlan({ ...DEFAULT_SETTINGS, dpi: '300' }, info([A4, POSTER]))).toEqual({ ok: false, error: `PDF_PAGE_TOO_BIG:2:${big!.maxDpi}` });
  });

  it('only the chosen pages count: leaving the poster out lets the rest render at 300', () => {
    expect(renderPlan({ ...DEFAULT_SETTINGS, dpi: '300', scope: 'ranges', ranges: '1' }, info([A4, POSTER]))).toMatchObject({ ok: true, pages: [0] });
    expect(oversizedPage(info([A4, POSTER]), [1], 150, 10_000_000)).toMatchObject({ page: 1 });
  });
});

describe('PDF → images: names', () => {
  it('names each image after its document and page, and the zip after the document', () => {
    expect(imageName('report.pdf', 0, 'image/png')).toBe('report-page-1.png');
    expect(imageName('Report.PDF', 11, 'image/jpeg')).toBe('Report-page-12.jpg');
    expect(imageName('scan', 2, 'image/webp')).toBe('scan-page-3.webp');
    expect(imageName('.pdf', 0, 'image/png')).toBe('document-page-1.png');
    expect(zipName('report.pdf')).toBe('report-images.zip');
  });
});
