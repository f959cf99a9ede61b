import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures';
import { startTimeoutProbe, stopTimeoutProbe } from '../timeoutProbe';
import { MAX_GAP_MS } from './rows';
import { openTool } from '../tools/tool-steps';

/**
 * A user's regular expression never runs on the main thread: a catastrophic one is
 * stopped by the regex worker's time limit, and the page answers throughout. Tagged @large
 * (the isolated `large-text` project), because it measures the main thread's responsiveness.
 */
const input = (page: Page) => page.getByLabel('Input', { exact: true });
const find = (page: Page) => page.getByLabel('Find', { exact: true });
const replaceWith = (page: Page) => page.getByLabel('Replace with', { exact: true });
const output = (page: Page) => page.getByTestId('tool-output');
const replaceAll = (page: Page) => page.getByRole('button', { name: 'Replace all' }).click();

test.beforeEach(({ page }) => openTool(page, 'text-replacer', 'Find and Replace'));

test('a catastrophic pattern is stopped with a message, the page stays responsive, the next replace works', { tag: '@large' }, async ({ page }) => {
  await input(page).fill(`${'a'.repeat(40)}!`);
  await page.getByLabel('Use regex').check();
  await find(page).fill('(a+)+$');
  await replaceWith(page).fill('x');
  // Round trips of setTimeout(0) while the pattern runs: the main thread must keep answering.
  await startTimeoutProbe(page);
  const started = Date.now();
  await replaceAll(page);
  const message = page.getByTestId('tool-error');
  await expect(message).toContainText('The pattern took too long and was stopped: it may backtrack catastrophically');
  expect(Date.now() - started).toBeLessThan(4_000);
  const worst = await stopTimeoutProbe(page);
  expect(worst, 'longest setTimeout(0) round trip (ms)').toBeLessThan(MAX_GAP_MS);
  await expect(input(page)).toHaveValue(`${'a'.repeat(40)}!`);

  await find(page).fill('a+!');
  await replaceAll(page);
  await expect(output(page)).toHaveValue('x');
  await expect(message).toHaveCount(0);
});
