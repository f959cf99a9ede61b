import type { Page } from '@playwright/test';
import type { BenchRow, BenchWindow, Measured } from '../harness';
import { ensureLab } from '../codecLab';
import { ensurePdfClient, serveInput, type BenchPdfJobs } from '../pdfBundle';
import { findGhostscript, scannedPdf, textPdf } from '../pdfInputs';
import type { PdfCompressOptions } from '@workers/pdf/compress';

/**
 * pdf-compress (issue #32) through the PDF worker (the job client the page uses, no UI): a 40-page scanned-like PDF
 * (A4 pages, each one 300 DPI JPEG) and a 200-page text PDF, against Ghostscript's `-dPDFSETTINGS=/ebook` on the
 * same file (Debian's `ghostscript`, or GS=/path/to/gs; the comparison is skipped without it). Ebook means images
 * over 225 DPI down to 150 DPI and JPEG at about libjpeg 62 (QFactor 0.76), so ours runs at maxDpi 150.
 *
 * Fidelity is SSIM (RGB, ssim.js, the codec lab's) of the pages (every other one) rendered at 100 DPI by one
 * renderer, our PDF.js in the PDF worker, against the original's pages. Once per session a sweep of our quality gives our size at the
 * SSIM Ghostscript reached (log bytes interpolated linearly in SSIM between the two qualities around it): the issue's
 * "within 10 % of Ghostscript's at equal SSIM".
 */

/** The slider value the timed run uses: where our SSIM meets Ghostscript /ebook's on this document (0.9717 against 0.9718). */
const QUALITY = 72;
const SWEEP = [60, 72, 80];
/** Every other page is compared (20 of 40): each render of 40 A4 pages and its SSIM cost about a minute here. */
const SSIM_PAGES = Array.from({ length: 20 }, (_, i) => i * 2);
const OPTIONS: PdfCompressOptions = { quality: QUALITY, maxDpi: 150, dropMetadata: true, effort: 'fast' };
const RENDER_DPI = 100;
const gs = findGhostscript();

type PdfWindow = BenchWindow & {
  __benchPdf: BenchPdfJobs;
  __benchPdfOut?: Blob;
  __benchPdfRef?: Blob[];
};

const mb = (n: number) => `${(n / 1e6).toFixed(2)} MB`;
const pct = (a: number, b: number) => `${a <= b ? '−' : '+'}${Math.abs(((a - b) / b) * 100).toFixed(1)} %`;

async function openWith(page: Page, url: string): Promise<number> {
  if (!page.url().endsWith('/')) await page.goto('/');
  await ensurePdfClient(page);
  await ensureLab(page);
  return page.evaluate(async (u) => {
    const w = window as unknown as PdfWindow;
    const blob = await (await fetch(u)).blob();
    w.__benchInput = new File([blob], 'bench.pdf', { type: 'application/pdf' });
    await w.__bench.settle(300);
    return blob.size;
  }, url);
}

async function compressIn(page: Page, options: PdfCompressOptions, keep: boolean): Promise<Measured & { bytes: number; recompressed: number; downscaled: number }> {
  return page.evaluate(async ({ options, keep }) => {
    const w = window as unknown as PdfWindow;
    const start = performance.now();
    const out = await w.__benchPdf.compress(w.__benchInput as File, options);
    const end = performance.now();
    if (keep) w.__benchPdfOut = out.blob;
    return { start, end, bytes: out.blob.size, recompressed: out.imagesRecompressed, downscaled: out.imagesDownscaled };
  }, { options, keep });
}

/** Mean SSIM of a PDF's pages (given in the page, or as bytes from node) against the original's, both drawn by our PDF.js. */
async function pagesSsim(page: Page, pdf: 'out' | Buffer, pages: number[]): Promise<number> {
  await page.evaluate(async ({ pages, dpi }) => {
    const w = window as unknown as PdfWindow;
    w.__benchPdfRef ??= await w.__benchPdf.render(w.__benchInput as File, pages, { dpi, mime: 'image/png' });
  }, { pages, dpi: RENDER_DPI });
  const b64 = pdf === 'out' ? null : pdf.toString('base64');
  return page.evaluate(async ({ pages, dpi, b64 }) => {
    const w = window as unknown as PdfWindow & { __benchLab: { call(m: unknown): Promise<number> } };
    const file = b64 === null ? w.__benchPdfOut! : new Blob([Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))], { type: 'application/pdf' });
    const rendered = await w.__benchPdf.render(file, pages, { dpi, mime: 'image/png' });
    let sum = 0;
    for (const [i, output] of rendered.entries()) sum += await w.__benchLab.call({ op: 'ssimFiles', original: w.__benchPdfRef![i], output });
    return sum / rendered.length;
  }, { pages, dpi: RENDER_DPI, b64 });
}

/** Our bytes at an SSIM, from the sweep: log bytes linear in SSIM between the two points around it. */
function bytesAtSsim(points: { bytes: number; ssim: number }[], target: number): number | null {
  const sorted = [...points].sort((a, b) => a.ssim - b.ssim);
  for (let i = 1; i < sorted.length; i += 1) {
    const [a, b] = [sorted[i - 1]!, sorted[i]!];
    if (a.ssim <= target && b.ssim >= target && b.ssim > a.ssim) {
      const f = (target - a.ssim) / (b.ssim - a.ssim);
      return Math.exp(Math.log(a.bytes) + f * (Math.log(b.bytes) - Math.log(a.bytes)));
    }
  }
  return null;
}

