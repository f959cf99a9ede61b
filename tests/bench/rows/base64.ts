import type { Page } from '@playwright/test';
import { MiB, type BenchRow, type BenchWindow, type Measured } from '../harness';
import { ensureLibWorker, timeLib, type Lib } from './worker-tools';
import { iifeBundle } from '../iifeBundle';

/**
 * base64: a file encoded to Base64 (standard, padded). UI time runs from the file
 * arriving in the picker to the result's summary on screen (1 MiB is encoded on the
 * main thread, larger files in the base64 worker). The raw baseline is the very
 * same sliced encoder (workers/base64/slices.ts, bundled for the bench) in a bare
 * worker in the same page, the File posted and the result's length posted back.
 */

const FILE_INPUT = '[data-testid="file-drop"] input[type="file"]';

function slicesBundle(): Promise<string> {
  return iifeBundle(new URL('../../../workers/base64/slices.ts', import.meta.url), 'Base64Slices');
}

const LIB: Lib = {
  key: 'base64-encode',
  file: 'base64-slices', // served from `code`, not from node_modules
  code: slicesBundle,
  source: `async function run(input) {
    const file = typeof input === 'string' ? new Blob([input]) : input;
    const out = await Base64Slices.encodeBlob(file, { urlSafe: false, padding: true, wrap: false, format: 'base64', mime: '' });
    return out.length;
  }`,
  warm: 'warm',
};

function base64Row(sizeBytes: number): BenchRow {
  return {
    name: `base64 encode · ${sizeBytes / MiB} MiB file`,
    group: 'base64',
    sizeBytes,
    rawLabel: 'the same sliced encoder in a bare worker',
    async prepare(page: Page) {
      await page.goto('/tools/base64');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.getByRole('radio', { name: 'File' }).click();
      await ensureLibWorker(page, LIB);
      await page.evaluate(
        async ({ sizeBytes, FILE_INPUT }) => {
          const b = (window as unknown as BenchWindow).__bench;
          // Warm up the tool's worker (spawn + first-call JIT are a one-off, not throughput).
          b.setFiles(document.querySelector(FILE_INPUT)!, [b.makeFile(2 * 1024 * 1024 + 3, 'warm.bin')]);
          await b.when(() => b.byTestId('large-output'));
          b.button('Clear')!.click();
          await b.when(() => !b.byTestId('large-output'));
          (window as unknown as BenchWindow).__benchInput = b.makeFile(sizeBytes);
          await b.settle(300);
        },
        { sizeBytes, FILE_INPUT },
      );
    },
    async runUi(page: Page): Promise<Measured> {
      return page.evaluate(async (FILE_INPUT) => {
        const w = window as unknown as BenchWindow;
        const b = w.__bench;
        const start = performance.now();
        b.setFiles(document.querySelector(FILE_INPUT)!, [w.__benchInput as File]);
        const end = await b.when(() => {
          const err = document.querySelector('[data-sonner-toast][data-type="error"]');
          if (err) throw new Error(`the tool reported an error: ${err.textContent}`);
          return b.byTestId('large-output');
        });
        return { start, end };
      }, FILE_INPUT);
    },
    async runRaw(page: Page) {
      return (await timeLib(page, LIB)).ms;
    },
    async cleanup(page: Page) {
      await page.evaluate(() => {
        delete (window as unknown as BenchWindow).__benchInput;
      });
    },
  };
}

export const base64Rows: BenchRow[] = [base64Row(MiB), base64Row(10 * MiB)];
