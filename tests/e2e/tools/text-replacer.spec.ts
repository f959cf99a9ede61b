import { test, expect, expectToast } from '../fixtures';
import type { Page } from '@playwright/test';
import { expectClearEmptiesInputs } from './tool-steps';

const input = (page: Page) => page.getByLabel('Input', { exact: true });
const find = (page: Page) => page.getByLabel('Find', { exact: true });
const replaceWith = (page: Page) => page.getByLabel('Replace with', { exact: true });
const output = (page: Page) => page.getByTestId('tool-output');
const replaceAll = (page: Page) => page.getByRole('button', { name: 'Replace all' }).click();

test.beforeEach(async ({ page }) => {
  await page.goto('/tools/text-replacer');
  await expect(page.getByRole('heading', { level: 1, name: 'Find and Replace' })).toBeVisible();
});

// The example's result, Copy, Clear's result and the empty-input message: contract/table.ts.
test('load example fills find and replace, and counts the replacements', async ({ page }) => {
  await page.getByRole('button', { name: 'Load example' }).click();
  await expect(find(page)).toHaveValue('order');
  await expect(replaceWith(page)).toHaveValue('purchase');
  await expect(page.getByRole('status').filter({ hasText: 'replacement' })).toHaveText('3 replacements');
});

test('clear empties the input', async ({ page }) => {
  await expectClearEmptiesInputs(page, input(page));
});

test('an empty find is refused with a message', async ({ page }) => {
  await input(page).fill('hello world');
  await replaceAll(page);
  await expectToast(page, 'Please enter text to find');
  await expect(output(page)).toHaveValue('');
});

test('plain mode is literal and case-insensitive unless asked', async ({ page }) => {
  await input(page).fill('Price: $5.00 (approx.) price: $5.00');
  await find(page).fill('$5.00');
  await replaceWith(page).fill('$&');
  await replaceAll(page);
  await expect(output(page)).toHaveValue('Price: $& (approx.) price: $&');
  await expectToast(page, '2 replacements');

  await find(page).fill('PRICE');
  await replaceWith(page).fill('Cost');
  await replaceAll(page);
  await expect(output(page)).toHaveValue('Cost: $5.00 (approx.) Cost: $5.00');

  await page.getByLabel('Case sensitive').check();
  await find(page).fill('price');
  await replaceAll(page);
  await expect(output(page)).toHaveValue('Price: $5.00 (approx.) Cost: $5.00');
  await expect(page.getByRole('status').filter({ hasText: 'replacement' })).toHaveText('1 replacement');
});

test('no match says so', async ({ page }) => {
  await input(page).fill('abc');
  await find(page).fill('xyz');
  await replaceAll(page);
  await expectToast(page, 'No matches found');
  await expect(output(page)).toHaveValue('abc');
});

test('regex mode: groups, empty matches, invalid patterns', async ({ page }) => {
  await page.getByLabel('Use regex').check();
  await input(page).fill('2024-05-17\n1999-12-31');
  await find(page).fill('(\\d{4})-(\\d{2})-(\\d{2})');
  await replaceWith(page).fill('$3/$2/$1');
  await replaceAll(page);
  await expect(output(page)).toHaveValue('17/05/2024\n31/12/1999');
  await expect(page.getByRole('status').filter({ hasText: 'replacement' })).toHaveText('2 replacements');

  // Matches the empty string everywhere: must finish and count every position.
  await input(page).fill('abc');
  await find(page).fill('x*');
  await replaceWith(page).fill('-');
  await replaceAll(page);
  await expect(output(page)).toHaveValue('-a-b-c-');
  await expect(page.getByRole('status').filter({ hasText: 'replacement' })).toHaveText('4 replacements');

  await find(page).fill('(unclosed');
  await replaceAll(page);
  await expectToast(page, 'Invalid regex pattern');
  await expect(output(page)).toHaveValue('-a-b-c-');
});

test('a 1 MB search string gives a result or a clear message, never an uncaught error', async ({ page }) => {
  const big = 'x'.repeat(1_000_000);
  await input(page).fill('small text');
  // A megabyte through fill() hangs Chromium: set it the way a paste does.
  await find(page).evaluate((el, value) => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(el, value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  }, big);
  await replaceAll(page);
  await expect(page.getByTestId('tool-error').or(page.locator('[data-sonner-toast]').filter({ hasText: 'No matches found' })).first()).toBeVisible({ timeout: 15_000 });
  await page.getByLabel('Case sensitive').check();
  await replaceAll(page);
  await expectToast(page, 'No matches found');
});
