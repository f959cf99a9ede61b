import { test, expect, readClipboard } from '../fixtures';
import { axeInTheme, expectFieldMessage, expectHash, fillField, openTool, resultValue, toolActions, validResults } from './finance-helpers';

test.describe.configure({ timeout: 120_000 });

const SLUG = 'credit-card-calculator';
const EXAMPLE_HASH = '#balance=5000&apr=18&payment=100';

test('every field message', async ({ page }) => {
  await openTool(page, SLUG);
  await fillField(page, 'Card balance', '5,000.00.1');
  await expectFieldMessage(page, 'Card balance', 'Please enter valid numbers');
  await fillField(page, 'Card balance', '0');
  await expectFieldMessage(page, 'Card balance', 'All values must be greater than 0');
  await fillField(page, 'Interest rate (APR)', '-1');
  await expectFieldMessage(page, 'Interest rate (APR)', 'Must be at least 0');
  await fillField(page, 'Interest rate (APR)', '120');
  await expectFieldMessage(page, 'Interest rate (APR)', 'Must be at most 100');
  await fillField(page, 'Monthly payment', '0');
  await expectFieldMessage(page, 'Monthly payment', 'All values must be greater than 0');
  await fillField(page, 'Monthly payment', '');
  await expectFieldMessage(page, 'Monthly payment', 'Please enter valid values for all fields');
  await expect(validResults(page)).toHaveCount(0);
  await expect(resultValue(page, 'time')).toHaveText('—');
});

test('paid off: months, years + months, totals, the partial last payment', async ({ page }) => {
  await openTool(page, SLUG, { hash: EXAMPLE_HASH });
  // k = ceil(ln 4 / ln 1.015) = 94; last = b93·1.015 = 11.18
  await expect(resultValue(page, 'time')).toHaveText('94 months (7 years 10 months)');
  await expect(resultValue(page, 'totalPaid')).toHaveText('9,311.18');
  await expect(page.getByTestId('result-totalPaid')).toContainText('The last payment is only 11.18.');
  await expect(resultValue(page, 'totalInterest')).toHaveText('4,311.18');

  // 0 %: 1200 ÷ 100 = 12 payments exactly
  await fillField(page, 'Card balance', '1200');
  await fillField(page, 'Interest rate (APR)', '0');
  await expect(resultValue(page, 'time')).toHaveText('12 months (1 year)');
  await expect(resultValue(page, 'totalInterest')).toHaveText('0.00');
  await expect(page.getByTestId('result-totalPaid')).not.toContainText('last payment');
  // under a year; one month
  await fillField(page, 'Card balance', '450');
  await expect(resultValue(page, 'time')).toHaveText('5 months');
  await fillField(page, 'Card balance', '100');
  await expect(resultValue(page, 'time')).toHaveText('1 month');
});

test('never, with the payment that would work; more than 1,000 years', async ({ page }) => {
  await openTool(page, SLUG, { hash: '#balance=5000&apr=18&payment=75' });
  // first month's interest = 5000·0.18/12 = 75
  await expect(resultValue(page, 'time')).toHaveText('Never');
  await expect(page.getByTestId('result-time')).toContainText("The payment does not exceed the first month's interest of 75.00");
  await expect(resultValue(page, 'minimum')).toHaveText('75.01');
  await expect(page.getByTestId('result-totalPaid')).toHaveCount(0);
  await toolActions(page).getByRole('button', { name: 'Copy' }).click();
  expect(await readClipboard(page)).toBe('Time to pay off: Never\nSmallest monthly payment that pays it off: 75.01');

  await fillField(page, 'Monthly payment', '75.01');
  await expect(resultValue(page, 'time')).toHaveText(/^\d{3} months \(\d+ years( \d+ months?)?\)$/);

  await openTool(page, SLUG, { hash: '#balance=1000000&apr=0.001&payment=0.84' });
  await expect(resultValue(page, 'time')).toHaveText('More than 1,000 years');
});

test('fragment round trip', async ({ page }) => {
  await openTool(page, SLUG);
  await fillField(page, 'Card balance', '2,500');
  await fillField(page, 'Interest rate (APR)', '22.9');
  await fillField(page, 'Monthly payment', '150');
  await expectHash(page, '#balance=2500&apr=22.9&payment=150');
  const first = await resultValue(page, 'time').textContent();
  const url = page.url();
  await page.goto('about:blank');
  await page.goto(url);
  await expect(page.getByLabel('Card balance')).toHaveValue('2500');
  await expect(page.getByLabel('Interest rate (APR)')).toHaveValue('22.9');
  await expect(resultValue(page, 'time')).toHaveText(first ?? '');
});

test('Spanish and Chinese formatting', async ({ page }) => {
  await openTool(page, SLUG, { lng: 'es', hash: EXAMPLE_HASH });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Calculadora de pago de tarjeta de crédito');
  await expect(resultValue(page, 'time')).toHaveText('94 meses (7 años y 10 meses)');
  await expect(resultValue(page, 'totalPaid')).toHaveText('9311,18');
  await expect(resultValue(page, 'totalInterest')).toHaveText('4311,18');
  await fillField(page, 'Pago mensual', '60,5');
  await expect(resultValue(page, 'time')).toHaveText('Nunca');
  await expect(resultValue(page, 'minimum')).toHaveText('75,01');

  await openTool(page, SLUG, { lng: 'zh', hash: EXAMPLE_HASH });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('信用卡还款计算器');
  await expect(resultValue(page, 'time')).toHaveText('94 个月（7 年 10 个月）');
  await expect(resultValue(page, 'totalPaid')).toHaveText('9,311.18');
});

for (const theme of ['light', 'dark'] as const) {
  test(`axe (${theme}) with results`, async ({ page }) => {
    expect(await axeInTheme(page, theme, `/tools/${SLUG}${EXAMPLE_HASH}`)).toEqual([]);
  });
}
