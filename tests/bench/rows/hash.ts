import type { Page } from '@playwright/test';
import { MiB, type Baseline, type BenchRow, type BenchWindow, type Measured } from '../harness';
import { ensureRawWorker, timeRaw } from '../rawWorker';

/**
 * Hash generator rows. The tool computes MD5, SHA-1 and SHA-256 in one pass,
 * so there is one UI measurement per input; the raw baselines are per
 * algorithm (hash-wasm, and crypto.subtle for the SHA family) plus "all three
 * in one pass" with hash-wasm, which is the fair comparison for the ratio.
 */

type Source = 'text' | 'file';
type Digests = { md5: string; sha1: string; sha256: string };

const ALL = ['md5', 'sha1', 'sha256'];
const TEXTAREA = 'textarea';
const FILE_INPUT = '[data-testid="file-drop"] input[type="file"]';

function label(bytes: number): string {
  return bytes >= MiB ? `${bytes / MiB} MiB` : `${bytes} B`;
}

function hashRow(source: Source, sizeBytes: number): BenchRow {
  let uiDigests: Digests | null = null;

  const raw = (name: string, op: 'wasm' | 'subtle', algos: string[]): Baseline => ({
    name,
    run: async (page) => (await timeRaw(page, { op, algos })).ms,
  });

  return {
    name: `hash MD5+SHA-1+SHA-256 · ${label(sizeBytes)} ${source}`,
    group: 'hash',
    sizeBytes,
    rawLabel: 'hash-wasm, all three in one pass, bare worker',

    async prepare(page: Page) {
      await page.goto('/tools/hash-generator');
      await page.getByRole('heading', { level: 1, name: 'Hash Generator' }).waitFor();
      if (source === 'file') await page.getByRole('radio', { name: 'File' }).click();
      await ensureRawWorker(page);
      await page.evaluate(
        async ({ source, sizeBytes, TEXTAREA, FILE_INPUT }) => {
          const w = window as unknown as BenchWindow;
          const b = w.__bench;
          // Warm up the app's worker (spawn + WASM compile are a one-off, not throughput).
          if (source === 'text') {
            b.setValue(document.querySelector(TEXTAREA)!, 'warm');
            await b.settle(0);
            b.button('Generate hashes')!.click();
          } else {
            b.setFiles(document.querySelector(FILE_INPUT)!, [new File(['warm'], 'warm.txt')]);
          }
          await b.when(() => {
            const t = b.text('digest-sha256');
            return t && t !== '—';
          });
          if (source === 'text') {
            const text = b.makeText(sizeBytes);
            w.__benchInput = text;
            b.setValue(document.querySelector(TEXTAREA)!, text);
          } else {
            w.__benchInput = b.makeFile(sizeBytes);
          }
          await b.settle(300);
        },
        { source, sizeBytes, TEXTAREA, FILE_INPUT },
      );
    },

    async runUi(page: Page): Promise<Measured> {
      const out = await page.evaluate(
        async ({ source, FILE_INPUT }) => {
          const w = window as unknown as BenchWindow;
          const b = w.__bench;
          const before = b.text('digest-sha256');
          const done = () => {
            if (document.querySelector('[data-sonner-toast][data-type="error"]')) {
              throw new Error(`the tool reported an error: ${document.querySelector('[data-sonner-toast]')!.textContent}`);
            }
            const t = b.text('digest-sha256');
            return t && t !== '—' && t !== before;
          };
          const start = performance.now();
          if (source === 'text') b.button('Generate hashes')!.click();
          else b.setFiles(document.querySelector(FILE_INPUT)!, [w.__benchInput as File]);
          const end = await b.when(done);
          return {
            start,
            end,
            digests: { md5: b.text('digest-md5')!, sha1: b.text('digest-sha1')!, sha256: b.text('digest-sha256')! },
          };
        },
        { source, FILE_INPUT },
      );
      uiDigests = out.digests;
      return { start: out.start, end: out.end };
    },

    async runRaw(page: Page) {
      const { ms, result } = await timeRaw<Digests>(page, { op: 'wasm', algos: ALL });
      if (uiDigests && JSON.stringify(uiDigests) !== JSON.stringify(result)) {
        throw new Error(`UI and raw digests differ: ${JSON.stringify(uiDigests)} vs ${JSON.stringify(result)}`);
      }
      uiDigests = null;
      return ms;
    },

    baselines: [
      raw('raw MD5 (hash-wasm)', 'wasm', ['md5']),
      raw('raw SHA-1 (hash-wasm)', 'wasm', ['sha1']),
      raw('raw SHA-1 (crypto.subtle)', 'subtle', ['sha1']),
      raw('raw SHA-256 (hash-wasm)', 'wasm', ['sha256']),
      raw('raw SHA-256 (crypto.subtle)', 'subtle', ['sha256']),
    ],

    async cleanup(page: Page) {
      await page.evaluate(() => {
        delete (window as unknown as BenchWindow).__benchInput;
      });
    },
  };
}

export const hashRows: BenchRow[] = [
  hashRow('text', 1 * MiB),
  hashRow('text', 10 * MiB),
  hashRow('file', 10 * MiB),
  hashRow('file', 100 * MiB),
];
