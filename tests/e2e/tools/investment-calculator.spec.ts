import { test, expect } from '../fixtures';
import { EXAMPLE_HASH, openTool } from './finance-helpers';

test.describe.configure({ timeout: 120_000 });

const SLUG = 'investment-calculator';
const EXAMPLE = EXAMPLE_HASH[SLUG];

test('the chart follows a theme switch (colours re-read from the CSS variables)', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await openTool(page, SLUG, { hash: EXAMPLE });
  const canvas = page.getByRole('img', { name: /Stacked area chart/ });
  await expect(canvas).toBeVisible();
  const figure = page.getByTestId('chart');
  const palette = () => figure.evaluate((el) => getComputedStyle(el).getPropertyValue('--chart-1').trim());
  expect(await palette()).toBe('#2563eb');
  const before = await canvas.elementHandle();
  await page.getByRole('button', { name: 'Dark', exact: true }).click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  expect(await palette()).toBe('#60a5fa');
  // The chart was redrawn with the new colours: a new canvas replaced the old one.
  await expect.poll(() => before?.evaluate((el) => el.isConnected)).toBe(false);
  await expect(canvas).toBeVisible();
});
