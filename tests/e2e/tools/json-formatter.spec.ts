import { test, expect, expectToast } from '../fixtures';
import { fieldText, outputHead } from '../editor';
import type { Page } from '@playwright/test';
import { openTool } from './tool-steps';
import { cancelAndClear, downloadExample, expectAccessibleStates, expectNextJob, expectResponsiveJob } from './worker-jobs';

const input = (page: Page) => page.getByLabel('JSON input');
const output = (page: Page) => page.getByTestId('tool-output');
const button = (page: Page, name: 'Format' | 'Minify' | 'Validate') => page.getByRole('button', { name, exact: true });

test.beforeEach(({ page }) => openTool(page, 'json-formatter', 'JSON Formatter'));

test('empty input asks for JSON data for Minify and Validate too', async ({ page }) => {
  for (const name of ['Minify', 'Validate'] as const) {
    await button(page, name).click();
    await expectToast(page, 'Please enter JSON data');
  }
  await expect(output(page)).toHaveFieldValue('');
});

test('indentation, minify and sort keys', async ({ page }) => {
  await input(page).fill('{"b":1,"a":{"d":[1],"c":true}}');
  await button(page, 'Format').click();
  await expectToast(page, 'JSON formatted!');
  await expect(output(page)).toHaveFieldValue('{\n  "b": 1,\n  "a": {\n    "d": [\n      1\n    ],\n    "c": true\n  }\n}');

  await page.getByLabel('Indentation').selectOption({ label: '4 spaces' });
  await button(page, 'Format').click();
  await expect(output(page)).toHaveFieldValue('{\n    "b": 1,\n    "a": {\n        "d": [\n            1\n        ],\n        "c": true\n    }\n}');

  await page.getByLabel('Indentation').selectOption({ label: 'Tab' });
  await button(page, 'Format').click();
  await expect(output(page)).toHaveFieldValue('{\n\t"b": 1,\n\t"a": {\n\t\t"d": [\n\t\t\t1\n\t\t],\n\t\t"c": true\n\t}\n}');

  await page.getByLabel('Sort keys (A→Z, all levels)').check();
  await button(page, 'Minify').click();
  await expectToast(page, 'JSON minified!');
  await expect(output(page)).toHaveFieldValue('{"a":{"c":true,"d":[1]},"b":1}');
});

test('numbers keep their digits; repeated keys are kept and listed with their lines', async ({ page }) => {
  await input(page).fill('{\n"id": 12345678901234567890,\n"x": 1.0,\n"big": 1e400,\n"z": -0,\n"id": 2\n}');
  await button(page, 'Minify').click();
  await expect(output(page)).toHaveFieldValue('{"id":12345678901234567890,"x":1.0,"big":1e400,"z":-0,"id":2}');
  const notice = page.getByTestId('duplicate-keys');
  await expect(notice).toContainText('1 repeated key, kept in the output as it is in the input:');
  await expect(notice).toContainText('id: line 6 (first on line 2)');

  await input(page).fill('{"id": 1}');
  await button(page, 'Format').click();
  await expect(output(page)).toHaveFieldValue('{\n  "id": 1\n}');
  await expect(notice).toHaveCount(0);
});

test('validate says the JSON is valid', async ({ page }) => {
  await input(page).fill('[1, 2, {"ok": true}]');
  await button(page, 'Validate').click();
  await expectToast(page, 'Valid JSON');
  await expect(page.getByTestId('tool-status')).toHaveText('Valid JSON');
});

test('invalid JSON shows the line and column, keeps the input', async ({ page }) => {
  const bad = '{\n  "name": "Ada",\n  "age": 36\n  "city": "London"\n}';
  await input(page).fill(bad);
  await button(page, 'Format').click();
  await expectToast(page, 'Invalid JSON format: line 4, column 3');
  const panel = page.getByTestId('tool-error');
  await expect(panel).toContainText('Invalid JSON format: line 4, column 3');
  await expect(panel.locator('pre')).toHaveText('  "city": "London"\n  ^');
  await expect(input(page)).toHaveFieldValue(bad);
  await expect(output(page)).toHaveFieldValue('');

  await input(page).fill('{"a": 1,}');
  await button(page, 'Validate').click();
  await expectToast(page, 'Invalid JSON format: line 1, column 9');
  await expect(page.getByTestId('tool-status')).toHaveCount(0);

  // Fixed: the error goes away.
  await input(page).fill('{"a": 1}');
  await button(page, 'Format').click();
  await expect(page.getByTestId('tool-error')).toHaveCount(0);
  await expect(output(page)).toHaveFieldValue('{\n  "a": 1\n}');
});

test('download saves formatted.json with the output', async ({ page }) => {
  const file = await downloadExample(page, output(page));
  expect(file.name).toBe('formatted.json');
  expect(file.text).toBe(await fieldText(output(page)));
});

test('10 MB of JSON formats while the page stays responsive', { tag: '@large' }, async ({ page }) => {
  test.setTimeout(300_000); // generous for a loaded machine
  await expectResponsiveJob(page, {
    input: input(page), button: button(page, 'Format'), toast: 'JSON formatted!', timeout: 240_000, editor: true, arg: 10,
    generate: (mb: number) => {
      const items: unknown[] = [];
      let size = 2;
      for (let i = 0; size < mb * 1024 * 1024; i += 1) {
        const item = { id: i, name: `Zoë ${i} 你好`, tags: ['a', 'b'], nested: { ok: i % 2 === 0, n: null } };
        size += JSON.stringify(item).length + 1;
        items.push(item);
      }
      return JSON.stringify(items);
    },
  });

  // The whole result is in the field (the editor shows all of it); copy and download have it too.
  const shown = await outputHead(page, 200);
  expect(shown.length).toBeGreaterThan(10 * 1024 * 1024);
  expect(shown.head.startsWith('[\n  {\n    "id": 0,\n    "name": "Zoë 0 你好",')).toBe(true);
});

test('cancel stops a running job without an error; the next job works', async ({ page }) => {
  await cancelAndClear(page, {
    input: input(page), button: button(page, 'Format'), progress: 'Processing JSON…', output: output(page),
    generate: (n: number) => JSON.stringify(Array.from({ length: n }, (_, i) => ({ id: i, v: 'x' }))), arg: 20_000,
  });
  // The worker was terminated; the next (small) job runs in a fresh one.
  await input(page).fill('{"b":2,"a":1}');
  await page.getByLabel('Sort keys (A→Z, all levels)').check();
  await button(page, 'Minify').click();
  await expectNextJob(output(page), '{"a":1,"b":2}');
});

for (const theme of ['light', 'dark'] as const) {
  test(`no serious a11y violation with a result, a status and an error (${theme})`, ({ page }) => expectAccessibleStates(page, theme, [
    async () => {
      await input(page).fill('{"a": [1, 2], "a": 3}');
      await button(page, 'Validate').click();
      await expect(page.getByTestId('tool-status')).toBeVisible();
      await expect(page.getByTestId('duplicate-keys')).toBeVisible();
      await button(page, 'Format').click();
      await expect(output(page)).not.toHaveFieldValue('');
    },
    async () => {
      await input(page).fill('{"a": [1, 2,]}');
      await button(page, 'Format').click();
      await expect(page.getByTestId('tool-error')).toBeVisible();
    },
  ]));
}