let scannedComparison: string | null = null;
let scannedPath: string | null = null;
let scannedGsMs = Number.NaN;

const scanned: BenchRow = {
  name: 'pdf-compress · 40-page scanned-like PDF (photos at 300 DPI)',
  group: 'pdf',
  sizeBytes: 0,
  rawLabel: gs ? `${gs.version} -dPDFSETTINGS=/ebook on the same file (native)` : 'Ghostscript -dPDFSETTINGS=/ebook: no gs found (apt-get install ghostscript, or GS=…): comparison skipped',

  async prepare(page) {
    const { bytes, path } = await scannedPdf(page);
    scannedPath = path;
    scanned.sizeBytes = await openWith(page, serveInput('scanned.pdf', bytes));
  },

  async runUi(page) {
    const run = await compressIn(page, OPTIONS, true);
    if (scannedComparison === null) {
      const path = scannedPath!;
      const ours = { quality: QUALITY, bytes: run.bytes, ssim: await pagesSsim(page, 'out', SSIM_PAGES) };
      const lines = [
        `input ${mb(scanned.sizeBytes)}, 40 A4 pages, one 2480×3508 JPEG (85 %) each; ours: quality ${QUALITY}, maxDpi 150, drop metadata → ` +
          `${mb(ours.bytes)} (${run.recompressed} images re-encoded, ${run.downscaled} downscaled), SSIM ${ours.ssim.toFixed(4)} (pages rendered at ${RENDER_DPI} DPI, every other page)`,
      ];
      if (gs) {
        const ref = gs.compress(path);
        scannedGsMs = ref.ms;
        const gsSsim = await pagesSsim(page, ref.bytes, SSIM_PAGES);
        const sweep = [ours];
        for (const quality of SWEEP.filter((q) => q !== QUALITY)) {
          const s = await compressIn(page, { ...OPTIONS, quality }, true);
          sweep.push({ quality, bytes: s.bytes, ssim: await pagesSsim(page, 'out', SSIM_PAGES) });
        }
        sweep.sort((a, b) => a.quality - b.quality);
        const equal = bytesAtSsim(sweep, gsSsim);
        lines.push(
          `${gs.version} /ebook: ${mb(ref.bytes.length)}, SSIM ${gsSsim.toFixed(4)}, ${(ref.ms / 1000).toFixed(1)} s; ours at quality ${QUALITY}: ${pct(ours.bytes, ref.bytes.length)} bytes, SSIM ${ours.ssim >= gsSsim ? '≥' : '<'} Ghostscript's`,
          `sweep (quality: bytes, SSIM): ${sweep.map((s) => `${s.quality}: ${mb(s.bytes)} ${s.ssim.toFixed(4)}`).join('; ')}`,
          equal === null
            ? 'Ghostscript\'s SSIM is outside the sweep: no equal-SSIM figure'
            : `at Ghostscript's SSIM ours would be ${mb(equal)}: ${pct(equal, ref.bytes.length)} against Ghostscript /ebook`,
        );
        // The timed run's output is the last one kept: put it back for anyone reading it.
        await compressIn(page, OPTIONS, true);
      }
      scannedComparison = lines.join('\n      ');
    }
    scanned.note = scannedComparison;
    return run;
  },

  async runRaw() {
    return gs && scannedPath ? gs.compress(scannedPath).ms : scannedGsMs;
  },

  async cleanup(page) {
    await page.evaluate(() => {
      const w = window as unknown as PdfWindow;
      delete w.__benchInput;
      delete w.__benchPdfOut;
    });
  },
};

let textNote: string | null = null;

const text: BenchRow = {
  name: 'pdf-compress · 200-page text PDF',
  group: 'pdf',
  sizeBytes: 0,
  rawLabel: gs ? `${gs.version} -dPDFSETTINGS=/ebook on the same file (native)` : 'Ghostscript -dPDFSETTINGS=/ebook: no gs found: comparison skipped',

  async prepare(page) {
    const { bytes } = await textPdf();
    text.sizeBytes = await openWith(page, serveInput('text.pdf', bytes));
  },

  async runUi(page) {
    const run = await compressIn(page, OPTIONS, false);
    if (textNote === null) {
      const { path } = await textPdf();
      const ref = gs?.compress(path);
      textNote =
        `input ${mb(text.sizeBytes)} (200 A4 pages of text, pdf-lib, no object streams) → ours ${mb(run.bytes)} (${pct(run.bytes, text.sizeBytes)})` +
        (ref ? `; ${gs!.version} /ebook ${mb(ref.bytes.length)} (${pct(ref.bytes.length, text.sizeBytes)}) in ${(ref.ms / 1000).toFixed(1)} s` : '');
    }
    text.note = textNote;
    return run;
  },

  async runRaw() {
    return gs ? gs.compress((await textPdf()).path).ms : Number.NaN;
  },

  async cleanup(page) {
    await page.evaluate(() => {
      delete (window as unknown as PdfWindow).__benchInput;
    });
  },
};

export const pdfRows: BenchRow[] = [scanned, text];
