import { test, expect } from '../fixtures';
import { calculate, open, expectFieldMessage, expectFitsPhone, expectHash, value } from './calculator-helpers';

test('difference: exclusive by default, inclusive on request, business days', async ({ page }) => {
  await open(page, '/tools/date-calculator');
  await page.getByLabel('Start date', { exact: true }).fill('2024-03-01');
  await page.getByLabel('End date', { exact: true }).fill('2024-04-01');
  // across the 31 March 2024 DST change in Europe: still 31 calendar days
  await expect(value(page, 'days')).toHaveText('31');
  await expect(value(page, 'weeks')).toHaveText('4 weeks, 3 days');
  await expect(value(page, 'months')).toHaveText('1 month, 0 days');
  await expect(value(page, 'business')).toHaveText('21'); // March 2024 has 21 weekdays
  await page.getByLabel('Include the end date (count both days)').check();
  await expect(value(page, 'days')).toHaveText('32');
  await expect(value(page, 'business')).toHaveText('22'); // + Monday 1 April
  await expect(page.getByTestId('result-days').locator('dt')).toHaveText('Days (both dates counted)');
});

test('end before start is counted from the earlier date', async ({ page }) => {
  await open(page, '/tools/date-calculator#start=2024-05-10&end=2024-05-01');
  await expect(value(page, 'days')).toHaveText('9');
  await expect(page.getByText('The end date is before the start date: counted from the earlier date')).toBeVisible();
});

test('add and subtract with month-end clamping', async ({ page }) => {
  await open(page, '/tools/date-calculator');
  await page.getByText('Add or subtract').click();
  await page.getByLabel('Date', { exact: true }).fill('2024-01-31');
  await page.getByLabel('Amount', { exact: true }).fill('1');
  await page.getByLabel('Unit', { exact: true }).selectOption('months');
  await expect(value(page, 'iso')).toHaveText('2024-02-29');
  await expect(value(page, 'result')).toHaveText('Thursday, February 29, 2024');
  await page.getByLabel('Operation', { exact: true }).selectOption('sub');
  await page.getByLabel('Amount', { exact: true }).fill('2');
  await page.getByLabel('Unit', { exact: true }).selectOption('weeks');
  await expect(value(page, 'iso')).toHaveText('2024-01-17');
});

test('validation messages', async ({ page }) => {
  await open(page, '/tools/date-calculator');
  await calculate(page);
  await expectFieldMessage(page, 'Start date', 'Please enter valid values for all fields');
  await expectFieldMessage(page, 'End date', 'Please enter valid values for all fields');
  await page.getByText('Add or subtract').click();
  await page.getByLabel('Date', { exact: true }).fill('2024-01-31');
  await page.getByLabel('Amount', { exact: true }).fill('1.5');
  await expectFieldMessage(page, 'Amount', 'Please enter a whole number');
  await page.getByLabel('Amount', { exact: true }).fill('ten');
  await expectFieldMessage(page, 'Amount', 'Please enter valid numbers');
  await page.getByLabel('Amount', { exact: true }).fill('9000');
  await page.getByLabel('Unit', { exact: true }).selectOption('years');
  await expectFieldMessage(page, 'Amount', 'The result falls outside the years 1 to 9999');
  await page.getByLabel('Amount', { exact: true }).fill('200000');
  await expectFieldMessage(page, 'Amount', 'Must be at most 100,000');
  // Let the batched fragment write land before the address changes under it.
  await expectHash(page, /amount=200000/);
  await open(page, '/tools/date-calculator#start=2023-02-29&end=2024-01-01');
  await expectFieldMessage(page, 'Start date', 'Please enter a valid date');
  await expect(value(page, 'days')).toHaveText('—');
});

test('fragment round trip', async ({ page }) => {
  await open(page, '/tools/date-calculator#mode=add&base=2024-02-29&amount=1&unit=years');
  await expect(page.getByLabel('Date', { exact: true })).toHaveValue('2024-02-29');
  await expect(value(page, 'iso')).toHaveText('2025-02-28');
  await page.getByLabel('Amount', { exact: true }).fill('4');
  await expectHash(page, /^#mode=add&base=2024-02-29&amount=4&unit=years$/);
  await page.reload();
  await expect(value(page, 'iso')).toHaveText('2028-02-29');
});

test('Spanish and Chinese formatting', async ({ page }) => {
  await open(page, '/tools/date-calculator?lng=es#start=2020-01-01&end=2025-12-25');
  await expect(value(page, 'days')).toHaveText('2185');
  await expect(value(page, 'years')).toHaveText('5 años, 11 meses y 24 días');
  await open(page, '/tools/date-calculator?lng=zh#start=2020-01-01&end=2025-12-25');
  await expect(value(page, 'days')).toHaveText('2,185');
  await expect(value(page, 'weeks')).toHaveText('312 周 1 天');
});

test.describe('phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });
  test('375 px layout', async ({ page }) => {
    await open(page, '/tools/date-calculator#mode=add&base=2024-01-31&amount=1&unit=months');
    await expect(value(page, 'iso')).toHaveText('2024-02-29');
    await expectFitsPhone(page);
  });
});
