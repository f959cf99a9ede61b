import { test, expect, readClipboard } from '../fixtures';
import { expectNoSeriousAxe } from '../axe';
import { axeInTheme, download, EXAMPLE_HASH, expectChart, expectHash, fillField, openTool, resultValue } from './finance-helpers';

test.describe.configure({ timeout: 120_000 });

const SLUG = 'loan-calculator';
const EXAMPLE = EXAMPLE_HASH[SLUG];

test('schedule by year opens to its months; chart and its table', async ({ page }) => {
  await openTool(page, SLUG, { hash: EXAMPLE });
  await expectChart(page, /Line chart of the principal and the interest paid in each of the 30 years/);
  await expect(page.getByText('Principal paid per year')).toBeVisible();
  const table = page.getByTestId('loan-schedule');
  await expect(table.getByRole('caption')).toHaveText('Amortisation schedule by year (open a year to see its months)');
  await expect(table.getByTestId('loan-year')).toHaveCount(30);
  await expect(table.getByTestId('loan-month')).toHaveCount(0);
  const year1 = table.getByRole('button', { name: 'Year 1', exact: true });
  await expect(year1).toHaveAttribute('aria-expanded', 'false');
  await year1.click();
  await expect(year1).toHaveAttribute('aria-expanded', 'true');
  await expect(table.getByTestId('loan-month')).toHaveCount(12);
  await expect(table.getByTestId('loan-month').first()).toHaveText(/Month 1\s*1,264\.14\s*180\.81\s*1,083\.33\s*199,819\.19/);
  await table.getByRole('button', { name: 'Year 30', exact: true }).click();
  await expect(table.getByTestId('loan-month')).toHaveCount(24);
  await expect(table.getByTestId('loan-month').last()).toHaveText(/Month 360\s*1,259\.56\s*1,252\.77\s*6\.79\s*0\.00/);
  await year1.click();
  await expect(table.getByTestId('loan-month')).toHaveCount(12);
});

test('CSV download: the whole schedule, plain numbers', async ({ page }) => {
  await openTool(page, SLUG, { hash: '#amount=1000&rate=0&term=3&unit=months' });
  // The fragment is read after hydration: Download before the schedule exists says "enter values" and saves nothing.
  await expect(resultValue(page, 'payment')).toHaveText('333.33');
  let file = await download(page);
  expect(file.name).toBe('loan-schedule.csv');
  expect(file.text).toBe(
    '\ufeffMonth,Payment,Principal,Interest,Balance\r\n' +
      '1,333.33,333.33,0.00,666.67\r\n' +
      '2,333.33,333.33,0.00,333.34\r\n' +
      '3,333.34,333.34,0.00,0.00\r\n',
  );

  await openTool(page, SLUG, { hash: EXAMPLE });
  await expect(resultValue(page, 'payment')).toHaveText('1,264.14');
  file = await download(page);
  const lines = file.text.replace(/^\ufeff/, '').trimEnd().split('\r\n');
  expect(lines).toHaveLength(361);
  expect(lines[1]).toBe('1,1264.14,180.81,1083.33,199819.19');
  expect(lines[360]).toBe('360,1259.56,1252.77,6.79,0.00');
});

test('Spanish and Chinese formatting', async ({ page }) => {
  await openTool(page, SLUG, { lng: 'es', hash: EXAMPLE });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Calculadora de préstamos');
  await expect(page.getByLabel('Tipo de interés anual')).toHaveValue('6,5');
  await expect(resultValue(page, 'payment')).toHaveText('1264,14');
  await expect(resultValue(page, 'total')).toHaveText('455.085,82');
  await expect(resultValue(page, 'interest')).toHaveText('255.085,82');
  // A Spanish decimal comma typed by the user.
  await fillField(page, 'Tipo de interés anual', '7,25');
  await expect(resultValue(page, 'payment')).toHaveText('1364,35');
  await expectHash(page, '#amount=200000&rate=7.25&term=30');
  await page.getByTestId('loan-schedule').getByRole('button', { name: 'Año 1', exact: true }).click();
  await expect(page.getByTestId('loan-month').first()).toHaveText(/Mes 1\s*1364,35\s*156,02\s*1208,33\s*199\.843,98/);
  await expectChart(page, /Gráfico de líneas/);

  await openTool(page, SLUG, { lng: 'zh', hash: EXAMPLE });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('贷款计算器');
  await expect(page.getByTestId('result-payment')).toContainText('月供');
  await expect(resultValue(page, 'payment')).toHaveText('1,264.14');
  await expect(resultValue(page, 'total')).toHaveText('455,085.82');
  await expectChart(page, /折线图/);
  await page.getByRole('group', { name: '工具操作' }).getByRole('button', { name: '复制' }).click();
  expect(await readClipboard(page)).toBe('月供: 1,264.14\n还款总额: 455,085.82\n利息总额: 255,085.82\n还款期数: 360');
});

test('the chart library is not loaded on the home page', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') scripts.push(r.url());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const texts = await Promise.all(scripts.map((u) => page.evaluate((url) => fetch(url).then((r) => r.text()), u)));
  expect(texts.filter((t) => t.includes('u-over')), 'uPlot in a home-page script').toEqual([]);
});

for (const theme of ['light', 'dark'] as const) {
  test(`axe (${theme}) with the chart and the schedule open`, async ({ page }) => {
    const violations = await axeInTheme(page, theme, `/tools/${SLUG}${EXAMPLE}`);
    expect(violations).toEqual([]);
    await page.getByRole('button', { name: 'Year 1', exact: true }).click();
    await expectNoSeriousAxe(page, { include: ['[data-testid="loan-schedule"]'] }, 'the schedule');
  });
}
