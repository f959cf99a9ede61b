import { test, expect, expectToast } from '../fixtures';
import { expectNoSeriousAxe } from '../axe';
import type { Page } from '@playwright/test';
import { addBigJpeg, addGeneratedJpeg, downloadButton, expectFileDownloads, expectZipDownload, expectNoSidewaysScroll, fileInput, item, items, openEachOnDevice, png, resultFrame, resultInfo } from './image-helpers';

const resize = (page: Page) => page.getByRole('button', { name: 'Resize', exact: true });
const width = (page: Page) => page.getByLabel('Width (px)');
const height = (page: Page) => page.getByLabel('Height (px)');
const lock = (page: Page) => page.getByLabel('Keep aspect ratio');
const preset = (page: Page, pct: number) => page.getByRole('group', { name: 'Scale' }).getByRole('button', { name: `${pct}%`, exact: true });

openEachOnDevice('/tools/image-resizer', 'Image Resizer');

// The example's result size and Clear's toast and result: contract/table.ts.
test('load example halves a generated 1200×800 picture', async ({ page }) => {
  await page.getByRole('button', { name: 'Load example' }).click();
  const card = item(page, 'example-landscape.png');
  await expectToast(page, '1 image resized');
  await expect(card.getByTestId('image-before-dims')).toHaveText('1200 × 800 px');
  await expect(card.getByTestId('image-after-bytes')).toContainText(/Size: [\d.]+ (B|KB|MB)/);
  await expect(preset(page, 50)).toHaveAttribute('aria-pressed', 'true');
  await expect(width(page)).toHaveValue('600');
  await expect(height(page)).toHaveValue('400');
  await expect(lock(page)).toBeChecked();
  expect(await resultInfo(card)).toMatchObject({ width: 600, height: 400, type: 'image/png' });
  await expect(page.getByTestId('batch-summary')).toHaveText('1 of 1 resized');
});

test('typing a width updates the height from the first image; the output has that size', async ({ page }) => {
  await fileInput(page).setInputFiles(png('grad.png', 300, 200));
  await expect(width(page)).toHaveValue('300');
  await expect(height(page)).toHaveValue('200');
  await expect(page.getByTestId('size-hint')).toContainText('First image: 300 × 200 px');
  await width(page).fill('150');
  await expect(height(page)).toHaveValue('100');
  await height(page).fill('50');
  await expect(width(page)).toHaveValue('75');
  await width(page).fill('150');
  await resize(page).click();
  const card = item(page, 'grad.png');
  await expect(card.getByTestId('image-after-dims')).toHaveText('150 × 100 px');
  expect(await resultInfo(card)).toMatchObject({ width: 150, height: 100, type: 'image/png' });

  await expectFileDownloads(card, 'grad-150x100.png', 'png');
});

test('with the lock off the image is stretched to the exact size; turning it on re-links', async ({ page }) => {
  await fileInput(page).setInputFiles(png('stretch.png', 300, 200));
  await expect(width(page)).toHaveValue('300');
  await lock(page).uncheck();
  await width(page).fill('120');
  await height(page).fill('30');
  await page.getByLabel('Output format').selectOption('image/jpeg');
  await page.getByLabel('Quality').fill('80');
  await resize(page).click();
  const card = item(page, 'stretch.png');
  await expect(card.getByTestId('image-after-dims')).toHaveText('120 × 30 px');
  expect(await resultInfo(card)).toMatchObject({ width: 120, height: 30, type: 'image/jpeg' });
  await lock(page).check();
  await expect(height(page)).toHaveValue('80');
});

