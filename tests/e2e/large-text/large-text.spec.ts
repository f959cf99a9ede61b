import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures';
import { maxGap, startGapRecorder } from '../tools/data-helpers';
import { isEditor, largeFieldChars } from '../editor';
import { LARGE_TEXT_ROWS, MAX_GAP_MS, SAMPLE_BYTES, sampleText, type LargeTextRow, type Sample } from './rows';

/**
 * Every text tool with 10 MiB of text, arriving the three ways text arrives: a real
 * Ctrl+V, a drop of text, and an input event carrying the whole value. The page must
 * stay responsive (no gap between animation frames over 100 ms while the tool works)
 * and the result must be right. Tagged @large: the `large-text` project runs these after the rest
 * of the suite, one test at a time, so other tests' CPU use does not pass for our jank.
 */

type Path = 'paste' | 'drop' | 'input';

/** Builds the sample in the page (megabytes never cross the test protocol) and keeps it on window.__sample. */
async function buildSample(page: Page, kind: Sample): Promise<number> {
  const text = await page.evaluateHandle(sampleText, { kind, size: SAMPLE_BYTES });
  return page.evaluate((s) => {
    (window as unknown as { __sample: string }).__sample = s;
    return s.length;
  }, text);
}

async function deliver(page: Page, path: Path, field: string): Promise<void> {
  const target = page.getByLabel(field, { exact: true });
  if (path === 'input' && (await isEditor(target))) {
    test.skip(true, 'the code editor has no value to set: a paste and a drop are how text reaches it');
  }
  if (path === 'paste') {
    await page.evaluate(() => navigator.clipboard.writeText((window as unknown as { __sample: string }).__sample));
    await target.focus();
    await page.keyboard.press('Control+V');
    return;
  }
  await target.evaluate((el, how) => {
    const text = (window as unknown as { __sample: string }).__sample;
    if (how === 'drop') {
      const data = new DataTransfer();
      data.setData('text/plain', text);
      el.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
      return;
    }
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set?.call(el, text);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  }, path);
}

async function run(page: Page, row: LargeTextRow, path: Path): Promise<void> {
  await page.goto(`/tools/${row.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await row.prepare?.(page);
  const chars = await buildSample(page, row.sample);
  if (row.editor) await expect.poll(() => isEditor(page.getByLabel(row.field, { exact: true })), { message: 'the editor takes the field over' }).toBe(true);
  await deliver(page, path, row.field);
  // The whole text is in the field: the summary's count until the editor takes over, then the editor's document.
  // No textarea holds it.
  await expect.poll(() => largeFieldChars(page), { timeout: 20_000 }).toBe(chars);
  expect(await page.evaluate(() => Math.max(0, ...[...document.querySelectorAll('textarea')].map((t) => t.value.length)))).toBeLessThan(1_000_000);
  // A live tool starts its job after a pause (250 ms or more): measured from here, the browser's own
  // hand-over of the text (clipboard, value setter) is not counted as the job's.
  if (row.action === null) await startGapRecorder(page);
  if (row.action !== null) {
    const button = page.getByRole('button', { name: row.action, exact: true });
    await button.focus();
    await startGapRecorder(page);
    await page.keyboard.press('Enter');
  }
  await row.done(page);
  const gap = await maxGap(page);
  test.info().annotations.push({ type: 'longest frame gap', description: `${Math.round(gap)} ms` });
  console.log(`${test.info().title}: longest gap between animation frames ${Math.round(gap)} ms`);
  expect(gap, 'longest gap between animation frames (ms)').toBeLessThan(MAX_GAP_MS);
  await row.check(page);
}

for (const row of LARGE_TEXT_ROWS) {
  for (const path of ['paste', 'drop', 'input'] as const) {
    test(`${row.id}: 10 MiB by ${path} stays responsive and is right`, { tag: '@large' }, async ({ page }) => {
      test.setTimeout(row.timeoutMs ?? 60_000);
      await run(page, row, path);
    });
  }
}
