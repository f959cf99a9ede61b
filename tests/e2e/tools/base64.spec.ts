import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { test, expect, expectToast } from '../fixtures';
import { largeFieldChars, outputHead } from '../editor';
import { waitInPage } from './worker-tool-helpers';
import { errorToasts, maxGap, startGapRecorder, tempFiles, toolActions } from './data-helpers';
import { MAX_GAP_MS } from '../large-text/rows';
import { pasteRaw } from './tool-steps';

const MiB = 1024 * 1024;

const input = (page: Page) => page.getByLabel('Input', { exact: true });
const output = (page: Page) => page.getByTestId('tool-output');
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const error = (page: Page) => page.getByTestId('base64-error');
const fileInput = (page: Page) => page.getByLabel('Choose a file');
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Bytes that are the same on every run and not all alike: i*31+7 mod 256. */
function patternBytes(size: number): Buffer {
  const b = Buffer.alloc(size);
  for (let i = 0; i < size; i++) b[i] = (i * 31 + 7) & 255;
  return b;
}

const { write: tempFile } = tempFiles('base64-e2e');

/**
 * Presses `name` on `text`: refused with `toast`, a message that is `message.text` or holds `message.has`, and the
 * input kept as typed.
 */
async function expectRefused(page: Page, text: string, name: string, toast: string, message: { text: string } | { has: string }) {
  await input(page).fill(text);
  await button(page, name).click();
  await expectToast(page, toast);
  if ('text' in message) await expect(error(page)).toHaveText(message.text);
  else await expect(error(page)).toContainText(message.has);
  await expect(input(page)).toHaveValue(text);
}

/** Clicks "Download decoded file" and returns the saved file's name, type and bytes. */
async function downloadDecoded(page: Page): Promise<{ name: string; type: string; bytes: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent('download', { timeout: 30_000 }), button(page, 'Download decoded file').click()]);
  const type = await page.evaluate(() => (window as unknown as { __lastBlobType: string }).__lastBlobType);
  return { name: file.suggestedFilename(), type, bytes: await readFile(await file.path()) };
}

/** Makes each slice read in the base64 worker take `ms` longer, so a 10 MB job is mid-flight long enough to cancel on any machine. */
async function slowWorker(page: Page, ms: number): Promise<void> {
  await page.route(/base64\.worker-[^/]*\.js$/, async (route) => {
    const response = await route.fetch();
    const patch = `{ const read = Blob.prototype.arrayBuffer; Blob.prototype.arrayBuffer = function () { return new Promise((r) => setTimeout(r, ${ms})).then(() => read.call(this)); }; }\n`;
    await route.fulfill({ response, body: patch + (await response.text()) });
  });
}

