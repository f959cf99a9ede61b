import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures';
import { openTool } from './tool-steps';

const result = (page: Page) => page.getByTestId('tool-output');
const value = (page: Page) => page.getByLabel('Value', { exact: true });
const from = (page: Page) => page.getByLabel('From', { exact: true });
const to = (page: Page) => page.getByLabel('To', { exact: true });
const category = (page: Page) => page.getByLabel('Category');
const unitName = (page: Page, unit: string) => page.locator(`[data-testid="unit-table"] tr[data-unit="${unit}"] th`);
const row = (page: Page, unit: string) => page.locator(`[data-testid="unit-table"] tr[data-unit="${unit}"] td`);

test.beforeEach(({ page }) => openTool(page, 'unit-converter', 'Unit Converter'));

test('1 mile is 1.609344 km, and every length unit is in the table', async ({ page }) => {
  await expect(result(page)).toHaveValue('1.609344');
  await expect(row(page, 'm')).toHaveText('1,609.344');
  await expect(row(page, 'ft')).toHaveText('5,280');
  await expect(row(page, 'in')).toHaveText('63,360');
  await expect(row(page, 'yd')).toHaveText('1,760');
  await expect(page.getByTestId('unit-table').locator('tbody tr')).toHaveCount(9);
});

test('swap, categories and precision', async ({ page }) => {
  await page.getByRole('button', { name: 'Swap units' }).click();
  await expect(from(page)).toHaveValue('km');
  await expect(result(page)).toHaveValue('0.621371');

  await category(page).selectOption('weight');
  await expect(from(page)).toHaveValue('kg');
  await expect(to(page)).toHaveValue('lb');
  await expect(result(page)).toHaveValue('2.204623');
  await page.getByLabel('Precision').selectOption('2');
  await expect(result(page)).toHaveValue('2.2');
  await expect(unitName(page, 't')).toHaveText('Metric tonnes (t)');
  await expect(unitName(page, 'shortTon')).toHaveText('US short tons (sh tn)');
  await expect(unitName(page, 'longTon')).toHaveText('UK long tons (LT)');
  // Too small for 2 decimals: shown in scientific notation rather than as 0.
  await expect(row(page, 'shortTon')).toHaveText('1.1E-3');
  await page.getByLabel('Precision').selectOption('6');
  await value(page).fill('1000');
  await expect(row(page, 'shortTon')).toHaveText('1.102311');
  await expect(row(page, 'longTon')).toHaveText('0.984207');

  await category(page).selectOption('temperature');
  await value(page).fill('100');
  await expect(result(page)).toHaveValue('212');
  await value(page).fill('-40');
  await expect(result(page)).toHaveValue('-40');

  await category(page).selectOption('data');
  await page.getByLabel('Precision').selectOption('6');
  await from(page).selectOption('TB');
  await value(page).fill('1');
  await expect(result(page)).toHaveValue('931.322575');
  await expect(row(page, 'KiB')).toHaveText('976,562,500');
});

test('an invalid number says so', async ({ page }) => {
  await value(page).fill('12abc');
  await expect(page.getByText('Please enter a valid number')).toBeVisible();
  await expect(result(page)).toHaveValue('');
  await value(page).fill('1,5');
  await expect(page.getByText('Please enter a valid number')).toHaveCount(0);
  await expect(result(page)).toHaveValue('2.414016');
});

test('a value too large for some unit says so instead of showing ∞', async ({ page }) => {
  await value(page).fill('1e308');
  const tooLarge = page.getByText('The value is too large to convert into every unit: enter a smaller one');
  await expect(tooLarge).toBeVisible();
  await expect(result(page)).toHaveValue('');
  await expect(page.getByTestId('unit-table')).toHaveCount(0);
  await expect(page.getByText('∞')).toHaveCount(0);
  await value(page).fill('1e300');
  await expect(tooLarge).toHaveCount(0);
  await expect(page.getByTestId('unit-table')).toBeVisible();
});

// Copy gives the result: contract/table.ts.
test('the sentence shows both sides', async ({ page }) => {
  await category(page).selectOption('volume');
  await value(page).fill('2');
  await expect(page.getByTestId('unit-sentence')).toHaveText('2 L = 0.528344 US gal');
});

test('the state round-trips through the URL fragment', async ({ page }) => {
  await category(page).selectOption('speed');
  await from(page).selectOption('kn');
  await to(page).selectOption('kmh');
  await value(page).fill('10');
  await page.getByLabel('Precision').selectOption('4');
  await expect(result(page)).toHaveValue('18.52');
  await expect.poll(() => new URL(page.url()).hash).toBe('#c=speed&v=10&from=kn&to=kmh&p=4');
  const url = page.url();

  const other = await page.context().newPage();
  await other.goto(url);
  await expect(other.getByTestId('tool-output')).toHaveValue('18.52');
  await expect(other.getByLabel('Category')).toHaveValue('speed');
  await expect(other.getByLabel('From', { exact: true })).toHaveValue('kn');
  await other.close();
});

test('a hostile fragment falls back to defaults', async ({ page }) => {
  await page.goto('/tools/unit-converter#c=<script>&from=%3Cimg%20onerror%3D1%3E&to=kg&p=99&v=3');
  await expect(category(page)).toHaveValue('length');
  await expect(from(page)).toHaveValue('mi');
  await expect(to(page)).toHaveValue('km');
  await expect(result(page)).toHaveValue('4.828032');
});

test('numbers in the table follow the UI language', async ({ page }) => {
  await page.goto('/tools/unit-converter?lng=es#v=1&from=mi&to=km');
  await expect(row(page, 'km')).toHaveText('1,609344');
  await expect(unitName(page, 'mi')).toHaveText('Millas (mi)');
  await page.goto('/tools/unit-converter?lng=zh#c=weight&v=1&from=t&to=kg');
  await expect(row(page, 'kg')).toHaveText('1,000');
  await expect(unitName(page, 'shortTon')).toHaveText('美制短吨 (sh tn)');
});
