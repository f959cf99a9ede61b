import type { Page } from '@playwright/test';
import { test, expect, expectToast } from '../fixtures';
import { startTimeoutProbe, stopTimeoutProbe } from '../timeoutProbe';
import { MAX_GAP_MS } from '../large-text/rows';

const pattern = (page: Page) => page.getByLabel('Pattern', { exact: true });
const text = (page: Page) => page.getByLabel('Test text', { exact: true });
const replaceWith = (page: Page) => page.getByLabel('Replace with', { exact: true });
const output = (page: Page) => page.getByTestId('tool-output');
const count = (page: Page) => page.getByTestId('regex-count');
const error = (page: Page) => page.getByTestId('tool-error');
const rows = (page: Page) => page.getByTestId('regex-match');
/** The matches the editor marks in the test text (the ones on screen). */
const marks = (page: Page) => page.locator('.cm-match');
const flag = (page: Page, f: string) => page.locator(`[data-flag="${f}"]`);

/** The page is prerendered: text typed before React has hydrated the fields would be lost. */
async function hydrated(page: Page): Promise<void> {
  await expect
    .poll(() => pattern(page).evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactFiber'))), { timeout: 15_000 })
    .toBe(true);
}

test.beforeEach(async ({ page }) => {
  await page.goto('/tools/regex-tester');
  await expect(page.getByRole('heading', { level: 1, name: 'Regex Tester' })).toBeVisible();
  await hydrated(page);
});

// The example's replace preview: contract/table.ts.
test('the example: matches highlighted, listed with numbered and named groups', async ({ page }) => {
  await page.getByRole('button', { name: 'Load example' }).click();
  await expect(count(page)).toHaveText('3 matches · 3 replacements');
  await expect(marks(page)).toHaveText(['2024-03-15', '2024-03-18', '2024-04-02']);
  await expect(rows(page)).toHaveCount(3);
  const first = rows(page).first();
  await expect(first).toContainText('at 23–33');
  await expect(first).toContainText('"2024-03-15"');
  await expect(first.locator('[data-group="$1"]')).toHaveText('$1 "2024"');
  await expect(first.locator('[data-group="year"]')).toHaveText('year "2024"');
  await expect(first.locator('[data-group="month"]')).toHaveText('month "03"');
  await expect(first.locator('[data-group="day"]')).toHaveText('day "15"');
});

test('an invalid pattern says so, with the engine\'s reason', async ({ page }) => {
  await text(page).fill('abc');
  await pattern(page).fill('(a');
  await expect(error(page)).toContainText('Invalid regex pattern');
  await expect(error(page)).toContainText(/Unterminated group/);
  await expect(rows(page)).toHaveCount(0);
  // Fixing it clears the message.
  await pattern(page).fill('(a)');
  await expect(count(page)).toHaveText('1 match');
  await expect(error(page)).toHaveCount(0);
});

test('no test text: "Please enter text to find", inline and on Test', async ({ page }) => {
  await pattern(page).fill('a');
  await expect(error(page)).toHaveText('Please enter text to find');
  await page.getByRole('button', { name: 'Test', exact: true }).click();
  await expectToast(page, 'Please enter text to find');
  await text(page).fill('banana');
  await expect(count(page)).toHaveText('3 matches');
  await expect(error(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Test', exact: true }).click();
  await expectToast(page, '3 matches');
});

test('flags change the matches: g, i, m, s, y', async ({ page }) => {
  await expect(flag(page, 'g')).toHaveAttribute('aria-pressed', 'true');
  await text(page).fill('Cat cat\nCAT');
  await pattern(page).fill('cat');
  await expect(count(page)).toHaveText('1 match');
  await flag(page, 'i').click();
  await expect(flag(page, 'i')).toHaveAttribute('aria-pressed', 'true');
  await expect(count(page)).toHaveText('3 matches');
  await expect(marks(page)).toHaveText(['Cat', 'cat', 'CAT']);
  await flag(page, 'g').click();
  await expect(count(page)).toHaveText('1 match');
  await expect(marks(page)).toHaveText(['Cat']);
  await flag(page, 'g').click();

  await pattern(page).fill('^\\w+$');
  await expect(count(page)).toHaveText('No matches found');
  await flag(page, 'm').click();
  await expect(count(page)).toHaveText('1 match');
  await expect(marks(page)).toHaveText(['CAT']);

  await text(page).fill('a\nb');
  await pattern(page).fill('a.b');
  await expect(count(page)).toHaveText('No matches found');
  await flag(page, 's').click();
  await expect(count(page)).toHaveText('1 match');

  await text(page).fill('aab a');
  await pattern(page).fill('a');
  await expect(count(page)).toHaveText('3 matches');
  await flag(page, 'y').click();
  await expect(count(page)).toHaveText('2 matches');
  await expect(page.getByTestId('regex-literal')).toHaveText('/a/gimsy');
});

test('d adds every group\'s start and end to the list', async ({ page }) => {
  await text(page).fill('x ab');
  await pattern(page).fill('(?<first>a)(c)?(b)');
  await expect(count(page)).toHaveText('1 match');
  await expect(rows(page).first().locator('[data-group="$1"]')).toHaveText('$1 "a"');
  await expect(rows(page).first().locator('[data-group="$2"]')).toHaveText('$2 not set');
  await flag(page, 'd').click();
  await expect(rows(page).first().locator('[data-group="$1"]')).toHaveText('$1 "a" [2–3]');
  await expect(rows(page).first().locator('[data-group="$2"]')).toHaveText('$2 not set [–]');
  await expect(rows(page).first().locator('[data-group="$3"]')).toHaveText('$3 "b" [3–4]');
  await expect(rows(page).first().locator('[data-group="first"]')).toHaveText('first "a" [2–3]');
});

test('u and v exclude each other, with a hint', async ({ page }) => {
  await text(page).fill('abc');
  await pattern(page).fill('[\\p{L}--[b]]');
  await flag(page, 'u').click();
  await expect(error(page)).toContainText('Invalid regex pattern');
  await flag(page, 'v').click();
  await expect(flag(page, 'v')).toHaveAttribute('aria-pressed', 'true');
  await expect(flag(page, 'u')).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByTestId('regex-flag-notice')).toHaveText('The u and v flags cannot be combined: u was turned off.');
  await expect(count(page)).toHaveText('2 matches');
  await expect(marks(page)).toHaveText(['a', 'c']);
  await flag(page, 'u').click();
  await expect(flag(page, 'v')).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByTestId('regex-flag-notice')).toHaveText('The u and v flags cannot be combined: v was turned off.');
  await flag(page, 'i').click();
  await expect(page.getByTestId('regex-flag-notice')).toHaveText('');
});

test('replace preview with $1, $<name> and $&', async ({ page }) => {
  await text(page).fill('John Smith, Ada Lovelace');
  await pattern(page).fill('(\\w+) (?<last>\\w+)');
  await replaceWith(page).fill('$<last> $1');
  await expect(output(page)).toHaveFieldValue('Smith John, Lovelace Ada');
  await expect(count(page)).toHaveText('2 matches · 2 replacements');
  await replaceWith(page).fill('[$&]');
  await expect(output(page)).toHaveFieldValue('[John Smith], [Ada Lovelace]');
  // Without g only the first match is replaced, as in JavaScript.
  await flag(page, 'g').click();
  await expect(output(page)).toHaveFieldValue('[John Smith], Ada Lovelace');
  // No replacement: no preview.
  await replaceWith(page).fill('');
  await expect(output(page)).toHaveFieldValue('');
});

test('pattern, flags and replacement round-trip through the URL fragment; the test text does not', async ({ page }) => {
  await text(page).fill('secret 2024-05-17');
  await pattern(page).fill('(?<y>\\d{4})-(\\d\\d)');
  await flag(page, 'i').click();
  await flag(page, 'd').click();
  await replaceWith(page).fill('$<y>/$2');
  await expect.poll(() => new URL(page.url()).hash).toContain('replace=');
  const url = page.url();
  expect(decodeURIComponent(url)).not.toContain('secret');
  const hash = new URLSearchParams(new URL(url).hash.slice(1));
  expect([hash.get('pattern'), hash.get('flags'), hash.get('replace')]).toEqual(['(?<y>\\d{4})-(\\d\\d)', 'dgi', '$<y>/$2']);

  await page.goto('about:blank');
  await page.goto(url);
  await hydrated(page);
  await expect(pattern(page)).toHaveFieldValue('(?<y>\\d{4})-(\\d\\d)');
  await expect(replaceWith(page)).toHaveFieldValue('$<y>/$2');
  await expect(flag(page, 'i')).toHaveAttribute('aria-pressed', 'true');
  await expect(flag(page, 'd')).toHaveAttribute('aria-pressed', 'true');
  await expect(flag(page, 'g')).toHaveAttribute('aria-pressed', 'true');
  await expect(text(page)).toHaveFieldValue('');
  await text(page).fill('on 1999-12-31');
  await expect(output(page)).toHaveFieldValue('on 1999/12-31');
});

test('a broken fragment falls back to the defaults', async ({ page }) => {
  await page.goto('/tools/regex-tester#flags=uvx&pattern=ab');
  await hydrated(page);
  await expect(pattern(page)).toHaveFieldValue('ab');
  await expect(flag(page, 'g')).toHaveAttribute('aria-pressed', 'true');
  await expect(flag(page, 'u')).toHaveAttribute('aria-pressed', 'false');
});

test('many matches: the list is capped with the total, the highlight says it shows the beginning', async ({ page }) => {
  await text(page).fill('ab '.repeat(3_000));
  await pattern(page).fill('a|b');
  await expect(count(page)).toHaveText('6,000 matches');
  await expect(page.getByText('The list shows the first 5,000 of 6,000 matches.')).toBeVisible();
  await expect.poll(() => marks(page).count()).toBeGreaterThan(100);
  expect(await marks(page).count()).toBeLessThanOrEqual(5_000);
  await expect(page.getByTestId('regex-highlight-limited')).toHaveText('Only the first 5,000 matches are highlighted.');
});

test('the cheat sheet opens', async ({ page }) => {
  await page.getByText('Syntax cheat sheet').click();
  await expect(page.getByTestId('regex-cheatsheet').getByText('Named group ($<name> in the replacement)')).toBeVisible();
});

test('zh: messages and counts in Chinese', async ({ page }) => {
  await page.goto('/tools/regex-tester?lng=zh');
  await expect(page.getByLabel('正则表达式', { exact: true })).toBeVisible();
  await page.getByLabel('正则表达式', { exact: true }).fill('(a');
  await page.getByLabel('测试文本', { exact: true }).fill('abc');
  await expect(error(page)).toContainText('无效的正则表达式');
  await page.getByLabel('正则表达式', { exact: true }).fill('[ab]');
  await expect(count(page)).toHaveText('2 个匹配');
});

test('@large a catastrophic pattern ends with a message, the page stays responsive, the next run works', { tag: '@large' }, async ({ page }) => {
  await text(page).fill(`${'a'.repeat(40)}!`);
  // Round trips of setTimeout(0) while the pattern runs: the main thread must keep answering.
  await startTimeoutProbe(page);
  const started = Date.now();
  await pattern(page).fill('(a+)+$');
  await expect(error(page)).toContainText('The pattern took too long and was stopped: it may backtrack catastrophically', { timeout: 10_000 });
  expect(Date.now() - started).toBeLessThan(5_000);
  const worst = await stopTimeoutProbe(page);
  expect(worst, 'longest setTimeout(0) round trip (ms)').toBeLessThan(MAX_GAP_MS);
  await expect(text(page)).toHaveFieldValue(`${'a'.repeat(40)}!`);

  await pattern(page).fill('a+!');
  await expect(count(page)).toHaveText('1 match');
  await expect(error(page)).toHaveCount(0);
});
