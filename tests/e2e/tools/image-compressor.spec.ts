import { test, expect, expectToast } from '../fixtures';
import type { Page } from '@playwright/test';
import { addBigJpeg, addGeneratedJpeg, addJpegWithApp1, downloadButton, expectFileDownloads, expectZipDownload, zipAllButton, expectNoSidewaysScroll, fileInput, item, items, openEachOnDevice, png, resultFrame, resultInfo } from './image-helpers';

const compress = (page: Page) => page.getByRole('button', { name: 'Compress', exact: true });

openEachOnDevice('/tools/image-compressor', 'Image Compressor');

// The example's saving and Clear's toast and result: contract/table.ts.
test('load example compresses a generated picture and shows both sizes', async ({ page }) => {
  await page.getByRole('button', { name: 'Load example' }).click();
  const card = item(page, 'example-landscape.png');
  await expectToast(page, '1 image compressed');
  await expect(card.getByTestId('image-before-bytes')).toContainText(/Size: [\d.]+ (KB|MB)/);
  await expect(card.getByTestId('image-after-bytes')).toContainText(/Size: [\d.]+ (B|KB)/);
  await expect(card.getByTestId('image-before-dims')).toHaveText('1200 × 800 px');
  await expect(card.getByTestId('image-after-dims')).toHaveText('1200 × 800 px');
  const info = await resultInfo(card);
  expect(info).toMatchObject({ width: 1200, height: 800, type: 'image/jpeg' });
  await expect(page.getByTestId('batch-summary')).toContainText('1 of 1 compressed');
  // Settings have labels; defaults are JPEG at 75 %.
  await expect(page.getByLabel('Output format')).toHaveValue('image/jpeg');
  await expect(page.getByLabel('Quality')).toHaveValue('75');
  await expect(page.getByText('60–80% is the sweet spot')).toBeVisible();
});

test('clear removes every uploaded file; the empty state returns', async ({ page }) => {
  await fileInput(page).setInputFiles([png('a.png', 40, 30), png('b.png', 40, 30, 1)]);
  await expect(items(page)).toHaveCount(2);
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(items(page)).toHaveCount(0);
  await expect(page.getByText('No images yet.')).toBeVisible();
});

test('an uploaded PNG becomes WebP at the chosen quality; per-file download', async ({ page }) => {
  await fileInput(page).setInputFiles(png('gradient.png', 300, 200));
  const card = item(page, 'gradient.png');
  await expect(card.getByTestId('image-before-dims')).toHaveText('300 × 200 px');
  await expect(card.getByTestId('image-status')).toHaveText('Ready to compress');
  await page.getByLabel('Output format').selectOption('image/webp');
  await page.getByLabel('Quality').fill('60');
  await expect(page.getByText('60%', { exact: true })).toBeVisible();
  await compress(page).click();
  await expect(card.getByTestId('image-note')).toBeVisible();
  expect(await resultInfo(card)).toMatchObject({ width: 300, height: 200, type: 'image/webp' });

  // One result: the main Download saves that file directly.
  await expectFileDownloads(card, 'gradient-compressed.webp', 'webp');
});

test('max width scales down, keeping proportions', async ({ page }) => {
  await fileInput(page).setInputFiles(png('wide.png', 300, 200));
  await page.getByLabel('Max width (px)').fill('150');
  await compress(page).click();
  const card = item(page, 'wide.png');
  await expect(card.getByTestId('image-after-dims')).toHaveText('150 × 100 px');
  expect(await resultInfo(card)).toMatchObject({ width: 150, height: 100 });

  // A max height on odd proportions: the size shown is the size encoded.
  await fileInput(page).setInputFiles(png('odd.png', 301, 200));
  await page.getByLabel('Max width (px)').fill('');
  await page.getByLabel('Max height (px)').fill('77');
  await compress(page).click();
  const odd = item(page, 'odd.png');
  await expect(odd.getByTestId('image-after-dims')).toHaveText('116 × 77 px');
  expect(await resultInfo(odd)).toMatchObject({ width: 116, height: 77 });
  await expect(card.getByTestId('image-after-dims')).toHaveText('116 × 77 px');

  await page.getByLabel('Max width (px)').fill('0');
  await compress(page).click();
  await expectToast(page, 'Max width and height must be whole numbers from 1 to 10000');
});

