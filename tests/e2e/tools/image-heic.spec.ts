import { readFileSync } from 'node:fs';
import exifr from 'exifr';
import type { Page } from '@playwright/test';
import { test, expect, expectToast } from '../fixtures';
import { pixelAt } from './generated-image-helpers';
import { addGeneratedJpeg, downloadBytes, fileInput, item, resultInfo, sniff } from './image-helpers';

/**
 * Phone photos in HEIC, in both image tools (issue #30). Chromium cannot decode HEIF, so every case here goes through
 * libheif in the image worker. Fixtures (tests/fixtures/heic, scripts/make-heic-fixtures.mjs) are 64×48: left half
 * red, right half blue, a green top-left corner; grid-rotated.heic is an iPhone-style 2×2 grid with irot 90° and an
 * EXIF orientation that must not be applied a second time.
 */

const heic = (name: string, as = name, mimeType = 'image/heic') => ({
  name: as,
  mimeType,
  buffer: readFileSync(new URL(`../../fixtures/heic/${name}`, import.meta.url)),
});

/** plain.heic claiming 10000×6000 (60 MP) in its ispe: refused from the container, before any decoding. */
function huge(): { name: string; mimeType: string; buffer: Buffer } {
  const buffer = Buffer.from(heic('plain.heic').buffer);
  const at = buffer.indexOf('ispe');
  buffer.writeUInt32BE(10_000, at + 8);
  buffer.writeUInt32BE(6_000, at + 12);
  return { name: 'panorama.heic', mimeType: 'image/heic', buffer };
}

const colour = ([r, g, b]: number[]) => (r! > g! && r! > b! ? 'red' : g! > b! ? 'green' : 'blue');

/** The resizer fits every file in the first one's size (48 × 64 here): the mirrored 64 × 48 comes out 48 × 36. */
const TOOLS = [
  { path: '/tools/image-compressor', heading: 'Image Compressor', action: 'Compress', suffix: '-compressed', mirrored: [64, 48] },
  { path: '/tools/image-resizer', heading: 'Image Resizer', action: 'Resize', suffix: '-48x64', mirrored: [48, 36] },
] as const;

async function open(page: Page, tool: (typeof TOOLS)[number]) {
  await page.goto(tool.path);
  await expect(page.getByRole('heading', { level: 1, name: tool.heading })).toBeVisible();
}

for (const tool of TOOLS) {
  test(`${tool.heading}: an iPhone HEIC (grid, rotated) comes out an upright JPEG; the rest of the batch is untouched by a bad one`, async ({ page }) => {
    test.setTimeout(90_000);
    await open(page, tool);
    // The size comes from the container at once (no browser but Safari previews HEIC): the resizer links sides by it.
    await fileInput(page).setInputFiles([heic('grid-rotated.heic', 'IMG_0001.HEIC'), heic('corrupt.heic'), heic('mirrored.heic', 'mirror.heic', '')]);
    const photo = item(page, 'IMG_0001.HEIC');
    await expect(photo.getByTestId('image-before-dims')).toHaveText('48 × 64 px');
    await expect(photo.getByTestId('image-before-no-preview')).toHaveText('No preview in this browser; it is converted when processed');
    await page.getByRole('button', { name: tool.action, exact: true }).click();

    await expect(photo.getByTestId('image-after-dims')).toHaveText('48 × 64 px', { timeout: 60_000 });
    expect(await resultInfo(photo)).toMatchObject({ width: 48, height: 64, type: 'image/jpeg' });
    const [file] = await Promise.all([page.waitForEvent('download'), photo.getByRole('button', { name: `Download IMG_0001${tool.suffix}.jpg` }).click()]);
    const bytes = await downloadBytes(file);
    expect(sniff(bytes)).toBe('jpeg');
    // Upright: the source's top-left green corner is at the bottom left after irot's quarter turn, and only one.
    expect([colour(await pixelAt(page, bytes, 6, 57)), colour(await pixelAt(page, bytes, 12, 12)), colour(await pixelAt(page, bytes, 36, 40))]).toEqual(['green', 'blue', 'red']);

    // A file with no type, found by its name and decoded by its bytes: imir swaps left and right.
    const mirrored = item(page, 'mirror.heic');
    const [w, h] = tool.mirrored;
    await expect(mirrored.getByTestId('image-after-dims')).toHaveText(`${w} × ${h} px`);
    const mirroredSrc = await mirrored.getByTestId('image-after').locator('img').getAttribute('src');
    const mirroredBytes = Buffer.from(await page.evaluate(async (url) => [...new Uint8Array(await (await fetch(url)).arrayBuffer())], mirroredSrc!));
    const at = (fx: number, fy: number) => pixelAt(page, mirroredBytes, Math.floor(w * fx), Math.floor(h * fy));
    expect([colour(await at(0.875, 0.125)), colour(await at(0.2, 0.7))]).toEqual(['green', 'blue']);

    await expect(item(page, 'corrupt.heic').getByTestId('image-status')).toHaveText('Failed to load image');
    await expectToast(page, 'Failed to load image');
  });
}

