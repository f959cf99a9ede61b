import type { Page } from '@playwright/test';
import type { BenchRow, BenchWindow, Measured } from '../harness';
import { ensureRawWorker, timeRaw } from '../rawWorker';
import { ensureLab, type Measure } from '../codecLab';

/**
 * Image rows: a 6000×4000 JPEG generated at bench time, driven through the real image-compressor / image-resizer
 * pages. The input is a photo-like scene (the codec lab's generator: 1/f texture, hard edges, sensor grain) saved at
 * JPEG 92 as a camera would; one worst-case row takes gradients under dense per-pixel noise instead, just under the
 * tools' 10 MiB limit, which costs every encoder far more than a photo does. The raw baseline
 * is createImageBitmap + OffscreenCanvas.convertToBlob in the bare worker
 * (browser-image-compression and pica are not reachable without the app build),
 * so UI/raw also shows the cost of those libraries, not only of the UI.
 */

const WIDTH = 6000;
const HEIGHT = 4000;
/** The tools refuse files over 10 MiB (IMAGE_MAX_BYTES); the bench image stays just under. */
const MAX_BYTES = 10 * 1024 * 1024;
const FILE_INPUT = '[data-testid="file-drop"] input[type="file"]';
const INPUT_NAME = 'bench-6000x4000.jpg';
/** The input picture: a photo-like scene, or dense noise (the worst case for an encoder). */
type Source = 'photo' | 'noise';

interface ImageTool {
  slug: string;
  /** Default: the photo-like scene. */
  source?: Source;
  /** Row name suffix (default "photo JPEG": the input). */
  label?: string;
  /** Bytes and SSIM of the UI's output and of the canvas baseline (codec lab), in the note. */
  quality?: boolean;
  title: string;
  /** The button that starts the batch. */
  action: string;
  /** Settings to apply before the runs (the tool's defaults otherwise). */
  configure?(page: Page): Promise<void>;
  raw: { label: string; width?: number; height?: number; quality: number };
  what: string;
}

const compressorFormat = (label: string, value: string): ImageTool => ({
  slug: 'image-compressor',
  label: `photo JPEG → ${label}`,
  title: 'Image Compressor',
  action: 'Compress',
  quality: true,
  what: `${label}, quality 75%, no size limit`,
  configure: async (page) => {
    await page.getByLabel('Output format').selectOption(value);
  },
  raw: { label: 'createImageBitmap + OffscreenCanvas → JPEG 75% (today’s encoder), bare worker', quality: 0.75 },
});

const TOOLS: ImageTool[] = [
  {
    slug: 'image-compressor',
    title: 'Image Compressor',
    action: 'Compress',
    quality: true,
    what: 'defaults: JPEG (MozJPEG), quality 75%, no size limit',
    raw: { label: 'createImageBitmap + OffscreenCanvas → JPEG 75% (today’s encoder), bare worker', quality: 0.75 },
  },
  compressorFormat('AVIF', 'image/avif'),
  compressorFormat('WebP', 'image/webp'),
  {
    slug: 'image-compressor',
    source: 'noise',
    label: 'noise JPEG (worst case)',
    title: 'Image Compressor',
    action: 'Compress',
    quality: true,
    what: 'defaults: JPEG (MozJPEG), quality 75%; input: gradients under per-pixel noise, just under 10 MiB',
    raw: { label: 'createImageBitmap + OffscreenCanvas → JPEG 75% (today’s encoder), bare worker', quality: 0.75 },
  },
  {
    slug: 'image-resizer',
    title: 'Image Resizer',
    action: 'Resize',
    what: 'scale 50% → 3000×2000, format "same as original" (JPEG), quality 90%',
    configure: async (page) => {
      await page.getByRole('button', { name: '50%', exact: true }).click();
    },
    raw: { label: 'createImageBitmap + OffscreenCanvas 3000×2000 → JPEG 90%, bare worker', width: WIDTH / 2, height: HEIGHT / 2, quality: 0.9 },
  },
];

/** Generates the test picture and leaves it in window.__benchInput; returns its size in bytes. */
async function makeJpeg(page: Page, width: number, height: number, name: string, source: Source = 'noise'): Promise<number> {
  if (source === 'photo') {
    await ensureLab(page);
    return page.evaluate(async ({ width, height, name }) => {
      const w = window as unknown as BenchWindow & { __benchLab: { call(m: unknown): Promise<Blob> } };
      const file = await w.__benchLab.call({ op: 'sceneJpeg', seed: 24, width, height, quality: 0.92 });
      w.__benchInput = new File([file], name, { type: 'image/jpeg' });
      return file.size;
    }, { width, height, name });
  }
  await ensureRawWorker(page);
  return page.evaluate(
    async ({ width, height, name, maxBytes }) => {
      const w = window as unknown as BenchWindow & { __benchRaw: { call(m: unknown): Promise<Blob> } };
      const blob = await w.__benchRaw.call({ op: 'makeJpeg', width, height, maxBytes });
      w.__benchInput = new File([blob], name, { type: 'image/jpeg' });
      return blob.size;
    },
    { width, height, name, maxBytes: MAX_BYTES },
  );
}

