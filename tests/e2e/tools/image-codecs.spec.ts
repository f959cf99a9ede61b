import { expectNoSeriousAxe, WITHOUT_TOASTS } from '../axe';
import exifr from 'exifr';
import type { Locator, Page } from '@playwright/test';
import { test, expect, expectToast } from '../fixtures';
import { cameraApp1, FIXTURE_CAMERA } from '../../shared/exifFixture';
import { decodedSize, pixelAt } from './generated-image-helpers';
import { addGeneratedJpeg, addJpegWithApp1, downloadBytes, downloadButton, fileInput, item, png, resultInfo, sniff } from './image-helpers';
import { openTool } from './tool-steps';

/**
 * The codecs of issue #19 through the real compressor / resizer pages: MozJPEG, WebP, AVIF, OxiPNG and Automatic,
 * a size target, the before/after compare view, EXIF orientation and metadata, and bad files.
 */

const compress = (page: Page) => page.getByRole('button', { name: 'Compress', exact: true });
const format = (page: Page) => page.getByLabel('Output format');
const target = (page: Page) => page.getByLabel('At most (KB)');

const openCompressor = (page: Page) => openTool(page, 'image-compressor', 'Image Compressor');

/** Opens the compressor, compresses one generated PNG and returns its card. */
async function compressedPng(page: Page, name: string, width: number, height: number, seed: number): Promise<Locator> {
  await openCompressor(page);
  await fileInput(page).setInputFiles(png(name, width, height, seed));
  await compress(page).click();
  return item(page, name);
}

/** Presses the main Download and returns the saved bytes. */
async function downloadResult(page: Page): Promise<Buffer> {
  const [file] = await Promise.all([page.waitForEvent('download'), downloadButton(page).click()]);
  return downloadBytes(file);
}

test('each format end to end: the chosen codec writes it, its time is shown, the download is that format', async ({ page }) => {
  test.setTimeout(150_000);
  await openCompressor(page);
  await fileInput(page).setInputFiles(png('photo.png', 240, 160, 3));
  const card = item(page, 'photo.png');
  const cases = [
    { value: 'image/jpeg', codec: 'MozJPEG', magic: 'jpeg', ext: 'jpg', mime: 'image/jpeg' },
    { value: 'image/webp', codec: 'WebP', magic: 'webp', ext: 'webp', mime: 'image/webp' },
    { value: 'image/avif', codec: 'AVIF', magic: 'avif', ext: 'avif', mime: 'image/avif' },
    { value: 'image/png', codec: 'OxiPNG', magic: 'png', ext: 'png', mime: 'image/png' },
  ] as const;
  for (const c of cases) {
    await format(page).selectOption(c.value);
    const img = card.getByTestId('image-after').locator('img');
    const previous = (await img.count()) ? await img.getAttribute('src') : null;
    await compress(page).click();
    await expect(card.getByTestId('image-detail')).toHaveText(new RegExp(`^${c.codec} · quality 75% · encoded in \\d+\\.\\d s$`), { timeout: 60_000 });
    if (previous) await expect(card.getByTestId('image-after').locator('img')).not.toHaveAttribute('src', previous);
    const [file] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: `Download photo-compressed.${c.ext}` }).click()]);
    expect(file.suggestedFilename()).toBe(`photo-compressed.${c.ext}`);
    const bytes = await downloadBytes(file);
    expect(sniff(bytes), c.codec).toBe(c.magic);
    expect(await decodedSize(page, bytes, c.mime)).toEqual({ width: 240, height: 160 });
  }

  // Automatic on a photo: one of the photo formats, the smallest of the three above.
  await format(page).selectOption('auto');
  await compress(page).click();
  await expect(card.getByTestId('image-detail')).toHaveText(/^(MozJPEG|WebP|AVIF) · quality 75%/, { timeout: 60_000 });
  expect(['image/jpeg', 'image/webp', 'image/avif']).toContain((await resultInfo(card)).type);
});

