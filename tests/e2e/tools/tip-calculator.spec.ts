import { test, expect } from '../fixtures';
import { calculate, open, expectFieldMessage, expectFitsPhone, expectHash, value } from './calculator-helpers';

test('presets, custom tip, people and rounding up', async ({ page }) => {
  await open(page, '/tools/tip-calculator');
  await page.getByLabel('Bill amount', { exact: true }).fill('120');
  await expect(value(page, 'tip')).toHaveText('18.00'); //          default 15 %
  await page.getByRole('radio', { name: '20%' }).check({ force: true });
  await expect(value(page, 'tip')).toHaveText('24.00');
  await expect(value(page, 'total')).toHaveText('144.00');
  await page.getByLabel('Number of people', { exact: true }).fill('5');
  await expect(value(page, 'per-person')).toHaveText('28.80'); //  144 ÷ 5
  await page.getByRole('radio', { name: 'Custom' }).check({ force: true });
  await page.getByLabel('Custom tip', { exact: true }).fill('12.5');
  await expect(value(page, 'tip')).toHaveText('15.00');
  await expect(value(page, 'per-person')).toHaveText('27.00');
  await page.getByLabel('Number of people', { exact: true }).fill('7');
  await expect(value(page, 'per-person')).toHaveText('19.29'); //  135 ÷ 7 = 19.2857
  await page.getByLabel("Round each person's share up to a whole amount").check();
  await expect(value(page, 'per-person')).toHaveText('20.00'); //  ceil(19.29)
  await expect(value(page, 'total')).toHaveText('140.00'); //      20 × 7
  await expect(value(page, 'tip')).toHaveText('20.00'); //         140 − 120
  await expect(page.getByText('16.7% of the bill after rounding up')).toBeVisible();
});

test('validation messages', async ({ page }) => {
  await open(page, '/tools/tip-calculator');
  await calculate(page);
  await expectFieldMessage(page, 'Bill amount', 'Please enter valid values for all fields');
  await page.getByLabel('Bill amount', { exact: true }).fill('0');
  await expectFieldMessage(page, 'Bill amount', 'All values must be greater than 0');
  await page.getByLabel('Bill amount', { exact: true }).fill('1O0');
  await expectFieldMessage(page, 'Bill amount', 'Please enter valid numbers');
  await page.getByLabel('Number of people', { exact: true }).fill('2.5');
  await expectFieldMessage(page, 'Number of people', 'Please enter a whole number');
  await page.getByLabel('Number of people', { exact: true }).fill('0');
  await expectFieldMessage(page, 'Number of people', 'Must be at least 1');
  await page.getByRole('radio', { name: 'Custom' }).check({ force: true });
  await calculate(page);
  await expectFieldMessage(page, 'Custom tip', 'Please enter valid values for all fields');
  await expect(value(page, 'tip')).toHaveText('—');
});

test('fragment round trip', async ({ page }) => {
  await open(page, '/tools/tip-calculator#bill=200&preset=custom&custom=22&people=4&round=1');
  await expect(page.getByRole('radio', { name: 'Custom' })).toBeChecked();
  await expect(page.getByLabel("Round each person's share up to a whole amount")).toBeChecked();
  await expect(value(page, 'per-person')).toHaveText('61.00'); // 244 ÷ 4 = 61
  await page.getByLabel('Bill amount', { exact: true }).fill('210');
  await expectHash(page, /bill=210&preset=custom&custom=22&people=4&round=1/);
  await page.reload();
  await expect(value(page, 'per-person')).toHaveText('65.00'); // 256.20 ÷ 4 = 64.05 → 65
});

test('Spanish and Chinese formatting', async ({ page }) => {
  await open(page, '/tools/tip-calculator?lng=es');
  await page.getByLabel('Importe de la cuenta', { exact: true }).fill('1.250,40');
  await expect(value(page, 'tip')).toHaveText('187,56'); //        1250.40 × 15 %
  await expect(value(page, 'total')).toHaveText('1437,96');
  await expect(page.getByRole('radio', { name: '18 %' })).toBeAttached();
  await open(page, '/tools/tip-calculator?lng=zh#bill=1250.4');
  await expect(value(page, 'total')).toHaveText('1,437.96');
});

test.describe('phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });
  test('375 px layout', async ({ page }) => {
    await open(page, '/tools/tip-calculator#bill=86.4&preset=18&people=3');
    await expect(value(page, 'per-person')).toHaveText('33.98');
    await expectFitsPhone(page);
  });
});
