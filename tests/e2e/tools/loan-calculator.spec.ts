import { test, expect, readClipboard } from '../fixtures';
import { expectNoSeriousAxe } from '../axe';
import {
  axeInTheme, download, expectChart, expectFieldMessage, expectHash, fillField, openTool, resultValue, toolActions, validResults,
} from './finance-helpers';

test.describe.configure({ timeout: 120_000 });

const SLUG = 'loan-calculator';
const EXAMPLE_HASH = '#amount=200000&rate=6.5&term=30';

test('every field message', async ({ page }) => {
  await openTool(page, SLUG);
  await fillField(page, 'Loan amount', 'abc');
  await expectFieldMessage(page, 'Loan amount', 'Please enter valid numbers');
  await fillField(page, 'Loan amount', '0');
  await expectFieldMessage(page, 'Loan amount', 'All values must be greater than 0');
  await fillField(page, 'Loan amount', '20000000000');
  await expectFieldMessage(page, 'Loan amount', 'Must be at most 10,000,000,000');
  await fillField(page, 'Annual interest rate', '-1');
  await expectFieldMessage(page, 'Annual interest rate', 'Must be at least 0');
  await fillField(page, 'Annual interest rate', '101');
  await expectFieldMessage(page, 'Annual interest rate', 'Must be at most 100');
  await fillField(page, 'Loan amount', '1000');
  await fillField(page, 'Annual interest rate', '5');
  // 0.3 years = 3.6 months
  await fillField(page, 'Loan term', '0.3');
  await expectFieldMessage(page, 'Loan term', 'Please enter a term of whole months, up to 100 years (1,200 months)');
  await fillField(page, 'Loan term', '101');
  await expectFieldMessage(page, 'Loan term', 'Please enter a term of whole months, up to 100 years (1,200 months)');
  await page.getByText('Months', { exact: true }).click();
  await expect(page.getByTestId('field-error')).toHaveCount(0);
  await fillField(page, 'Loan term', '1201');
  await expectFieldMessage(page, 'Loan term', 'Must be at most 1,200');
  await expect(validResults(page)).toHaveCount(0);
  await expect(resultValue(page, 'payment')).toHaveText('—');
  // Nothing to download while the inputs are wrong: Download waits for a result, and says so.
  await expect(toolActions(page).getByRole('button', { name: 'Download' })).toBeDisabled();
  await expect(toolActions(page).getByRole('button', { name: 'Download' })).toHaveAccessibleDescription('No result yet: these buttons turn on once there is one.');
});

test('results, the last-payment note and 0 %', async ({ page }) => {
  await openTool(page, SLUG, { hash: EXAMPLE_HASH });
  await expect(resultValue(page, 'payment')).toHaveText('1,264.14');
  await expect(page.getByTestId('result-total')).toContainText('455,085.82');
  await expect(page.getByTestId('result-total')).toContainText('The last payment (no. 360) is 1,259.56');
  await expect(resultValue(page, 'interest')).toHaveText('255,085.82');
  await expect(resultValue(page, 'months')).toHaveText('360');

  // 0 %: amount ÷ months; 18 months as months
  await fillField(page, 'Annual interest rate', '0');
  await page.getByText('Months', { exact: true }).click();
  await fillField(page, 'Loan amount', '9000');
  await fillField(page, 'Loan term', '18');
  await expect(resultValue(page, 'payment')).toHaveText('500.00');
  await expect(resultValue(page, 'total')).toHaveText('9,000.00');
  await expect(resultValue(page, 'interest')).toHaveText('0.00');
  await expectHash(page, '#amount=9000&rate=0&term=18&unit=months');
});

test('schedule by year opens to its months; chart and its table', async ({ page }) => {
  await openTool(page, SLUG, { hash: EXAMPLE_HASH });
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

  await openTool(page, SLUG, { hash: EXAMPLE_HASH });
  await expect(resultValue(page, 'payment')).toHaveText('1,264.14');
  file = await download(page);
  const lines = file.text.replace(/^\ufeff/, '').trimEnd().split('\r\n');
  expect(lines).toHaveLength(361);
  expect(lines[1]).toBe('1,1264.14,180.81,1083.33,199819.19');
  expect(lines[360]).toBe('360,1259.56,1252.77,6.79,0.00');
});

test('fragment round trip, and a broken fragment falls back', async ({ page }) => {
  await openTool(page, SLUG);
  await fillField(page, 'Loan amount', '250,000');
  await fillField(page, 'Annual interest rate', '5.25');
  await fillField(page, 'Loan term', '15');
  await expect(resultValue(page, 'payment')).toHaveText('2,009.69');
  await expectHash(page, '#amount=250000&rate=5.25&term=15');
  const url = page.url();

  await page.goto('about:blank');
  await page.goto(url);
  await expect(page.getByLabel('Loan amount')).toHaveValue('250000');
  await expect(page.getByLabel('Annual interest rate')).toHaveValue('5.25');
  await expect(page.getByLabel('Loan term')).toHaveValue('15');
  await expect(page.getByRole('radio', { name: 'Years' })).toBeChecked();
  await expect(resultValue(page, 'payment')).toHaveText('2,009.69');

  await openTool(page, SLUG, { hash: '#amount=1000&rate=12&term=12&unit=fortnights&evil=%3Cscript%3E' });
  await expect(page.getByRole('radio', { name: 'Years' })).toBeChecked();
  await expect(page.getByLabel('Loan term')).toHaveValue('12');
  await expect(resultValue(page, 'months')).toHaveText('144');
});

test('Spanish and Chinese formatting', async ({ page }) => {
  await openTool(page, SLUG, { lng: 'es', hash: EXAMPLE_HASH });
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

  await openTool(page, SLUG, { lng: 'zh', hash: EXAMPLE_HASH });
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
    const violations = await axeInTheme(page, theme, `/tools/${SLUG}${EXAMPLE_HASH}`);
    expect(violations).toEqual([]);
    await page.getByRole('button', { name: 'Year 1', exact: true }).click();
    await expectNoSeriousAxe(page, { include: ['[data-testid="loan-schedule"]'] }, 'the schedule');
  });
}
