import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect, expectToast } from '../fixtures';
import { openTool } from './tool-steps';

test.use({ timezoneId: 'UTC' });

const output = (page: Page) => page.getByTestId('tool-output');
const generate = (page: Page) => page.getByRole('button', { name: 'Generate', exact: true }).click();
const count = (page: Page) => page.getByLabel('How many');
const lines = async (page: Page) => (await output(page).inputValue()).split('\n');

const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

test.beforeEach(({ page }) => openTool(page, 'uuid-generator', 'UUID Generator'));

test('generates v4, v7 and nil UUIDs, as many as asked', async ({ page }) => {
  await count(page).fill('10');
  await generate(page);
  await expectToast(page, 'UUIDs generated');
  await expect.poll(async () => (await lines(page)).length).toBe(10);
  let list = await lines(page);
  expect(list).toHaveLength(10);
  for (const u of list) expect(u).toMatch(V4);
  expect(new Set(list).size).toBe(10);

  await page.getByLabel('Version').selectOption('v7');
  await generate(page);
  await expect(output(page)).not.toHaveValue(list.join('\n'));
  list = await lines(page);
  for (const u of list) expect(u).toMatch(V7);
  expect([...list].sort()).toEqual(list);

  await page.getByLabel('Version').selectOption('nil');
  await count(page).fill('2');
  await generate(page);
  await expect(output(page)).toHaveValue('00000000-0000-0000-0000-000000000000\n00000000-0000-0000-0000-000000000000');
});

test('count is clamped to 1–1000', async ({ page }) => {
  await count(page).fill('5000');
  await generate(page);
  await expect(count(page)).toHaveValue('1000');
  // The result field is drawn a frame after the press (src/ui/OutputArea.tsx): poll it.
  await expect.poll(async () => (await lines(page)).length).toBe(1000);
  await count(page).fill('0');
  await generate(page);
  await expect(count(page)).toHaveValue('1');
  await expect.poll(async () => (await lines(page)).length).toBe(1);
});

test('uppercase, no hyphens and braces', async ({ page }) => {
  await page.getByLabel('Uppercase').check();
  await page.getByLabel('No hyphens').check();
  await page.getByLabel('With braces { }').check();
  await count(page).fill('3');
  await generate(page);
  await expect.poll(async () => (await lines(page)).length).toBe(3);
  for (const u of await lines(page)) expect(u).toMatch(/^\{[0-9A-F]{12}4[0-9A-F]{3}[89AB][0-9A-F]{15}\}$/);
});

// Download waiting for a result, and the example's five v7 UUIDs: contract/table.ts.
test('download saves the UUIDs as a .txt file', async ({ page }) => {
  await page.getByRole('button', { name: 'Load example' }).click();
  await expect(output(page)).not.toHaveValue('');
  const shown = await output(page).inputValue();
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download', exact: true }).click()]);
  expect(file.suggestedFilename()).toBe('uuids.txt');
  expect(readFileSync(await file.path(), 'utf8')).toBe(`${shown}\n`);
});

test('inspects a pasted UUID: version, variant and the time inside', async ({ page }) => {
  const field = page.getByLabel('Paste a UUID');
  await field.fill('017F22E2-79B0-7CC3-98C4-DC0C0C07398F');
  await expect(page.getByTestId('uuid-version')).toHaveText('7 — time-ordered (Unix time in milliseconds)');
  await expect(page.getByTestId('uuid-variant')).toHaveText('RFC 9562 (standard)');
  await expect(page.getByTestId('uuid-timestamp')).toContainText('Tuesday, February 22, 2022');
  await expect(page.getByTestId('uuid-timestamp')).toContainText('2022-02-22T19:22:22.000Z');

  await field.fill('{C232AB00-9414-11EC-B3C8-9F6BDECED846}');
  await expect(page.getByTestId('uuid-version')).toHaveText('1 — time-based (Gregorian time and node)');
  await expect(page.getByTestId('uuid-timestamp')).toContainText('2022-02-22T19:22:22.000Z');

  await field.fill('919108f752d14320cbacf847db4148a8');
  await expect(page.getByTestId('uuid-version')).toHaveText('—');
  await expect(page.getByTestId('uuid-variant')).toHaveText('Microsoft (reserved, backward compatibility)');
  await expect(page.getByTestId('uuid-timestamp')).toHaveCount(0);

  await field.fill('00000000-0000-0000-0000-000000000000');
  await expect(page.getByTestId('uuid-version')).toHaveText('Nil UUID (all zeros)');

  await field.fill('not-a-uuid');
  await expect(page.getByText('Not a valid UUID: expected 32 hexadecimal digits, with or without hyphens.')).toBeVisible();
  await expect(page.getByTestId('uuid-info')).toHaveCount(0);
});

test('the time inside is shown in the UI language', async ({ page }) => {
  for (const [lng, text] of [['es', 'martes, 22 de febrero de 2022'], ['zh', '2022年2月22日星期二']] as const) {
    await page.goto(`/tools/uuid-generator?lng=${lng}`);
    await page.locator('input[placeholder*="01890a5d"]').fill('017f22e2-79b0-7cc3-98c4-dc0c0c07398f');
    await expect(page.getByTestId('uuid-timestamp')).toContainText(text);
  }
});
