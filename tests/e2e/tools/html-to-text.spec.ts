import { test, expect, expectToast } from '../fixtures';
import type { Page } from '@playwright/test';
import { expectClearEmptiesInputs } from './tool-steps';

const input = (page: Page) => page.getByLabel('HTML', { exact: true });
const output = (page: Page) => page.getByTestId('tool-output');
const convert = (page: Page) => page.getByRole('button', { name: 'Convert', exact: true }).click();

test.beforeEach(async ({ page }) => {
  await page.goto('/tools/html-to-text');
  await expect(page.getByRole('heading', { level: 1, name: 'HTML to Text' })).toBeVisible();
});

// The example's plain text, Copy, Clear's result and the empty-input message: contract/table.ts.
test('clear empties the input', async ({ page }) => {
  await expectClearEmptiesInputs(page, input(page));
});

test('converting shows the stock message; blocks, lists, entities and tables', async ({ page }) => {
  await input(page).fill(
    '<h2>Menu</h2><p>Fish &amp; chips&nbsp;— <em>fresh</em>\n   daily</p><ol start="3"><li>Tea</li><li>Coffee</li></ol>' +
      '<table><tr><td>Tea</td><td>2 €</td></tr></table><style>p { color: red }</style>',
  );
  await convert(page);
  await expectToast(page, 'Text converted!');
  await expect(output(page)).toHaveFieldValue('Menu\n\nFish & chips — fresh daily\n\n3. Tea\n4. Coffee\n\nTea\t2 €');
});

test('hostile HTML runs no script and loads nothing', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (req) => requests.push(req.url()));
  await input(page).fill(
    '<img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script>' +
      '<iframe src="x" onload="window.__pwned=1"></iframe><link rel="stylesheet" href="x">' +
      '<p>Safe <b>text</b></p><svg onload="window.__pwned=1"></svg>',
  );
  await convert(page);
  await expect(output(page)).toHaveFieldValue('Safe text');
  // Give any (wrongly) scheduled load or error handler time to fire before checking.
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(requests.filter((url) => /\/x(?:$|[?#])/.test(url))).toEqual([]);
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
});
