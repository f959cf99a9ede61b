import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type { BenchRow, BenchWindow, Measured } from '../harness';
import { ensureLab } from '../codecLab';
import { CORES_OVERRIDE, runCompress, setFiles } from './codecs';

/**
 * A phone photo in HEIC (issue #30): a 4032×3024 (12 MP, an iPhone's) photo-like scene, encoded by Debian's heif-enc
 * (x265) at bench time, through the image compressor with its defaults. UI: the HEIC (libheif decodes it in the image
 * worker, its WebAssembly warmed first, then MozJPEG); raw: the same page compressing the same scene as a JPEG 92
 * (the browser decodes it): the ratio is what HEIC costs over a JPEG of the same pixels. Skipped without heif-enc.
 */
const WIDTH = 4032;
const HEIGHT = 3024;
const FILE_INPUT = '[data-testid="file-drop"] input[type="file"]';
const HEIC_NAME = 'bench-12mp.heic';
const JPEG_NAME = 'bench-12mp.jpg';
const WARM_HEIC = readFileSync(new URL('../../fixtures/heic/plain.heic', import.meta.url));

let made: { heic: Buffer; jpeg: Buffer } | null = null;
/** The decoder's first use on each run's fresh page: its glue and WebAssembly fetched and compiled, a tiny HEIC decoded. */
const firstUseMs: number[] = [];