test.beforeEach(async ({ page }) => {
  // Records the type of every Blob the page saves, to check a download's media type.
  await page.addInitScript(() => {
    const create = URL.createObjectURL.bind(URL);
    URL.createObjectURL = (obj: Blob | MediaSource) => {
      if (obj instanceof Blob) (window as unknown as { __lastBlobType: string }).__lastBlobType = obj.type;
      return create(obj);
    };
  });
  await page.goto('/tools/base64');
  await expect(page.getByRole('heading', { level: 1, name: 'Base64 Encoder / Decoder' })).toBeVisible();
  // The page is prerendered: a click or text before React has hydrated the tool would be lost.
  await expect
    .poll(() => button(page, 'Encode').evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactFiber'))), { timeout: 15_000 })
    .toBe(true);
});

test('text round-trips as UTF-8: emoji, CJK and accents', async ({ page }) => {
  const text = 'Grüße, 世界! 👨‍👩‍👧 🎉';
  const encoded = Buffer.from(text, 'utf8').toString('base64');
  await input(page).fill(text);
  await button(page, 'Encode').click();
  await expectToast(page, 'Text converted!');
  await expect(output(page)).toHaveValue(encoded);

  await input(page).fill(encoded);
  await button(page, 'Decode').click();
  await expect(output(page)).toHaveValue(text);
  // The result follows the input once a direction is chosen.
  await input(page).fill('data:text/plain;charset=utf-8;base64,\n5L2g5aW9IPCfkYs');
  await expect(output(page)).toHaveValue('你好 👋');
});

test('URL-safe alphabet, padding and 76-character lines', async ({ page }) => {
  await input(page).fill('???>>>?');
  await button(page, 'Encode').click();
  await expect(output(page)).toHaveValue('Pz8/Pj4+Pw==');
  await page.getByLabel('Alphabet').selectOption({ label: 'URL-safe (- _)' });
  await expect(output(page)).toHaveValue('Pz8_Pj4-Pw==');
  await page.getByLabel('Padding (=)').uncheck();
  await expect(output(page)).toHaveValue('Pz8_Pj4-Pw');

  const long = 'x'.repeat(120);
  await input(page).fill(long);
  await page.getByLabel('Wrap lines at 76 characters').check();
  const wrapped = Buffer.from(long).toString('base64url').match(/.{1,76}/g)!.join('\n');
  expect(wrapped.split('\n').map((l) => l.length)).toEqual([76, 76, 8]);
  await expect(output(page)).toHaveValue(wrapped);

  // Decoding takes any of these forms back.
  await input(page).fill(wrapped);
  await button(page, 'Decode').click();
  await expect(output(page)).toHaveValue(long);
});

test('each message: bad text, bad Base64, bad download; the input is kept', async ({ page }) => {
  // A lone surrogate (half an emoji) cannot be UTF-8.
  await pasteRaw(input(page), 'ok \uD83D!');
  await button(page, 'Encode').click();
  await expectToast(page, 'Error encoding text');
  await expect(error(page)).toContainText('position 4');
  await expect(output(page)).toHaveValue('');

  await expectRefused(page, 'SGVsbG8*V29ybGQ=', 'Decode', 'Error decoding Base64', {
    text: 'Error decoding Base64: “*” at position 8 is not a Base64 character.',
  });

  // Binary data is not text: the message says to download it.
  await input(page).fill(PNG.toString('base64'));
  await expect(error(page)).toContainText('image/png');
  await expect(error(page)).toContainText('Download decoded file');

  await expectRefused(page, 'SGVsb', 'Download decoded file', 'Decoding failed', { has: 'cut off' });

  await input(page).fill('');
  await button(page, 'Download decoded file').click();
  await expectToast(page, 'Please enter some text first');
});

test('a file that cannot be read: "Encoding failed", no uncaught error', async ({ page }) => {
  await page.route(/base64\.worker-[^/]*\.js$/, async (route) => {
    const response = await route.fetch();
    const patch = `Blob.prototype.arrayBuffer = function () { return Promise.reject(new Error('NotReadableError')); };\n`;
    await route.fulfill({ response, body: patch + (await response.text()) });
  });
  await page.getByRole('radio', { name: 'File' }).click();
  // Over 1 MiB: encoded in the worker.
  await fileInput(page).setInputFiles({ name: 'big.bin', mimeType: 'application/octet-stream', buffer: patternBytes(2 * MiB) });
  await expectToast(page, 'Encoding failed');
  await expect(output(page)).toHaveValue('');
});

test('a file becomes Base64 or a data URL; Download saves it', async ({ page }) => {
  await page.getByRole('radio', { name: 'File' }).click();
  await fileInput(page).setInputFiles({ name: 'dot.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByTestId('base64-file')).toContainText('dot.png');
  await expect(output(page)).toHaveValue(PNG.toString('base64'));
  await page.getByLabel('Output format').selectOption('dataUrl');
  const dataUrl = `data:image/png;base64,${PNG.toString('base64')}`;
  await expect(output(page)).toHaveValue(dataUrl);

  const [file] = await Promise.all([page.waitForEvent('download'), toolActions(page).getByRole('button', { name: 'Download' }).click()]);
  expect(file.suggestedFilename()).toBe('dot.png.dataurl.txt');
  expect(await readFile(await file.path(), 'utf8')).toBe(dataUrl);

  // Options shape plain Base64 of files too.
  await page.getByLabel('Output format').selectOption('base64');
  await page.getByLabel('Alphabet').selectOption('urlSafe');
  await page.getByLabel('Padding (=)').uncheck();
  await expect(output(page)).toHaveValue(PNG.toString('base64url'));
});

test('decoded files download with a sensible name, type and the exact bytes', async ({ page }) => {
  await input(page).fill(`data:image/png;base64,${PNG.toString('base64')}`);
  let saved = await downloadDecoded(page);
  expect(saved).toMatchObject({ name: 'decoded.png', type: 'image/png' });
  expect(saved.bytes.equals(PNG)).toBe(true);
  await expect(page.getByTestId('decoded-file')).toContainText('decoded.png (image/png');

  // No data URL: the type is recognised from the first bytes.
  const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), patternBytes(300)]);
  await input(page).fill(pdf.toString('base64').replace(/(.{76})/g, '$1\n'));
  saved = await downloadDecoded(page);
  expect(saved).toMatchObject({ name: 'decoded.pdf', type: 'application/pdf' });
  expect(saved.bytes.equals(pdf)).toBe(true);

  const bin = patternBytes(1000);
  await input(page).fill(bin.toString('base64url'));
  saved = await downloadDecoded(page);
  expect(saved).toMatchObject({ name: 'decoded.bin', type: 'application/octet-stream' });
  expect(saved.bytes.equals(bin)).toBe(true);
});

