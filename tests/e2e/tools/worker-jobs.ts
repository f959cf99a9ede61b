import type { Locator, Page } from '@playwright/test';
import { expect, setFieldValue } from '../fixtures';
import { fieldText, largeFieldChars } from '../editor';
import { MAX_GAP_MS } from '../large-text/rows';
import { download, errorToasts, maxGap, pasteGenerated, slowWorker, startAndCancel, toolActions } from './data-helpers';
import { a11yViolations, startMeasuredJob, useTheme, waitInPage } from './worker-tool-helpers';

/** The steps the worker tools' specs share around a job: a 10 MB one, a cancelled one, a download, an audit. */

export interface LargeJob<A> {
  input: Locator;
  /** Builds the text in the page (keep it self-contained), from `arg`. */
  generate: (arg: A) => string;
  arg: A;
  button: Locator;
  /** The toast that says the job is done. */
  toast: string;
  /** Waits for the editor to hold the pasted text before the job starts. */
  editor?: boolean;
  /** How long the job may take (default: waitInPage's). */
  timeout?: number;
}

/** Pastes over 10 MiB, runs the job with the page's frames measured, and keeps the longest gap under the bar. */
export async function expectResponsiveJob<A>(page: Page, job: LargeJob<A>): Promise<void> {
  const length = await pasteGenerated(job.input, job.generate, job.arg);
  expect(length).toBeGreaterThan(10 * 1024 * 1024);
  if (job.editor) await expect.poll(() => largeFieldChars(page)).toBeGreaterThan(1_000_000);
  await startMeasuredJob(page, job.button);
  await waitInPage(page, '[data-sonner-toast]', job.toast, job.timeout);
  // Read before any Playwright polling (see worker-tool-helpers).
  expect(await maxGap(page), 'longest gap between animation frames (ms)').toBeLessThan(MAX_GAP_MS);
}

export interface CancelledJob<A> {
  input: Locator;
  generate: (arg: A) => string;
  arg: A;
  button: Locator;
  /** What the progress bar says while the job runs. */
  progress: string;
  output: Locator;
}

/**
 * Slows the formats worker, starts a job on a large input and cancels it (startAndCancel), then clears the input:
 * typing over a large value (fill) costs Chromium seconds of main thread, and on a loaded CI machine that alone ran
 * the test past its timeout. The caller then runs the next, small job.
 */
export async function cancelAndClear<A>(page: Page, job: CancelledJob<A>): Promise<void> {
  await slowWorker(page, 'formats');
  await pasteGenerated(job.input, job.generate, job.arg);
  await startAndCancel(page, job.button, job.progress, job.output);
  await toolActions(page).getByRole('button', { name: 'Clear' }).click();
  await expect(job.input).toHaveFieldValue('');
}

/** The next job after a cancel gives its result, and no error was reported on the way. */
export async function expectNextJob(output: Locator, expected: string): Promise<void> {
  await expect(output).toHaveFieldValue(expected);
  await expect(errorToasts(output.page())).toHaveCount(0);
}

/**
 * After a cancel the large input is kept, whole, in the editor; a small one set over it (as a paste would: typing
 * over megabytes costs seconds) runs, and gives `expected`.
 */
export async function expectKeptThenNext(input: Locator, button: Locator, output: Locator, small: string, expected: string): Promise<void> {
  await expect.poll(async () => (await fieldText(input)).length).toBeGreaterThan(1_000_000);
  await setFieldValue(input, small);
  await button.click();
  await expectNextJob(output, expected);
}

/** Loads the example, waits for its result in `output`, and downloads it. */
export async function downloadExample(page: Page, output: Locator): Promise<{ name: string; text: string }> {
  await toolActions(page).getByRole('button', { name: 'Load example' }).click();
  await expect(output).not.toHaveFieldValue('');
  return download(page);
}

/** In the theme, each state the steps bring the page to has no serious a11y violation. */
export async function expectAccessibleStates(page: Page, theme: 'light' | 'dark', states: ((page: Page) => Promise<void>)[]): Promise<void> {
  await useTheme(page, theme);
  for (const reach of states) {
    await reach(page);
    expect(await a11yViolations(page)).toEqual([]);
  }
}