test('presets scale every image by its own size; the lock fits other proportions inside the box', async ({ page }) => {
  await fileInput(page).setInputFiles([png('land.png', 300, 200, 1), png('tall.png', 100, 400, 2)]);
  await expect(width(page)).toHaveValue('300');
  await preset(page, 25).click();
  await expect(preset(page, 25)).toHaveAttribute('aria-pressed', 'true');
  await expect(width(page)).toHaveValue('75');
  await expect(height(page)).toHaveValue('50');
  await page.getByLabel('Output format').selectOption('image/webp');
  await resize(page).click();
  await expectToast(page, '2 images resized');
  expect(await resultInfo(item(page, 'land.png'))).toMatchObject({ width: 75, height: 50, type: 'image/webp' });
  expect(await resultInfo(item(page, 'tall.png'))).toMatchObject({ width: 25, height: 100, type: 'image/webp' });

  // Typed pixels leave preset mode: with the lock, "tall" fits inside 150 × 100.
  await width(page).fill('150');
  await expect(preset(page, 25)).toHaveAttribute('aria-pressed', 'false');
  await expect(height(page)).toHaveValue('100');
  // "tall" comes out at the same size as before, so only a new preview URL says its new result has landed.
  const tallPreview = item(page, 'tall.png').getByTestId('image-after').locator('img');
  const firstTall = (await tallPreview.getAttribute('src'))!;
  await resize(page).click();
  await expect(item(page, 'land.png').getByTestId('image-after-dims')).toHaveText('150 × 100 px');
  await expect(tallPreview).not.toHaveAttribute('src', firstTall);
  await expect(item(page, 'tall.png').getByTestId('image-after-dims')).toHaveText('25 × 100 px');
  expect(await resultInfo(item(page, 'tall.png'))).toMatchObject({ width: 25, height: 100 });
});

