import type { Page } from '@playwright/test';
import type { BenchRow, BenchWindow, Measured } from '../harness';

/**
 * What the User Timing measures cost (issue #31): every job, from a page or the API, ends in a
 * `performance.measure('toolbox:<op>', { detail })`. The cost is per job, so the worst case is many tiny jobs: JOBS
 * sequential `toolbox.run('sha256', …)` on 1 KiB each, with the measures on (UI) and with performance.measure
 * replaced by a no-op in the same page (raw). A ratio of 1.00 means they cost nothing measurable.
 */
const JOBS = 400;
const INPUT = 'x'.repeat(1024);

type ApiWindow = BenchWindow & { toolbox: { run(id: string, input: unknown): Promise<unknown> } };

async function runJobs(page: Page, marks: boolean): Promise<Measured & { measures: number }> {
  return page.evaluate(
    async ({ jobs, input, marks }) => {
      const w = window as unknown as ApiWindow;
      const real = performance.measure;
      if (!marks) performance.measure = (() => undefined) as unknown as typeof performance.measure;
      performance.clearMeasures();
      try {
        const start = performance.now();
        for (let i = 0; i < jobs; i += 1) await w.toolbox.run('sha256', input);
        const end = performance.now();
        const measures = performance.getEntriesByType('measure').filter((m) => m.name.startsWith('toolbox:')).length;
        return { start, end, measures };
      } finally {
        performance.measure = real;
      }
    },
    { jobs: JOBS, input: INPUT, marks },
  );
}

const row: BenchRow = {
  name: `User Timing measures on vs off · ${JOBS} × toolbox.run sha256 (1 KiB)`,
  group: 'page API',
  sizeBytes: JOBS * INPUT.length,
  rawLabel: 'the same jobs with performance.measure replaced by a no-op, same page',

  async prepare(page) {
    await page.goto('/');
    await page.waitForFunction(() => (window as unknown as { toolbox?: unknown }).toolbox !== undefined);
    await page.evaluate(async () => {
      const w = window as unknown as ApiWindow;
      await w.toolbox.run('sha256', 'warm');
      await w.__bench.settle(300);
    });
  },

  async runUi(page) {
    const out = await runJobs(page, true);
    if (out.measures < JOBS) throw new Error(`expected ${JOBS} toolbox: measures, saw ${out.measures}`);
    row.note = `${out.measures} measures; ${((out.end - out.start) / JOBS).toFixed(3)} ms per job with them`;
    return { start: out.start, end: out.end };
  },

  async runRaw(page) {
    const out = await runJobs(page, false);
    if (out.measures !== 0) throw new Error('the measures were not switched off');
    row.note = `${row.note ?? ''}, ${((out.end - out.start) / JOBS).toFixed(3)} ms without`;
    return out.end - out.start;
  },
};

export const userTimingRows: BenchRow[] = [row];
