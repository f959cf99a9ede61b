import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures';
import { gotoIn } from '../lang';
import { readLocale } from './helpers';

/**
 * The Chinese interface's Baidu link-submission script and page-view reports load only after the visitor ACCEPTED
 * cookies: not before an answer, not after Decline (src/lib/zhExtras.ts).
 */
const SITE = readFileSync(fileURLToPath(new URL('../../../src/config/site.ts', import.meta.url)), 'utf8');
const LINK_SUBMIT = SITE.slice(SITE.indexOf('ZH_LINK_SUBMIT_URL'));
const SUBMIT_URLS = [/https?:\s*'(https?:\/\/[^']+)'/g].flatMap((re) => [...LINK_SUBMIT.matchAll(re)].map((m) => m[1]!)).slice(0, 2);
const cookie = readLocale('zh', 'common').cookie as { accept: string; decline: string };
const script = (page: Page) => page.locator('script#zh-link-submit');

/** Records requests to the link-submission URLs and page views reported to the analytics queue. */
async function watch(page: Page): Promise<{ requests: string[] }> {
  const requests: string[] = [];
  page.on('request', (r) => {
    if (SUBMIT_URLS.includes(r.url())) requests.push(r.url());
  });
  await page.addInitScript(() => {
    (window as unknown as { _hmt: unknown[][] })._hmt = [];
  });
  return { requests };
}
const pageViews = (page: Page) => page.evaluate(() => (window as unknown as { _hmt: unknown[][] })._hmt.length);

test('the URLs are found in src/config/site.ts', () => {
  expect(SUBMIT_URLS).toHaveLength(2);
});

test.describe('no answer yet, then an answer', () => {
  test.use({ consent: null });

  test('nothing loads before the visitor answers, nor after Decline', async ({ page }) => {
    const { requests } = await watch(page);
    await gotoIn(page, '/', 'zh');
    const banner = page.getByTestId('cookie-banner');
    await expect(banner).toBeVisible();
    await expect(script(page)).toHaveCount(0);
    await banner.getByRole('button', { name: cookie.decline, exact: true }).click();
    await expect(banner).toHaveCount(0);
    await page.getByTestId('tool-card').first().getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(script(page)).toHaveCount(0);
    expect(await pageViews(page)).toBe(0);
    expect(requests).toEqual([]);
  });

  test('Accept loads the script and reports the page view at once', async ({ page }) => {
    const { requests } = await watch(page);
    await gotoIn(page, '/', 'zh');
    await expect(page.getByTestId('cookie-banner')).toBeVisible();
    expect(await pageViews(page)).toBe(0);
    await page.getByTestId('cookie-banner').getByRole('button', { name: cookie.accept, exact: true }).click();
    await expect(script(page)).toHaveCount(1);
    await expect.poll(() => pageViews(page)).toBe(1);
    await expect.poll(() => requests.length).toBeGreaterThan(0);
  });
});

test.describe('declined on an earlier visit', () => {
  test.use({ consent: 'declined' });

  test('nothing loads on any page', async ({ page }) => {
    const { requests } = await watch(page);
    await gotoIn(page, '/', 'zh');
    await page.getByTestId('tool-card').first().getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(script(page)).toHaveCount(0);
    expect(await pageViews(page)).toBe(0);
    expect(requests).toEqual([]);
  });
});
