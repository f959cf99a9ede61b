import { test, expect } from '../fixtures';
import { axeInTheme, expectChart, expectFieldMessage, expectHash, fillField, openTool, resultValue, validResults } from './finance-helpers';

test.describe.configure({ timeout: 120_000 });

const SLUG = 'investment-calculator';
const EXAMPLE_HASH = '#initial=10000&monthly=200&rate=7&years=10';

test('every message', async ({ page }) => {
  await openTool(page, SLUG);
  await fillField(page, 'Initial investment', '10k');
  await expectFieldMessage(page, 'Initial investment', 'Please enter valid numbers');
  await fillField(page, 'Initial investment', '-5');
  await expectFieldMessage(page, 'Initial investment', 'Must be at least 0');
  await fillField(page, 'Expected annual return', '150');
  await expectFieldMessage(page, 'Expected annual return', 'Must be at most 100');
  await fillField(page, 'Investment period', '0');
  await expectFieldMessage(page, 'Investment period', 'All values must be greater than 0');
  await fillField(page, 'Monthly contribution', '');
  await expectFieldMessage(page, 'Monthly contribution', 'Please enter valid values for all fields');

  await fillField(page, 'Initial investment', '0');
  await fillField(page, 'Monthly contribution', '0');
  await fillField(page, 'Expected annual return', '5');
  await fillField(page, 'Investment period', '10');
  await expectFieldMessage(page, 'Initial investment', 'Enter an initial investment or a monthly contribution');
  await fillField(page, 'Monthly contribution', '100');
  await fillField(page, 'Investment period', '0.3');
  await expectFieldMessage(page, 'Investment period', 'Please enter a period of whole months (2.5 years = 30 months)');
  await expect(validResults(page)).toHaveCount(0);

  await fillField(page, 'Initial investment', '1000000000000');
  await fillField(page, 'Monthly contribution', '1000000000000');
  await fillField(page, 'Expected annual return', '100');
  await fillField(page, 'Investment period', '100');
  await expect(page.getByText('The result is too large to show: lower the amounts, the return or the period')).toBeVisible();
  await expect(resultValue(page, 'future')).toHaveText('—');
});

test('results, convention, 0 % and a partial year', async ({ page }) => {
  await openTool(page, SLUG, { hash: EXAMPLE_HASH });
  // 10000·g + 200·(g − 1)/i, g = (1 + 0.07/12)^120
  await expect(resultValue(page, 'future')).toHaveText('54,713.58');
  await expect(resultValue(page, 'contributions')).toHaveText('34,000.00');
  await expect(resultValue(page, 'earnings')).toHaveText('20,713.58');
  await expect(page.getByTestId('investment-convention')).toContainText('compounds monthly at the annual rate ÷ 12');
  await expect(page.getByTestId('investment-convention')).toContainText('added at the end of the month');

  await fillField(page, 'Expected annual return', '0');
  await expect(resultValue(page, 'future')).toHaveText('34,000.00');
  await expect(resultValue(page, 'earnings')).toHaveText('0.00');

  await fillField(page, 'Initial investment', '1000');
  await fillField(page, 'Monthly contribution', '100');
  await fillField(page, 'Expected annual return', '7');
  await fillField(page, 'Investment period', '2.5');
  await expect(resultValue(page, 'future')).toHaveText('4,458.77');
  const rows = page.getByTestId('investment-table').locator('tbody tr');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toHaveText(/^1\s*2,200\.00/);
  await expect(rows.nth(2)).toHaveText(/^2\.5\s*4,000\.00\s*458\.77\s*4,458\.77$/);
});

test('stacked chart and its table', async ({ page }) => {
  await openTool(page, SLUG, { hash: EXAMPLE_HASH });
  await expectChart(page, /Stacked area chart of your contributions and the earnings on top of them over 10 years/);
  const table = page.getByTestId('investment-table');
  await expect(table.getByRole('caption')).toHaveText('Contributions and earnings at the end of each year');
  await expect(table.locator('tbody tr')).toHaveCount(10);
  await expect(table.locator('tbody tr').last()).toHaveText(/^10\s*34,000\.00\s*20,713\.58\s*54,713\.58$/);
});

test('the chart follows a theme switch (colours re-read from the CSS variables)', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await openTool(page, SLUG, { hash: EXAMPLE_HASH });
  const canvas = page.getByRole('img', { name: /Stacked area chart/ });
  await expect(canvas).toBeVisible();
  const figure = page.getByTestId('chart');
  const palette = () => figure.evaluate((el) => getComputedStyle(el).getPropertyValue('--chart-1').trim());
  expect(await palette()).toBe('#2563eb');
  const before = await canvas.elementHandle();
  await page.getByRole('button', { name: 'Dark', exact: true }).click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  expect(await palette()).toBe('#60a5fa');
  // The chart was redrawn with the new colours: a new canvas replaced the old one.
  await expect.poll(() => before?.evaluate((el) => el.isConnected)).toBe(false);
  await expect(canvas).toBeVisible();
});

test('fragment round trip', async ({ page }) => {
  await openTool(page, SLUG);
  await fillField(page, 'Initial investment', '5000');
  await fillField(page, 'Monthly contribution', '300');
  await fillField(page, 'Expected annual return', '5');
  await fillField(page, 'Investment period', '20');
  await expectHash(page, '#initial=5000&monthly=300&rate=5&years=20');
  const url = page.url();
  await page.goto('about:blank');
  await page.goto(url);
  await expect(page.getByLabel('Monthly contribution')).toHaveValue('300');
  await expect(resultValue(page, 'future')).toHaveText('136,873.30');
  await expect(resultValue(page, 'contributions')).toHaveText('77,000.00');
});

test('Spanish and Chinese formatting', async ({ page }) => {
  await openTool(page, SLUG, { lng: 'es', hash: EXAMPLE_HASH });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Calculadora de inversiones');
  await expect(resultValue(page, 'future')).toHaveText('54.713,58');
  await expect(resultValue(page, 'contributions')).toHaveText('34.000,00');
  await expect(resultValue(page, 'earnings')).toHaveText('20.713,58');
  await fillField(page, 'Rentabilidad anual esperada', '6,5');
  await expectHash(page, '#initial=10000&monthly=200&rate=6.5&years=10');
  await expectChart(page, /Gráfico de áreas apiladas/);

  await openTool(page, SLUG, { lng: 'zh', hash: EXAMPLE_HASH });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('投资计算器');
  await expect(page.getByTestId('result-future')).toContainText('期末价值');
  await expect(resultValue(page, 'future')).toHaveText('54,713.58');
  await expectChart(page, /堆叠面积图/);
});

for (const theme of ['light', 'dark'] as const) {
  test(`axe (${theme}) with the chart`, async ({ page }) => {
    expect(await axeInTheme(page, theme, `/tools/${SLUG}${EXAMPLE_HASH}`)).toEqual([]);
  });
}
