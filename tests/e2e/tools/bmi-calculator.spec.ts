import { expectNoSeriousAxe } from '../axe';
import { test, expect } from '../fixtures';
import { calculate, open, expectFieldMessage, expectFitsPhone, expectHash, results, value } from './calculator-helpers';

test('results follow the typing; the category follows the shown value', async ({ page }) => {
  await open(page, '/tools/bmi-calculator');
  await page.getByLabel('Height', { exact: true }).fill('175');
  await page.getByLabel('Weight', { exact: true }).fill('70');
  await expect(value(page, 'bmi')).toHaveText('22.9');
  await expect(value(page, 'category')).toHaveText('Normal weight');
  await expect(value(page, 'healthy')).toHaveText('56.7 kg – 76.3 kg');
  // 76.6 kg at 175 cm: BMI 25.01 → shown 25.0, overweight
  await page.getByLabel('Weight', { exact: true }).fill('76.6');
  await expect(value(page, 'bmi')).toHaveText('25.0');
  await expect(value(page, 'category')).toHaveText('Overweight');
});

test('every validation message, inline next to its field', async ({ page }) => {
  await open(page, '/tools/bmi-calculator');
  await calculate(page);
  await expectFieldMessage(page, 'Height', 'Please enter valid values for all fields');
  await page.getByLabel('Height', { exact: true }).fill('abc');
  await expectFieldMessage(page, 'Height', 'Please enter valid numbers');
  await page.getByLabel('Height', { exact: true }).fill('170');
  await page.getByLabel('Weight', { exact: true }).fill('0');
  await expectFieldMessage(page, 'Weight', 'All values must be greater than 0');
  await page.getByLabel('Weight', { exact: true }).fill('900');
  await expectFieldMessage(page, 'Weight', 'Must be at most 700');
  await expect(value(page, 'bmi')).toHaveText('—');
  await expect(results(page)).not.toHaveAttribute('data-valid');

  await page.getByText('Imperial (ft, in, lb)').click();
  await page.getByLabel('Height (feet)', { exact: true }).fill('0');
  await page.getByLabel('Weight', { exact: true }).fill('150');
  await expectFieldMessage(page, 'Height (feet)', 'Height must be greater than 0');
  await page.getByLabel('Height (feet)', { exact: true }).fill('5.5');
  await expectFieldMessage(page, 'Height (feet)', 'Please enter a whole number');
  await page.getByLabel('Height (inches)', { exact: true }).fill('-1');
  await expectFieldMessage(page, 'Height (inches)', 'Must be at least 0');
});

test('imperial units: 5 ft 9 in, 154 lb', async ({ page }) => {
  await open(page, '/tools/bmi-calculator');
  await page.getByText('Imperial (ft, in, lb)').click();
  await page.getByLabel('Height (feet)', { exact: true }).fill('5');
  await page.getByLabel('Height (inches)', { exact: true }).fill('9');
  await page.getByLabel('Weight', { exact: true }).fill('154');
  // 154 × 0.45359237 ÷ (69 × 0.0254)² = 22.74
  await expect(value(page, 'bmi')).toHaveText('22.7');
  await expect(value(page, 'healthy')).toHaveText('125.3 lb – 168.6 lb');
});

test('fragment round trip: a link restores the inputs, edits update it', async ({ page }) => {
  await open(page, '/tools/bmi-calculator#cm=180&kg=81');
  await expect(page.getByLabel('Height', { exact: true })).toHaveValue('180');
  await expect(page.getByLabel('Weight', { exact: true })).toHaveValue('81');
  await expect(value(page, 'bmi')).toHaveText('25.0'); // 81 ÷ 1.8² = 25.0
  await page.getByLabel('Weight', { exact: true }).fill('72.5');
  await expectHash(page, /^#cm=180&kg=72\.5$/);
  await page.reload();
  await expect(page.getByLabel('Weight', { exact: true })).toHaveValue('72.5');
  await expect(value(page, 'bmi')).toHaveText('22.4');
});

test('a broken fragment falls back to defaults or shows the message', async ({ page }) => {
  await open(page, '/tools/bmi-calculator#unit=bogus&cm=%ZZ&kg=<b>');
  await expect(page.getByRole('radio', { name: 'Metric (cm, kg)' })).toBeChecked();
  await expectFieldMessage(page, 'Weight', 'Please enter valid numbers');
  await expect(value(page, 'bmi')).toHaveText('—');
});

test('Spanish and Chinese: decimal comma, translated category', async ({ page }) => {
  await open(page, '/tools/bmi-calculator?lng=es#cm=172.5&kg=68.4');
  await expect(page.getByLabel('Altura', { exact: true })).toHaveValue('172,5');
  await expect(value(page, 'bmi')).toHaveText('23,0'); // 68.4 ÷ 1.725² = 22.99
  await expect(value(page, 'category')).toHaveText('Peso normal');
  await page.getByLabel('Peso', { exact: true }).fill('80,5');
  await expect(value(page, 'bmi')).toHaveText('27,1');
  await expectHash(page, /kg=80\.5/);

  await open(page, '/tools/bmi-calculator?lng=zh#cm=172.5&kg=68.4');
  await expect(value(page, 'bmi')).toHaveText('23.0');
  await expect(value(page, 'category')).toHaveText('正常');
});

test('results, scale and messages pass axe in the dark theme', async ({ page }) => {
  test.setTimeout(90_000);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
  await open(page, '/tools/bmi-calculator#cm=175&kg=70');
  await expect(value(page, 'bmi')).toHaveText('22.9');
  await page.getByText('Imperial (ft, in, lb)').click();
  await page.getByLabel('Weight', { exact: true }).fill('abc');
  await expectFieldMessage(page, 'Weight', 'Please enter valid numbers');
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
  await expectNoSeriousAxe(page);
});

test.describe('phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });
  test('375 px layout', async ({ page }) => {
    await open(page, '/tools/bmi-calculator#cm=175&kg=70');
    await expect(value(page, 'bmi')).toHaveText('22.9');
    await expectFitsPhone(page);
  });
});
