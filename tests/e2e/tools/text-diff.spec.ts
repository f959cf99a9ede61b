import { readFileSync } from 'node:fs';
import { MAX_GAP_MS } from '../large-text/rows';
import { test, expect, expectToast } from '../fixtures';
import type { Page } from '@playwright/test';
import { diffTexts } from '@workers/text/diff';
import { download, errorToasts, maxGap, pasteGenerated, slowWorker, startAndCancel, toolActions } from './data-helpers';
import { expectClearEmptiesInputs, openTool } from './tool-steps';
import { a11yViolations, startMeasuredJob, useTheme, waitInPage } from './worker-tool-helpers';

const locale = JSON.parse(readFileSync(new URL('../../../locales/en/tools/text-diff.json', import.meta.url), 'utf8')) as {
  example: { old: string; new: string };
};
const EXAMPLE = locale.example;

const oldInput = (page: Page) => page.getByLabel('Original text');
const newInput = (page: Page) => page.getByLabel('Changed text');
const compare = (page: Page) => page.getByRole('button', { name: 'Compare', exact: true });
const rows = (page: Page) => page.getByRole('list', { name: 'Differences' });
const added = (page: Page) => page.getByTestId('diff-added');
const removed = (page: Page) => page.getByTestId('diff-removed');

async function compareTexts(page: Page, a: string, b: string): Promise<void> {
  await oldInput(page).fill(a);
  await newInput(page).fill(b);
  await compare(page).click();
}

test.beforeEach(({ page }) => openTool(page, 'text-diff', 'Text Diff'));

// The example's added count, Copy's unified diff, Clear's result and the message for empty texts: contract/table.ts.
test('load example compares it: removed count, side-by-side rows', async ({ page }) => {
  await toolActions(page).getByRole('button', { name: 'Load example' }).click();
  await expect(oldInput(page)).toHaveFieldValue(EXAMPLE.old);
  await expect(newInput(page)).toHaveFieldValue(EXAMPLE.new);
  await expect(removed(page)).toHaveText('2');
  await expect(page.getByText('Lines added')).toBeVisible();
  const list = rows(page);
  await expect(list.getByRole('listitem')).toHaveCount(7);
  await expect(list.getByRole('listitem').nth(1)).toContainText('jumps over the lazy dog.');
  await expect(list.getByRole('listitem').nth(1)).toContainText('leaps over the lazy dog.');
  await expect(list.getByRole('listitem').nth(6)).toContainText('Sphinx of black quartz, judge my vow.');
});

test('download saves changes.diff', async ({ page }) => {
  await toolActions(page).getByRole('button', { name: 'Load example' }).click();
  await expect(added(page)).toHaveText('3');
  const file = await download(page);
  expect(file.name).toBe('changes.diff');
  expect(file.text).toContain('@@ -1,6 +1,7 @@\n');
  expect(file.text).toBe(diffTexts(EXAMPLE.old, EXAMPLE.new, { mode: 'lines', ignoreCase: false, ignoreWhitespace: false }).unified);
});

test('clear empties both texts', async ({ page }) => {
  await expectClearEmptiesInputs(page, oldInput(page), newInput(page));
});

test('asks for text in both fields when one is empty', async ({ page }) => {
  await oldInput(page).fill('only one side');
  await compare(page).click();
  await expectToast(page, 'Please enter text in both fields');
  await expect(page.getByTestId('diff-result')).toHaveCount(0);
  await expect(oldInput(page)).toHaveFieldValue('only one side');
});

test('identical texts say so', async ({ page }) => {
  await compareTexts(page, 'same\ntext\n', 'same\ntext\n');
  await expectToast(page, 'The texts are identical');
  await expect(page.getByTestId('diff-status')).toHaveText('The texts are identical');
  await expect(added(page)).toHaveText('0');
});

test('ignore case and ignore whitespace re-run the shown comparison', async ({ page }) => {
  await compareTexts(page, 'Hello  World\nsecond line\n', 'hello world\nsecond line\n');
  await expect(added(page)).toHaveText('1');
  await page.getByLabel('Ignore case').check();
  await expect(added(page)).toHaveText('1');
  await page.getByLabel('Ignore whitespace').check();
  await expect(page.getByTestId('diff-status')).toHaveText('The texts are identical');
  await expect(added(page)).toHaveText('0');
  await page.getByLabel('Ignore case').uncheck();
  await expect(added(page)).toHaveText('1');
});

test('words and characters modes mark the changed parts', async ({ page }) => {
  await toolActions(page).getByRole('button', { name: 'Load example' }).click();
  await expect(added(page)).toHaveText('3');
  await page.getByLabel('Words').check();
  await expect(page.getByText('Words added')).toBeVisible();
  // Added: leaps + the 7 words of the new last line; removed: jumps, vexingly.
  await expect(added(page)).toHaveText('8');
  await expect(removed(page)).toHaveText('2');
  const marks = rows(page).locator('mark');
  await expect(marks).toHaveText(['jumps', 'leaps', 'vexingly']);

  await page.getByLabel('Characters').check();
  await expect(page.getByText('Characters removed')).toBeVisible();
  // Removed: "jum" (of jumps) and "vexingly "; added: "lea" and the 37 characters of the new line.
  await expect(removed(page)).toHaveText('12');
  await expect(added(page)).toHaveText('40');
  await expect(rows(page).locator('mark')).toHaveText(['jum', 'lea', 'vexingly']);
});

