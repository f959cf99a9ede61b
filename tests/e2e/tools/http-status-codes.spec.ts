import type { Page } from '@playwright/test';
import { test, expect, readClipboard, expectToast } from '../fixtures';
import { expectNoSeriousAxe, WITHOUT_TOASTS } from '../axe';

const search = (page: Page, name = 'Search status codes') => page.getByRole('searchbox', { name });
const codesShown = (page: Page) => page.locator('li[data-code]').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-code'))));

const SPEC = [100, 101, 200, 201, 202, 204, 301, 302, 304, 307, 308, 400, 401, 403, 404, 405, 408, 409, 410, 413, 415, 429, 500, 501, 502, 503, 504];

test('every spec code is listed, grouped by class', async ({ page }) => {
  await page.goto('/tools/http-status-codes');
  await expect(page.getByRole('heading', { level: 1, name: 'HTTP Status Codes' })).toBeVisible({ timeout: 20_000 });
  const shown = await codesShown(page);
  for (const c of SPEC) expect(shown).toContain(c);
  for (const h of ['1xx · Informational', '2xx · Success', '3xx · Redirection', '4xx · Client error', '5xx · Server error']) {
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^${h.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })).toBeVisible();
  }
});

test('live search by number, class and words; no-results message', async ({ page }) => {
  await page.goto('/tools/http-status-codes');
  await search(page).fill('404');
  expect(await codesShown(page)).toEqual([404]);
  await expect(page.getByRole('status').filter({ hasText: 'match' })).toHaveText('1 code matches');
  await search(page).fill('5xx');
  expect(await codesShown(page)).toEqual([500, 501, 502, 503, 504, 505, 506, 507, 508, 510, 511]);
  await search(page).fill('rate limit');
  expect(await codesShown(page)).toEqual([429]);
  await search(page).fill('teapot');
  await expect(page.getByText("I'm a teapot")).toBeVisible();
  await search(page).fill('no such status');
  await expect(page.getByTestId('status-no-results')).toHaveText('No status code matches "no such status".');
  expect(await codesShown(page)).toEqual([]);
});

test("copy one code's line", async ({ page }) => {
  await page.goto('/tools/http-status-codes');
  await page.getByRole('button', { name: 'Copy the line of 418' }).click();
  await expectToast(page, 'Copied to clipboard!');
  expect(await readClipboard(page)).toMatch(/^418 I'm a teapot — An April Fools' joke/);
});

test('Chinese: names and descriptions in Chinese; search in Chinese or English', async ({ page }) => {
  await page.goto('/tools/http-status-codes?lng=zh');
  await expect(page.getByRole('heading', { level: 1, name: 'HTTP 状态码' })).toBeVisible({ timeout: 20_000 });
  await search(page, '搜索状态码').fill('未找到');
  expect(await codesShown(page)).toEqual([404]);
  await expect(page.locator('li[data-code="404"]')).toContainText('服务器找不到请求的资源');
  await search(page, '搜索状态码').fill('gateway timeout');
  expect(await codesShown(page)).toEqual([504]);
  await search(page, '搜索状态码').fill('不存在的东西');
  await expect(page.getByTestId('status-no-results')).toHaveText('没有与“不存在的东西”匹配的状态码。');
});

test('Spanish: search ignores accents', async ({ page }) => {
  await page.goto('/tools/http-status-codes?lng=es');
  await search(page, 'Buscar códigos de estado').fill('demasiadas peticiones');
  expect(await codesShown(page)).toEqual([429]);
  await expect(page.locator('li[data-code="429"]')).toContainText('Demasiadas peticiones');
});


for (const theme of ['light', 'dark'] as const) {
  test(`search results and no-results pass axe (${theme})`, async ({ page }) => {
    test.setTimeout(90_000); // axe over a full page is slow on a busy machine
    await page.emulateMedia({ colorScheme: theme });
    await page.goto('/tools/http-status-codes');
    await search(page).fill('error');
    await expect(page.locator('li[data-code]').first()).toBeVisible();
    await expectNoSeriousAxe(page, WITHOUT_TOASTS);
    await search(page).fill('zzzz');
    await expect(page.getByTestId('status-no-results')).toBeVisible();
    await expectNoSeriousAxe(page, WITHOUT_TOASTS);
  });
}
