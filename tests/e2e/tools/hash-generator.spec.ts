import { createHash } from 'node:crypto';
import { MAX_GAP_MS } from '../large-text/rows';
import { test, expect, readClipboard, expectToast } from '../fixtures';
import type { Page } from '@playwright/test';
import { errorToasts, maxGap, startGapRecorder, tempFiles } from './data-helpers';
import { openTool } from './tool-steps';

const ALGORITHMS = ['md5', 'sha1', 'sha256'] as const;
type Algorithm = (typeof ALGORITHMS)[number];

const ABC: Record<Algorithm, string> = {
  md5: '900150983cd24fb0d6963f7d28e17f72',
  sha1: 'a9993e364706816aba3e25717850c26c9cd0d89d',
  sha256: 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
};

const MiB = 1024 * 1024;

const input = (page: Page) => page.getByLabel('Input', { exact: true });
const digest = (page: Page, a: Algorithm) => page.getByTestId(`digest-${a}`);
const generate = (page: Page) => page.getByRole('button', { name: 'Generate hashes' });
const fileInput = (page: Page) => page.getByLabel('Choose a file to hash');

function nodeDigests(data: string | Buffer): Record<Algorithm, string> {
  return {
    md5: createHash('md5').update(data).digest('hex'),
    sha1: createHash('sha1').update(data).digest('hex'),
    sha256: createHash('sha256').update(data).digest('hex'),
  };
}

async function expectDigests(page: Page, want: Record<Algorithm, string>, timeout?: number): Promise<void> {
  for (const a of ALGORITHMS) await expect(digest(page, a)).toHaveText(want[a], { timeout });
}

async function expectEmptyDigests(page: Page): Promise<void> {
  for (const a of ALGORITHMS) await expect(digest(page, a)).toHaveText('—');
}

/** Deterministic, non-uniform bytes (so a chunking bug cannot hide behind all-zero data). */
function patternBytes(size: number): Buffer {
  const words = new Uint32Array(Math.ceil(size / 4));
  let x = 0x12345678;
  for (let i = 0; i < words.length; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    words[i] = x >>> 0;
  }
  return Buffer.from(words.buffer, 0, size);
}

const { write: tempFile, remove: removeTempFiles } = tempFiles('hash-e2e');
test.afterAll(() => removeTempFiles());

async function hashText(page: Page, text: string): Promise<void> {
  await input(page).fill(text);
  await generate(page).click();
}

test.beforeEach(({ page }) => openTool(page, 'hash-generator', 'Hash Generator'));

test('known answers for "abc"', async ({ page }) => {
  await expectEmptyDigests(page);
  await hashText(page, 'abc');
  await expectDigests(page, ABC);
});

test('multi-byte text equals node crypto digests', async ({ page }) => {
  const text = 'héllo 你好 🎉';
  await hashText(page, text);
  await expectDigests(page, nodeDigests(text));
});

test('uppercase toggle switches the hex case', async ({ page }) => {
  await hashText(page, 'abc');
  await expectDigests(page, ABC);
  const upper = page.getByLabel('Uppercase hex');
  await upper.check();
  await expectDigests(page, { md5: ABC.md5.toUpperCase(), sha1: ABC.sha1.toUpperCase(), sha256: ABC.sha256.toUpperCase() });
  await upper.uncheck();
  await expectDigests(page, ABC);
});

test('per-algorithm copy buttons copy one digest', async ({ page }) => {
  await expect(page.getByRole('button', { name: 'Copy MD5' })).toBeDisabled();
  await hashText(page, 'abc');
  await expectDigests(page, ABC);
  for (const [a, label] of [['md5', 'MD5'], ['sha1', 'SHA-1'], ['sha256', 'SHA-256']] as const) {
    await page.getByRole('button', { name: `Copy ${label}`, exact: true }).click();
    await expect.poll(() => readClipboard(page)).toBe(ABC[a]);
  }
  await expectToast(page, 'Copied to clipboard!');
});

