import type { Page } from '@playwright/test';
import type { BenchRow, BenchWindow, Measured } from '../harness';

/**
 * The device benchmark page (/bench, issue #31): its full suite as a visitor runs it. UI time runs from the Run
 * button to every row's figure on screen: the inputs made in their worker (100 MiB of bytes, 10 MiB texts, a 12 MP
 * and a 2 MP photo), each row's worker warmed, the seven timed jobs, the chart. The raw baseline is the sum of the
 * seven jobs' own times as the page reports them (each row's `data-ms`: call → answer, transfers included), so the
 * ratio is what making the inputs, warming the workers and drawing the page add on top of the jobs themselves.
 * The note lists each row's figure.
 */

const ROW_IDS = ['hashText', 'hashFile', 'jsonFormat', 'textDiff', 'mozjpeg', 'avif', 'recipe'];

const row: BenchRow = {
  name: '/bench · full suite time',
  group: 'device benchmark',
  // The rate rows' inputs (10 + 100 + 10 + 2 × 1 + 10 MiB); the photos are counted in seconds, not bytes.
  sizeBytes: 132 * 1024 * 1024,
  rawLabel: 'the sum of the seven jobs\' own times the page reports (call → answer in its worker)',

  async prepare(page: Page) {
    await page.goto('about:blank');
    await page.goto('/bench');
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-app-ready'));
    const quick = page.getByLabel('Quick run (small inputs)');
    if (await quick.isChecked()) await quick.uncheck();
    await page.evaluate(() => (window as unknown as BenchWindow).__bench.settle(300));
  },

  async runUi(page: Page): Promise<Measured> {
    return page.evaluate(async () => {
      const bench = (window as unknown as BenchWindow).__bench;
      const phase = () => bench.byTestId('bench-status')?.dataset.phase;
      const start = performance.now();
      bench.button('Run benchmark')!.click();
      await bench.when(() => phase() === 'running');
      const end = await bench.when(() => {
        if (phase() === 'cancelled') throw new Error('the suite stopped');
        return phase() === 'done';
      });
      return { start, end };
    });
  },

  async runRaw(page: Page) {
    const rows = await page.$$eval('[data-testid="bench-row"]', (els) => els.map((e) => ({
      id: (e as HTMLElement).dataset.row ?? '',
      status: (e as HTMLElement).dataset.status ?? '',
      ms: Number((e as HTMLElement).dataset.ms),
      figure: e.querySelector('[data-testid="bench-bar-device"] [data-testid="bench-figure"]')?.textContent ?? '',
    })));
    if (rows.map((r) => r.id).join() !== ROW_IDS.join()) throw new Error(`unexpected rows: ${rows.map((r) => r.id).join()}`);
    const failed = rows.filter((r) => r.status !== 'done' || !(r.ms > 0));
    if (failed.length) throw new Error(`rows without a time: ${failed.map((r) => `${r.id} (${r.status})`).join(', ')}`);
    row.note = `/bench full suite, per row (job time as the page shows it): ${rows.map((r) => `${r.id} ${r.ms.toFixed(0)} ms = ${r.figure}`).join('; ')}`;
    return rows.reduce((sum, r) => sum + r.ms, 0);
  },
};

export const deviceBenchRows: BenchRow[] = [row];
