import { test, expect, readClipboard, expectToast } from '../fixtures';
import type { Page } from '@playwright/test';

const EXAMPLE_OUTPUT = 'Meeting notes\nDate: Monday, June 3\nAttendees: Ana, Wei and Sam\n- Review the budget\n- Plan the launch';

const input = (page: Page) => page.getByLabel('Input', { exact: true });
const output = (page: Page) => page.getByTestId('tool-output');
const run = (page: Page) => page.getByRole('button', { name: 'Clean whitespace' }).click();

test.beforeEach(async ({ page }) => {
  await page.goto('/tools/whitespace-remover');
  await expect(page.getByRole('heading', { level: 1, name: 'Whitespace Remover' })).toBeVisible();
});

test('load example cleans the text', async ({ page }) => {
  await page.getByRole('button', { name: 'Load example' }).click();
  await expectToast(page, 'Example loaded');
  await expect(output(page)).toHaveValue(EXAMPLE_OUTPUT);
  await expect(page.getByRole('status').filter({ hasText: 'Removed' })).toHaveText('Removed 33 characters');
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

test('each option does its own job', async ({ page }) => {
  const extra = page.getByLabel('Remove extra spaces');
  const tabs = page.getByLabel('Remove tabs');
  const trim = page.getByLabel('Trim lines');
  const breaks = page.getByLabel('Remove line breaks');
  await expect(extra).toBeChecked();
  await expect(tabs).toBeChecked();
  await expect(trim).toBeChecked();
  await expect(breaks).not.toBeChecked();

  await input(page).fill('  a\t\tb   c\u00A0\u00A0d  \n\n  e  ');
  await run(page);
  await expect(output(page)).toHaveValue('a b c d\n\ne');
  await expectToast(page, 'Removed 12 characters');

  await breaks.check();
  await run(page);
  await expect(output(page)).toHaveValue('a b c d e');

  await breaks.uncheck();
  await trim.uncheck();
  await run(page);
  await expect(output(page)).toHaveValue(' a b c d \n\n e ');

  await extra.uncheck();
  await run(page);
  await expect(output(page)).toHaveValue('  a  b   c\u00A0\u00A0d  \n\n  e  ');

  await tabs.uncheck();
  await run(page);
  await expect(output(page)).toHaveValue('  a\t\tb   c\u00A0\u00A0d  \n\n  e  ');
  await expect(page.getByRole('status').filter({ hasText: 'Removed' })).toHaveText('Removed 0 characters');
});
