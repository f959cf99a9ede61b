import { arch, cpus, loadavg, platform, totalmem } from 'node:os';
import { test, type Browser, type Page } from '@playwright/test';
import {
  installPageHelpers,
  longestTask,
  runsFromEnv,
  watchRss,
  type BenchRow,
  type BenchWindow,
  type MachineInfo,
  type RowResult,
  type RunSample,
} from './harness';
import { waitForAppAfterNavigation } from '../shared/appReady';
import { recordRow } from './report';
import { ROWS } from './rows';

/**
 * The generic runner: one Playwright test per row (so `--grep` picks rows),
 * N runs each; every run = prepare (untimed) → UI path (timed, with long tasks,
 * heap and RSS) → raw baseline → extra baselines. Results go to a file the
 * global teardown turns into the table and bench-results.json.
 */

const RUNS = runsFromEnv();

test.beforeEach(async ({ page, context }) => {
  // Like the e2e fixture: nothing leaves localhost, and the cookie banner stays closed.
  await context.route(/^https?:\/\/(?!localhost|127\.0\.0\.1)/, (route) =>
    route.fulfill({ status: 200, contentType: 'application/javascript', body: '/* stubbed */' }),
  );
  await context.addCookies([{ name: 'cookieConsent', value: 'declined', url: 'http://localhost' }]);
  await installPageHelpers(page);
  waitForAppAfterNavigation(page);
});

async function machineInfo(page: Page, browser: Browser): Promise<MachineInfo> {
  const nav = await page.evaluate(() => ({
    hardwareConcurrency: navigator.hardwareConcurrency,
    userAgent: navigator.userAgent,
    deviceMemory: (navigator as Navigator & { deviceMemory?: number }).deviceMemory ?? null,
  }));
  return {
    ...nav,
    browserVersion: `${browser.browserType().name()} ${browser.version()}`,
    cpuModel: cpus()[0]?.model ?? 'unknown CPU',
    totalMemBytes: totalmem(),
    platform: `${platform()} ${arch()}`,
    loadAverage: loadavg().map((l) => Math.round(l * 100) / 100),
  };
}

async function heap(page: Page): Promise<number | null> {
  return page.evaluate(() => (window as unknown as BenchWindow).__bench.heap());
}

async function runOnce(page: Page, row: BenchRow): Promise<RunSample> {
  await row.prepare?.(page);
  const heapBefore = await heap(page);
  await page.evaluate(() => {
    const w = window as unknown as BenchWindow & { __benchHeapSampler?: { stop(): number | null } };
    w.__benchHeapSampler = w.__bench.sampleHeap();
  });
  const rss = watchRss();
  const measured = await row.runUi(page);
  const rssPeak = rss.stop();
  const heapPeak = await page.evaluate(() => {
    const w = window as unknown as { __benchHeapSampler?: { stop(): number | null } };
    return w.__benchHeapSampler?.stop() ?? null;
  });
  const actionStart = measured.actionStart ?? measured.start;
  const longTaskMs = await longestTask(page, { start: actionStart, end: measured.end });
  const leadInLongTaskMs = measured.actionStart === undefined ? null : await longestTask(page, { start: measured.start, end: actionStart });
  const heapAfter = await heap(page); // also collects the UI run's garbage before the raw run
  const rawRss = watchRss();
  const rawMs = await row.runRaw(page);
  const rawRssPeak = rawRss.stop();
  const baselines: Record<string, number> = {};
  for (const b of row.baselines ?? []) baselines[b.name] = await b.run(page);
  await row.cleanup?.(page);
  return {
    uiMs: measured.end - actionStart,
    rawMs,
    longTaskMs,
    leadInMs: measured.actionStart === undefined ? null : actionStart - measured.start,
    leadInLongTaskMs,
    heapDeltaBytes: heapBefore !== null && heapAfter !== null ? heapAfter - heapBefore : null,
    heapPeakDeltaBytes: heapBefore !== null && heapPeak !== null ? heapPeak - heapBefore : null,
    rssPeakDeltaBytes: rssPeak?.totalBytes ?? null,
    rssPeakByKind: rssPeak?.byKind ?? null,
    rawRssPeakByKind: rawRssPeak?.byKind ?? null,
    baselines,
  };
}

for (const row of ROWS) {
  test(row.name, async ({ page, browser }) => {
    const result: RowResult = { name: row.name, group: row.group, sizeBytes: row.sizeBytes, rawLabel: row.rawLabel, leadInLabel: row.leadInLabel, samples: [] };
    let skipReason: string | null = null;
    try {
      skipReason = (await row.skip?.(page)) ?? null;
      if (!skipReason) {
        for (let i = 0; i < RUNS; i++) {
          const sample = await runOnce(page, row);
          result.samples.push(sample);
          console.log(
            `  ${row.name} · run ${i + 1}/${RUNS}: UI ${sample.uiMs.toFixed(1)} ms, raw ${sample.rawMs.toFixed(1)} ms, ` +
              `longest task ${sample.longTaskMs.toFixed(0)} ms` +
              (sample.leadInMs === null ? '' : `; lead-in ${sample.leadInMs.toFixed(0)} ms, its longest task ${sample.leadInLongTaskMs!.toFixed(0)} ms`),
          );
        }
        result.machine = await machineInfo(page, browser);
      }
    } catch (err) {
      result.error = err instanceof Error ? err.message.split('\n')[0] : String(err);
      throw err;
    } finally {
      result.skipped = skipReason ?? undefined;
      result.sizeBytes = row.sizeBytes; // rows that generate their input know the size only now
      result.note = row.note;
      recordRow(result);
    }
    test.skip(skipReason !== null, skipReason ?? '');
  });
}
