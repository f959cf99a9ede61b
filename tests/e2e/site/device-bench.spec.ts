import type { Browser, Page } from '@playwright/test';
import { test, expect } from '../fixtures';
import { expectNoSeriousAxeInThemes } from '../axe';
import { readLocale } from '../shell/helpers';
import { expectNoSidewaysScroll } from '../tools/image-helpers';

/**
 * The device benchmark (/bench, issue #31): the suite in the site's own workers with progress and Cancel, a bar chart
 * beside the reference figures, results kept on the device, a link that carries one. The quick run (small inputs)
 * completes in a few seconds here; the full run is `npm run bench`'s row (tests/bench/rows/deviceBench.ts).
 */

const ROWS = 7;
const bench = (lng: 'en' | 'zh' | 'es') => readLocale(lng, 'bench') as { title: string; share: { invalid: string }; chart: { shared: string } };
const FIGURE = /^[\d.,]+ (MiB\/s|s)$/;

const status = (page: Page) => page.getByTestId('bench-status');
const rows = (page: Page) => page.getByTestId('bench-row');
const row = (page: Page, id: string) => page.locator(`[data-testid="bench-row"][data-row="${id}"]`);

async function runQuick(page: Page): Promise<void> {
  await expect(page.getByLabel('Quick run (small inputs)')).toBeChecked();
  await page.getByRole('button', { name: /Run (benchmark|again)/ }).click();
  await expect(status(page)).toHaveAttribute('data-phase', 'done', { timeout: 60_000 });
}

/** Each row's figure on a series' bar ("12.3 MiB/s", "0.84 s"), in suite order. */
async function figures(page: Page, series: 'device' | 'shared' | 'reference'): Promise<string[]> {
  return page.getByTestId(`bench-bar-${series}`).getByTestId('bench-figure').allTextContents();
}

/** A page in a context of its own: no stored results, as a person opening a shared link on another device. */
async function freshPage(browser: Browser, baseURL: string): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
  const context = await browser.newContext({ baseURL, reducedMotion: 'reduce', serviceWorkers: 'block' });
  await context.addCookies([{ name: 'cookieConsent', value: 'accepted', url: 'http://localhost' }]);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  return { page, errors, close: () => context.close() };
}

