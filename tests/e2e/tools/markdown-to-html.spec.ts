import { test, expect, expectToast } from '../fixtures';
import { fieldText, largeFieldChars, outputHead } from '../editor';
import { MAX_GAP_MS } from '../large-text/rows';
import type { Page } from '@playwright/test';
import { toolExample } from '../../shared/examples';
import { download, errorToasts, maxGap, pasteGenerated, slowWorker, startAndCancel, toolActions } from './data-helpers';
import { a11yViolations, startMeasuredJob, useTheme, waitInPage } from './worker-tool-helpers';

const EXAMPLE_MARKDOWN = toolExample('markdown-to-html');

const input = (page: Page) => page.getByLabel('Markdown input');
const source = (page: Page) => page.getByTestId('tool-output');
const preview = (page: Page) => page.getByRole('region', { name: 'Rendered preview' });
const convert = (page: Page) => page.getByRole('button', { name: 'Convert to HTML' });

async function run(page: Page, md: string): Promise<void> {
  await input(page).fill(md);
  await convert(page).click();
}

test.beforeEach(async ({ page }) => {
  await page.goto('/tools/markdown-to-html');
  await expect(page.getByRole('heading', { level: 1, name: 'Markdown to HTML' })).toBeVisible();
});

test('load example shows the HTML source and a rendered preview', async ({ page }) => {
  await expect(preview(page)).toContainText('The rendered HTML appears here.');
  await toolActions(page).getByRole('button', { name: 'Load example' }).click();
  await expect(input(page)).toHaveFieldValue(EXAMPLE_MARKDOWN);
  const region = preview(page);
  await expect(region.getByRole('heading', { level: 1, name: 'Project notes' })).toBeVisible();
  await expect(region.getByRole('table')).toBeVisible();
  await expect(region.getByRole('checkbox')).toHaveCount(2);
  const link = region.getByRole('link', { name: 'links' });
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(region.locator('h1')).toHaveCSS('font-size', '24px');
  // The source is the converter's own HTML: the preview's new-tab links are the preview's alone.
  const html = await fieldText(source(page));
  expect(html).toContain('<a href="https://example.com">links</a>');
  expect(html).not.toMatch(/target=|rel=|user-content-/);
});

test('converts and says so; clear empties the input and the preview', async ({ page }) => {
  await run(page, '# Hi\n\n_café_ 你好 😀');
  await expectToast(page, 'Text converted!');
  await expect(source(page)).toHaveFieldValue('<h1>Hi</h1>\n<p><em>café</em> 你好 😀</p>\n');
  await expect(preview(page).getByRole('heading', { level: 1, name: 'Hi' })).toBeVisible();
  await toolActions(page).getByRole('button', { name: 'Clear' }).click();
  await expect(input(page)).toHaveFieldValue('');
  await expect(preview(page)).toContainText('The rendered HTML appears here.');
});

test('download saves a standalone document.html', async ({ page }) => {
  await toolActions(page).getByRole('button', { name: 'Load example' }).click();
  await expect(source(page)).not.toHaveFieldValue('');
  const file = await download(page);
  expect(file.name).toBe('document.html');
  expect(file.text.startsWith('<!doctype html>')).toBe(true);
  expect(file.text).toContain('<meta charset="utf-8">');
  expect(file.text).toContain('<title>Markdown to HTML</title>');
  expect(file.text).toContain(`<body>\n${await fieldText(source(page))}\n</body>`);
});

