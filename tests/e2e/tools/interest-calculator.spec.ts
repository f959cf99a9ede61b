import { test, expect } from '../fixtures';
import { EXAMPLE_HASH, expectChart, openTool } from './finance-helpers';

test.describe.configure({ timeout: 120_000 });

const SLUG = 'interest-calculator';
const EXAMPLE = EXAMPLE_HASH[SLUG];

test('chart and its table', async ({ page }) => {
  await openTool(page, SLUG, { hash: EXAMPLE });
  await expectChart(page, /Stacked area chart of the principal and the interest earned, growing over 10 years/);
  await expect(page.getByTestId('chart').getByText('Interest earned')).toBeVisible();
  await expect(page.getByTestId('interest-table').locator('tbody tr')).toHaveCount(10);
  await expect(page.getByTestId('interest-table').locator('tbody tr').last()).toHaveText(/10\s*.*1,647\.01/);

  // The canvas follows its container's width (375 px phone).
  const canvas = page.getByRole('img', { name: /Stacked area chart/ });
  const wide = (await canvas.boundingBox())?.width ?? 0;
  await page.setViewportSize({ width: 375, height: 800 });
  await expect.poll(async () => (await canvas.boundingBox())?.width ?? 0).toBeLessThan(360);
  expect(wide).toBeGreaterThan(600);
  const figure = await page.getByTestId('chart').boundingBox();
  expect((await canvas.boundingBox())?.width ?? 0).toBeLessThanOrEqual(figure?.width ?? 0);
});