const hasHeifEnc = () => {
  try {
    execFileSync('heif-enc', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    // heif-enc --version exits non-zero on some versions: --help says whether it is there at all.
    try {
      execFileSync('heif-enc', ['--help'], { stdio: 'ignore' });
      return true;
    } catch (err) {
      return (err as { code?: string }).code !== 'ENOENT';
    }
  }
};

/** The scene as a camera JPEG (codec lab), and heif-enc's HEIC of it: made once per bench run. */
async function makeInputs(page: Page): Promise<{ heic: Buffer; jpeg: Buffer }> {
  if (made) return made;
  await ensureLab(page);
  const b64 = await page.evaluate(async ({ width, height }) => {
    const w = window as unknown as { __benchLab: { call(m: unknown): Promise<Blob> } };
    const blob = await w.__benchLab.call({ op: 'sceneJpeg', seed: 24, width, height, quality: 0.92 });
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let text = '';
    for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(text);
  }, { width: WIDTH, height: HEIGHT });
  const dir = mkdtempSync(join(tmpdir(), 'bench-heic-'));
  try {
    const jpeg = Buffer.from(b64, 'base64');
    writeFileSync(join(dir, 'in.jpg'), jpeg);
    execFileSync('heif-enc', ['-q', '90', '-o', join(dir, 'out.heic'), join(dir, 'in.jpg')], { stdio: 'ignore' });
    made = { heic: readFileSync(join(dir, 'out.heic')), jpeg };
    return made;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Puts a file into the compressor, compresses it, waits for the summary and removes it; returns click → summary. */
async function compressOne(page: Page, file: { name: string; type: string; b64: string } | null): Promise<Measured & { summary: string; detail: string }> {
  return page.evaluate(
    async ({ FILE_INPUT, file }) => {
      const w = window as unknown as BenchWindow;
      const b = w.__bench;
      const input = file ? new File([Uint8Array.from(atob(file.b64), (c) => c.charCodeAt(0))], file.name, { type: file.type }) : (w.__benchInput as File);
      b.setFiles(document.querySelector(FILE_INPUT)!, [input]);
      await b.when(() => b.text('image-status') && document.querySelector('[data-testid="image-item"]'), 60_000);
      await b.settle(300);
      const start = performance.now();
      b.button('Compress')!.click();
      const end = await b.when(() => {
        const failed = document.querySelector('[data-sonner-toast][data-type="error"]');
        if (failed) throw new Error(`the tool reported an error: ${failed.textContent}`);
        return /^1 of 1 compressed/.test(b.text('batch-summary') ?? '') && b.button('Compress') && !b.button('Compress')!.disabled;
      }, 300_000);
      const summary = b.text('batch-summary') ?? '';
      // "MozJPEG · quality 75% · encoded in 0.6 s": the encode's share of the time (the rest is decoding and transfers).
      const detail = document.querySelector('[data-testid="image-detail"]')?.textContent ?? '';
      b.button(`Remove ${input.name}`)!.click();
      await b.when(() => !document.querySelector('[data-testid="image-item"]'));
      return { start, end, summary, detail };
    },
    { FILE_INPUT, file },
  );
}

const row: BenchRow = {
  name: `image-compressor · ${WIDTH}×${HEIGHT} HEIC (libheif) vs the same photo as JPEG`,
  group: 'image',
  sizeBytes: 0,
  rawLabel: 'the same page compressing the same scene as a JPEG 92 (the browser decodes it)',

  async skip(page) {
    if (!hasHeifEnc()) return 'heif-enc is not installed (Debian: apt-get install libheif-examples)';
    const response = await page.goto('/tools/image-compressor');
    return response?.ok() ? null : `tool not present (HTTP ${response?.status() ?? '?'})`;
  },

  async prepare(page) {
    await page.goto('/tools/image-compressor');
    await page.getByRole('heading', { level: 1, name: 'Image Compressor' }).waitFor();
    const { heic } = await makeInputs(page);
    row.sizeBytes = heic.length;
    // libheif's WebAssembly is fetched and compiled by the first HEIF: a small one first, outside the timed run.
    const warm = await compressOne(page, { name: 'warm.heic', type: 'image/heic', b64: WARM_HEIC.toString('base64') });
    firstUseMs.push(warm.end - warm.start);
    await page.evaluate(({ b64, name }) => {
      (window as unknown as BenchWindow).__benchInput = new File([Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))], name, { type: 'image/heic' });
    }, { b64: heic.toString('base64'), name: HEIC_NAME });
  },

  async runUi(page) {
    const out = await compressOne(page, null);
    const firsts = firstUseMs.map((ms) => ms.toFixed(0)).join(', ');
    row.note = `input ${(row.sizeBytes / 1e6).toFixed(2)} MB HEIC (heif-enc -q 90) of a ${WIDTH}×${HEIGHT} scene; UI: ${out.summary} (${out.detail}); first HEIF on each run's fresh page (worker, libheif and MozJPEG fetched and compiled, a 64×64 HEIC → JPEG): ${firsts} ms`;
    return out;
  },

  async runRaw(page) {
    const { jpeg } = await makeInputs(page);
    const out = await compressOne(page, { name: JPEG_NAME, type: 'image/jpeg', b64: jpeg.toString('base64') });
    row.note = `${row.note ?? ''}; raw: JPEG ${(jpeg.length / 1e6).toFixed(2)} MB, ${out.summary} (${out.detail})`;
    return out.end - out.start;
  },

  async cleanup(page) {
    await page.evaluate(() => {
      delete (window as unknown as BenchWindow).__benchInput;
    });
  },
};

/**
 * Memory: eight of those 12 MP HEICs as one batch, with the most workers the pool ever starts (4, a phone with 6+
 * cores), so four photos are decoded at once. The harness reports each process's peak resident memory over the run
 * (the renderer holds the page and its workers); raw: the same batch as JPEGs, same page, same pool.
 */
const BATCH = 8;
const batchRow: BenchRow = {
  name: `image-compressor · ${BATCH} × ${WIDTH}×${HEIGHT} HEIC batch, 4 workers · renderer memory vs the same as JPEG`,
  group: 'image',
  sizeBytes: 0,
  rawLabel: `the same ${BATCH} photos as JPEG 92, same page and pool`,

  skip: row.skip,

  async prepare(page) {
    await page.addInitScript({ content: CORES_OVERRIDE });
    await page.goto('/tools/image-compressor');
    await page.getByRole('heading', { level: 1, name: 'Image Compressor' }).waitFor();
    const { heic, jpeg } = await makeInputs(page);
    batchRow.sizeBytes = heic.length * BATCH;
    await compressOne(page, { name: 'warm.heic', type: 'image/heic', b64: WARM_HEIC.toString('base64') });
    await page.evaluate(({ heic, jpeg, count }) => {
      const w = window as unknown as BenchWindow & { __benchCores?: number; __benchJpegs?: File[] };
      const many = (b64: string, ext: string, type: string) => {
        const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
        return Array.from({ length: count }, (_, k) => new File([bytes], `photo-${k + 1}.${ext}`, { type }));
      };
      w.__benchInput = many(heic, 'heic', 'image/heic');
      w.__benchJpegs = many(jpeg, 'jpg', 'image/jpeg');
      w.__benchCores = 5; // → 4 workers
    }, { heic: heic.toString('base64'), jpeg: jpeg.toString('base64'), count: BATCH });
    await setFiles(page, BATCH);
  },

  async runUi(page) {
    const out = await runCompress(page, BATCH);
    batchRow.note = `${BATCH} × ${(batchRow.sizeBytes / BATCH / 1e6).toFixed(2)} MB HEIC, pool of 4 workers: ${((out.end - out.start) / 1000).toFixed(1)} s (${out.summary}); peak memory per process below`;
    return out;
  },

  async runRaw(page) {
    await page.evaluate(async () => {
      const w = window as unknown as BenchWindow & { __benchJpegs: File[] };
      w.__benchInput = w.__benchJpegs;
      for (const name of [...document.querySelectorAll('[data-testid="image-item"]')].map((el) => el.getAttribute('aria-label'))) {
        w.__bench.button(`Remove ${name}`)?.click();
      }
      await w.__bench.when(() => !document.querySelector('[data-testid="image-item"]'));
    });
    await setFiles(page, BATCH);
    const out = await runCompress(page, BATCH);
    return out.end - out.start;
  },

  async cleanup(page) {
    await page.evaluate(() => {
      delete (window as unknown as BenchWindow).__benchInput;
    });
  },
};

export const heicRows: BenchRow[] = [row, batchRow];
