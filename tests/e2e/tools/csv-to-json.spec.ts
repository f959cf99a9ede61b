import { test, expect, expectToast } from '../fixtures';
import { fieldText, largeFieldChars, outputHead } from '../editor';
import { MAX_GAP_MS } from '../large-text/rows';
import type { Page } from '@playwright/test';
import { toolExample } from '../../shared/examples';
import { download, errorToasts, maxGap, pasteGenerated, slowWorker, startAndCancel, toolActions } from './data-helpers';
import { a11yViolations, startMeasuredJob, useTheme, waitInPage } from './worker-tool-helpers';

const EXAMPLE_CSV = toolExample('csv-to-json');

const input = (page: Page) => page.getByLabel('CSV input');
const output = (page: Page) => page.getByTestId('tool-output');
const convert = (page: Page) => page.getByRole('button', { name: 'Convert to JSON' });
const status = (page: Page) => page.getByTestId('tool-status');

const EXAMPLE_ROWS = [
  { name: 'Ada Lovelace', age: '36', city: 'London', member: 'true', note: 'Wrote the first program, in 1843' },
  { name: 'José Martí', age: '42', city: 'La Habana', member: 'false', note: 'Poet; "Versos sencillos"' },
  { name: '李华', age: '29', city: '北京', member: 'true', note: '' },
  { name: 'Zoë Smith', age: '31', city: 'Zürich', member: 'false', note: 'Two\nlines' },
];

async function run(page: Page, csv: string): Promise<void> {
  await input(page).fill(csv);
  await convert(page).click();
}

test.beforeEach(async ({ page }) => {
  await page.goto('/tools/csv-to-json');
  await expect(page.getByRole('heading', { level: 1, name: 'CSV to JSON' })).toBeVisible();
});

test('load example shows its summary; clear removes it', async ({ page }) => {
  await toolActions(page).getByRole('button', { name: 'Load example' }).click();
  await expect(input(page)).toHaveFieldValue(EXAMPLE_CSV);
  await expect(status(page)).toHaveText('Rows: 4 · Columns: 5 · Delimiter: comma');

  await toolActions(page).getByRole('button', { name: 'Clear' }).click();
  await expect(input(page)).toHaveFieldValue('');
  await expect(status(page)).toHaveCount(0);
});

test('converts and says so', async ({ page }) => {
  await run(page, 'a,b\n1,2');
  await expectToast(page, 'Text converted!');
  await expect(output(page)).toHaveFieldValue('[\n  {\n    "a": "1",\n    "b": "2"\n  }\n]');
});

test('type detection turns numbers, booleans and empty cells into JSON types', async ({ page }) => {
  await page.getByLabel('Detect numbers, booleans and null (empty cells)').check();
  await run(page, 'n,ok,empty\n007,true,\n-1.5,FALSE,x');
  await expect(output(page)).toHaveFieldValue(JSON.stringify([{ n: 7, ok: true, empty: null }, { n: -1.5, ok: false, empty: 'x' }], null, 2));
});

test('delimiter is detected: semicolon and tab; a BOM is dropped', async ({ page }) => {
  await run(page, '\ufeffname;city\nAda;London\nJosé;"Madrid; Spain"');
  await expect(status(page)).toHaveText('Rows: 2 · Columns: 2 · Delimiter: semicolon');
  expect(JSON.parse(await fieldText(output(page)))).toEqual([{ name: 'Ada', city: 'London' }, { name: 'José', city: 'Madrid; Spain' }]);

  await run(page, 'a\tb\n1\t2');
  await expect(status(page)).toHaveText('Rows: 1 · Columns: 2 · Delimiter: tab');
});

test('a header without data rows is refused', async ({ page }) => {
  await run(page, 'name,age\n');
  await expectToast(page, 'CSV must have a header row and at least one data row');
  await expect(page.getByTestId('tool-error')).toContainText('CSV must have a header row and at least one data row');
  await expect(output(page)).toHaveFieldValue('');
});

test('an unclosed quote is reported at its line; the input is kept', async ({ page }) => {
  const csv = 'name,note\nAda,fine\nAlan,"never closed\nGrace,ok';
  await run(page, csv);
  const message = 'Invalid CSV: the quoted field starting at line 3, column 6 is not closed properly';
  await expectToast(page, message);
  await expect(page.getByTestId('tool-error')).toContainText(message);
  await expect(page.getByTestId('tool-error').locator('pre')).toHaveText('Alan,"never closed\n     ^');
  await expect(input(page)).toHaveFieldValue(csv);
  await expect(output(page)).toHaveFieldValue('');
});