test('unified view shows removed then added lines; unchanged lines collapse', async ({ page }) => {
  const base = Array.from({ length: 30 }, (_, i) => `line ${i + 1}`);
  const changed = base.map((l, i) => (i === 14 ? 'line 15 changed' : l));
  await compareTexts(page, base.join('\n'), changed.join('\n'));
  await expect(added(page)).toHaveText('1');
  // Hidden by default: 11 lines, 3 of context, the change, 3 of context, 12 lines.
  await expect(rows(page).getByRole('listitem')).toHaveCount(9);
  await expect(rows(page).getByRole('listitem').first()).toHaveText('⋯ 11 unchanged lines');

  await page.getByLabel('Unified').check();
  const items = rows(page).getByRole('listitem');
  await expect(items).toHaveCount(10);
  await expect(items.nth(4)).toContainText('Removed:');
  await expect(items.nth(4)).toContainText('line 15');
  await expect(items.nth(5)).toContainText('Added:');
  await expect(items.nth(5)).toContainText('line 15 changed');

  await page.getByLabel('Hide unchanged lines').uncheck();
  await expect(items).toHaveCount(31);
});

test('20 000 changed lines: only the visible rows are in the page, and the list scrolls by keyboard', async ({ page }) => {
  await pasteGenerated(oldInput(page), (n: number) => Array.from({ length: n }, (_, i) => `old line ${i}`).join('\n'), 20_000);
  await pasteGenerated(newInput(page), (n: number) => Array.from({ length: n }, (_, i) => `new line ${i}`).join('\n'), 20_000);
  await compare(page).click();
  await expect(added(page)).toHaveText('20,000');
  const list = rows(page);
  const count = await list.getByRole('listitem').count();
  expect(count).toBeGreaterThan(10);
  expect(count).toBeLessThan(100);
  await expect(list.getByRole('listitem').first()).toHaveAttribute('aria-setsize', '20000');

  await list.focus();
  await page.keyboard.press('End');
  await expect(list.getByRole('listitem').last()).toHaveAttribute('aria-posinset', '20000');
  await expect(list.getByRole('listitem').last()).toContainText('new line 19999');
  await page.keyboard.press('Home');
  await expect(list.getByRole('listitem').first()).toHaveAttribute('aria-posinset', '1');
  await page.keyboard.press('PageDown');
  await expect(list.getByRole('listitem').first()).not.toHaveAttribute('aria-posinset', '1');
  expect(await list.getByRole('listitem').count()).toBeLessThan(100);
});

test('10 MB of text compares while the page stays responsive', { tag: '@large' }, async ({ page }) => {
  test.setTimeout(300_000); // laying out megabytes in the textareas alone takes a while on a loaded machine
  const LINES = 80_000; // about 5.5 MB a side
  const build = ({ n, edited }: { n: number; edited: boolean }) => {
    // Deterministic prose lines; the changed side edits every 50th line.
    const lines: string[] = [];
    for (let i = 0; i < n; i++) {
      const line = `${i} lorem ipsum dolor sit amet, consectetur adipiscing elit ${(i * 7919) % 104729}`;
      lines.push(edited && i % 50 === 7 ? `${line} EDITED` : line);
    }
    return `${lines.join('\n')}\n`;
  };
  const a = await pasteGenerated(oldInput(page), build, { n: LINES, edited: false });
  const b = await pasteGenerated(newInput(page), build, { n: LINES, edited: true });
  expect(a + b).toBeGreaterThan(10 * 1024 * 1024);
  await startMeasuredJob(page, compare(page));
  await waitInPage(page, '[data-testid="diff-added"]');
  // Read before any Playwright polling: see worker-tool-helpers.
  expect(await maxGap(page), 'longest gap between animation frames (ms)').toBeLessThan(MAX_GAP_MS);
  const edited = (LINES / 50).toLocaleString('en-US');
  await expect(added(page)).toHaveText(edited);
  await expect(removed(page)).toHaveText(edited);
  expect(await rows(page).getByRole('listitem').count()).toBeLessThan(100);
});

test('cancel stops a running comparison without an error; the next one works', async ({ page }) => {
  await slowWorker(page, 'text');
  await pasteGenerated(oldInput(page), (n: number) => Array.from({ length: n }, (_, i) => `line ${i}`).join('\n'), 30_000);
  await pasteGenerated(newInput(page), (n: number) => Array.from({ length: n }, (_, i) => `line ${i * 2}`).join('\n'), 30_000);
  await startAndCancel(page, compare(page), 'Comparing…', page.getByTestId('diff-result'));
  await expect(page.getByTestId('diff-result')).toHaveCount(0);

  // Emptied by Clear: fill() on the code editor replaces only the lines it has drawn, and 30,000 lines would stay.
  await page.getByRole('group', { name: 'Tool actions' }).getByRole('button', { name: 'Clear' }).click();
  await expect(oldInput(page)).toHaveFieldValue('');
  await compareTexts(page, 'a\nb\n', 'a\nc\n');
  await expect(added(page)).toHaveText('1');
  await expect(errorToasts(page)).toHaveCount(0);
});

for (const theme of ['light', 'dark'] as const) {
  test(`results are accessible (${theme}): both views, marks, status`, async ({ page }) => {
    await useTheme(page, theme);
    await toolActions(page).getByRole('button', { name: 'Load example' }).click();
    await page.getByLabel('Words').check();
    await expect(added(page)).toHaveText('8');
    expect(await a11yViolations(page)).toEqual([]);
    await page.getByLabel('Unified').check();
    await expect(rows(page).getByRole('listitem')).toHaveCount(9);
    expect(await a11yViolations(page)).toEqual([]);
    await compareTexts(page, 'same\n', 'same\n');
    await expect(page.getByTestId('diff-status')).toBeVisible();
    expect(await a11yViolations(page)).toEqual([]);
  });
}
