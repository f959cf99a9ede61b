import { test, expect, type Page } from '@playwright/test';
// Types only: copy src/app/toolbox.d.ts next to this file when you take it into another project.
import type { ToolboxApi, ToolboxTimings } from '../../src/app/toolbox';

/**
 * Benchmarks three operations of the site through its page API (window.toolbox): SHA-256 of 10 MiB, JSON
 * formatting of 10 MiB and sorting 1 MiB of lines. Each runs RUNS times after a warm-up in the site's own workers;
 * the spec prints the median MiB/s and where the time went (queued, transfer in, worker, transfer out).
 */
const RUNS = Number(process.env.RUNS ?? 3);
const MiB = 1024 * 1024;

interface Sample {
  ms: number;
  timings: ToolboxTimings;
  bytesIn: number;
}

/** Makes the input inside the page (nothing large crosses the test protocol) and times RUNS calls of `op` on it. */
async function bench(page: Page, op: string, make: 'bytes' | 'json' | 'lines', size: number): Promise<Sample[]> {
  return page.evaluate(
    async ({ op, make, size, runs }) => {
      const api = (window as unknown as { toolbox: ToolboxApi }).toolbox;
      let input: string | Uint8Array;
      if (make === 'bytes') {
        const bytes = new Uint8Array(size);
        for (let i = 0; i < size; i += 65536) crypto.getRandomValues(bytes.subarray(i, i + 65536));
        input = bytes;
      } else if (make === 'json') {
        const row = (i: number) => `{"id":${i},"name":"item ${i}","tags":["a","b"],"price":${(i * 1.25).toFixed(2)},"ok":${i % 2 === 0}}`;
        const rows: string[] = [];
        let length = 2;
        for (let i = 0; length < size; i++) {
          const r = row(i);
          rows.push(r);
          length += r.length + 1;
        }
        input = `[${rows.join(',')}]`;
      } else {
        const lines: string[] = [];
        let length = 0;
        for (let i = 0; length < size; i++) {
          const l = `line ${(i * 7919) % 100_003} of the text`;
          lines.push(l);
          length += l.length + 1;
        }
        input = lines.join('\n');
      }
      await api.run(op, make === 'bytes' ? new Uint8Array(16) : make === 'json' ? '[{"a":1}]' : 'b\na'); // warm-up
      const samples = [];
      for (let i = 0; i < runs; i++) {
        const start = performance.now();
        const result = await api.run(op, input);
        samples.push({ ms: performance.now() - start, timings: result.timings, bytesIn: result.bytesIn });
      }
      return samples;
    },
    { op, make, size, runs: RUNS },
  );
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

test('three operations through window.toolbox: MiB/s and where the time went', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/');
  await page.waitForFunction(() => 'toolbox' in window);
  const version = await page.evaluate(() => (window as unknown as { toolbox: ToolboxApi }).toolbox.version);
  const rows: string[] = [`ToolBox ${version}, ${RUNS} runs each (median)`];
  for (const [op, make, size] of [['sha256', 'bytes', 10 * MiB], ['jsonFormat', 'json', 10 * MiB], ['sortLines', 'lines', 1 * MiB]] as const) {
    const samples = await bench(page, op, make, size);
    expect(samples).toHaveLength(RUNS);
    const ms = median(samples.map((s) => s.ms));
    const t = (key: keyof ToolboxTimings) => median(samples.map((s) => s.timings[key])).toFixed(1);
    const mib = samples[0]!.bytesIn / MiB;
    expect(mib).toBeGreaterThanOrEqual(size / MiB);
    rows.push(
      `${op.padEnd(10)} ${mib.toFixed(1).padStart(5)} MiB  ${(mib / (ms / 1000)).toFixed(1).padStart(7)} MiB/s  ` +
        `total ${t('total')} ms = queued ${t('queued')} + in ${t('transferIn')} + worker ${t('worker')} + out ${t('transferOut')}`,
    );
  }
  console.log(rows.join('\n'));
});
