import { test, expect, expectToast } from '../fixtures';
import type { Page } from '@playwright/test';
import { expectClearEmptiesInputs } from './tool-steps';

const input = (page: Page) => page.getByLabel('Input', { exact: true });
const output = (page: Page) => page.getByTestId('tool-output');
const run = (page: Page) => page.getByRole('button', { name: 'Remove duplicates' }).click();

test.beforeEach(async ({ page }) => {
  await page.goto('/tools/duplicate-remover');
  await expect(page.getByRole('heading', { level: 1, name: 'Duplicate Line Remover' })).toBeVisible();
});

// The example's result, Copy, Clear's result and the empty-input message: contract/table.ts.
test('load example reports the duplicate and empty lines it removed', async ({ page }) => {
  await page.getByRole('button', { name: 'Load example' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Removed 2 duplicate lines' })).toContainText('2 empty lines removed');
});

test('clear empties the input', async ({ page }) => {
  await expectClearEmptiesInputs(page, input(page));
});

test('options: defaults, case, empty lines, trimming', async ({ page }) => {
  await expect(page.getByLabel('Remove empty lines')).toBeChecked();
  await expect(page.getByLabel('Case sensitive')).toBeChecked();
  await expect(page.getByLabel('Trim lines before comparing')).toBeChecked();

  await input(page).fill('Red\nred\n\n  Red  \nblue\n\nblue');
  await run(page);
  await expect(output(page)).toHaveValue('Red\nred\nblue');
  await expectToast(page, 'Removed 2 duplicate lines');

  await page.getByLabel('Case sensitive').uncheck();
  await run(page);
  await expect(output(page)).toHaveValue('Red\nblue');
  await expectToast(page, 'Removed 3 duplicate lines');

  await page.getByLabel('Remove empty lines').uncheck();
  await run(page);
  await expect(output(page)).toHaveValue('Red\n\nblue\n');

  await page.getByLabel('Trim lines before comparing').uncheck();
  await run(page);
  await expect(output(page)).toHaveValue('Red\n\n  Red  \nblue\n');
});

test('a single duplicate uses the singular', async ({ page }) => {
  await input(page).fill('a\na');
  await run(page);
  await expect(page.getByRole('status').filter({ hasText: 'Removed' })).toHaveText('Removed 1 duplicate line');
});
