import { test, expect, readClipboard, expectToast } from '../fixtures';
import type { Page } from '@playwright/test';

const EXAMPLE_OUTPUT = ['apple@example.com', 'banana@example.com', 'Apple@example.com', 'cherry@example.com', 'date@example.com'].join('\n');

const input = (page: Page) => page.getByLabel('Input', { exact: true });
const output = (page: Page) => page.getByTestId('tool-output');
const run = (page: Page) => page.getByRole('button', { name: 'Remove duplicates' }).click();

test.beforeEach(async ({ page }) => {
  await page.goto('/tools/duplicate-remover');
  await expect(page.getByRole('heading', { level: 1, name: 'Duplicate Line Remover' })).toBeVisible();
});

test('load example keeps the first occurrences in order', async ({ page }) => {
  await page.getByRole('button', { name: 'Load example' }).click();
  await expectToast(page, 'Example loaded');
  await expect(output(page)).toHaveValue(EXAMPLE_OUTPUT);
  await expect(page.getByRole('status').filter({ hasText: 'Removed 2 duplicate lines' })).toContainText('2 empty lines removed');
});

test('clear empties input and output', async ({ page }) => {
  await page.getByRole('button', { name: 'Load example' }).click();
  await page.getByRole('button', { name: 'Clear' }).click();
  await expectToast(page, 'Text cleared');
  await expect(input(page)).toHaveValue('');
  await expect(output(page)).toHaveValue('');
});

test('copy puts the output on the clipboard', async ({ page }) => {
  await page.getByRole('button', { name: 'Load example' }).click();
  await page.getByRole('button', { name: 'Copy' }).click();
  await expectToast(page, 'Copied to clipboard!');
  expect(await readClipboard(page)).toBe(EXAMPLE_OUTPUT);
});

test('empty input is refused', async ({ page }) => {
  await run(page);
  await expectToast(page, 'Please enter some text first');
  await expect(output(page)).toHaveValue('');
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
