import { test, expect } from '../fixtures';
import { axeInTheme, expectChart, expectFieldMessage, expectHash, fillField, openTool, resultValue, validResults } from './finance-helpers';

test.describe.configure({ timeout: 120_000 });

const SLUG = 'interest-calculator';
const EXAMPLE_HASH = '#principal=1000&rate=5&years=10';

test('every message', async ({ page }) => {
  await openTool(page, SLUG);
  await expect(page.getByText('1 = yearly, 4 = quarterly, 12 = monthly, 365 = daily')).toBeVisible();
  await fillField(page, 'Principal', '1.000.5');
  await expectFieldMessage(page, 'Principal', 'Please enter valid numbers');
  await fillField(page, 'Principal', '-100');
  await expectFieldMessage(page, 'Principal', 'All values must be greater than 0');
  await fillField(page, 'Annual interest rate', '0');
  await expectFieldMessage(page, 'Annual interest rate', 'All values must be greater than 0');
  await fillField(page, 'Time', '101');
  await expectFieldMessage(page, 'Time', 'Must be at most 100');
  await fillField(page, 'Compounding times per year', '0');
  await expectFieldMessage(page, 'Compounding times per year', 'All values must be greater than 0');
  await fillField(page, 'Compounding times per year', '2.5');
  await expectFieldMessage(page, 'Compounding times per year', 'Please enter a whole number');
  await fillField(page, 'Compounding times per year', '');
  await expectFieldMessage(page, 'Compounding times per year', 'Please enter valid values for all fields');
  await expect(validResults(page)).toHaveCount(0);

  // Valid fields whose result would not fit.
  await fillField(page, 'Principal', '1000000000000');
  await fillField(page, 'Annual interest rate', '1000');
  await fillField(page, 'Time', '100');
  await fillField(page, 'Compounding times per year', '12');
  await expect(page.getByText('The result is too large to show: lower the rate or the time')).toBeVisible();
  await expect(validResults(page)).toHaveCount(0);
  await expect(resultValue(page, 'total')).toHaveText('—');
});

test('compounding 1 / 4 / 12 / 365 a year, and the year table', async ({ page }) => {
  await openTool(page, SLUG, { hash: EXAMPLE_HASH });
  // 1000·(1 + 0.05/12)^120
  await expect(resultValue(page, 'total')).toHaveText('1,647.01');
  await expect(resultValue(page, 'interest')).toHaveText('647.01');
  await expect(resultValue(page, 'effective')).toHaveText('5.1162%');
  for (const [n, total] of [['1', '1,628.89'], ['4', '1,643.62'], ['365', '1,648.66']] as const) {
    await fillField(page, 'Compounding times per year', n);
    await expect(resultValue(page, 'total')).toHaveText(total);
  }
  await expectHash(page, '#principal=1000&rate=5&years=10&perYear=365');

  await fillField(page, 'Compounding times per year', '12');
  await fillField(page, 'Time', '2.5');
  const table = page.getByTestId('interest-table');
  await expect(table.getByRole('caption')).toHaveText('Balance at the end of each year');
  await expect(table.locator('tbody tr')).toHaveCount(3);
  await expect(table.locator('tbody tr').nth(0)).toHaveText(/1\s*51\.16\s*51\.16\s*1,051\.16/);
  await expect(table.locator('tbody tr').nth(1)).toHaveText(/2\s*53\.78\s*104\.94\s*1,104\.94/);
  await expect(table.locator('tbody tr').nth(2)).toHaveText(/2\.5\s*27\.91\s*132\.85\s*1,132\.85/);
});

test('chart and its table', async ({ page }) => {
  await openTool(page, SLUG, { hash: EXAMPLE_HASH });
  await expectChart(page, /Stacked area chart of the principal and the interest earned, growing over 10 years/);
  await expect(page.getByTestId('chart').getByText('Interest earned')).toBeVisible();
  await expect(page.getByTestId('interest-table').locator('tbody tr')).toHaveCount(10);
  await expect(page.getByTestId('interest-table').locator('tbody tr').last()).toHaveText(/10\s*.*1,647\.01/);

  // The canvas follows its container's width (375 px phone).
  const canvas = page.getByRole('img', { name: /Stacked area chart/ });
  const wide = (await canvas.boundingBox())?.width ?? 0;
  await page.setViewportSize({ width: 375, height: 800 });
  await expect.poll(async () => (await canvas.boundingBox())?.width ?? 0).toBeLessThan(360);
  expect(wide).toBeGreaterThan(600);
  const figure = await page.getByTestId('chart').boundingBox();
  expect((await canvas.boundingBox())?.width ?? 0).toBeLessThanOrEqual(figure?.width ?? 0);
});

test('fragment round trip', async ({ page }) => {
  await openTool(page, SLUG);
  await fillField(page, 'Principal', '2500');
  await fillField(page, 'Annual interest rate', '3.5');
  await fillField(page, 'Time', '7');
  await fillField(page, 'Compounding times per year', '4');
  await expectHash(page, '#principal=2500&rate=3.5&years=7&perYear=4');
  const url = page.url();
  await page.goto('about:blank');
  await page.goto(url);
  await expect(page.getByLabel('Annual interest rate')).toHaveValue('3.5');
  await expect(page.getByLabel('Compounding times per year')).toHaveValue('4');
  // 2500·(1 + 0.035/4)^28
  await expect(resultValue(page, 'total')).toHaveText('3,190.65');
});

test('Spanish and Chinese formatting', async ({ page }) => {
  await openTool(page, SLUG, { lng: 'es', hash: '#principal=10000&rate=5&years=10' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Calculadora de interés compuesto');
  await expect(resultValue(page, 'total')).toHaveText('16.470,09');
  await expect(resultValue(page, 'interest')).toHaveText('6470,09');
  await expect(resultValue(page, 'effective')).toHaveText('5,1162 %');
  await fillField(page, 'Tipo de interés anual', '4,5');
  await expect(resultValue(page, 'total')).toHaveText('15.669,93');
  await fillField(page, 'Capital inicial', 'diez');
  await expectFieldMessage(page, 'Capital inicial', 'Introduce números válidos');
  await fillField(page, 'Capital inicial', '0');
  await expectFieldMessage(page, 'Capital inicial', 'Todos los valores deben ser mayores que 0');

  await openTool(page, SLUG, { lng: 'zh', hash: '#principal=10000&rate=5&years=10' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('复利计算器');
  await expect(resultValue(page, 'total')).toHaveText('16,470.09');
  await expectChart(page, /堆叠面积图/);
  await fillField(page, '本金', '0');
  await expectFieldMessage(page, '本金', '所有数值必须大于 0');
});

for (const theme of ['light', 'dark'] as const) {
  test(`axe (${theme}) with the chart`, async ({ page }) => {
    expect(await axeInTheme(page, theme, `/tools/${SLUG}${EXAMPLE_HASH}`)).toEqual([]);
  });
}