test('compare field reports a match or no match', async ({ page }) => {
  await hashText(page, 'abc');
  await expectDigests(page, ABC);
  const compare = page.getByLabel('Compare with expected checksum');
  await compare.fill(ABC.sha256);
  await expect(page.getByTestId('compare-result')).toHaveText('Match: the checksum equals the SHA-256 hash');
  await compare.fill(`  MD5: ${ABC.md5.toUpperCase()}  `);
  await expect(page.getByTestId('compare-result')).toHaveText('Match: the checksum equals the MD5 hash');
  await compare.fill('0'.repeat(64));
  await expect(page.getByTestId('compare-result')).toHaveText(/^No match/);
});

test('file mode: a file larger than one chunk equals node crypto digests', async ({ page }) => {
  const bytes = patternBytes(9 * MiB + 123); // two full 4 MiB chunks and a ragged tail
  await page.getByRole('radio', { name: 'File' }).click();
  await fileInput(page).setInputFiles(await tempFile('nine.bin', bytes));
  await expect(page.getByTestId('hash-file')).toContainText('nine.bin');
  await expectDigests(page, nodeDigests(bytes), 20_000);
});

test('no stale digests: an edited or emptied text removes them; Generate on nothing says so', async ({ page }) => {
  await hashText(page, 'abc');
  await expectDigests(page, ABC);
  await input(page).fill('abcd');
  await expectEmptyDigests(page);
  await generate(page).click();
  await expectDigests(page, nodeDigests('abcd'));
  await input(page).fill('');
  await expectEmptyDigests(page);
  await generate(page).click();
  await expectToast(page, 'Please enter some text first');
  await expectEmptyDigests(page);
});

test('file mode: an empty file has the digests of empty input', async ({ page }) => {
  await page.getByRole('radio', { name: 'File' }).click();
  await fileInput(page).setInputFiles(await tempFile('empty.txt', Buffer.alloc(0)));
  await expect(page.getByTestId('hash-file')).toContainText('empty.txt');
  await expectDigests(page, {
    md5: 'd41d8cd98f00b204e9800998ecf8427e',
    sha1: 'da39a3ee5e6b4b0d3255bfef95601890afd80709',
    sha256: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  });
  // The text tab's (empty) input has no digests of its own.
  await page.getByRole('radio', { name: 'Text' }).click();
  await expectEmptyDigests(page);
});

test('the main thread stays free while a 10 MiB file is hashed', { tag: '@large' }, async ({ page }) => {
  const bytes = patternBytes(10 * MiB);
  const file = await tempFile('ten.bin', bytes);
  await page.getByRole('radio', { name: 'File' }).click();
  await startGapRecorder(page);
  await fileInput(page).setInputFiles(file);
  await expectDigests(page, nodeDigests(bytes), 20_000);
  expect(await maxGap(page), 'longest gap between animation frames (ms)').toBeLessThan(MAX_GAP_MS);
});

test.describe('large files', () => {
  test('cancel mid-job leaves no digests and no error; the next job works', async ({ page }) => {
    test.setTimeout(60_000);
    // Large enough that hashing outlasts the 300 ms before the progress bar appears, on any machine.
    const big = await tempFile('big.bin', Buffer.alloc(400 * MiB, 7));
    await page.getByRole('radio', { name: 'File' }).click();
    await fileInput(page).setInputFiles(big);
    const progress = page.getByTestId('job-progress');
    await expect(progress).toBeVisible();
    await progress.getByRole('button', { name: 'Cancel' }).click();
    await expect(progress).toBeHidden();
    await expectEmptyDigests(page);
    await expect(errorToasts(page)).toHaveCount(0);

    // The worker was terminated; the next job spawns a fresh one.
    await page.getByRole('radio', { name: 'Text' }).click();
    await hashText(page, 'abc');
    await expectDigests(page, ABC);
    await expect(errorToasts(page)).toHaveCount(0);
  });
});

test.describe('without WebAssembly', () => {
  test('hashing says MD5 is not available and keeps the input', async ({ page }) => {
    // addInitScript does not reach workers: patch the worker script itself as it is served.
    await page.route(/hash\.worker-.*\.js$/, async (route) => {
      const response = await route.fetch();
      const body = `self.WebAssembly = undefined;\n${await response.text()}`;
      await route.fulfill({ response, body });
    });
    await page.reload();
    await hashText(page, 'abc');
    await expectToast(page, 'MD5 not available in the browser');
    await expect(input(page)).toHaveValue('abc');
    await expectEmptyDigests(page);
  });
});
