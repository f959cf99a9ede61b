import { axeViolations } from '../axe';
import type { Locator, Page } from '@playwright/test';
import { settle, startGapRecorder } from './data-helpers';

/**
 * Helpers for measuring jank around a big job (text-diff, sql-formatter, code-minifier).
 *
 * Playwright's own actions and `expect` polling evaluate selectors in the page
 * through the DevTools protocol; with megabytes in a textarea each evaluation
 * takes hundreds of milliseconds on the page's main thread (measured with a
 * Chromium trace: forced style/layout passes and large allocations inside
 * "DevToolsSession" tasks). Measured that way, the harness janks the page it
 * measures. So the job is started with a key press on an already focused
 * button, and its end is awaited by a check that runs inside the page.
 */
export async function startMeasuredJob(page: Page, button: Locator): Promise<void> {
  await button.focus();
  await settle(page);
  await startGapRecorder(page);
  await page.keyboard.press('Enter');
}

/** Waits, polling inside the page, until an element matching `selector` (containing `text`, if given) exists. */
export async function waitInPage(page: Page, selector: string, text?: string, timeout = 120_000): Promise<void> {
  await page.waitForFunction(
    ({ selector: s, text: t }) => [...document.querySelectorAll(s)].some((el) => t === undefined || (el.textContent ?? '').includes(t)),
    { selector, text },
    { timeout, polling: 100 },
  );
}

/** Switches the colour theme (as the shell's a11y spec does) and reloads the page. */
export async function useTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({ colorScheme: theme });
  await page.addInitScript((t) => window.localStorage.setItem('theme', t), theme);
  await page.reload();
}

/** Serious or critical WCAG A/AA violations (axe) in the tool's card, as readable lines. */
export async function a11yViolations(page: Page): Promise<string[]> {
  // The shared primary Button's hover colour is below AA (reported separately); measure the resting state.
  await page.mouse.move(0, 0);
  return (await axeViolations(page, { include: ['main'] }))
    .flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')} ${n.failureSummary?.split('\n')[1] ?? ''}`));
}
