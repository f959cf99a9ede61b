import { test, expect } from '../fixtures';
import { calculate, open, expectFieldMessage, expectFitsPhone, expectHash, value } from './calculator-helpers';

const X = 'Number X';
const Y = 'Number Y';

test('all answers update as the user types', async ({ page }) => {
  await open(page, '/tools/percentage-calculator');
  await page.getByLabel(X, { exact: true }).fill('20');
  await page.getByLabel(Y, { exact: true }).fill('150');
  await expect(value(page, 'percent-of')).toHaveText('30'); //          0.20 × 150
  await expect(value(page, 'what-percent')).toHaveText('13.3333%'); //  20 ÷ 150 × 100
  await expect(value(page, 'change')).toHaveText('650% increase'); //   (150 − 20) ÷ 20 × 100
  await expect(value(page, 'added')).toHaveText('180');
  await expect(value(page, 'subtracted')).toHaveText('120');
  await expect(page.getByTestId('result-percent-of').locator('dt')).toHaveText('20% of 150');
  await page.getByLabel(X, { exact: true }).fill('150');
  await page.getByLabel(Y, { exact: true }).fill('120');
  await expect(value(page, 'change')).toHaveText('20% decrease');
});

test('division by zero shows a dash and why, never Infinity', async ({ page }) => {
  await open(page, '/tools/percentage-calculator#x=0&y=0');
  await expect(value(page, 'percent-of')).toHaveText('0');
  await expect(value(page, 'what-percent')).toHaveText('—');
  await expect(page.getByText('Not defined when Y is 0')).toBeVisible();
  await expect(value(page, 'change')).toHaveText('—');
  await expect(page.getByText('A change from 0 has no percentage')).toBeVisible();
  await expect(page.getByTestId('calculator-results')).not.toContainText(/NaN|Infinity/);
});

test('validation messages', async ({ page }) => {
  await open(page, '/tools/percentage-calculator');
  await page.getByLabel(X, { exact: true }).focus();
  await page.getByLabel(X, { exact: true }).blur();
  await expectFieldMessage(page, X, 'Please enter valid values for all fields');
  await page.getByLabel(Y, { exact: true }).fill('12..5');
  await expectFieldMessage(page, Y, 'Please enter valid numbers');
  await page.getByLabel(X, { exact: true }).fill('1');
  await page.getByLabel(Y, { exact: true }).fill('');
  await calculate(page);
  await expectFieldMessage(page, Y, 'Please enter valid values for all fields');
  await expect(value(page, 'percent-of')).toHaveText('—');
});

test('fragment round trip', async ({ page }) => {
  await open(page, '/tools/percentage-calculator#x=12.5&y=80');
  await expect(value(page, 'percent-of')).toHaveText('10');
  await page.getByLabel(Y, { exact: true }).fill('1,000');
  await expectHash(page, /^#x=12\.5&y=1000$/);
  await page.reload();
  await expect(page.getByLabel(Y, { exact: true })).toHaveValue('1000');
  await expect(value(page, 'percent-of')).toHaveText('125');
});

test('Spanish and Chinese formatting', async ({ page }) => {
  await open(page, '/tools/percentage-calculator?lng=es');
  await page.getByLabel('Número X', { exact: true }).fill('12,5');
  await page.getByLabel('Número Y', { exact: true }).fill('24.680');
  await expect(value(page, 'percent-of')).toHaveText('3085'); //         es groups only from 5 digits
  await expect(value(page, 'added')).toHaveText('27.765'); //          24 680 × 1.125
  await expect(value(page, 'what-percent')).toHaveText('0,0506 %');
  await open(page, '/tools/percentage-calculator?lng=zh#x=12.5&y=24680');
  await expect(value(page, 'added')).toHaveText('27,765');
  await expect(page.getByTestId('result-percent-of').locator('dt')).toHaveText('24,680 的 12.5%');
});

test.describe('phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });
  test('375 px layout', async ({ page }) => {
    await open(page, '/tools/percentage-calculator#x=15&y=80');
    await expect(value(page, 'percent-of')).toHaveText('12');
    await expectFitsPhone(page);
  });
});
