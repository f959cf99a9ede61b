import { test, expect, expectToast } from '../fixtures';
import { largeFieldChars, outputHead } from '../editor';
import { MAX_GAP_MS } from '../large-text/rows';
import type { Page } from '@playwright/test';
import { toolExample } from '../../shared/examples';
import { download, errorToasts, maxGap, pasteGenerated, slowWorker, startAndCancel, toolActions } from './data-helpers';
import { a11yViolations, startMeasuredJob, useTheme, waitInPage } from './worker-tool-helpers';

const EXAMPLE_JSON = toolExample('json-to-csv');

const input = (page: Page) => page.getByLabel('JSON input');
const output = (page: Page) => page.getByTestId('tool-output');
const convert = (page: Page) => page.getByRole('button', { name: 'Convert to CSV' });

const EXAMPLE_CSV = [
  'id,name,email,address.city,address.zip,tags,active,note',
  '1,Ada Lovelace,ada@example.com,London,NW1,"[""math"",""poetry""]",,',
  '2,José Martí,jose@example.com,La Habana,,,true,',
  '3,李华,,,,,,"Says ""hi"", often"',
].join('\n');

async function run(page: Page, json: string): Promise<void> {
  await input(page).fill(json);
  await convert(page).click();
}

test.beforeEach(async ({ page }) => {
  await page.goto('/tools/json-to-csv');
  await expect(page.getByRole('heading', { level: 1, name: 'JSON to CSV' })).toBeVisible();
});

test('load example shows its summary; clear removes it', async ({ page }) => {
  await toolActions(page).getByRole('button', { name: 'Load example' }).click();
  await expect(input(page)).toHaveFieldValue(EXAMPLE_JSON);
  await expect(page.getByTestId('tool-status')).toHaveText('Rows: 3 · Columns: 8');

  await toolActions(page).getByRole('button', { name: 'Clear' }).click();
  await expect(input(page)).toHaveFieldValue('');
  await expect(page.getByTestId('tool-status')).toHaveCount(0);
});

test('converts and says so', async ({ page }) => {
  await run(page, '[{"a":1,"b":{"c":"x,y"}},{"d":null}]');
  await expectToast(page, 'Text converted!');
  await expect(output(page)).toHaveFieldValue('a,b.c,d\n1,"x,y",\n,,');
});

test('numbers keep their digits; a repeated key gets its own column and is listed', async ({ page }) => {
  await run(page, '[\n{"id": 12345678901234567890, "x": 1.0, "id": 7}\n]');
  await expect(output(page)).toHaveFieldValue('id,x,id\n12345678901234567890,1.0,7');
  await expect(page.getByTestId('duplicate-keys')).toContainText('[0].id: line 2 (first on line 2)');

  await run(page, '[{"id": 1}]');
  await expect(output(page)).toHaveFieldValue('id\n1');
  await expect(page.getByTestId('duplicate-keys')).toHaveCount(0);
});

test('every message: invalid, not an array, empty array', async ({ page }) => {
  await run(page, '[{"a":1},]');
  await expectToast(page, 'Invalid JSON: line 1, column 10');
  await expect(page.getByTestId('tool-error')).toContainText('Invalid JSON: line 1, column 10');

  await run(page, '{"a":1}');
  await expectToast(page, 'JSON must be an array of objects');

  await run(page, '[{"a":1}, 2]');
  await expectToast(page, 'JSON must be an array of objects: the element at index 1 is not an object');

  await run(page, '[]');
  await expectToast(page, 'Array is empty');
  await expect(input(page)).toHaveFieldValue('[]');
  await expect(output(page)).toHaveFieldValue('');
});

test('download: waits for a result, then data.csv with a BOM', async ({ page }) => {
  await expect(toolActions(page).getByRole('button', { name: 'Download' })).toBeDisabled();

  await toolActions(page).getByRole('button', { name: 'Load example' }).click();
  await expect(output(page)).not.toHaveFieldValue('');
  const file = await download(page);
  expect(file.name).toBe('data.csv');
  expect(file.text).toBe(`\ufeff${EXAMPLE_CSV}`);
});

test('10 MB of JSON converts while the page stays responsive', { tag: '@large' }, async ({ page }) => {
  test.setTimeout(300_000); // generous for a loaded machine
  const length = await pasteGenerated(
    input(page),
    (mb: number) => {
      const parts: string[] = [];
      let size = 2;
      for (let i = 0; size < mb * 1024 * 1024; i += 1) {
        const s = JSON.stringify({ id: i, name: `Zoë "Z" ${i}`, city: '北京', tags: ['x', 'y'], geo: { lat: 1.5, lng: -2 } });
        size += s.length + 1;
        parts.push(s);
      }
      return `[${parts.join(',')}]`;
    },
    10,
  );
  expect(length).toBeGreaterThan(10 * 1024 * 1024);
  await expect.poll(() => largeFieldChars(page)).toBeGreaterThan(1_000_000);
  await startMeasuredJob(page, convert(page));
  await waitInPage(page, '[data-sonner-toast]', 'Text converted!', 240_000);
  // Read before any Playwright polling (see worker-tool-helpers).
  expect(await maxGap(page), 'longest gap between animation frames (ms)').toBeLessThan(MAX_GAP_MS);
  await expect(page.getByTestId('tool-status')).toContainText('Columns: 6');
  // The whole result is in the field (the editor shows all of it).
  expect((await outputHead(page, 0)).length).toBeGreaterThan(1_000_000);
  expect((await outputHead(page, 200)).head.startsWith('id,name,city,tags,geo.lat,geo.lng\n0,"Zoë ""Z"" 0",北京,"[""x"",""y""]",1.5,-2\n')).toBe(true);
});

test('cancel stops a running job without an error; the next job works', async ({ page }) => {
  await slowWorker(page, 'formats');
  await pasteGenerated(input(page), (n: number) => JSON.stringify(Array.from({ length: n }, (_, i) => ({ id: i }))), 20_000);
  await startAndCancel(page, convert(page), 'Converting JSON…', output(page));

  // Cleared first, as in csv-to-json.spec.ts: typing over a large value costs Chromium seconds of main thread.
  await toolActions(page).getByRole('button', { name: 'Clear' }).click();
  await expect(input(page)).toHaveFieldValue('');
  await run(page, '[{"x":1}]');
  await expect(output(page)).toHaveFieldValue('x\n1');
  await expect(errorToasts(page)).toHaveCount(0);
});

for (const theme of ['light', 'dark'] as const) {
  test(`no serious a11y violation with a result and an error (${theme})`, async ({ page }) => {
    await useTheme(page, theme);
    await toolActions(page).getByRole('button', { name: 'Load example' }).click();
    await expect(page.getByTestId('tool-status')).toBeVisible();
    expect(await a11yViolations(page)).toEqual([]);
    await run(page, '[{"a":1},]');
    await expect(page.getByTestId('tool-error')).toBeVisible();
    expect(await a11yViolations(page)).toEqual([]);
  });
}
