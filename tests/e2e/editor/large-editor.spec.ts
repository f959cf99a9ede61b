import { readFile } from 'node:fs/promises';
import { test, expect, expectToast } from '../fixtures';
import { outputHead, waitForEditor } from '../editor';
import { maxGap, startGapRecorder } from '../tools/data-helpers';
import { MAX_GAP_MS, copiedDigest, sha256 } from '../large-text/rows';

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

test('json-formatter: a 10 MiB paste is whole in the editor, edits at its end, formats, copies, downloads, and makes a tree', { tag: '@large' }, async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/tools/json-formatter');
  const input = await waitForEditor(page, 'JSON input');
  // The test's own work in the page (making the text, the expected result, its digest) is done before any measuring.
  const json = await page.evaluateHandle(makeJson, 10 * 1024 * 1024);
  const expected = await page.evaluate(async (text) => {
    const formatted = JSON.stringify(JSON.parse(text), null, 2);
    const bytes = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(formatted)));
    await navigator.clipboard.writeText(text);
    return { lines: text.split('\n').length, length: formatted.length, digest: [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('') };
  }, json);
  const root = page.locator('.cm-editor', { has: input });
  const status = root.getByTestId('editor-status');
  const gaps: string[] = [];
  const checkGap = async (what: string) => {
    const gap = await maxGap(page);
    gaps.push(`${what} ${Math.round(gap)} ms`);
    expect(gap, `longest gap between animation frames, ${what} (ms)`).toBeLessThan(MAX_GAP_MS);
  };

  await test.step('a real Ctrl+V: the whole text, its last line after Ctrl+End; an edit there is kept', async () => {
    await input.focus();
    await startGapRecorder(page);
    await page.keyboard.press('Control+V');
    await expect(status).toContainText(`${expected.lines.toLocaleString('en-US')} lines`, { timeout: 30_000 });
    await expect(status).not.toContainText('Loading');
    await input.press('Control+End');
    await expect(root.locator('.cm-line').filter({ hasText: LAST_ID })).toBeVisible();
    await page.keyboard.type('\n');
    await expect(status).toContainText(`${(expected.lines + 1).toLocaleString('en-US')} lines`);
    await checkGap('paste and edit');
  });

  await test.step('Format: the result is whole and scrolls to its end; Copy and Download give all of it', async () => {
    await startGapRecorder(page);
    await page.getByRole('button', { name: 'Format', exact: true }).click();
    await expectToast(page, 'JSON formatted!');
    await expect.poll(async () => (await outputHead(page, 0)).length, { timeout: 30_000 }).toBe(expected.length);
    const result = page.getByTestId('tool-output').getByRole('textbox');
    await result.focus();
    await result.press('Control+End');
    await expect(page.getByTestId('tool-output').locator('.cm-line').filter({ hasText: LAST_ID })).toBeVisible();
    await checkGap('format and show the result');
    expect(await copiedDigest(page)).toBe(expected.digest);
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('group', { name: 'Tool actions' }).getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(sha256(await readFile(await file.path(), 'utf8'))).toBe(expected.digest);
  });

  await test.step('the tree of 200,000+ nodes opens and goes to its last node', async () => {
    await startGapRecorder(page);
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
    await checkGap('tree');
  });
  console.log(`json-formatter 10 MiB editor: longest gaps between animation frames: ${gaps.join(', ')}`);
});

test('json-formatter: a 10 MiB JSON on one line is not wrapped, takes an edit at its end, and formats', { tag: '@large' }, async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/tools/json-formatter');
  const input = await waitForEditor(page, 'JSON input');
  const length = await page.evaluate(async (size) => {
    const parts: string[] = [];
    let n = 2;
    for (let i = 0; n < size; i++) {
      const record = `{"id":${i},"name":"record ${i}","tags":["a","b"]}`;
      parts.push(record);
      n += record.length + 1;
    }
    const text = `[${parts.join(',')}]`;
    await navigator.clipboard.writeText(text);
    return text.length;
  }, 10 * 1024 * 1024);
  await input.focus();
  await startGapRecorder(page);
  await page.keyboard.press('Control+V');
  const root = page.locator('.cm-editor', { has: input });
  await expect(root.getByTestId('editor-status')).toContainText('1 line', { timeout: 30_000 });
  await expect.poll(() => input.evaluate((el) => (el.closest('.cm-editor') as Element & { toolboxEditor: { view: { state: { doc: { length: number } } } } }).toolboxEditor.view.state.doc.length)).toBe(length);
  // Never wrapped (a wrapped megabyte line is seconds of layout), and the page says why.
  await expect(page.getByTestId('editor-long-line').first()).toHaveText('Wrapping is off: a line of this text is too long to wrap');
  await expect(page.getByRole('toolbar', { name: 'Editor' }).first().getByRole('button', { name: 'Wrap long lines' })).toBeDisabled();
  await input.press('Control+End');
  await page.keyboard.type(' ');
  await expect.poll(() => input.evaluate((el) => {
    const doc = (el.closest('.cm-editor') as Element & { toolboxEditor: { view: { state: { doc: { length: number; sliceString(a: number): string } } } } }).toolboxEditor.view.state.doc;
    return doc.sliceString(doc.length - 3);
  })).toBe('}] ');
  const gap = await maxGap(page);
  console.log(`json-formatter 10 MiB on one line: longest gap between animation frames ${Math.round(gap)} ms`);
  expect(gap, 'longest gap between animation frames (ms)').toBeLessThan(MAX_GAP_MS);
  await page.getByRole('button', { name: 'Format', exact: true }).click();
  await expectToast(page, 'JSON formatted!');
  await expect(page.getByTestId('tool-output').getByTestId('editor-status')).toContainText(/[\d,]{7,} lines/, { timeout: 30_000 });
});