test('Image Compressor: a HEIC keeps its capture date and camera when asked, never its location', async ({ page }) => {
  await open(page, TOOLS[0]);
  await fileInput(page).setInputFiles(heic('plain.heic', 'beach.heic'));
  await page.getByLabel('Keep capture date and camera (JPEG)').check();
  await page.getByRole('button', { name: 'Compress', exact: true }).click();
  const card = item(page, 'beach.heic');
  await expect(card.getByTestId('image-detail')).toContainText('date and camera kept', { timeout: 60_000 });
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download', exact: true }).click()]);
  expect(file.suggestedFilename()).toBe('beach-compressed.jpg');
  const tags = await exifr.parse(await downloadBytes(file), { gps: true, reviveValues: false });
  expect(tags).toMatchObject({ Make: 'Apple', Model: 'iPhone 15', DateTimeOriginal: '2024:05:06 07:08:09' });
  expect(Object.keys(tags).filter((k) => /^GPS|latitude|longitude/i.test(k))).toEqual([]);
});

test('Image Resizer: over 50 megapixels is refused before decoding; a PNG named .heic is still a PNG', async ({ page }) => {
  await open(page, TOOLS[1]);
  await fileInput(page).setInputFiles([huge(), heic('not-really.heic', 'screenshot.heic')]);
  await expect(item(page, 'panorama.heic').getByTestId('image-before-dims')).toHaveText('10000 × 6000 px');
  await page.getByRole('group', { name: 'Scale' }).getByRole('button', { name: '50%', exact: true }).click();
  await page.getByRole('button', { name: 'Resize', exact: true }).click();
  const message = 'This photo is over 50 megapixels: too large to open on this device';
  await expect(item(page, 'panorama.heic').getByTestId('image-status')).toHaveText(message, { timeout: 60_000 });
  await expectToast(page, message);
  // The PNG's own preview shows (the browser decodes it), and "Original" keeps it a PNG.
  const png = item(page, 'screenshot.heic');
  await expect(png.getByTestId('image-before-dims')).toHaveText('64 × 48 px');
  await expect(png.getByTestId('image-after-dims')).toHaveText('32 × 24 px');
});

/** Real phone files (../shared/conformance/heif, pillow-heif's test images). */
const real = (name: string) => ({
  name,
  mimeType: 'image/heic',
  buffer: readFileSync(new URL(`../../../../shared/conformance/heif/${name}`, import.meta.url)),
});

test('real phone files through the resizer to AVIF, mixed with a JPEG; the 200 MP, truncated and corrupted ones get their messages', async ({ page }) => {
  test.setTimeout(150_000);
  await open(page, TOOLS[1]);
  await fileInput(page).setInputFiles([real('pug.heic'), real('xiaomi.heic'), real('alpha.heic'), real('200MP.heic'), real('truncated.heic'), real('corrupted.heic')]);
  await addGeneratedJpeg(page, { name: 'camera.jpg', width: 800, height: 600, quality: 0.9, grain: 4 });
  await expect(item(page, 'pug.heic').getByTestId('image-before-dims')).toHaveText('4032 × 3024 px');
  await page.getByRole('group', { name: 'Scale' }).getByRole('button', { name: '25%', exact: true }).click();
  await page.getByLabel('Output format').selectOption('image/avif');
  await page.getByRole('button', { name: 'Resize', exact: true }).click();
  for (const [name, dims] of [['pug.heic', '1008 × 756 px'], ['xiaomi.heic', '648 × 486 px'], ['alpha.heic', '360 × 240 px'], ['camera.jpg', '200 × 150 px']] as const) {
    await expect(item(page, name).getByTestId('image-after-dims'), name).toHaveText(dims, { timeout: 120_000 });
  }
  expect(await resultInfo(item(page, 'pug.heic'))).toMatchObject({ width: 1008, height: 756, type: 'image/avif' });
  await expect(item(page, '200MP.heic').getByTestId('image-status')).toHaveText('This photo is over 50 megapixels: too large to open on this device');
  await expect(item(page, 'truncated.heic').getByTestId('image-status')).toHaveText('This photo is incomplete (the file was cut off). Copy or download it again.');
  await expect(item(page, 'corrupted.heic').getByTestId('image-status')).toHaveText('Failed to load image');
});

test('an iPhone photo through the compressor to WebP and JPEG: camera kept on request, no location', async ({ page }) => {
  test.setTimeout(120_000);
  await open(page, TOOLS[0]);
  await fileInput(page).setInputFiles(real('pug.heic'));
  const card = item(page, 'pug.heic');
  await page.getByLabel('Output format').selectOption('image/webp');
  await page.getByRole('button', { name: 'Compress', exact: true }).click();
  await expect(card.getByTestId('image-after-dims')).toHaveText('4032 × 3024 px', { timeout: 90_000 });
  expect(await resultInfo(card)).toMatchObject({ type: 'image/webp' });
  await page.getByLabel('Output format').selectOption('image/jpeg');
  await page.getByLabel('Keep capture date and camera (JPEG)').check();
  await page.getByRole('button', { name: 'Compress', exact: true }).click();
  await expect(card.getByTestId('image-detail')).toContainText('date and camera kept', { timeout: 90_000 });
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download', exact: true }).click()]);
  const tags = await exifr.parse(await downloadBytes(file), { gps: true, reviveValues: false });
  expect(tags.Make).toMatch(/Apple/);
  expect(Object.keys(tags).filter((k) => /^GPS|latitude|longitude/i.test(k))).toEqual([]);
});