test('the source keeps raw HTML as written, Safe HTML strips scripts and handlers; the preview runs nothing', async ({ page }) => {
  const md = [
    '# Safe',
    '<img src=x onerror="window.__pwned=1">',
    '<script>window.__pwned=1</script>',
    '<svg onload="window.__pwned=1"></svg>',
    '[click me](javascript:window.__pwned=1)',
    '[up](#safe) ![logo](/logo.png)',
  ].join('\n\n');
  await run(page, md);
  await expect(preview(page).getByRole('heading', { name: 'Safe' })).toBeVisible();
  const raw = await fieldText(source(page));
  expect(raw).toContain('<script>window.__pwned=1</script>');
  expect(raw).toContain('<img src=x onerror="window.__pwned=1">');
  expect(raw).toContain('<a href="#safe">up</a> <img src="/logo.png" alt="logo">');
  await expect(preview(page).locator('[onerror], [onload], script, svg, style')).toHaveCount(0);

  await page.getByLabel('Safe HTML: strip scripts and event handlers').check();
  await convert(page).click();
  await expect(source(page)).not.toHaveFieldValue(raw);
  const safe = await fieldText(source(page));
  expect(safe).not.toMatch(/onerror|onload|<script|javascript:/i);
  expect(safe).toContain('<h1>Safe</h1>');
  expect(safe).toContain('<a href="#safe">up</a> <img src="/logo.png" alt="logo">');
  expect(safe).toContain('<a>click me</a>');
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
});

test('10 MB of Markdown converts while the page stays responsive; the preview shows the beginning', { tag: '@large' }, async ({ page }) => {
  test.setTimeout(480_000); // marked in the worker, then DOMPurify on ~20 MB of HTML in main-thread slices
  const length = await pasteGenerated(
    input(page),
    (mb: number) => {
      const block =
        '## Section\n\nSome *text* with a [link](https://example.com) and `code`, café 你好 😀.\n\n' +
        '- item <img src=x onerror=alert(1)>\n- two\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n';
      return `# Start\n\n${block.repeat(Math.ceil((mb * 1024 * 1024) / block.length))}# The end\n`;
    },
    10,
  );
  expect(length).toBeGreaterThan(10 * 1024 * 1024);
  await expect.poll(() => largeFieldChars(page)).toBeGreaterThan(1_000_000);
  await startMeasuredJob(page, convert(page));
  await waitInPage(page, '[data-sonner-toast]', 'Text converted!', 360_000);
  // Read before any Playwright polling (see worker-tool-helpers).
  expect(await maxGap(page), 'longest gap between animation frames (ms)').toBeLessThan(MAX_GAP_MS);

  await expect(page.getByTestId('preview-truncated')).toContainText('The preview shows the first');
  await expect(preview(page).getByRole('heading', { level: 1, name: 'Start' })).toBeVisible();
  await expect(preview(page).getByRole('heading', { level: 1, name: 'The end' })).toHaveCount(0);
  const shown = await preview(page).locator(':scope > div').evaluate((el) => el.innerHTML.length);
  expect(shown).toBeLessThan(250_000);
  // The whole result is in the field (the editor shows all of it).
  expect((await outputHead(page, 0)).length).toBeGreaterThan(1_000_000);
  await expect(preview(page).locator('[onerror]')).toHaveCount(0);
});

test('cancel stops a running job without an error; the next job works', async ({ page }) => {
  await slowWorker(page, 'formats');
  await pasteGenerated(input(page), (n: number) => '# Title\n\nparagraph\n\n'.repeat(n), 10_000);
  await startAndCancel(page, convert(page), 'Converting Markdown…', source(page));

  // Cleared first, as in csv-to-json.spec.ts: typing over a large value costs Chromium seconds of main thread.
  await toolActions(page).getByRole('button', { name: 'Clear' }).click();
  await expect(input(page)).toHaveFieldValue('');
  await run(page, '**ok**');
  await expect(source(page)).toHaveFieldValue('<p><strong>ok</strong></p>\n');
  await expect(errorToasts(page)).toHaveCount(0);
});

for (const theme of ['light', 'dark'] as const) {
  test(`no serious a11y violation with the source and the rendered preview (${theme})`, async ({ page }) => {
    await useTheme(page, theme);
    await toolActions(page).getByRole('button', { name: 'Load example' }).click();
    await expect(preview(page).getByRole('table')).toBeVisible();
    expect(await a11yViolations(page)).toEqual([]);
  });
}
