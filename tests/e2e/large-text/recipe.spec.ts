import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures';
import { fieldText, largeFieldChars, outputHead } from '../editor';
import { maxGap, slowFromNow, slowWorker, startGapRecorder } from '../tools/data-helpers';
import { waitInPage } from '../tools/worker-tool-helpers';
import { MAX_GAP_MS, SAMPLE_BYTES, sampleText } from './rows';
import { getOperation, normalizeOptions } from '@workers/ops/registry';
import { runSteps } from '@workers/recipe/run';

/**
 * The recipe builder with 10 MiB through five steps (whitespace clean-up → remove duplicates →
 * sort → Base64 encode → SHA-256): the whole recipe runs in the recipe worker, the page keeps
 * drawing frames (no frozen tab while it works: rows.ts MAX_GAP_MS), every step reports its progress, the result
 * is the one the same five operations give in node, a 10 MiB intermediate output can be looked at,
 * and Cancel stops a run with the input untouched. Tagged @large (the large-text project).
 */
const RECIPE = ['whitespace', 'dedupeLines', 'sortLines', 'base64Encode', 'sha256'];
const LINK = `/tools/recipe-builder#recipe=${encodeURIComponent(JSON.stringify(RECIPE.map((op) => [op])))}`;

async function pasteSample(page: Page): Promise<number> {
  const text = await page.evaluateHandle(sampleText, { kind: 'lines' as const, size: SAMPLE_BYTES });
  const chars = await page.evaluate((s) => navigator.clipboard.writeText(s).then(() => s.length), text);
  await page.getByLabel('Input', { exact: true }).focus();
  await page.keyboard.press('Control+V');
  await expect.poll(() => largeFieldChars(page), { timeout: 20_000 }).toBe(chars);
  return chars;
}

const outputValue = (page: Page) => fieldText(page.getByTestId('tool-output'));

test('10 MiB through five steps: off the main thread, per-step progress, right, and Cancel', { tag: '@large' }, async ({ page }) => {
  test.setTimeout(240_000);
  const steps = RECIPE.map((op) => ({ op, options: normalizeOptions(getOperation(op)!, {}), enabled: true }));
  const expected = await runSteps(steps, sampleText({ kind: 'lines', size: SAMPLE_BYTES }), { locale: 'en' });

  // The run to cancel must outlast the press on any machine: the worker already holds the input, and on an idle
  // machine the second run ended (in under a second) before its progress bar, and so its Cancel, ever showed.
  await slowWorker(page, 'formats', 20_000, 0, true);
  await page.goto(LINK);
  await expect(page.getByTestId('recipe-step')).toHaveCount(5);
  const chars = await pasteSample(page);
  await expect(page.getByTestId('recipe-mode')).toContainText('Large input: press Run');

  const run = page.getByRole('button', { name: 'Run', exact: true });
  await run.focus();
  await startGapRecorder(page);
  await page.keyboard.press('Enter');
  // Per-step progress while it works: the first step is reported running before the last is done.
  await waitInPage(page, '[data-testid="recipe-step"][data-state="running"]', undefined, 60_000);
  await page.waitForFunction(() => {
    const out = document.querySelector('[data-testid="tool-output"]');
    const editor = (out?.querySelector('.cm-editor') as (Element & { toolboxEditor?: { text(): string } }) | null)?.toolboxEditor;
    return /^[0-9a-f]{64}$/.test(editor ? editor.text() : (out as HTMLTextAreaElement | null)?.value ?? '');
  }, undefined, { timeout: 180_000, polling: 100 });
  expect(await maxGap(page), 'longest gap between animation frames (ms)').toBeLessThan(MAX_GAP_MS);

  expect(await outputValue(page)).toBe(expected.output);
  for (let i = 0; i < 5; i++) await expect(page.getByTestId('recipe-step').nth(i)).toHaveAttribute('data-state', 'done');

  // A 10 MiB intermediate output, fetched from the worker when asked for: the sorted text.
  await page.getByLabel('Show', { exact: true }).selectOption({ label: 'Step 3: Sort lines' });
  await expect.poll(async () => (await outputHead(page, 0)).length).toBe((expected.outputs[2] as string).length);

  // Cancel: change the first step (so every step runs again), run, stop it; the input stays.
  await page.getByTestId('recipe-step').first().getByLabel('Remove tabs').uncheck();
  await slowFromNow(page);
  await run.click();
  const cancel = page.getByTestId('job-progress').getByRole('button', { name: 'Cancel' });
  await cancel.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Stopped. The input is unchanged.')).toBeVisible();
  expect(await largeFieldChars(page)).toBe(chars);
  // The worker that replaces the stopped one may still be loading through the patch as the page closes.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});
