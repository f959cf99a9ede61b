import type { Page } from '@playwright/test';
import { MiB, type BenchRow, type BenchWindow, type Measured } from '../harness';
import { iifeBundle } from '../iifeBundle';
import { sampleJson } from '@workers/bench/inputs';
import { LIBS, ensureLibWorker, timeLib, type Lib } from './worker-tools';

/**
 * The page API (issue #31): the same operation through `window.toolbox.run` against the raw worker baseline, the
 * operation's own function (the lossless JSON formatter) in a bare worker with its output sent back to the page, so
 * the ratio is the API's own cost (target ≤ 1.05× on 10 MiB). Beside it, the engine's JSON.parse + stringify (what a
 * formatter that loses digits and duplicate keys would cost); the json-formatter row above is the same job through
 * the tool page. The job's own breakdown (queued, transfer in, worker, transfer out) is in the note.
 */
const RAW_FORMAT: Lib = {
  key: 'json-lossless',
  file: 'json-lossless',
  code: () => iifeBundle(new URL('../rawJson.ts', import.meta.url), 'RawJson'),
  source: 'async function run(input) { return RawJson.format(input); }',
  warm: '[{"a":1}]',
};
const SIZE = 10 * MiB;
let json: string | null = null;

type ApiWindow = BenchWindow & { toolbox: { run(id: string, input: unknown): Promise<{ timings: Record<string, number>; bytesOut: number }> } };

const row: BenchRow = {
  name: `toolbox.run jsonFormat (page API) · 10 MiB`,
  group: 'page API',
  sizeBytes: SIZE,
  rawLabel: 'the operation\'s function (workers/data/json formatJson, 2 spaces) in a bare worker, output sent back',
  baselines: [{ name: 'JSON.parse + JSON.stringify(…, null, 2), bare worker (loses digits and duplicate keys)', run: async (page) => (await timeLib(page, LIBS.json)).ms }],

  async prepare(page: Page) {
    json ??= sampleJson(SIZE);
    row.sizeBytes = json.length;
    await page.goto('/');
    await page.waitForFunction(() => (window as unknown as { toolbox?: unknown }).toolbox !== undefined);
    await ensureLibWorker(page, LIBS.json);
    await ensureLibWorker(page, RAW_FORMAT);
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
    // Timed in the page, and only the length comes back to the bench (not 13 MiB of output).
    return page.evaluate(async (key) => {
      const w = window as unknown as BenchWindow & { __benchLibs: Record<string, (input: unknown) => Promise<string>> };
      const start = performance.now();
      const output = await w.__benchLibs[key]!(w.__benchInput);
      const ms = performance.now() - start;
      if (output.length < 1) throw new Error('the raw formatter gave nothing');
      return ms;
    }, RAW_FORMAT.key);
  },

  async cleanup(page: Page) {
    await page.evaluate(() => {
      delete (window as unknown as BenchWindow).__benchInput;
    });
  },
};

export const pageApiRows: BenchRow[] = [row];
