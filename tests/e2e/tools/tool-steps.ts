import type { Locator, Page } from '@playwright/test';
import { expect } from '../fixtures';
import { toolActions } from './data-helpers';

/**
 * Steps the tool specs share. The stock contract (the empty-input message, Load example → result, Copy, Clear's
 * toast and emptied result, no stale result) is checked for every tool by catalog-contract.spec.ts; these check
 * what it leaves to each tool.
 */

/** Opens the tool's page and waits for its heading (the page is prerendered: the heading is there at once). */
export async function openTool(page: Page, slug: string, heading: string): Promise<void> {
  await page.goto(`/tools/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/** Leaves the page for `via` and comes back to its address, as a bookmark or a shared link would. */
export async function revisit(page: Page, via = 'about:blank'): Promise<void> {
  const url = page.url();
  await page.goto(via);
  await page.goto(url);
}

/** Puts text into a textarea the way a paste would: fill cannot carry an unpaired surrogate. */
export async function pasteRaw(field: Locator, text: string): Promise<void> {
  await field.evaluate((el, value) => {
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set?.call(el, value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  }, text);
}

/**
 * Clear empties the tool's input fields too, not only its result (the contract looks at the result alone). The
 * example must fill them first, or an input that Clear leaves alone would pass unnoticed.
 */
export async function expectClearEmptiesInputs(page: Page, ...fields: Locator[]): Promise<void> {
  await toolActions(page).getByRole('button', { name: 'Load example' }).click();
  for (const field of fields) await expect(field).not.toHaveFieldValue('');
  await toolActions(page).getByRole('button', { name: 'Clear', exact: true }).click();
  for (const field of fields) {
    // Emptied, not gone: a field the locator no longer finds would read as ''.
    await expect(field).toBeVisible();
    await expect(field).toHaveFieldValue('');
  }
}
