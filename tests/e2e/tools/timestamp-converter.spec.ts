import type { Page } from '@playwright/test';
import { test, expect, readClipboard, expectToast, expectTexts } from '../fixtures';
import { openTool } from './tool-steps';

test.use({ timezoneId: 'UTC' });

const ts = (page: Page) => page.getByLabel('Unix timestamp');
const iso = (page: Page) => page.getByTestId('tool-output');
const note = (page: Page) => page.getByTestId('unit-note');
const unit = (page: Page) => page.getByLabel('Unit', { exact: true });
const zone = (page: Page) => page.getByLabel('Time zone');
/** The full zone list is put in the select when it is first focused. */
const pickZone = async (page: Page, tz: string) => {
  await zone(page).focus();
  await zone(page).selectOption(tz);
};
const dateText = (page: Page) => page.getByLabel('Or an ISO 8601 / RFC 2822 date');

test.beforeEach(({ page }) => openTool(page, 'timestamp-converter', 'Timestamp Converter'));

test('the current time ticks and can be copied', async ({ page }) => {
  const s = page.getByTestId('now-s');
  await expect(s).toHaveText(/^\d{10}$/);
  const first = Number(await s.textContent());
  expect(Math.abs(first - Date.now() / 1000)).toBeLessThan(5);
  await expect.poll(async () => Number(await s.textContent()), { timeout: 4000 }).toBeGreaterThan(first);
  await expect(page.getByTestId('now-ms')).toHaveText(/^\d{13}$/);
  await page.getByRole('button', { name: 'Copy seconds' }).click();
  await expectToast(page, 'Copied to clipboard!');
  expect(await readClipboard(page)).toMatch(/^\d{10}$/);
  await page.getByRole('button', { name: 'Copy milliseconds' }).click();
  expect(await readClipboard(page)).toMatch(/^\d{13}$/);
});

test('the unit is detected from the size, and said', async ({ page }) => {
  for (const [value, name] of [
    ['1700000000', 'seconds'], ['1700000000000', 'milliseconds'], ['1700000000000000', 'microseconds'], ['1700000000000000000', 'nanoseconds'],
  ] as const) {
    await ts(page).fill(value);
    await expect(iso(page)).toHaveValue('2023-11-14T22:13:20.000Z');
    await expect(note(page)).toHaveText(`Read as ${name}: detected from its size.`);
  }
  // Up to 12 digits are seconds: 253402300799 is the last second of 9999; 13 digits are milliseconds.
  await ts(page).fill('253402300799');
  await expect(iso(page)).toHaveValue('9999-12-31T23:59:59.000Z');
  await ts(page).fill('1000000000000');
  await expect(iso(page)).toHaveValue('2001-09-09T01:46:40.000Z');
});

test('one click reads the number the other way', async ({ page }) => {
  await ts(page).fill('253402300799');
  await expect(note(page)).toHaveText('Read as seconds: detected from its size.');
  await page.getByRole('button', { name: 'Read as milliseconds instead' }).click();
  await expect(unit(page)).toHaveValue('ms');
  await expect(iso(page)).toHaveValue('1978-01-11T21:31:40.799Z');
  await expect(note(page)).toHaveText('Read as milliseconds.');
  await page.getByRole('button', { name: 'Read as seconds instead' }).click();
  await expect(iso(page)).toHaveValue('9999-12-31T23:59:59.000Z');
});

test('the unit can be overridden', async ({ page }) => {
  await ts(page).fill('1700000000');
  await unit(page).selectOption('ms');
  await expect(iso(page)).toHaveValue('1970-01-20T16:13:20.000Z');
  await expect(note(page)).toHaveText('Read as milliseconds.');
});

test('every format, in a chosen time zone', async ({ page }) => {
  await ts(page).fill('1700000000');
  await pickZone(page, 'Asia/Tokyo');
  await expect(page.getByTestId('ts-local')).toContainText('Wednesday, November 15, 2023');
  await expectTexts((key) => page.getByTestId(key), {
    'ts-isoLocal': '2023-11-15T07:13:20.000+09:00',
    'ts-rfc2822': 'Wed, 15 Nov 2023 07:13:20 +0900',
    'ts-weekday': 'Wednesday',
    'ts-dayOfYear': '319',
    'ts-seconds': '1700000000',
    'ts-milliseconds': '1700000000000',
    'ts-relative': /ago$/,
  });
});

