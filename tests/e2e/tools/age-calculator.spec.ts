import { test, expect } from '../fixtures';
import { calculate, open, expectFieldMessage, expectFitsPhone, expectHash, value } from './calculator-helpers';

test('age on a given date, totals and next birthday', async ({ page }) => {
  await open(page, '/tools/age-calculator');
  await page.getByLabel('Date of birth', { exact: true }).fill('2000-02-29');
  await page.getByLabel('Age at (optional)', { exact: true }).fill('2023-02-28');
  // 29 February birthdays fall on 28 February in common years
  await expect(value(page, 'age')).toHaveText('23 years, 0 months, 0 days');
  await expect(value(page, 'until')).toHaveText('Today! Happy birthday 🎉');
  await page.getByLabel('Age at (optional)', { exact: true }).fill('2023-03-01');
  await expect(value(page, 'next')).toHaveText('February 29, 2024 (turns 24)');
  await expect(value(page, 'until')).toHaveText('365 days');
  await expect(value(page, 'days')).toHaveText('8,401'); // 2000-02-29 → 2023-03-01
});

test('today is the default "age at" date', async ({ page }) => {
  await page.clock.setFixedTime(new Date(2026, 5, 15, 23, 30)); // local 15 June 2026, late evening
  await open(page, '/tools/age-calculator#birth=2000-06-16');
  await expect(page.getByText('Leave empty for today (June 15, 2026)')).toBeVisible();
  await expect(value(page, 'age')).toHaveText('25 years, 11 months, 30 days');
  await expect(value(page, 'until')).toHaveText('1 day');
});

test('validation messages', async ({ page }) => {
  await open(page, '/tools/age-calculator');
  await calculate(page);
  await expectFieldMessage(page, 'Date of birth', 'Please enter valid values for all fields');
  await page.getByLabel('Date of birth', { exact: true }).fill('2020-01-02');
  await page.getByLabel('Age at (optional)', { exact: true }).fill('2020-01-01');
  await expectFieldMessage(page, 'Date of birth', 'The date of birth must be on or before the "age at" date');
  await expect(value(page, 'age')).toHaveText('—');
  // Let the batched fragment write land before the address changes under it.
  await expectHash(page, /at=2020-01-01/);
  // An impossible date from a link
  await open(page, '/tools/age-calculator#birth=2023-02-30');
  await expectFieldMessage(page, 'Date of birth', 'Please enter a valid date');
});

test('fragment round trip', async ({ page }) => {
  await open(page, '/tools/age-calculator#birth=1990-07-15&at=2025-03-01');
  await expect(page.getByLabel('Date of birth', { exact: true })).toHaveValue('1990-07-15');
  await expect(value(page, 'age')).toHaveText('34 years, 7 months, 14 days');
  await page.getByLabel('Age at (optional)', { exact: true }).fill('2025-07-15');
  await expectHash(page, /^#birth=1990-07-15&at=2025-07-15$/);
  await page.reload();
  await expect(value(page, 'age')).toHaveText('35 years, 0 months, 0 days');
});

test('Spanish and Chinese formatting', async ({ page }) => {
  await open(page, '/tools/age-calculator?lng=es#birth=1990-07-15&at=2025-03-01');
  await expect(value(page, 'age')).toHaveText('34 años, 7 meses y 14 días');
  await expect(value(page, 'days')).toHaveText('12.648');
  await expect(value(page, 'next')).toHaveText('15 de julio de 2025 (cumple 35)');
  await open(page, '/tools/age-calculator?lng=zh#birth=1990-07-15&at=2025-03-01');
  await expect(value(page, 'age')).toHaveText('34 岁 7 个月 14 天');
  await expect(value(page, 'days')).toHaveText('12,648');
  await expect(value(page, 'next')).toHaveText('2025年7月15日（满 35 岁）');
});

test.describe('phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });
  test('375 px layout', async ({ page }) => {
    await open(page, '/tools/age-calculator#birth=1990-07-15&at=2025-03-01');
    await expect(value(page, 'months')).toHaveText('415');
    await expectFitsPhone(page);
  });
});