test('Automatic keeps a transparent graphic in PNG or WebP, with its transparency', async ({ page }) => {
  await openCompressor(page);
  await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 120;
    canvas.height = 80;
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = '#2563eb';
    ctx.fillRect(20, 20, 60, 40);
    const blob = await new Promise<Blob>((r) => canvas.toBlob((b) => r(b!), 'image/png'));
    const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
    const dt = new DataTransfer();
    dt.items.add(new File([blob], 'logo.png', { type: 'image/png' }));
    input.files = dt.files;
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
  await format(page).selectOption('auto');
  await compress(page).click();
  const card = item(page, 'logo.png');
  await expect(card.getByTestId('image-detail')).toHaveText(/^(OxiPNG|WebP) · /);
  const bytes = await downloadResult(page);
  expect(['png', 'webp']).toContain(sniff(bytes));
  expect((await pixelAt(page, bytes, 2, 2))[3]).toBe(0); // still transparent
  expect((await pixelAt(page, bytes, 50, 40)).slice(0, 3)).toEqual([37, 99, 235]);
});

test('target size: met, with the quality it settled on', async ({ page }) => {
  test.setTimeout(150_000);
  await openCompressor(page);
  await addGeneratedJpeg(page, { name: 'grain.jpg', width: 900, height: 600, quality: 0.95, grain: 2 });
  const card = item(page, 'grain.jpg');
  await expect(card.getByTestId('image-before-dims')).toHaveText('900 × 600 px');
  await target(page).fill('60');
  await compress(page).click();
  await expect(card.getByTestId('image-detail')).toHaveText(/^MozJPEG · quality (\d+)% · /, { timeout: 90_000 });
  const detail = (await card.getByTestId('image-detail').textContent())!;
  const settled = Number(/quality (\d+)%/.exec(detail)![1]);
  expect(settled).toBeLessThan(75);
  expect(settled).toBeGreaterThanOrEqual(10);
  const info = await resultInfo(card);
  expect(info.size).toBeLessThanOrEqual(60 * 1024);
  expect(info).toMatchObject({ width: 900, height: 600, type: 'image/jpeg' });

  // A field that is not a size is refused before any work.
  await target(page).fill('abc');
  await compress(page).click();
  await expectToast(page, 'The size target must be a number of KB from 1 to 100000');

  // PNG has no size target: the field is disabled and says why.
  await format(page).selectOption('image/png');
  await expect(target(page)).toBeDisabled();
  await expect(page.getByText('A size target applies to JPEG, WebP, AVIF and Automatic.')).toBeVisible();
});

test('an unreachable target gets its message; the other file in the batch is still compressed', async ({ page }) => {
  test.setTimeout(180_000);
  await openCompressor(page);
  // 1 KB from 12 MP of 16 px colour blocks: even an eighth of its size (500 × 375, 2 px blocks) at the lowest quality
  // is many KB.
  await addGeneratedJpeg(page, { name: 'big.jpg', width: 4000, height: 3000, quality: 0.8, grain: 16 });
  await expect(item(page, 'big.jpg').getByTestId('image-before-dims')).toHaveText('4000 × 3000 px');
  await fileInput(page).setInputFiles(png('tiny.png', 16, 16, 2));
  await target(page).fill('1');
  await compress(page).click();
  const message = /^Cannot get this image under 1\.00 KB: the smallest it gets is [\d.]+ KB\. Try a larger target\.$/;
  await expect(item(page, 'big.jpg').getByTestId('image-status')).toHaveText(message, { timeout: 150_000 });
  await expectToast(page, message);
  await expect(item(page, 'tiny.png').getByTestId('image-note')).toBeVisible();
  expect((await resultInfo(item(page, 'tiny.png'))).size).toBeLessThanOrEqual(1024);
  await expect(page.getByTestId('batch-summary')).toContainText('1 of 2 compressed');
});

