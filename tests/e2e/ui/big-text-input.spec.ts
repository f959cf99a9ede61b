import { createHash } from 'node:crypto';
import { writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { test, expect } from '../fixtures';
import { largeFieldChars } from '../editor';

// The shared BigTextArea never puts megabytes into a textarea: a large paste is shown whole by the code editor (plain
// text), and the tool uses the whole text.
const BIG = 'log line with some text 0123456789\n'.repeat(40_000); // ~1.4 M characters

test('a large paste moves the field into the editor, whole, and the tool uses all of it', async ({ page }) => {
  await page.goto('/tools/hash-generator');
  const input = page.getByLabel('Input', { exact: true });
  await input.focus();
  await page.evaluate((text) => {
    const el = document.activeElement as HTMLTextAreaElement;
    const data = new DataTransfer();
    data.setData('text/plain', text);
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, BIG);
  await expect.poll(() => largeFieldChars(page)).toBe(1_400_000);
  // The editor, not a textarea, holds it (once its chunk has loaded: the summary stands in until then).
  await expect(page.locator('.cm-editor')).toHaveCount(1);
  expect(await page.locator('textarea').count()).toBe(0);
  await expect(page.getByRole('textbox', { name: 'Input', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Generate hashes' }).click();
  await expect(page.getByTestId('digest-sha256')).toHaveText(createHash('sha256').update(BIG).digest('hex'));
  // Cleared, the field is a plain textarea again.
  await page.getByRole('group', { name: 'Tool actions' }).getByRole('button', { name: 'Clear', exact: true }).click();
  await expect(page.locator('textarea')).toHaveCount(1);
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
