import { readFile } from 'node:fs/promises';
import { test, expect, readClipboard, expectToast, setFieldValue } from '../fixtures';
import type { Page } from '@playwright/test';
import { expectClearEmptiesInputs, openTool } from './tool-steps';

const editor = (page: Page) => page.getByLabel('Markdown', { exact: true });
const preview = (page: Page) => page.getByRole('region', { name: 'Preview' });

test.beforeEach(({ page }) => openTool(page, 'markdown-preview', 'Markdown Preview'));

test('empty editor shows a hint; typing renders live', async ({ page }) => {
  await expect(preview(page)).toContainText('Please enter markdown');
  await editor(page).fill('# Hello\n\n- one\n- **two**');
  await expect(preview(page).getByRole('heading', { level: 1, name: 'Hello' })).toBeVisible();
  await expect(preview(page).getByRole('listitem')).toHaveCount(2);
  await expect(preview(page).locator('strong')).toHaveText('two');
  await editor(page).fill('');
  await expect(preview(page)).toContainText('Please enter markdown');
});

// The example's rendered document, Copy's HTML, Clear's result and Copy waiting for a result: contract/table.ts.
test('load example renders GFM with styles', async ({ page }) => {
  await page.getByRole('button', { name: 'Load example' }).click();
  await expect(editor(page)).toHaveFieldValue(/^# Release notes/);
  const region = preview(page);
  await expect(region.getByRole('heading', { level: 1, name: 'Release notes' })).toBeVisible();
  await expect(region.getByRole('table')).toBeVisible();
  await expect(region.getByRole('checkbox')).toHaveCount(2);
  await expect(region.getByRole('checkbox').first()).toBeDisabled();
  const link = region.getByRole('link', { name: 'full changelog' });
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  // The hand-written prose styles are applied (preflight would otherwise flatten these).
  await expect(region.locator('h1')).toHaveCSS('font-size', '24px');
  await expect(region.locator('ul').first()).toHaveCSS('list-style-type', 'disc');
  await expect(region.locator('th').first()).toHaveCSS('border-top-style', 'solid');
});

test('clear empties the editor and the preview shows its hint again', async ({ page }) => {
  await expectClearEmptiesInputs(page, editor(page));
  await expect(preview(page)).toContainText('Please enter markdown');
});

test('copy copies the document\'s HTML, not the preview\'s new-tab links', async ({ page }) => {
  await page.getByRole('button', { name: 'Load example' }).click();
  await page.getByRole('button', { name: 'Copy' }).click();
  await expectToast(page, 'Copied to clipboard!');
  const html = await readClipboard(page);
  expect(html).toContain('<a href="https://example.com/changelog">full changelog</a>');
  expect(html).not.toMatch(/target=|rel=/);
  await expect(preview(page).getByRole('link', { name: 'full changelog' })).toHaveAttribute('target', '_blank');
});

test('download saves a standalone preview.html', async ({ page }) => {
  await page.getByRole('button', { name: 'Load example' }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download' }).click()]);
  expect(download.suggestedFilename()).toBe('preview.html');
  const path = await download.path();
  const text = await readFile(path, 'utf8');
  expect(text.startsWith('<!doctype html>')).toBe(true);
  expect(text).toContain('<meta charset="utf-8">');
  expect(text).toContain('<title>Markdown Preview</title>');
  expect(text).toContain('<h1>Release notes</h1>');
});

test('hostile markdown runs nothing', async ({ page }) => {
  await editor(page).fill(
    [
      '# Safe',
      '<img src="data:," onerror="window.__pwned=1">',
      '<img src=x onerror="window.__pwned=1">',
      '<script>window.__pwned=1</script>',
      '<svg onload="window.__pwned=1"></svg>',
      '<details open ontoggle="window.__pwned=1"><summary>s</summary>x</details>',
      '[click me](javascript:window.__pwned=1)',
    ].join('\n\n'),
  );
  const region = preview(page);
  await expect(region.getByRole('heading', { name: 'Safe' })).toBeVisible();
  await expect(region.locator('img')).toHaveCount(2);
  await expect(region.locator('[onerror], [onload], [ontoggle], script, svg')).toHaveCount(0);
  // Neither image may load anything (src removed): no request, no 404 console error.
  for (const img of await region.locator('img').all()) await expect(img).not.toHaveAttribute('src', /.*/);
  const link = region.getByText('click me');
  await expect(link).not.toHaveAttribute('href', /.*/);
  await link.click();
  await expect(page).toHaveURL(/\/tools\/markdown-preview$/);
  // Copy gives safe HTML: scripts and handlers stripped, the rest as written.
  await page.getByRole('button', { name: 'Copy' }).click();
  await expectToast(page, 'Copied to clipboard!');
  const copied = await readClipboard(page);
  expect(copied).toContain('<h1>Safe</h1>');
  expect(copied).toContain('<img src="x">');
  expect(copied).not.toMatch(/onerror|onload|ontoggle|<script|javascript:/i);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
});

test('a large document renders in the worker once typing pauses; the preview shows its beginning', async ({ page }) => {
  test.slow(); // a 300 KB document is slow to parse and sanitise on a loaded CI machine
  const block = '## Section\n\nSome *text* with `code` and a [link](https://example.com).\n\n';
  const md = `# The start\n\n${block.repeat(Math.ceil(300_000 / block.length))}# The end\n`;
  // fill() inserts a multi-line string line by line (one input event each); a paste is one event.
  await setFieldValue(editor(page), md);
  const region = preview(page);
  await expect(region.locator('h1').first()).toHaveText('The start', { timeout: 20_000 });
  await expect(region).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByTestId('preview-truncated')).toContainText('Copy and Download include everything');

  // Typing goes into the editor straight away; the preview follows after the pause.
  await editor(page).press('Control+Home');
  await editor(page).press('End');
  await editor(page).pressSequentially('!!', { delay: 20 });
  await expect(editor(page)).toHaveFieldValue(md.replace('# The start', '# The start!!'));
  await expect(region.locator('h1').first()).toHaveText('The start!!', { timeout: 20_000 });
  await expect(region).toHaveAttribute('aria-busy', 'false');

  // Copy takes the whole document, its end included.
  await page.getByRole('group', { name: 'Tool actions' }).getByRole('button', { name: 'Copy' }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Copied to clipboard!' }).first()).toBeVisible({ timeout: 20_000 });
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('<h1>The end</h1>');
});

