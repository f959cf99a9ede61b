import { test, expect, expectToast } from '../fixtures';
import { fieldText, largeFieldChars, outputHead } from '../editor';
import { MAX_GAP_MS } from '../large-text/rows';
import type { Page } from '@playwright/test';
import { download, errorToasts, maxGap, pasteGenerated, slowWorker, startAndCancel, toolActions } from './data-helpers';
import { a11yViolations, startMeasuredJob, useTheme, waitInPage } from './worker-tool-helpers';

const input = (page: Page) => page.getByLabel('XML input');
const output = (page: Page) => page.getByTestId('tool-output');
const convert = (page: Page) => page.getByRole('button', { name: 'Convert to JSON' });

const EXAMPLE_RESULT = {
  library: {
    '@_name': 'City Library',
    book: [
      { '@_id': '1', '@_lang': 'en', title: 'Pride & Prejudice', author: 'Jane Austen', year: '1813' },
      { '@_id': '2', '@_lang': 'es', title: 'Cien años de soledad', author: 'Gabriel García Márquez', year: '1967' },
      { '@_id': '3', '@_lang': 'zh', title: '红楼梦', author: '曹雪芹', note: 'Also known as "The Story of the Stone"' },
    ],
  },
};

async function run(page: Page, xml: string): Promise<void> {
  await input(page).fill(xml);
  await convert(page).click();
}

test.beforeEach(async ({ page }) => {
  await page.goto('/tools/xml-to-json');
  await expect(page.getByRole('heading', { level: 1, name: 'XML to JSON' })).toBeVisible();
});

test('converts and says so: attributes under @_, after the children', async ({ page }) => {
  await run(page, '<a x="1"><b>2</b></a>');
  await expectToast(page, 'Text converted!');
  await expect(output(page)).toHaveFieldValue('{\n  "a": {\n    "b": "2",\n    "@_x": "1"\n  }\n}');
});

test('invalid XML shows the line, column and what is wrong; the input is kept', async ({ page }) => {
  const xml = '<catalog>\n  <book>\n    <title>Dune</titel>\n  </book>\n</catalog>';
  await run(page, xml);
  await expectToast(page, 'Invalid XML format: line 3, column 16');
  const panel = page.getByTestId('tool-error');
  await expect(panel).toContainText('Invalid XML format: line 3, column 16');
  await expect(panel).toContainText('A tag is malformed, not closed, or closed in the wrong order.');
  await expect(panel.locator('pre')).toHaveText('    <title>Dune</titel>\n               ^');
  await expect(input(page)).toHaveFieldValue(xml);
  await expect(output(page)).toHaveFieldValue('');

  await run(page, 'not xml');
  await expectToast(page, 'Invalid XML format: line 1, column 1');
});

test('XML 1.0 well-formedness: a second root is refused with its reason; a DTD with parameter entities converts', async ({ page }) => {
  await run(page, '<a>1</a>\n<b>2</b>');
  const panel = page.getByTestId('tool-error');
  await expect(panel).toContainText('Invalid XML format: line 2, column 1');
  await expect(panel).toContainText('An XML document has exactly one root element');
  await expect(output(page)).toHaveFieldValue('');

  await run(page, '<!DOCTYPE doc [\n<!ENTITY who "Ada">\n<!ENTITY % e "<!ELEMENT doc (#PCDATA)>">\n%e;\n]>\n<doc>Hi &who;</doc>');
  await expectToast(page, 'Text converted!');
  await expect(panel).toHaveCount(0);
  expect(JSON.parse(await fieldText(output(page)))).toEqual({ doc: 'Hi Ada' });
});

test('number and boolean detection', async ({ page }) => {
  await page.getByLabel('Detect numbers and booleans').check();
  await run(page, '<a n="2"><v>42</v><ok>true</ok><s>abc</s></a>');
  await expect(output(page)).not.toHaveFieldValue('');
  expect(JSON.parse(await fieldText(output(page)))).toEqual({ a: { '@_n': 2, v: 42, ok: true, s: 'abc' } });
});

test('download saves data.json', async ({ page }) => {
  await toolActions(page).getByRole('button', { name: 'Load example' }).click();
  await expect(output(page)).not.toHaveFieldValue('');
  const file = await download(page);
  expect(file.name).toBe('data.json');
  expect(JSON.parse(file.text)).toEqual(EXAMPLE_RESULT);
});

test('10 MB of XML converts while the page stays responsive', { tag: '@large' }, async ({ page }) => {
  test.setTimeout(300_000); // generous for a loaded machine
  const item = '<item id="42"><title>Zoë &amp; 你好 😀</title><price>12.50</price><tag>a</tag><tag>b</tag></item>\n';
  const count = Math.ceil((10 * 1024 * 1024) / item.length);
  const length = await pasteGenerated(input(page), ({ item: it, count: n }: { item: string; count: number }) => `<catalog>\n${it.repeat(n)}</catalog>`, { item, count });
  expect(length).toBeGreaterThan(10 * 1024 * 1024);
  await expect.poll(() => largeFieldChars(page)).toBeGreaterThan(1_000_000);
  await startMeasuredJob(page, convert(page));
  await waitInPage(page, '[data-sonner-toast]', 'Text converted!', 240_000);
  // Read before any Playwright polling (see worker-tool-helpers).
  expect(await maxGap(page), 'longest gap between animation frames (ms)').toBeLessThan(MAX_GAP_MS);
  // The whole result is in the field (the editor shows all of it).
  expect((await outputHead(page, 0)).length).toBeGreaterThan(1_000_000);
  expect((await outputHead(page, 200)).head.startsWith('{\n  "catalog": {\n    "item": [\n      {\n        "title": "Zoë & 你好 😀"')).toBe(true);
});

test('cancel stops a running job without an error; the next job works', async ({ page }) => {
  await slowWorker(page, 'formats');
  await pasteGenerated(input(page), (n: number) => `<r>${'<i>1</i>'.repeat(n)}</r>`, 30_000);
  await startAndCancel(page, convert(page), 'Converting XML…', output(page));

  // Cleared first, as in csv-to-json.spec.ts: typing over a large value costs Chromium seconds of main thread.
  await toolActions(page).getByRole('button', { name: 'Clear' }).click();
  await expect(input(page)).toHaveFieldValue('');
  await run(page, '<a>1</a>');
  await expect(output(page)).toHaveFieldValue('{\n  "a": "1"\n}');
  await expect(errorToasts(page)).toHaveCount(0);
});

for (const theme of ['light', 'dark'] as const) {
  test(`no serious a11y violation with a result and an error (${theme})`, async ({ page }) => {
    await useTheme(page, theme);
    await toolActions(page).getByRole('button', { name: 'Load example' }).click();
    await expect(output(page)).not.toHaveFieldValue('');
    expect(await a11yViolations(page)).toEqual([]);
    await run(page, '<a><b></a>');
    await expect(page.getByTestId('tool-error')).toBeVisible();
    expect(await a11yViolations(page)).toEqual([]);
  });
}
