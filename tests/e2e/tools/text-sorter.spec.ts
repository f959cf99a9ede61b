import { test, expect, expectToast } from '../fixtures';
import type { Page } from '@playwright/test';
import { expectClearEmptiesInputs } from './tool-steps';

const input = (page: Page) => page.getByLabel('Input', { exact: true });
const output = (page: Page) => page.getByTestId('tool-output');
const sort = (page: Page) => page.getByRole('button', { name: 'Sort lines' }).click();

test.beforeEach(async ({ page }) => {
  await page.goto('/tools/text-sorter');
  await expect(page.getByRole('heading', { level: 1, name: 'Text Sorter' })).toBeVisible();
});

// The example's result (natural ascending order), Copy, Clear's result and the empty-input message: contract/table.ts.
test('clear empties the input', async ({ page }) => {
  await expectClearEmptiesInputs(page, input(page));
});

test('defaults: ascending, natural order, empty lines removed', async ({ page }) => {
  await expect(page.getByRole('radio', { name: 'Ascending (A → Z)' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Descending (Z → A)' })).not.toBeChecked();
  await expect(page.getByLabel('Natural order')).toBeChecked();
  await expect(page.getByLabel('Remove duplicates')).not.toBeChecked();
  await expect(page.getByLabel('Trim lines')).not.toBeChecked();
  await expect(page.getByLabel('Remove empty lines')).toBeChecked();
});

test('order and options change the result', async ({ page }) => {
  await input(page).fill('item10\nitem2\nbanana\nApple\nitem1\n\nbanana');
  await sort(page);
  await expectToast(page, 'Lines sorted: 6');
  await expect(output(page)).toHaveValue('Apple\nbanana\nbanana\nitem1\nitem2\nitem10');

  await page.getByRole('radio', { name: 'Descending (Z → A)' }).check();
  await sort(page);
  await expect(output(page)).toHaveValue('item10\nitem2\nitem1\nbanana\nbanana\nApple');

  await page.getByLabel('Remove duplicates').check();
  await sort(page);
  await expectToast(page, 'Lines sorted: 5');
  await expect(output(page)).toHaveValue('item10\nitem2\nitem1\nbanana\nApple');

  await page.getByRole('radio', { name: 'Ascending (A → Z)' }).check();
  await page.getByLabel('Natural order').uncheck();
  await sort(page);
  await expect(output(page)).toHaveValue('Apple\nbanana\nitem1\nitem10\nitem2');

  await page.getByLabel('Remove empty lines').uncheck();
  await sort(page);
  await expect(output(page)).toHaveValue('\nApple\nbanana\nitem1\nitem10\nitem2');
});

test('trim lines', async ({ page }) => {
  await input(page).fill('  b\na\n  c  \n');
  await sort(page);
  await expect(output(page)).toHaveValue('  b\n  c  \na');
  await page.getByLabel('Trim lines').check();
  await sort(page);
  await expect(output(page)).toHaveValue('a\nb\nc');
});
