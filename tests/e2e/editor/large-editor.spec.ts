import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { test, expect, expectToast } from '../fixtures';
import { waitForEditor } from '../editor';
import { maxGap, startGapRecorder } from '../tools/data-helpers';
import { MAX_GAP_MS } from '../large-text/rows';

/**
 * 10 MiB in the editor and in the tree (tagged @large: the large-text project runs them one at a time). A real Ctrl+V
 * of a 10 MiB JSON: the whole text is there (its last line after Ctrl+End), it takes an edit at the end, Format's
 * result scrolls to its end, Copy and Download give all of it, and the tree of its 200,000+ nodes opens at once and
 * goes to its last node. The page keeps drawing frames throughout (the frozen-tab bar; the figures are the bench's).
 */
const LAST_ID = 'id-last-record';

/** About 10 MiB of JSON records on many lines; built in the page (megabytes never cross the test protocol). */
function makeJson(size: number): string {
  const parts: string[] = [];
  let length = 2;
  for (let i = 0; length < size; i++) {
    const record = `{\n  "id": ${i},\n  "name": "record ${i}",\n  "tags": ["a", "b"],\n  "nested": { "ok": ${i % 2 === 0}, "score": ${i}.25 }\n}`;
    parts.push(record);
    length += record.length + 2;
  }
  parts.push('{ "id": "id-last-record" }');
  return `[\n${parts.join(',\n')}\n]`;
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

async function copiedDigest(page: Page): Promise<string> {
  await page.getByRole('group', { name: 'Tool actions' }).getByRole('button', { name: 'Copy' }).click();
  await expectToast(page, 'Copied to clipboard!');
  return page.evaluate(async () => {
    const bytes = new TextEncoder().encode(await navigator.clipboard.readText());
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
    return [...digest].map((b) => b.toString(16).padStart(2, '0')).join('');
  });
}

test('json-formatter: a 10 MiB paste is whole in the editor, edits at its end, formats, copies, downloads, and makes a tree', { tag: '@large' }, async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/tools/json-formatter');
  const input = await waitForEditor(page, 'JSON input');
  const json = await page.evaluateHandle(makeJson, 10 * 1024 * 1024);
  await page.evaluate((text) => navigator.clipboard.writeText(text), json);
  await input.focus();
  await startGapRecorder(page);
  await page.keyboard.press('Control+V');
  const root = page.locator('.cm-editor', { has: input });
  const status = root.getByTestId('editor-status');
  const total = await page.evaluate((text) => text.split('\n').length, json);
  await expect(status).toContainText(`${total.toLocaleString('en-US')} lines`, { timeout: 30_000 });
  await expect(status).not.toContainText('Loading');

  await test.step('Ctrl+End shows the last line; an edit there is kept', async () => {
    await input.press('Control+End');
    await expect(root.locator('.cm-line').filter({ hasText: LAST_ID })).toBeVisible();
    await input.press('ArrowUp');
    await input.press('End');
    await page.keyboard.type(' ');
    await input.press('Backspace');
    await page.keyboard.press('Control+End');
    await page.keyboard.type('\n');
    await expect(status).toContainText(`${(total + 1).toLocaleString('en-US')} lines`);
  });

  await test.step('Format: the result scrolls to its end; Copy and Download give all of it', async () => {
    await page.getByRole('button', { name: 'Format', exact: true }).click();
    await expectToast(page, 'JSON formatted!');
    const output = page.getByTestId('tool-output');
    const expected = await page.evaluate((text) => JSON.stringify(JSON.parse(text), null, 2), json);
    await expect.poll(() => output.evaluate((el) => (el.querySelector('.cm-editor') as Element & { toolboxEditor: { view: { state: { doc: { length: number } } } } }).toolboxEditor.view.state.doc.length), { timeout: 30_000 })
      .toBe(expected.length);
    const result = output.getByRole('textbox');
    await result.focus();
    await result.press('Control+End');
    await expect(output.locator('.cm-line').filter({ hasText: LAST_ID })).toBeVisible();
    const digest = await page.evaluate(async (text) => {
      const bytes = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
      return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
    }, expected);
    expect(await copiedDigest(page)).toBe(digest);
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('group', { name: 'Tool actions' }).getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(sha256(await readFile(await file.path(), 'utf8'))).toBe(digest);
  });

  await test.step('the tree of 200,000+ nodes opens and goes to its last node', async () => {
    await page.getByRole('tab', { name: 'Tree' }).click();
    const tree = page.getByRole('tree', { name: 'JSON tree' });
    await expect(tree).toBeVisible({ timeout: 30_000 });
    const nodes = Number((await page.getByTestId('json-tree-count').innerText()).replace(/[^\d]/g, ''));
    expect(nodes).toBeGreaterThan(200_000);
    await page.getByRole('button', { name: 'Expand all' }).click();
    await tree.focus();
    await page.keyboard.press('End');
    await expect(tree.locator('[aria-selected="true"]')).toContainText(`"id":"${LAST_ID}"`);
    await expect(tree.locator('[aria-selected="true"]')).toBeInViewport();
  });

  const gap = await maxGap(page);
  console.log(`json-formatter 10 MiB editor: longest gap between animation frames ${Math.round(gap)} ms`);
  expect(gap, 'longest gap between animation frames (ms)').toBeLessThan(MAX_GAP_MS);
});
