import { test, expect } from '../fixtures';
import { calculate, open, expectFieldMessage, expectFitsPhone, expectHash, value } from './calculator-helpers';

test('one discount: you save and final price', async ({ page }) => {
  await open(page, '/tools/discount-calculator');
  await page.getByLabel('Original price', { exact: true }).fill('59.99');
  await page.getByLabel('Discount', { exact: true }).fill('15');
  await expect(value(page, 'saved')).toHaveText('9.00'); //     59.99 × 0.15 = 8.9985
  await expect(value(page, 'discounted')).toHaveText('50.99'); // 59.99 − 8.9985 = 50.9915
  await expect(page.getByTestId('result-discounted').locator('dt')).toHaveText('Final price');
});

test('stacked discount and sales tax', async ({ page }) => {
  await open(page, '/tools/discount-calculator#price=1000&discount=20&second=10&tax=10');
  await expect(value(page, 'saved')).toHaveText('280.00'); //       1000 × (1 − 0.8 × 0.9)
  await expect(value(page, 'effective')).toHaveText('28%');
  await expect(value(page, 'tax')).toHaveText('72.00'); //          720 × 10 %
  await expect(value(page, 'final')).toHaveText('792.00');
});

test('validation messages', async ({ page }) => {
  await open(page, '/tools/discount-calculator');
  await calculate(page);
  await expectFieldMessage(page, 'Original price', 'Please enter valid values for all fields');
  await expectFieldMessage(page, 'Discount', 'Please enter valid values for all fields');
  await page.getByLabel('Original price', { exact: true }).fill('-5');
  await expectFieldMessage(page, 'Original price', 'All values must be greater than 0');
  await page.getByLabel('Discount', { exact: true }).fill('120');
  await expectFieldMessage(page, 'Discount', 'Must be at most 100');
  await page.getByLabel('Sales tax (optional)', { exact: true }).fill('x');
  await expectFieldMessage(page, 'Sales tax (optional)', 'Please enter valid numbers');
  await expect(value(page, 'saved')).toHaveText('—');
});

test('fragment round trip', async ({ page }) => {
  await open(page, '/tools/discount-calculator#price=80&discount=25');
  await expect(value(page, 'discounted')).toHaveText('60.00');
  await page.getByLabel('Discount', { exact: true }).fill('30');
  await expectHash(page, /^#price=80&discount=30$/);
  await page.reload();
  await expect(value(page, 'discounted')).toHaveText('56.00');
});

test('Spanish and Chinese formatting', async ({ page }) => {
  await open(page, '/tools/discount-calculator?lng=es');
  await page.getByLabel('Precio original', { exact: true }).fill('12.345,50');
  await page.getByLabel('Descuento', { exact: true }).fill('10');
  await expect(value(page, 'saved')).toHaveText('1234,55');
  await expect(value(page, 'discounted')).toHaveText('11.110,95');
  await expectHash(page, /price=12345\.5/);
  await open(page, '/tools/discount-calculator?lng=zh#price=12345.5&discount=10');
  await expect(page.getByLabel('原价', { exact: true })).toHaveValue('12345.5');
  await expect(value(page, 'discounted')).toHaveText('11,110.95');
});

test.describe('phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });
  test('375 px layout', async ({ page }) => {
    await open(page, '/tools/discount-calculator#price=250&discount=20&second=10&tax=8.25');
    await expect(value(page, 'final')).toHaveText('194.85');
    await expectFitsPhone(page);
  });
});
