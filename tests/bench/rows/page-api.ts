import type { Page } from '@playwright/test';
import { MiB, type BenchRow, type BenchWindow, type Measured } from '../harness';
import { LIBS, ensureLibWorker, makeJson, timeLib } from './worker-tools';

/**
 * The page API (issue #31): the same operation through `window.toolbox.run` against the raw worker baseline (the
 * library alone in a bare worker), so the API's own cost shows (target ≤ 1.05× on 10 MiB); the json-formatter row
 * above is the same job through the tool page. The job's own breakdown (queued, transfer in, worker, transfer out)
 * is in the note.
 */
const SIZE = 10 * MiB;
let json: string | null = null;

type ApiWindow = BenchWindow & { toolbox: { run(id: string, input: unknown): Promise<{ timings: Record<string, number>; bytesOut: number }> } };

const row: BenchRow = {
  name: `toolbox.run jsonFormat (page API) · 10 MiB`,
  group: 'page API',
  sizeBytes: SIZE,
  rawLabel: 'JSON.parse + JSON.stringify(…, null, 2), bare worker',

  async prepare(page: Page) {
    json ??= makeJson(SIZE);
    row.sizeBytes = json.length;
    await page.goto('/');
    await page.waitForFunction(() => (window as unknown as { toolbox?: unknown }).toolbox !== undefined);
    await ensureLibWorker(page, LIBS.json);
    await page.evaluate(async (input) => {
      const w = window as unknown as ApiWindow;
      // Warm: the API's chunk, its worker and the JSON module, on a tiny input.
      await w.toolbox.run('jsonFormat', '[{"a":1}]');
      w.__benchInput = input;
      await w.__bench.settle(300);
    }, json);
  },

  async runUi(page: Page): Promise<Measured> {
    const out = await page.evaluate(async () => {
      const w = window as unknown as ApiWindow;
      const start = performance.now();
      const result = await w.toolbox.run('jsonFormat', w.__benchInput);
      return { start, end: performance.now(), timings: result.timings, bytesOut: result.bytesOut };
    });
    const t = out.timings;
    row.note = `toolbox.run: queued ${t.queued!.toFixed(1)} ms, transfer in ${t.transferIn!.toFixed(1)}, worker ${t.worker!.toFixed(0)}, transfer out ${t.transferOut!.toFixed(1)}, total ${t.total!.toFixed(0)} ms; ${(out.bytesOut / MiB).toFixed(1)} MiB out`;
    return { start: out.start, end: out.end };
  },

  async runRaw(page: Page) {
    return (await timeLib(page, LIBS.json)).ms;
  },

  async cleanup(page: Page) {
    await page.evaluate(() => {
      delete (window as unknown as BenchWindow).__benchInput;
    });
  },
};

export const pageApiRows: BenchRow[] = [row];