test('a non-image is refused with a message while the other files proceed', async ({ page }) => {
  await fileInput(page).setInputFiles([
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') },
    png('fine.png', 60, 40),
  ]);
  await expectToast(page, 'File must be an image');
  await expect(item(page, 'notes.txt').getByTestId('image-status')).toHaveText('File must be an image');
  await compress(page).click();
  await expect(item(page, 'fine.png').getByTestId('image-note')).toHaveText(/Saved|larger/);
  await expect(item(page, 'notes.txt').getByTestId('image-status')).toHaveText('File must be an image');
  await expect(page.getByTestId('batch-summary')).toContainText('1 of 1 compressed');
});

test('an 11 MB file is refused', async ({ page }) => {
  await fileInput(page).setInputFiles({ name: 'huge.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(11 * 1024 * 1024) });
  await expectToast(page, 'Image must be under 10MB');
  await expect(item(page, 'huge.jpg').getByTestId('image-status')).toHaveText('Image must be under 10MB');
  // Only refused files: there is nothing to compress.
  await compress(page).click();
  await expectToast(page, 'Please upload an image first');
});

test('download before compressing asks to compress first', async ({ page }) => {
  const compressFirst = page.locator('[data-sonner-toast]').filter({ hasText: 'Please compress first before downloading' });
  await downloadButton(page).click();
  await expect(compressFirst).toBeVisible();
  // With a file picked but not compressed yet, the same message.
  await fileInput(page).setInputFiles(png('later.png', 40, 30));
  await expect(compressFirst).toHaveCount(0, { timeout: 15_000 });
  await downloadButton(page).click();
  await expect(compressFirst).toBeVisible();
});

test('bytes that are not a decodable image → "Failed to load image"', async ({ page }) => {
  await fileInput(page).setInputFiles([
    { name: 'broken.png', mimeType: 'image/png', buffer: Buffer.from('definitely not a png file') },
    png('good.png', 50, 50),
  ]);
  await compress(page).click();
  await expectToast(page, 'Failed to load image');
  await expect(item(page, 'broken.png').getByTestId('image-status')).toHaveText('Failed to load image');
  await expect(item(page, 'good.png').getByTestId('image-note')).toBeVisible();
});

test('a batch of three downloads as a zip with three entries', async ({ page }) => {
  await fileInput(page).setInputFiles([png('one.png', 120, 80, 1), png('two.png', 90, 90, 2), png('three.png', 80, 120, 3)]);
  await compress(page).click();
  await expectToast(page, '3 images compressed');
  await expect(zipAllButton(page)).toBeVisible();
  await expectZipDownload(page, 'compressed-images.zip', ['one-compressed.jpg', 'three-compressed.jpg', 'two-compressed.jpg'], 'jpeg');
});

test('EXIF orientation is applied (a 40×20 JPEG tagged "rotate 90°" comes out 20×40)', async ({ page }) => {
  // APP1 "Exif" with a big-endian TIFF header and one IFD0 entry: Orientation (0x0112) = 6, nothing else.
  const app1 = new Uint8Array([
    0xff, 0xe1, 0x00, 0x22, 0x45, 0x78, 0x69, 0x66, 0x00, 0x00,
    0x4d, 0x4d, 0x00, 0x2a, 0x00, 0x00, 0x00, 0x08,
    0x00, 0x01, 0x01, 0x12, 0x00, 0x03, 0x00, 0x00, 0x00, 0x01, 0x00, 0x06, 0x00, 0x00,
    0x00, 0x00, 0x00, 0x00,
  ]);
  await addJpegWithApp1(page, { name: 'rotated.jpg', width: 40, height: 20, app1 });
  const card = item(page, 'rotated.jpg');
  await expect(card.getByTestId('image-before-dims')).toHaveText('20 × 40 px');
  await compress(page).click();
  await expect(card.getByTestId('image-after-dims')).toHaveText('20 × 40 px');
  expect(await resultInfo(card)).toMatchObject({ width: 20, height: 40 });
});

test('a ~10 MB 12-megapixel JPEG compresses in the worker', async ({ page }) => {
  test.setTimeout(120_000);
  const bytes = await addBigJpeg(page);
  const card = item(page, 'big.jpg');
  await expect(card.getByTestId('image-before-dims')).toHaveText('4000 × 3000 px');
  const started = Date.now();
  await compress(page).click();
  await expect(card.getByTestId('image-note')).toHaveText(/^Saved \d+(\.\d)?%$/, { timeout: 90_000 });
  console.log(`compressed 4000×3000 (${(bytes / 1024 / 1024).toFixed(2)} MB) in ${Date.now() - started} ms`);
  const info = await resultInfo(card);
  expect(info).toMatchObject({ width: 4000, height: 3000, type: 'image/jpeg' });
  expect(info.size).toBeLessThan(bytes);
});

test('"Smallest file" writes a big photo progressive and smaller; the choice is remembered, in the resizer too', async ({ page }) => {
  test.setTimeout(120_000);
  const effort = page.getByLabel('Effort on big photos');
  await expect(effort).toHaveValue('fast');
  await expect(page.getByText('Photos over 4 megapixels are written as JPEG in one quick pass.')).toBeVisible();
  // 4.3 MP: over the size where "Faster" drops the full search.
  await addGeneratedJpeg(page, { name: 'big.jpg', width: 2400, height: 1800, quality: 0.92, grain: 3 });
  const card = item(page, 'big.jpg');
  await compress(page).click();
  await expect(card.getByTestId('image-note')).toHaveText(/^Saved/, { timeout: 60_000 });
  const fast = await resultFrame(card);
  expect(fast.frame, 'Faster: baseline').toBe(0xc0);

  await effort.selectOption({ label: 'Smallest file' });
  await expect(page.getByText(/^Every photo gets the full search/)).toBeVisible();
  await compress(page).click();
  await expect.poll(async () => (await resultFrame(card)).src, { timeout: 60_000 }).not.toBe(fast.src);
  const small = await resultFrame(card);
  expect(small.frame, 'Smallest file: progressive').toBe(0xc2);
  expect(small.size).toBeLessThan(fast.size);
  expect(await resultInfo(card)).toMatchObject({ width: 2400, height: 1800, type: 'image/jpeg' });

  await page.reload();
  await expect(page.getByLabel('Effort on big photos')).toHaveValue('small');
  expect(await page.evaluate(() => localStorage.getItem('image-effort'))).toBe('small');
  // Only JPEG output has a choice: WebP disables it.
  await page.getByLabel('Output format').selectOption('image/webp');
  await expect(page.getByLabel('Effort on big photos')).toBeDisabled();
  await expect(page.getByText('Only JPEG output has a choice of effort.')).toBeVisible();

  await page.goto('/tools/image-resizer');
  await expect(page.getByLabel('Effort on big photos')).toHaveValue('small');
});

test('cancel stops the batch, keeps files and finished results; the next run works', async ({ page }) => {
  test.setTimeout(120_000);
  await addGeneratedJpeg(page, { name: 'big.jpg', width: 3000, height: 2000, quality: 0.92, grain: 2, copies: 3 });
  await expect(items(page)).toHaveCount(3);
  await compress(page).click();
  const progress = page.getByTestId('job-progress');
  // Let the first file finish, then cancel while the next one is being worked on.
  await expect(item(page, 'big-1.jpg').getByTestId('image-note')).toBeVisible({ timeout: 60_000 });
  await progress.getByRole('button', { name: 'Cancel' }).click();
  await expect(progress).toBeHidden();
  await expect(page.getByTestId('batch-summary')).toContainText(/Stopped\. [12] finished images? kept/);
  await expect(items(page)).toHaveCount(3);
  await expect(item(page, 'big-1.jpg').getByTestId('image-note')).toHaveText(/^Saved/);
  await expect(item(page, 'big-3.jpg').getByTestId('image-status')).toHaveText('Ready to compress');
  await expect(compress(page)).toBeEnabled();

  await page.getByLabel('Max width (px)').fill('600');
  await compress(page).click();
  for (const name of ['big-1.jpg', 'big-2.jpg', 'big-3.jpg']) {
    await expect(item(page, name).getByTestId('image-after-dims')).toHaveText('600 × 400 px', { timeout: 60_000 });
  }
  await expect(page.getByTestId('batch-summary')).toContainText('3 of 3 compressed');
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('controls and results fit the width', async ({ page }) => {
    await page.getByRole('button', { name: 'Load example' }).click();
    await expect(item(page, 'example-landscape.png').getByTestId('image-note')).toBeVisible();
    await expect(compress(page)).toBeVisible();
    await expectNoSidewaysScroll(page);
  });
});
