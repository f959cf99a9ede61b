import type { Page } from '@playwright/test';
import type { BenchRow, BenchWindow, Measured } from '../harness';
import { ensurePdfClient, serveInput, type BenchPdfJobs } from '../pdfBundle';
import { scannedPdf, textPdf } from '../pdfInputs';

/**
 * The PDF tools' own pages (issue #32): merge and split of a 200-page text PDF, and PDF → images of a 40-page
 * scanned-like PDF at 150 DPI, each driven as a visitor would (files into the drop zone, thumbnails drawn, the
 * button, the result on screen), with the longest main-thread task while the job runs. The raw baseline is the
 * same job on the same PDF worker called directly (the job client, tests/bench/pdfBundle.ts): UI/raw is the
 * page's cost around the worker.
 */

const FILE_INPUT = '[data-testid="file-drop"] input[type="file"]';
type PdfWindow = BenchWindow & { __benchPdf: BenchPdfJobs; __benchFiles?: File[] };
type RawOp = 'merge400' | 'split200' | 'render40';

interface PdfToolRow {
  slug: string;
  title: string;
  action: string;
  what: string;
  /** The documents to drop (their names and how to make them) and how many pages they show together. */
  input: (page: Page) => Promise<{ files: { name: string; bytes: Buffer }[]; pages: number }>;
  configure?: (page: Page) => Promise<void>;
  /** The same job on the worker, by name: page.evaluate carries data, not closures, and the CSP forbids eval. */
  raw: { label: string; op: RawOp };
}

async function loadFiles(page: Page, files: { name: string; bytes: Buffer }[]): Promise<number> {
  await ensurePdfClient(page);
  const urls = files.map((f) => ({ name: f.name, url: serveInput(f.name, f.bytes) }));
  return page.evaluate(async (list) => {
    const w = window as unknown as PdfWindow;
    w.__benchFiles = await Promise.all(list.map(async ({ name, url }) => new File([await (await fetch(url)).blob()], name, { type: 'application/pdf' })));
    return w.__benchFiles.reduce((n, f) => n + f.size, 0);
  }, urls);
}

function pdfToolRow(tool: PdfToolRow): BenchRow {
  let pages = 0;
  const row: BenchRow = {
    name: `${tool.slug} · ${tool.what}`,
    group: 'pdf',
    sizeBytes: 0,
    rawLabel: tool.raw.label,

    async skip(page) {
      const response = await page.goto(`/tools/${tool.slug}`);
      return response?.ok() ? null : `tool not present (HTTP ${response?.status() ?? '?'})`;
    },

    async prepare(page) {
      await page.goto(`/tools/${tool.slug}`);
      await page.getByRole('heading', { level: 1, name: tool.title }).waitFor();
      await tool.configure?.(page);
      const input = await tool.input(page);
      pages = input.pages;
      row.sizeBytes = await loadFiles(page, input.files);
      // The files are read and every thumbnail drawn before the timed run: the job alone is timed.
      await page.evaluate(async ({ FILE_INPUT, pages }) => {
        const w = window as unknown as PdfWindow;
        const b = w.__bench;
        b.setFiles(document.querySelector(FILE_INPUT)!, w.__benchFiles!);
        await b.when(() => document.querySelectorAll('[data-testid="pdf-page"] img').length >= pages, 300_000);
        await b.settle(500);
      }, { FILE_INPUT, pages });
    },

    async runUi(page): Promise<Measured> {
      const out = await page.evaluate(async ({ action }) => {
        const b = (window as unknown as BenchWindow).__bench;
        const before = document.querySelector('[data-testid="pdf-summary"]');
        const start = performance.now();
        b.button(action)!.click();
        const end = await b.when(() => {
          const failed = document.querySelector('[data-sonner-toast][data-type="error"]');
          if (failed) throw new Error(`the tool reported an error: ${failed.textContent}`);
          const summary = document.querySelector('[data-testid="pdf-summary"]');
          return summary && summary !== before ? summary : null;
        });
        const outputs = [...document.querySelectorAll('[data-testid="pdf-output"]')];
        return { start, end, summary: document.querySelector('[data-testid="pdf-summary"]')?.textContent ?? '', first: outputs[0]?.textContent ?? '', count: outputs.length };
      }, { action: tool.action });
      row.note = `input ${(row.sizeBytes / 1e6).toFixed(2)} MB, ${pages} pages; UI: ${out.summary} (${out.count} file${out.count === 1 ? '' : 's'}, first: ${out.first})`;
      return { start: out.start, end: out.end };
    },

    async runRaw(page) {
      return page.evaluate(async (op) => {
        const w = window as unknown as PdfWindow;
        const [first] = w.__benchFiles!;
        const jobs = w.__benchPdf;
        const start = performance.now();
        if (op === 'merge400') await jobs.assemble(w.__benchFiles!, [0, 1].flatMap((file) => Array.from({ length: 200 }, (_, page) => ({ file, page }))));
        else if (op === 'split200') await jobs.split(first!, Array.from({ length: 200 }, (_, i) => [i]));
        else await jobs.render(first!, Array.from({ length: 40 }, (_, i) => i), { dpi: 150, mime: 'image/jpeg', quality: 0.85 });
        return performance.now() - start;
      }, tool.raw.op);
    },
  };
  return row;
}

const text200 = async () => ({ name: 'text-200.pdf', bytes: (await textPdf(200)).bytes });

export const pdfToolRows: BenchRow[] = [
  pdfToolRow({
    slug: 'pdf-merge',
    title: 'Merge PDF',
    action: 'Merge PDFs',
    what: 'two 200-page text PDFs → 400 pages',
    input: async () => {
      const one = await text200();
      return { files: [one, { name: 'text-200-b.pdf', bytes: one.bytes }], pages: 400 };
    },
    raw: {
      label: 'pdfJobs.assemble on the same two files, the same worker, no page around it',
      op: 'merge400',
    },
  }),
  pdfToolRow({
    slug: 'pdf-split',
    title: 'Split PDF',
    action: 'Split PDF',
    what: '200-page text PDF → 200 single pages',
    input: async () => ({ files: [await text200()], pages: 200 }),
    configure: async (page) => {
      await page.getByLabel('How to split').selectOption('every');
    },
    raw: {
      label: 'pdfJobs.split into single pages, the same worker, no page around it',
      op: 'split200',
    },
  }),
  pdfToolRow({
    slug: 'pdf-to-images',
    title: 'PDF to Images',
    action: 'Convert to images',
    what: '40-page scanned-like PDF → 40 JPEGs at 150 DPI',
    input: async (page) => ({ files: [{ name: 'scanned-40.pdf', bytes: (await scannedPdf(page)).bytes }], pages: 40 }),
    configure: async (page) => {
      await page.getByRole('radio', { name: '150 · standard' }).click();
      await page.getByLabel('Format').selectOption('image/jpeg');
    },
    raw: {
      label: 'pdfJobs.render of the 40 pages at 150 DPI to JPEG, the same worker, no page around it',
      op: 'render40',
    },
  }),
];
