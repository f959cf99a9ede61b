import { createHash } from 'node:crypto';
import { writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { test, expect } from '../fixtures';

// The shared BigTextArea keeps megabytes out of the DOM: a large paste shows a summary, and the whole text is still used.
const BIG = 'log line with some text 0123456789\n'.repeat(40_000); // ~1.4 M characters

test('a large paste becomes a summary, and the tool still uses the whole text', async ({ page }) => {
  await page.goto('/tools/hash-generator');
  const input = page.getByLabel('Input', { exact: true });
  await input.focus();
  await page.evaluate((text) => {
    const el = document.activeElement as HTMLTextAreaElement;
    const data = new DataTransfer();
    data.setData('text/plain', text);
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, BIG);
  const summary = page.getByTestId('large-input');
  await expect(summary).toContainText('1,400,000 characters');
  expect(await page.locator('textarea').count()).toBe(0);
  await page.getByRole('button', { name: 'Generate hashes' }).click();
  await expect(page.getByTestId('digest-sha256')).toHaveText(createHash('sha256').update(BIG).digest('hex'));
  await summary.getByRole('button', { name: 'Clear input' }).click();
  await expect(page.getByLabel('Input', { exact: true })).toHaveValue('');
});

test('a text file can be opened into the input', async ({ page }) => {
  const dir = mkdtempSync(join(tmpdir(), 'bigtext-'));
  const file = join(dir, 'small.txt');
  writeFileSync(file, 'abc');
  try {
    await page.goto('/tools/hash-generator');
    await page.getByLabel('Open a text file').setInputFiles(file);
    await expect(page.getByLabel('Input', { exact: true })).toHaveValue('abc');
    await page.getByRole('button', { name: 'Generate hashes' }).click();
    await expect(page.getByTestId('digest-md5')).toHaveText('900150983cd24fb0d6963f7d28e17f72');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
