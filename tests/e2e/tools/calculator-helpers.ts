import type { Page } from '@playwright/test';
import { expect } from '../fixtures';

/** The shared calculator pattern (src/ui/calculator): results list, values, messages. */
export const results = (page: Page) => page.getByTestId('calculator-results');
/** The value shown for one result row (data-testid="result-<key>"). */
export const value = (page: Page, key: string) => page.getByTestId(`result-${key}`).locator('dd').first();
export const calculate = (page: Page) => page.getByRole('button', { name: 'Calculate', exact: true }).click();

/** The field's message is next to it (the field's own message element) and linked with aria-describedby. */
export async function expectFieldMessage(page: Page, label: string, message: string): Promise<void> {
  const field = page.getByLabel(label, { exact: true });
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  await expect(page.getByText(message, { exact: true }).first()).toBeVisible();
  await expect(page.getByTestId('field-error').filter({ hasText: message }).first()).toBeVisible();
}

/**
 * Waits until the fragment holds `expected` (writes are batched by 250 ms): a pattern on the decoded fragment, or
 * the raw fragment exactly.
 */
export async function expectHash(page: Page, expected: RegExp | string): Promise<void> {
  const hash = () => page.evaluate(() => window.location.hash);
  if (typeof expected === 'string') await expect.poll(hash).toBe(expected);
  else await expect.poll(async () => decodeURIComponent(await hash())).toMatch(expected);
}

/** At 375 px nothing overflows sideways and the results are on screen. */
export async function expectFitsPhone(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await results(page).scrollIntoViewIfNeeded();
  await expect(results(page)).toBeInViewport();
}

/** Opens a calculator page and waits for its lazily loaded tool (slow machines need more than the default). */
export async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('calculator-results')).toBeVisible({ timeout: 20_000 });
}