test('messages: resize before download, not an image, too large, only refused files, bad size, undecodable', async ({ page }) => {
  await downloadButton(page).click();
  await expectToast(page, 'Please resize first before downloading');

  await fileInput(page).setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') });
  await expectToast(page, 'File must be an image');
  await expect(item(page, 'notes.txt').getByTestId('image-status')).toHaveText('File must be an image');
  await fileInput(page).setInputFiles({ name: 'huge.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(11 * 1024 * 1024) });
  await expectToast(page, 'Image must be under 10MB');
  // Only refused files: still nothing to resize.
  await resize(page).click();
  await expectToast(page, 'Please upload an image first');

  await fileInput(page).setInputFiles([{ name: 'broken.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a jpeg at all') }, png('ok.png', 40, 40)]);
  await expect(width(page)).toHaveValue('40');
  await width(page).fill('0');
  await resize(page).click();
  await expectToast(page, 'Width and height must be whole numbers from 1 to 10000');
  await width(page).fill('20');
  await resize(page).click();
  await expectToast(page, 'Failed to load image');
  await expect(item(page, 'broken.jpg').getByTestId('image-status')).toHaveText('Failed to load image');
  await expect(item(page, 'ok.png').getByTestId('image-after-dims')).toHaveText('20 × 20 px');
});

test('a batch of three downloads as a zip with three entries', async ({ page }) => {
  await fileInput(page).setInputFiles([png('a.png', 200, 100, 1), png('b.png', 100, 100, 2), png('c.png', 100, 200, 3)]);
  await preset(page, 50).click();
  await resize(page).click();
  await expectToast(page, '3 images resized');
  await expectZipDownload(page, 'resized-images.zip', ['a-100x50.png', 'b-50x50.png', 'c-50x100.png'], 'png');
});

test('a ~10 MB 12-megapixel JPEG resizes with pica in the worker', async ({ page }) => {
  test.setTimeout(120_000);
  const bytes = await addBigJpeg(page);
  await expect(width(page)).toHaveValue('4000');
  await preset(page, 50).click();
  const started = Date.now();
  await resize(page).click();
  const card = item(page, 'big.jpg');
  await expect(card.getByTestId('image-after-dims')).toHaveText('2000 × 1500 px', { timeout: 90_000 });
  console.log(`resized 4000×3000 (${(bytes / 1024 / 1024).toFixed(2)} MB) to 2000×1500 in ${Date.now() - started} ms`);
  expect(await resultInfo(card)).toMatchObject({ width: 2000, height: 1500, type: 'image/jpeg' });
});

test('"Smallest file" reaches the encoder: a 4.3 MP photo kept at its size comes out progressive', async ({ page }) => {
  test.setTimeout(120_000);
  await page.getByLabel('Effort on big photos').selectOption({ label: 'Smallest file' });
  await addGeneratedJpeg(page, { name: 'big.jpg', width: 2400, height: 1800, quality: 0.92, grain: 3 });
  await expect(width(page)).toHaveValue('2400');
  await resize(page).click();
  const card = item(page, 'big.jpg');
  await expect(card.getByTestId('image-after-dims')).toHaveText('2400 × 1800 px', { timeout: 60_000 });
  // "Faster" writes a photo this big baseline (0xc0): see the compressor's spec.
  expect((await resultFrame(card)).frame).toBe(0xc2);
});

test('cancel mid-resize keeps the files; the next run succeeds', async ({ page }) => {
  test.setTimeout(120_000);
  await addGeneratedJpeg(page, { name: 'big.jpg', width: 4000, height: 3000, quality: 0.9, grain: 2, copies: 2 });
  await expect(items(page)).toHaveCount(2);
  await expect(width(page)).toHaveValue('4000');
  await preset(page, 75).click();
  await resize(page).click();
  const progress = page.getByTestId('job-progress');
  await expect(progress).toBeVisible();
  await progress.getByRole('button', { name: 'Cancel' }).click();
  await expect(progress).toBeHidden();
  await expect(page.getByTestId('batch-summary')).toContainText('Stopped.');
  await expect(items(page)).toHaveCount(2);
  await expect(resize(page)).toBeEnabled();
  await expect(page.getByLabel('Width (px)')).toBeEditable();

  await preset(page, 25).click();
  await resize(page).click();
  for (const name of ['big-1.jpg', 'big-2.jpg']) {
    await expect(item(page, name).getByTestId('image-after-dims')).toHaveText('1000 × 750 px', { timeout: 60_000 });
  }
  await expect(page.getByTestId('batch-summary')).toHaveText('2 of 2 resized');
});

/** The colour of one pixel of a card's result (R grows rightwards and G downwards in png(): orientation shows). */
async function resultPixel(page: Page, name: string, x: number, y: number): Promise<{ r: number; g: number }> {
  const src = await item(page, name).getByTestId('image-after').locator('img').getAttribute('src');
  return page.evaluate(async ({ src, x, y }) => {
    const bitmap = await createImageBitmap(await (await fetch(src!)).blob());
    const ctx = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d')!;
    ctx.drawImage(bitmap, 0, 0);
    const [r, g] = ctx.getImageData(x, y, 1, 1).data;
    return { r: r!, g: g! };
  }, { src, x, y });
}

const cropBox = (page: Page) => page.getByTestId('crop-box');
const cropSize = (page: Page) => page.getByTestId('crop-size');
const press = async (page: Page, key: string, times: number) => {
  for (let i = 0; i < times; i += 1) await page.keyboard.press(key);
};

test('rotate and flip apply to every image before the resize; the crop (keyboard) to the image it is drawn on', async ({ page }) => {
  await fileInput(page).setInputFiles([png('wide.png', 80, 40), png('other.png', 60, 30, 1)]);
  await expect(width(page)).toHaveValue('80');
  await page.getByRole('button', { name: 'Rotate right', exact: true }).click();
  // The size fields follow the first image as it will come out: turned.
  await expect(width(page)).toHaveValue('40');
  await expect(height(page)).toHaveValue('80');
  await resize(page).click();
  await expect(item(page, 'wide.png').getByTestId('image-after-dims')).toHaveText('40 × 80 px');
  // Turned clockwise: the source's right edge (red) is now at the bottom, its bottom (green) on the left.
  expect((await resultPixel(page, 'wide.png', 20, 76)).r).toBeGreaterThan(220);
  expect((await resultPixel(page, 'wide.png', 2, 40)).g).toBeGreaterThan(220);
  // The second image (60 × 30) turned too, then fitted to the 40 × 80 box.
  await expect(item(page, 'other.png').getByTestId('image-after-dims')).toHaveText('40 × 80 px');

  await page.getByRole('button', { name: 'Flip horizontally', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Flip horizontally', exact: true })).toHaveAttribute('aria-pressed', 'true');
  // Crop the first image with the keyboard: Shift+arrows shrink it to its top-left quarter, arrows move it.
  await cropBox(page).focus();
  await press(page, 'Shift+ArrowLeft', 50);
  await press(page, 'Shift+ArrowUp', 50);
  await expect(cropSize(page)).toContainText('20 × 40 px from 0, 0');
  await press(page, 'ArrowRight', 60);
  await expect(cropSize(page)).toContainText('20 × 40 px from 20, 0');
  await expect(width(page)).toHaveValue('20');
  await expect(height(page)).toHaveValue('40');
  await resize(page).click();
  await expect(item(page, 'wide.png').getByTestId('image-after-dims')).toHaveText('20 × 40 px');
  // Flipped after the turn, then the right half kept: green (the source's bottom) is now on the right edge, and red
  // still grows downwards.
  const top = await resultPixel(page, 'wide.png', 18, 2);
  const bottom = await resultPixel(page, 'wide.png', 18, 38);
  expect(top.g).toBeGreaterThan(200);
  expect(bottom.r - top.r).toBeGreaterThan(90);
  // Not cropped: the other image, turned and flipped whole, fitted in 20 × 40.
  await expect(item(page, 'other.png').getByTestId('image-after-dims')).toHaveText('20 × 40 px');

  // The crop follows the image it was drawn on; Reset gives the whole image back.
  await page.getByLabel('Image to crop').selectOption({ label: 'other.png' });
  await expect(cropSize(page)).toContainText('30 × 60 px from 0, 0');
  await page.getByLabel('Image to crop').selectOption({ label: 'wide.png' });
  await page.getByRole('button', { name: 'Reset crop' }).click();
  await expect(cropSize(page)).toContainText('40 × 80 px from 0, 0');
});

test('crop shapes: 1:1 and 16:9 keep their shape while a corner is dragged', async ({ page }) => {
  await fileInput(page).setInputFiles(png('photo.png', 400, 300));
  await page.getByLabel('Crop shape').selectOption('1:1');
  await expect(cropSize(page)).toContainText('300 × 300 px from 50, 0');
  await page.getByLabel('Crop shape').selectOption('16:9');
  await expect(cropSize(page)).toContainText(/^(\d+) × (\d+) px/);
  const [w, h] = ((await cropSize(page).textContent()) ?? '').match(/(\d+) × (\d+)/)!.slice(1).map(Number);
  expect(w! / h!).toBeCloseTo(16 / 9, 1);
  await resize(page).click();
  const info = await resultInfo(item(page, 'photo.png'));
  expect(info.width / info.height).toBeCloseTo(16 / 9, 1);
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the crop box works with a finger-sized drag of its corner, fits the width, and passes axe', async ({ page }) => {
    await fileInput(page).setInputFiles(png('phone.png', 300, 200));
    const corner = page.locator('[data-corner="se"]');
    await corner.scrollIntoViewIfNeeded();
    const frame = (await page.getByTestId('crop-frame').boundingBox())!;
    const handle = (await corner.boundingBox())!;
    // The handle's touch target is 44 px, centred on the corner.
    expect(handle.width).toBeGreaterThanOrEqual(44);
    await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
    await page.mouse.down();
    await page.mouse.move(handle.x + handle.width / 2 - frame.width / 2, handle.y + handle.height / 2 - frame.height / 2, { steps: 5 });
    await page.mouse.up();
    await expect(cropSize(page)).toContainText(/^150 × 100 px from 0, 0/);
    await expectNoSidewaysScroll(page);
    await expectNoSeriousAxe(page, { include: ['[data-testid="transform-panel"]'] });
  });

  test('controls and results fit the width', async ({ page }) => {
    await page.getByRole('button', { name: 'Load example' }).click();
    await expect(item(page, 'example-landscape.png').getByTestId('image-after-dims')).toHaveText('600 × 400 px');
    await expect(resize(page)).toBeVisible();
    await expectNoSidewaysScroll(page);
  });
});