function imageRow(tool: ImageTool): BenchRow {
  const row: BenchRow = {
    name: `${tool.slug} · ${WIDTH}×${HEIGHT} ${tool.label ?? 'photo JPEG'}`,
    group: 'image',
    sizeBytes: 0, // known once the picture is generated
    rawLabel: tool.raw.label,

    async skip(page) {
      const response = await page.goto(`/tools/${tool.slug}`);
      if (!response?.ok()) return `tool not present (HTTP ${response?.status() ?? '?'})`;
      const present = await page
        .getByRole('heading', { level: 1, name: tool.title })
        .waitFor({ timeout: 15_000 })
        .then(() => true, () => false);
      return present ? null : `tool not present: /tools/${tool.slug} is not in this build`;
    },

    async prepare(page) {
      await page.goto(`/tools/${tool.slug}`);
      await page.getByRole('heading', { level: 1, name: tool.title }).waitFor();
      await tool.configure?.(page);
      // Warm up the image worker (spawn, library chunk) with a small picture, then remove it.
      await makeJpeg(page, 320, 240, 'warm.jpg');
      await page.evaluate(
        async ({ FILE_INPUT, action }) => {
          const w = window as unknown as BenchWindow;
          const b = w.__bench;
          b.setFiles(document.querySelector(FILE_INPUT)!, [w.__benchInput as File]);
          await b.when(() => b.button(action) && !b.button(action)!.disabled && document.querySelector('[data-testid="image-item"]'));
          b.button(action)!.click();
          await b.when(() => b.text('batch-summary'));
          b.button('Remove warm.jpg')!.click();
          await b.when(() => !document.querySelector('[data-testid="image-item"]') && !b.text('batch-summary'));
        },
        { FILE_INPUT, action: tool.action },
      );
      row.sizeBytes = await makeJpeg(page, WIDTH, HEIGHT, INPUT_NAME, tool.source ?? 'photo');
      await page.evaluate(
        async ({ FILE_INPUT }) => {
          const w = window as unknown as BenchWindow;
          const b = w.__bench;
          b.setFiles(document.querySelector(FILE_INPUT)!, [w.__benchInput as File]);
          // The list shows the file with its preview; wait until the preview has decoded.
          await b.when(() => b.text('image-status') && document.querySelector('[data-testid="image-item"] [data-testid$="-dims"]'), 60_000);
          await b.settle(500);
        },
        { FILE_INPUT },
      );
    },

    async runUi(page): Promise<Measured> {
      const out = await page.evaluate(
        async ({ action }) => {
          const b = (window as unknown as BenchWindow).__bench;
          const start = performance.now();
          b.button(action)!.click();
          const end = await b.when(() => {
            const failed = document.querySelector('[data-sonner-toast][data-type="error"]');
            if (failed) throw new Error(`the tool reported an error: ${failed.textContent}`);
            return b.text('batch-summary');
          });
          const bytes = document.querySelectorAll('[data-testid="image-item"] [data-testid$="-bytes"]');
          return { start, end, summary: b.text('batch-summary'), after: bytes[1]?.textContent ?? '' };
        },
        { action: tool.action },
      );
      row.note = `${tool.what}; input ${(row.sizeBytes / 1e6).toFixed(2)} MB; UI: ${out.summary}${out.after ? ` (${out.after})` : ''}`;
      return { start: out.start, end: out.end };
    },

    async runRaw(page) {
      const { ms, result } = await timeRaw<{ size: number; width: number; height: number }>(page, {
        op: 'image',
        type: 'image/jpeg',
        quality: tool.raw.quality,
        width: tool.raw.width,
        height: tool.raw.height,
      });
      row.note = `${row.note ?? ''}; raw: ${result.width}×${result.height}, ${(result.size / 1e6).toFixed(2)} MB`;
      if (tool.quality) {
        // Untimed: SSIM against the input of the UI's output and of the canvas baseline (codec lab).
        await ensureLab(page);
        const q = await page.evaluate(async () => {
          const w = window as unknown as BenchWindow & { __benchLab: { call(m: unknown): Promise<unknown> } };
          const src = document.querySelector<HTMLImageElement>('[data-testid="image-after"] img')!.src;
          const output = await (await fetch(src)).blob();
          const ui = (await w.__benchLab.call({ op: 'ssimFiles', original: w.__benchInput, output })) as number;
          const canvas = (await w.__benchLab.call({ op: 'canvasJpegOfFile', original: w.__benchInput, quality: 75 })) as Measure;
          const detail = document.querySelector('[data-testid="image-detail"]')?.textContent ?? '';
          return { ui, uiBytes: output.size, canvas, detail };
        });
        row.note += `; UI output ${(q.uiBytes / 1e6).toFixed(2)} MB SSIM ${q.ui.toFixed(4)} (${q.detail}); canvas JPEG 75 ${(q.canvas.bytes / 1e6).toFixed(2)} MB SSIM ${q.canvas.ssim.toFixed(4)}`;
      }
      return ms;
    },

    async cleanup(page) {
      await page.evaluate(() => {
        delete (window as unknown as BenchWindow).__benchInput;
      });
    },
  };
  return row;
}

export const imageRows: BenchRow[] = TOOLS.map(imageRow);