test('rows with a different number of fields convert with a warning', async ({ page }) => {
  await run(page, 'a,b,c\n1,2,3\n4,5\n6,7,8,9');
  await expect(page.getByTestId('tool-warnings')).toContainText('Row 2 has 2 fields, but the header has 3');
  await expect(page.getByTestId('tool-warnings')).toContainText('Row 3 has 4 fields, but the header has 3');
  expect(JSON.parse(await fieldText(output(page)))).toHaveLength(3);
});

test('a CSV file can be opened into the input', async ({ page }) => {
  await page.getByLabel('Open a text file').setInputFiles({
    name: 'people.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('\ufeffname;age\nAda;36\n', 'utf8'),
  });
  await expect(input(page)).toHaveFieldValue('name;age\nAda;36\n');
  await convert(page).click();
  await expect(output(page)).toHaveFieldValue('[\n  {\n    "name": "Ada",\n    "age": "36"\n  }\n]');
});

test('download saves data.json', async ({ page }) => {
  await toolActions(page).getByRole('button', { name: 'Load example' }).click();
  await expect(output(page)).not.toHaveFieldValue('');
  const file = await download(page);
  expect(file.name).toBe('data.json');
  expect(file.text).toBe(JSON.stringify(EXAMPLE_ROWS, null, 2));
});

test('10 MB of CSV converts while the page stays responsive', { tag: '@large' }, async ({ page }) => {
  test.setTimeout(300_000); // generous for a loaded machine
  const length = await pasteGenerated(
    input(page),
    (mb: number) => {
      const row = 'Zoë Smith,42,"Main St, 5",true,"line one\nline two",你好 😀\n';
      return `name,age,address,member,note,greeting\n${row.repeat(Math.ceil((mb * 1024 * 1024) / row.length))}`;
    },
    10,
  );
  expect(length).toBeGreaterThan(10 * 1024 * 1024);
  const rows = Math.ceil((10 * 1024 * 1024) / 'Zoë Smith,42,"Main St, 5",true,"line one\nline two",你好 😀\n'.length);
  await expect.poll(() => largeFieldChars(page)).toBeGreaterThan(1_000_000);
  await startMeasuredJob(page, convert(page));
  await waitInPage(page, '[data-sonner-toast]', 'Text converted!', 240_000);
  // Read before any Playwright polling (see worker-tool-helpers).
  expect(await maxGap(page), 'longest gap between animation frames (ms)').toBeLessThan(MAX_GAP_MS);
  await expect(status(page)).toHaveText(`Rows: ${rows.toLocaleString('en-US')} · Columns: 6 · Delimiter: comma`);
  // The whole result is in the field (the editor shows all of it).
  expect((await outputHead(page, 0)).length).toBeGreaterThan(1_000_000);
});

test('cancel stops a running job without an error; the next job works', async ({ page }) => {
  await slowWorker(page, 'formats');
  await pasteGenerated(input(page), (n: number) => `a,b\n${'1,2\n'.repeat(n)}`, 100_000);
  await startAndCancel(page, convert(page), 'Converting CSV…', output(page));

  // Cleared first, as a visitor would: typing over 400 KB in a textarea (fill) costs Chromium ~5 s of main thread, and
  // on a loaded CI machine that alone ran this test past its timeout.
  await toolActions(page).getByRole('button', { name: 'Clear' }).click();
  await expect(input(page)).toHaveFieldValue('');
  await run(page, 'x\n1');
  await expect(output(page)).toHaveFieldValue('[\n  {\n    "x": "1"\n  }\n]');
  await expect(errorToasts(page)).toHaveCount(0);
});

for (const theme of ['light', 'dark'] as const) {
  test(`no serious a11y violation with a result, warnings and an error (${theme})`, async ({ page }) => {
    await useTheme(page, theme);
    await run(page, 'a,b,c\n1,2,3\n4,5');
    await expect(page.getByTestId('tool-warnings')).toBeVisible();
    await expect(status(page)).toBeVisible();
    expect(await a11yViolations(page)).toEqual([]);
    await run(page, 'a,b\n"open');
    await expect(page.getByTestId('tool-error')).toBeVisible();
    expect(await a11yViolations(page)).toEqual([]);
  });
}