test('compare view: one zoom and position on both sides, draggable and keyboard split, zoom past 100 %, pan', async ({ page }) => {
  const card = await compressedPng(page, 'wide.png', 600, 400, 4);
  await expect(card.getByTestId('image-note')).toBeVisible();
  await card.getByRole('button', { name: 'Compare: wide.png' }).click();
  const dialog = page.getByRole('dialog', { name: 'Compare: wide.png' });
  await expect(dialog).toBeVisible();
  const split = dialog.getByRole('slider', { name: 'Divider between original and result' });
  await expect(split).toHaveAttribute('aria-valuenow', '50');
  const before = dialog.getByTestId('compare-before').locator('img');
  const after = dialog.getByTestId('compare-after').locator('img');
  await expect(before).toBeVisible();
  const sameBox = async () => {
    const [a, b] = [await before.boundingBox(), await after.boundingBox()];
    expect(a).not.toBeNull();
    expect(b).toEqual(a);
    return a!;
  };
  const fitted = await sameBox();

  // Drag the divider to a quarter of the view.
  const view = dialog.getByTestId('compare-view');
  const vb = (await view.boundingBox())!;
  const hb = (await split.boundingBox())!;
  await page.mouse.move(hb.x + hb.width / 2, hb.y + hb.height / 2);
  await page.mouse.down();
  await page.mouse.move(vb.x + vb.width * 0.25, vb.y + vb.height / 2, { steps: 4 });
  await page.mouse.up();
  expect(Number(await split.getAttribute('aria-valuenow'))).toBeCloseTo(25, -1);
  // Keys move it too.
  await split.focus();
  const atDrag = Number(await split.getAttribute('aria-valuenow'));
  await page.keyboard.press('ArrowRight');
  await expect(split).toHaveAttribute('aria-valuenow', String(atDrag + 2));
  await page.keyboard.press('End');
  await expect(split).toHaveAttribute('aria-valuenow', '100');
  await page.keyboard.press('Home');
  await expect(split).toHaveAttribute('aria-valuenow', '0');

  // 100 % and beyond; both sides stay on top of each other.
  await dialog.getByRole('button', { name: '100%', exact: true }).click();
  await expect(dialog.getByTestId('compare-zoom')).toHaveText('100%');
  expect((await sameBox()).width).toBeCloseTo(600, 0);
  await dialog.getByRole('button', { name: 'Zoom in' }).click();
  await expect(dialog.getByTestId('compare-zoom')).toHaveText('150%');
  const zoomed = await sameBox();
  expect(zoomed.width).toBeCloseTo(900, 0);
  // Keyboard on the view: pan with arrows, zoom with + / −, 0 fits again.
  await view.focus();
  await page.keyboard.press('ArrowLeft');
  const panned = await sameBox();
  expect(panned.x).toBeGreaterThan(zoomed.x);
  await page.keyboard.press('+');
  await expect(dialog.getByTestId('compare-zoom')).toHaveText('225%');
  await page.keyboard.press('-');
  await expect(dialog.getByTestId('compare-zoom')).toHaveText('150%');
  // Drag pans.
  const box = (await view.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.6, box.y + box.height * 0.6);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.6 - 80, box.y + box.height * 0.6 - 40, { steps: 4 });
  await page.mouse.up();
  const dragged = await sameBox();
  expect(dragged.x).toBeCloseTo(panned.x - 80, 0);
  await page.keyboard.press('0');
  expect((await sameBox()).width).toBeCloseTo(fitted.width, 0);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(card.getByRole('button', { name: 'Compare: wide.png' })).toBeFocused();
});

test('a portrait phone photo (EXIF orientation 6) comes out portrait from the resizer; GPS never in the output', async ({ page }) => {
  await openTool(page, 'image-resizer', 'Image Resizer');
  // Stored landscape 80×40 with "rotate 90° clockwise": the picture is 40×80 upright.
  await addJpegWithApp1(page, { name: 'portrait.jpg', width: 80, height: 40, app1: cameraApp1(6) });
  const card = item(page, 'portrait.jpg');
  await expect(card.getByTestId('image-before-dims')).toHaveText('40 × 80 px');
  await page.getByRole('group', { name: 'Scale' }).getByRole('button', { name: '50%', exact: true }).click();
  await page.getByRole('button', { name: 'Resize', exact: true }).click();
  await expect(card.getByTestId('image-after-dims')).toHaveText('20 × 40 px');
  const bytes = await downloadResult(page);
  expect(await decodedSize(page, bytes, 'image/jpeg')).toEqual({ width: 20, height: 40 });
  // Turned clockwise, the red top-left corner is now top-right.
  const [r, g] = await pixelAt(page, bytes, 17, 2);
  expect(r).toBeGreaterThan(150);
  expect(g).toBeLessThan(90);
  // Nothing of the original's EXIF: no GPS, no orientation (the pixels are upright), no camera.
  expect(await exifr.parse(bytes, { gps: true })).toBeUndefined();
});