test('a 10 MB file job can be cancelled; the next one works', async ({ page }) => {
  test.setTimeout(60_000);
  await slowWorker(page, 400);
  const bytes = patternBytes(10 * MiB);
  const file = await tempFile('ten.bin', bytes);
  await page.getByRole('radio', { name: 'File' }).click();
  await fileInput(page).setInputFiles(file);
  const progress = page.getByTestId('job-progress');
  await expect(progress).toBeVisible();
  await expect(progress).toContainText('Encoding…');
  await progress.getByRole('button', { name: 'Cancel' }).click();
  await expect(progress).toBeHidden();
  await expect(page.getByTestId('base64-cancelled')).toHaveText('Cancelled. Your input is unchanged.');
  await expect(output(page)).toHaveValue('');
  await expect(errorToasts(page)).toHaveCount(0);

  // The worker was terminated; the next job spawns a fresh one.
  const small = patternBytes(3 * MiB);
  await fileInput(page).setInputFiles({ name: 'three.bin', mimeType: 'application/octet-stream', buffer: small });
  const encoded = small.toString('base64');
  await expect.poll(async () => (await outputHead(page, 0)).length, { timeout: 30_000 }).toBe(encoded.length);
  await expect(page.getByTestId('base64-cancelled')).toBeHidden();
  expect((await outputHead(page, 8_000)).head).toBe(encoded.slice(0, 8_000));
});

test('10 MB: a file is encoded and Base64 decoded in the worker while the page stays responsive @large', { tag: '@large' }, async ({ page }) => {
  test.setTimeout(120_000);
  const bytes = patternBytes(10 * MiB);
  const expected = bytes.toString('base64');
  const file = await tempFile('ten.bin', bytes);
  await page.getByRole('radio', { name: 'File' }).click();
  await startGapRecorder(page);
  await fileInput(page).setInputFiles(file);
  await waitInPage(page, '[data-testid="large-output"], [data-testid="tool-output"] .cm-editor', undefined, 60_000);
  expect(await maxGap(page), 'longest gap between animation frames while encoding (ms)').toBeLessThan(MAX_GAP_MS);
  await expect.poll(async () => (await outputHead(page, 0)).length).toBe(expected.length);
  expect((await outputHead(page, 8_000)).head).toBe(expected.slice(0, 8_000));
  const [saved] = await Promise.all([page.waitForEvent('download'), toolActions(page).getByRole('button', { name: 'Download' }).click()]);
  expect(saved.suggestedFilename()).toBe('ten.bin.b64.txt');
  expect((await readFile(await saved.path(), 'utf8')) === expected, 'the whole download equals Node’s base64').toBe(true);

  // The same bytes back: 13.9 million characters of Base64 built in the page, decoded in the worker.
  await page.getByRole('radio', { name: 'Text' }).click();
  const chars = await input(page).evaluate((el, size) => {
    const b = new Uint8Array(size);
    for (let i = 0; i < size; i++) b[i] = (i * 31 + 7) & 255;
    let s = '';
    for (let i = 0; i < size; i += 3 * 8192) s += btoa(String.fromCharCode(...b.subarray(i, i + 3 * 8192)));
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set?.call(el, s);
    el.dispatchEvent(new Event('input', { bubbles: true }));
    return s.length;
  }, bytes.length);
  await expect.poll(() => largeFieldChars(page)).toBe(chars);
  await button(page, 'Download decoded file').focus();
  await startGapRecorder(page);
  const [decoded] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), page.keyboard.press('Enter')]);
  expect(await maxGap(page), 'longest gap between animation frames while decoding (ms)').toBeLessThan(MAX_GAP_MS);
  expect(decoded.suggestedFilename()).toBe('decoded.bin');
  expect((await readFile(await decoded.path())).equals(bytes)).toBe(true);
  await expect(errorToasts(page)).toHaveCount(0);
});
