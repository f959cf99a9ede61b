import type { Page } from '@playwright/test';
import { test, expect, expectToast } from '../fixtures';

/**
 * The PDF tools offline (pwa.config.ts): their pages, pdf-lib and their worker are precached; PDF.js (thumbnails,
 * rendering) is not, and a PDF page fetches it in the background once the service worker controls the page, which
 * keeps it. So after one online visit to a PDF page, everything works offline; before it, offline, splitting and
 * merging still work and the pages show blank sheets instead of thumbnails.
 * Service workers are allowed here only (the rest of the suite blocks them).
 */
test.use({ serviceWorkers: 'allow' });
test.describe.configure({ mode: 'serial' });

async function installAt(page: Page, path: string, title: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 20_000 });
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 60_000 });
  await expectToast(page, 'Ready to work offline');
}

const cached = (page: Page) =>
  page.evaluate(async () => {
    const cache = await caches.open('pdf-engine');
    return (await cache.keys()).map((r) => new URL(r.url).pathname);
  });

/** The other PDF tools and what their example's summary says (tests/e2e/contract/table.ts). */
const OTHER_TOOLS: [string, string, string | RegExp][] = [
  ['pdf-merge', 'Merge PDF', '5 pages · 2 files merged'],
  ['pdf-organize', 'Organize PDF Pages', '6 pages · 1 rotated'],
  ['pdf-compress', 'Compress PDF', /\(saved \d+%\)$/],
  ['images-to-pdf', 'Images to PDF', '3 pages'],
  ['pdf-to-images', 'PDF to Images', '3 images'],
];

const thumbnails = (page: Page) => page.getByTestId('pdf-page').locator('img');

test('one online visit to a PDF page keeps PDF.js; offline every PDF tool works and draws pages, in English and Chinese', async ({ page, context }) => {
  test.setTimeout(180_000);
  await installAt(page, '/tools/pdf-split', 'Split PDF');
  // The engine, its parser and the standard fonts are kept; CMaps wait for a PDF that needs one.
  await expect.poll(async () => (await cached(page)).filter((p) => /pdfjs-(pdf|pdf\.worker)-[\w-]+\.js$|pdfjs-LiberationSans-Regular-[\w-]+\.ttf$/.test(p)).length, {
    timeout: 60_000,
  }).toBe(3);
  expect((await cached(page)).some((p) => p.endsWith('.bcmap'))).toBe(false);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Split PDF' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Load example' }).click();
  await expect(page.getByTestId('pdf-summary')).toHaveText('3 files', { timeout: 20_000 });
  await expect(thumbnails(page)).toHaveCount(6, { timeout: 20_000 });

  // Every PDF tool's example, offline: their pages, workers, pdf-lib, MozJPEG and PDF.js all come from the caches.
  for (const [slug, title, summary] of OTHER_TOOLS) {
    await page.goto(`/tools/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Load example' }).click();
    await expect(page.getByTestId('pdf-summary')).toHaveText(summary, { timeout: 30_000 });
  }

  await page.goto('/zh/tools/pdf-split');
  await expect(page.getByRole('heading', { level: 1, name: '拆分 PDF' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: '加载示例' }).click();
  await expect(page.getByTestId('pdf-summary')).toHaveText('3 个文件', { timeout: 20_000 });
});

test('offline before any PDF page was opened: splitting still works, pages show blank sheets', async ({ page, context }) => {
  test.setTimeout(120_000);
  await installAt(page, '/', '50+ free online tools');
  expect(await cached(page)).toEqual([]);
  await context.setOffline(true);
  await page.goto('/tools/pdf-split');
  await expect(page.getByRole('heading', { level: 1, name: 'Split PDF' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Load example' }).click();
  await expect(page.getByTestId('pdf-summary')).toHaveText('3 files', { timeout: 20_000 });
  await expect(page.getByTestId('pdf-page')).toHaveCount(6);
  await expect(thumbnails(page)).toHaveCount(0);
});
