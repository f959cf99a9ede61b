import { test, expect, expectToast } from '../fixtures';
import type { Page } from '@playwright/test';
import { expectClearEmptiesInputs } from './tool-steps';

const input = (page: Page) => page.getByLabel('Input', { exact: true });
const output = (page: Page) => page.getByTestId('tool-output');
const run = (page: Page) => page.getByRole('button', { name: 'Clean whitespace' }).click();

test.beforeEach(async ({ page }) => {
  await page.goto('/tools/whitespace-remover');
  await expect(page.getByRole('heading', { level: 1, name: 'Whitespace Remover' })).toBeVisible();
});

// The example's result, Copy, Clear's result and the empty-input message: contract/table.ts.
test('load example reports how many characters it removed', async ({ page }) => {
  await page.getByRole('button', { name: 'Load example' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Removed' })).toHaveText('Removed 33 characters');
});

test('clear empties the input', async ({ page }) => {
  await expectClearEmptiesInputs(page, input(page));
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
