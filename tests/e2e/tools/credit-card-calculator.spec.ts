import { test, expect } from '../fixtures';
import { expectHash, fillField, openTool, resultValue } from './finance-helpers';
import { revisit } from './tool-steps';

test.describe.configure({ timeout: 120_000 });

const SLUG = 'credit-card-calculator';

test('fragment round trip', async ({ page }) => {
  await openTool(page, SLUG);
  await fillField(page, 'Card balance', '2,500');
  await fillField(page, 'Interest rate (APR)', '22.9');
  await fillField(page, 'Monthly payment', '150');
  await expectHash(page, '#balance=2500&apr=22.9&payment=150');
  const first = await resultValue(page, 'time').textContent();
  await revisit(page);
  await expect(page.getByLabel('Card balance')).toHaveValue('2500');
  await expect(page.getByLabel('Interest rate (APR)')).toHaveValue('22.9');
  await expect(resultValue(page, 'time')).toHaveText(first ?? '');
});