test('keep capture date and camera: only those reach the JPEG, never the location', async ({ page }) => {
  await openCompressor(page);
  await addJpegWithApp1(page, { name: 'trip.jpg', width: 160, height: 120, app1: cameraApp1(1) });
  const card = item(page, 'trip.jpg');
  await expect(card.getByTestId('image-before-dims')).toHaveText('160 × 120 px');

  await compress(page).click();
  await expect(card.getByTestId('image-detail')).toHaveText(/^MozJPEG/);
  const plain = await downloadResult(page);
  expect(await exifr.parse(plain, { gps: true })).toBeUndefined();

  await page.getByLabel('Keep capture date and camera (JPEG)').check();
  await compress(page).click();
  await expect(card.getByTestId('image-detail')).toContainText('date and camera kept');
  const kept = await downloadResult(page);
  const tags = await exifr.parse(kept, { gps: true, reviveValues: false });
  expect(tags).toMatchObject({ Make: FIXTURE_CAMERA.make, Model: FIXTURE_CAMERA.model, DateTimeOriginal: FIXTURE_CAMERA.dateTimeOriginal });
  expect(Object.keys(tags).filter((k) => /^GPS|latitude|longitude/i.test(k))).toEqual([]);
  expect(tags.Orientation).toBeUndefined();
});

test('bad files: not an image, over 10 MB and a truncated JPEG get their messages; the others are compressed', async ({ page }) => {
  await openCompressor(page);
  await fileInput(page).setInputFiles([
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') },
    { name: 'huge.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(10 * 1024 * 1024 + 1, 0xff) },
    png('fine.png', 60, 40),
  ]);
  await addJpegWithApp1(page, { name: 'cut.jpg', width: 300, height: 200, app1: new Uint8Array(0), truncateTo: 0.6 });
  await expect(item(page, 'notes.txt').getByTestId('image-status')).toHaveText('File must be an image');
  await expect(item(page, 'huge.jpg').getByTestId('image-status')).toHaveText('Image must be under 10MB');
  await compress(page).click();
  await expect(item(page, 'cut.jpg').getByTestId('image-status')).toHaveText('This photo is incomplete (the file was cut off). Copy or download it again.');
  await expectToast(page, 'This photo is incomplete (the file was cut off). Copy or download it again.');
  await expect(item(page, 'fine.png').getByTestId('image-note')).toBeVisible();
  await expect(item(page, 'notes.txt').getByTestId('image-status')).toHaveText('File must be an image');
  await expect(item(page, 'huge.jpg').getByTestId('image-status')).toHaveText('Image must be under 10MB');
  await expect(page.getByTestId('batch-summary')).toContainText('1 of 2 compressed');
});

test('results with their details and the compare view have no serious axe issue, light and dark', async ({ page }) => {
  const card = await compressedPng(page, 'a11y.png', 300, 200, 6);
  await expect(card.getByTestId('image-detail')).toBeVisible();
  const check = async (what: string) => {
    for (const theme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: theme });
      await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b).*$/);
      // The toasts fade in and out (their contrast mid-fade is the toaster's business, checked in a11y.spec.ts).
      await expectNoSeriousAxe(page, WITHOUT_TOASTS, `${what} [${theme}]`);
    }
  };
  await check('results');
  await card.getByRole('button', { name: 'Compare: a11y.png' }).click();
  await expect(page.getByRole('dialog', { name: 'Compare: a11y.png' })).toBeVisible();
  await check('compare view');
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the compare view fills the screen, its controls fit and the split moves by touch-sized drag', async ({ page }) => {
    const card = await compressedPng(page, 'phone.png', 400, 300, 5);
    await card.getByRole('button', { name: 'Compare: phone.png' }).click();
    const dialog = page.getByRole('dialog', { name: 'Compare: phone.png' });
    await expect(dialog).toBeVisible();
    const d = (await dialog.boundingBox())!;
    expect(d.width).toBeLessThanOrEqual(360);
    for (const name of ['Zoom out', 'Zoom in', 'Fit', '100%']) {
      const b = (await dialog.getByRole('button', { name, exact: true }).boundingBox())!;
      expect(b.x + b.width).toBeLessThanOrEqual(360);
    }
    const view = (await dialog.getByTestId('compare-view').boundingBox())!;
    expect(view.height).toBeGreaterThan(200);
    const split = dialog.getByRole('slider', { name: 'Divider between original and result' });
    expect((await split.boundingBox())!.width).toBeGreaterThanOrEqual(44);
    await split.focus();
    await page.keyboard.press('PageDown');
    await expect(split).toHaveAttribute('aria-valuenow', '40');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
