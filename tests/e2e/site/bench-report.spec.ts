import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { test, expect } from '../fixtures';
import { compareRows } from '../../bench/compare';
import { renderHtmlReport } from '../../bench/htmlReport';
import { benchRow } from '../../shared/benchFixture';

/**
 * `npm run bench`'s HTML report (tests/bench/htmlReport.ts), as the teardown writes it, opened in Chromium: a chart
 * per group, a UI and a raw bar per row, and each row's verdict against a baseline. (The rows' figures come from a
 * fixture: the benchmark itself is not part of npm test.)
 */
test('the bench report opens in Chromium with a chart per group and the verdicts against the baseline', async ({ page }, testInfo) => {
  const rows = [
    benchRow('hash · 10 MiB', 'hash', [130, 131, 129], [50, 50, 50]),
    benchRow('hash · 1 MiB', 'hash', [14, 15, 13], [5, 5, 5]),
    benchRow('first paint /', 'first paint', [300, 310, 290]),
  ];
  const baseline = [benchRow('hash · 10 MiB', 'hash', [100, 100, 100], [50, 50, 50]), benchRow('hash · 1 MiB', 'hash', [14, 15, 13], [5, 5, 5])];
  const file = testInfo.outputPath('bench-report.html');
  writeFileSync(file, renderHtmlReport({ date: '2026-11-28T00:00:00Z', runs: 3, machine: '2 CPUs', rows, comparison: { file: 'before.json', rows: compareRows(rows, baseline) } }));
  await page.goto(pathToFileURL(file).href);
  await expect(page.getByRole('heading', { level: 1, name: 'ToolBox benchmark' })).toBeVisible();
  await expect(page.locator('svg[data-group]')).toHaveCount(2);
  await expect(page.getByRole('img', { name: 'hash: UI against raw, median ms' }).locator('rect.ui')).toHaveCount(2);
  await expect(page.getByRole('img', { name: 'hash: UI against raw, median ms' }).locator('rect.raw')).toHaveCount(2);
  // The bars are drawn to scale: the slower row's UI bar is the longest.
  const widths = await page.locator('svg[data-group="hash"] rect.ui').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().width));
  expect(widths[0]!).toBeGreaterThan(widths[1]! * 5);
  await expect(page.locator('[data-verdict]')).toHaveText([/^slower \+30\.0 %/, /^same/, /^new/]);
});