test.describe('device benchmark', () => {
  test('a quick run completes, draws the chart, is kept across a reload, and its link restores it elsewhere', async ({ page, browser, baseURL }) => {
    test.setTimeout(120_000);
    // Remembers the server's <h1>, to tell hydration (the same element) from a fresh render.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { __serverH1: Element | null }).__serverH1 = document.querySelector('h1');
      });
    });
    await page.goto('/bench?quick=1');
    await expect(page.getByRole('heading', { level: 1, name: 'Device benchmark' })).toBeVisible();
    await expect(page).toHaveTitle('Device benchmark · ToolBox');
    // Prerendered and hydrated in place: the reference chart was in the HTML, and the heading is the server's element.
    expect(await page.evaluate(() => (window as unknown as { __serverH1: Element | null }).__serverH1 === document.querySelector('h1'))).toBe(true);
    await expect(page.getByTestId('bench-bar-reference')).toHaveCount(ROWS);
    await expect(page.getByTestId('bench-bar-device')).toHaveCount(0);
    await expect(page.getByTestId('bench-history-empty')).toBeVisible();

    await runQuick(page);
    await expect(status(page)).toHaveText(/^Done: 7 jobs in [\d.]+ s\.$/);
    await expect(rows(page)).toHaveCount(ROWS);
    for (const r of await rows(page).all()) await expect(r).toHaveAttribute('data-status', 'done');
    // The chart: a bar with a figure for every row, this device beside the reference, and bars of real length.
    await expect(page.getByTestId('bench-bar-device')).toHaveCount(ROWS);
    const mine = await figures(page, 'device');
    expect(mine).toHaveLength(ROWS);
    for (const f of mine) expect(f).toMatch(FIGURE);
    expect(mine[4]).toMatch(/ s$/); // MozJPEG: seconds per photo
    expect(mine[0]).toMatch(/MiB\/s$/);
    const widths = await page.getByTestId('bench-bar-device').locator('[aria-hidden="true"] > span').evaluateAll((bars) => bars.map((b) => b.getBoundingClientRect().width));
    for (const w of widths) expect(w).toBeGreaterThan(0);
    await expect(page.getByTestId('bench-history-item')).toHaveCount(1);
    await expect(page.getByTestId('bench-history-item')).toContainText('Quick run');

    // Kept on the device: after a reload the result is listed and charted again.
    await page.reload();
    await expect(page.getByTestId('bench-history-item')).toHaveCount(1);
    await expect(page.getByTestId('bench-showing')).toBeVisible();
    expect(await figures(page, 'device')).toEqual(mine);

    // The share link, read from the page, opened where nothing is stored: the result comes back as "Shared result".
    const href = await page.getByTestId('bench-share-link').evaluate((a) => (a as HTMLAnchorElement).href);
    expect(href).toMatch(/\/bench(\?quick=1)?#r=1\.q\.[0-9a-z.]+$/);
    const other = await freshPage(browser, baseURL!);
    try {
      await other.page.goto(href);
      await expect(other.page.locator('html')).toHaveAttribute('data-app-ready', '');
      await expect(other.page.getByTestId('bench-shared-note')).toBeVisible();
      await expect(other.page.getByTestId('bench-bar-shared')).toHaveCount(ROWS);
      await expect(other.page.getByTestId('bench-bar-shared').first()).toContainText('Shared result');
      expect(await figures(other.page, 'shared')).toEqual(mine);
      await expect(other.page.getByTestId('bench-bar-device')).toHaveCount(0);
      await expect(other.page.getByTestId('bench-bar-reference')).toHaveCount(ROWS);
      await expect(other.page.getByTestId('bench-chart-mode')).toHaveText('Quick run');
      expect(other.errors).toEqual([]);
    } finally {
      await other.close();
    }
  });

  test('Cancel stops the running job, keeps the finished rows, and stores nothing', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/bench');
    await expect(page.locator('html')).toHaveAttribute('data-app-ready', '');
    await expect(page.getByLabel('Quick run (small inputs)')).not.toBeChecked();
    await page.getByRole('button', { name: 'Run benchmark' }).click();
    // The full run's second row: hashing a 100 MiB file in the hash worker.
    await page.waitForSelector('[data-testid="bench-row"][data-row="hashFile"][data-status="running"]', { timeout: 60_000 });
    await expect(page.getByRole('progressbar', { name: 'Benchmark progress' })).toBeVisible();
    await expect(status(page)).toContainText('2 of 7: Hash a 100 MiB file');
    const hashWorker = () => page.workers().some((w) => /hash\.worker/.test(w.url()));
    expect(hashWorker()).toBe(true);
    await page.getByRole('button', { name: 'Cancel' }).click();

    await expect(status(page)).toHaveAttribute('data-phase', 'cancelled');
    await expect(status(page)).toHaveText('Cancelled. The jobs that finished are kept below.');
    // The job's worker is gone (terminated), not left hashing in the background.
    await expect.poll(hashWorker).toBe(false);
    await expect(row(page, 'hashText')).toHaveAttribute('data-status', 'done');
    await expect(row(page, 'hashText').getByTestId('bench-bar-device').getByTestId('bench-figure')).toHaveText(FIGURE);
    for (const id of ['hashFile', 'jsonFormat', 'recipe']) {
      await expect(row(page, id)).toHaveAttribute('data-status', 'skipped');
      await expect(row(page, id).getByTestId('bench-bar-device')).toHaveCount(0);
    }
    await expect(page.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expect(page.getByTestId('bench-history-empty')).toBeVisible();
    await expect(page.getByTestId('bench-share')).toHaveCount(0);
  });

  test('zh and es: translated headings, and a damaged link is ignored with a notice', async ({ page }) => {
    for (const lng of ['zh', 'es'] as const) {
      await page.goto(`/${lng}/bench#r=1.q.damaged`);
      await expect(page.locator('html')).toHaveAttribute('lang', lng);
      await expect(page.getByRole('heading', { level: 1, name: bench(lng).title })).toBeVisible();
      await expect(page.getByTestId('bench-share-invalid')).toHaveText(bench(lng).share.invalid);
      await expect(page.getByTestId('bench-bar-shared')).toHaveCount(0);
      await expect(page.getByTestId('bench-bar-reference')).toHaveCount(ROWS);
    }
    expect(bench('zh').title).not.toBe(bench('en').title);
    expect(bench('es').title).not.toBe(bench('en').title);
  });

  test('a corrupt stored list is an empty one, and the page still runs', async ({ page }) => {
    await page.goto('/favicon.svg');
    await page.evaluate(() => window.localStorage.setItem('bench-results', '{"v":1,"results":[{"mode":"full","at":"x"}]'));
    await page.goto('/bench?quick=1');
    await expect(page.getByTestId('bench-history-empty')).toBeVisible();
    await runQuick(page);
    await expect(page.getByTestId('bench-history-item')).toHaveCount(1);
  });

  test('axe finds nothing serious, in light and dark, before and after a run', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/bench?quick=1');
    await expect(page.locator('html')).toHaveAttribute('data-app-ready', '');
    await expectNoSeriousAxeInThemes(page, ['main'], '/bench');
    await runQuick(page);
    await expectNoSeriousAxeInThemes(page, ['main'], '/bench after a run');
  });

  test('at 360 px: no sideways scroll, before, during and after a run', async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto('/es/bench?quick=1');
    await expect(page.locator('html')).toHaveAttribute('data-app-ready', '');
    await expectNoSidewaysScroll(page);
    await page.getByRole('button', { name: 'Ejecutar prueba' }).click();
    await expectNoSidewaysScroll(page);
    await expect(status(page)).toHaveAttribute('data-phase', 'done', { timeout: 60_000 });
    await expect(page.getByTestId('bench-bar-device')).toHaveCount(ROWS);
    await expectNoSidewaysScroll(page);
    // Every figure fits inside the chart.
    const chart = await page.getByTestId('bench-chart').boundingBox();
    for (const box of await page.getByTestId('bench-figure').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().right))) {
      expect(box).toBeLessThanOrEqual(chart!.x + chart!.width + 0.5);
    }
  });

  test.describe('offline', () => {
    // The rest of the suite blocks service workers (playwright.config.ts); this one needs the offline one.
    test.use({ serviceWorkers: 'allow' });

    test('after one visit, /bench opens and runs with the network off, in another language too', async ({ page, context }) => {
      test.setTimeout(180_000);
      await page.goto('/bench?quick=1');
      await page.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, { timeout: 60_000 });
      await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Ready to work offline' })).toBeVisible({ timeout: 60_000 });
      // Online once: the AVIF encoder (not precached: it is large) is kept by the service worker on first use.
      await runQuick(page);

      await context.setOffline(true);
      await page.goto('/zh/bench?quick=1');
      await expect(page.getByRole('heading', { level: 1, name: bench('zh').title })).toBeVisible({ timeout: 20_000 });
      await expect(page.locator('html')).toHaveAttribute('data-app-ready', '');
      await page.getByRole('button', { name: '运行基准测试' }).click();
      await expect(status(page)).toHaveAttribute('data-phase', 'done', { timeout: 60_000 });
      for (const r of await rows(page).all()) await expect(r).toHaveAttribute('data-status', 'done');
      // The result of the online run is still listed, beside the new one.
      await expect(page.getByTestId('bench-history-item')).toHaveCount(2);
    });
  });

  test('the developer tools link to it', async ({ page }) => {
    await page.goto('/category/developer');
    await page.getByRole('link', { name: /How fast is this device\?/ }).click();
    await expect(page).toHaveURL('/bench');
    await expect(page.getByRole('heading', { level: 1, name: 'Device benchmark' })).toBeVisible();
    await page.goto('/category/text');
    await expect(page.getByTestId('tool-grid')).toBeVisible();
    await expect(page.getByTestId('bench-link')).toHaveCount(0);
  });
});