test('relative time counts from now', async ({ page }) => {
  const threeHoursAgo = await page.evaluate(() => Math.floor(Date.now() / 1000) - 3 * 3600);
  await ts(page).fill(String(threeHoursAgo));
  await expect(page.getByTestId('ts-relative')).toHaveText('3 hours ago');
  await ts(page).fill(String(threeHoursAgo + 3 * 3600 + 2 * 86400 + 60));
  await expect(page.getByTestId('ts-relative')).toHaveText('in 2 days');
});

test('messages: invalid timestamp, invalid date', async ({ page }) => {
  await ts(page).fill('12abc');
  await expect(page.getByText('Invalid timestamp', { exact: true })).toBeVisible();
  await ts(page).fill('99999999999999999999999');
  await expect(page.getByText('Invalid timestamp', { exact: true })).toBeVisible();
  await dateText(page).fill('not a date');
  await expect(page.getByText('Invalid date', { exact: true })).toBeVisible();
  await dateText(page).fill('2023-02-29');
  await expect(page.getByText('Invalid date', { exact: true })).toBeVisible();
});

test('date → timestamp from text or the date-time picker', async ({ page }) => {
  await dateText(page).fill('2024-02-29T12:00:00Z');
  await expect(page.getByTestId('date-seconds')).toHaveText('1709208000');
  await expect(page.getByTestId('date-milliseconds')).toHaveText('1709208000000');
  await dateText(page).fill('Tue, 14 Nov 2023 22:13:20 +0000');
  await expect(page.getByTestId('date-seconds')).toHaveText('1700000000');

  await pickZone(page, 'America/New_York');
  await page.getByLabel('Date and time', { exact: true }).fill('2024-07-04T09:30:00');
  // Chromium drops zero seconds from the picker's value.
  await expect(dateText(page)).toHaveValue(/^2024-07-04T09:30(:00)?$/);
  await expect(page.getByTestId('date-isoUtc')).toHaveText('2024-07-04T13:30:00.000Z');
  await expect(page.getByTestId('date-isoLocal')).toHaveText('2024-07-04T09:30:00.000-04:00');
});

test('the state round-trips through the URL fragment', async ({ page }) => {
  await ts(page).fill('1700000000123');
  await pickZone(page, 'Europe/Madrid');
  await dateText(page).fill('2024-02-29T12:00');
  await expect.poll(() => new URL(page.url()).hash).toBe('#ts=1700000000123&tz=Europe%2FMadrid&date=2024-02-29T12%3A00');
  const other = await page.context().newPage();
  await other.goto(page.url());
  await expect(other.getByTestId('tool-output')).toHaveValue('2023-11-14T22:13:20.123Z');
  await expect(other.getByTestId('ts-isoLocal')).toHaveText('2023-11-14T23:13:20.123+01:00');
  await expect(other.getByTestId('date-isoUtc')).toHaveText('2024-02-29T11:00:00.000Z');
  await other.close();
  // A hostile zone or unit is ignored.
  await page.goto('/tools/timestamp-converter#ts=1700000000&tz=Evil%2F%3Cscript%3E&unit=weeks');
  await expect(zone(page)).toHaveValue('');
  await expect(unit(page)).toHaveValue('auto');
  await expect(iso(page)).toHaveValue('2023-11-14T22:13:20.000Z');
});

test('dates and relative times in Spanish and Chinese', async ({ page }) => {
  await page.goto('/tools/timestamp-converter?lng=es#ts=1700000000&tz=UTC');
  await expect(page.getByTestId('ts-local')).toContainText('martes, 14 de noviembre de 2023');
  await expect(page.getByTestId('ts-relative')).toHaveText(/^hace \d+ años$/);
  await expect(page.getByTestId('unit-note')).toContainText('Leída en segundos');
  await page.goto('/tools/timestamp-converter?lng=zh#ts=1700000000&tz=UTC');
  await expect(page.getByTestId('ts-local')).toContainText('2023年11月14日星期二');
  await expect(page.getByTestId('ts-weekday')).toHaveText('星期二');
  await page.getByLabel('Unix 时间戳').fill('abc');
  await expect(page.getByText('无效的时间戳')).toBeVisible();
});
