import type { Locator, Page } from '@playwright/test';
import { expect } from '../fixtures';
import { toolActions } from './data-helpers';

/**
 * Steps the tool specs share. The stock contract (the empty-input message, Load example → result, Copy, Clear's
 * toast and emptied result, no stale result) is checked for every tool by catalog-contract.spec.ts; these check
 * what it leaves to each tool.
 */

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
