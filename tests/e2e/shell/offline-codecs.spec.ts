import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect, expectToast } from '../fixtures';
import { png, item, fileInput, clearImages } from '../tools/image-helpers';

/**
 * The image codecs offline (pwa.config.ts): MozJPEG and OxiPNG are precached with the build; AVIF's 3.4 MB encoder
 * is not, and is kept by the service worker the first time it is used, so AVIF works offline after one use. Before
 * that use, offline, the tool says the encoder could not be loaded and the other files are still compressed. The HEIF
 * decoder (1.4 MB) is kept the same way at the first HEIC photo.
 * Service workers are allowed here only (the rest of the suite blocks them).
 */
test.use({ serviceWorkers: 'allow' });
test.describe.configure({ mode: 'serial' });

const compressWith = async (page: Page, format: string, name: string) => {
  await fileInput(page).setInputFiles(png(name, 160, 120, 3));
  await page.getByLabel('Output format').selectOption(format);
  await page.getByRole('button', { name: 'Compress', exact: true }).click();
  return item(page, name);
};

const addHeic = async (page: Page, name: string) => {
  await fileInput(page).setInputFiles({ name, mimeType: 'image/heic', buffer: readFileSync(new URL('../../fixtures/heic/plain.heic', import.meta.url)) });
  await page.getByRole('button', { name: 'Compress', exact: true }).click();
  return item(page, name);
};

async function installOnce(page: Page): Promise<void> {
  await page.goto('/tools/image-compressor');
  await expect(page.getByRole('heading', { level: 1, name: 'Image Compressor' })).toBeVisible({ timeout: 20_000 });
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 60_000 });
  await expectToast(page, 'Ready to work offline');
}

test('AVIF is kept at first use and then works offline; the precached codecs work offline from the start', async ({ page, context }) => {
  test.setTimeout(180_000);
  await installOnce(page);
  const cachedCodecs = () =>
    page.evaluate(async () => {
      const cache = await caches.open('image-codecs');
      return (await cache.keys()).map((r) => new URL(r.url).pathname);
    });
  expect(await cachedCodecs()).toEqual([]);

  // Online, first use: the AVIF encoder is fetched and kept.
  const avif = await compressWith(page, 'image/avif', 'first.png');
  await expect(avif.getByTestId('image-detail')).toHaveText(/^AVIF · /, { timeout: 60_000 });
  await expect.poll(cachedCodecs).toEqual([expect.stringMatching(/^\/assets\/avif_enc-[\w-]+\.wasm$/)]);
  // The HEIF decoder likewise: fetched by the first HEIC photo, kept, and never before.
  await clearImages(page);
  await page.getByLabel('Output format').selectOption('image/jpeg');
  const photo = await addHeic(page, 'first.heic');
  await expect(photo.getByTestId('image-detail')).toHaveText(/^MozJPEG · /, { timeout: 60_000 });
  await expect.poll(async () => (await cachedCodecs()).sort()).toEqual([
    expect.stringMatching(/^\/assets\/avif_enc-[\w-]+\.wasm$/),
    expect.stringMatching(/^\/assets\/libheif-[\w-]+\.wasm$/),
  ]);

  // Offline, in a fresh page (fresh workers: nothing compiled in memory): AVIF, MozJPEG and OxiPNG all work.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Image Compressor' })).toBeVisible({ timeout: 20_000 });
  const again = await compressWith(page, 'image/avif', 'offline.png');
  await expect(again.getByTestId('image-detail')).toHaveText(/^AVIF · /, { timeout: 60_000 });
  await clearImages(page);
  const jpeg = await compressWith(page, 'image/jpeg', 'jpeg.png');
  await expect(jpeg.getByTestId('image-detail')).toHaveText(/^MozJPEG · /, { timeout: 60_000 });
  await clearImages(page);
  const oxipng = await compressWith(page, 'image/png', 'png.png');
  await expect(oxipng.getByTestId('image-detail')).toHaveText(/^OxiPNG · /, { timeout: 60_000 });
  await clearImages(page);
  await page.getByLabel('Output format').selectOption('image/jpeg');
  const heic = await addHeic(page, 'offline.heic');
  await expect(heic.getByTestId('image-detail')).toHaveText(/^MozJPEG · /, { timeout: 60_000 });
});

test('offline before AVIF was ever used: a clear message, and other formats still work', async ({ page, context }) => {
  test.setTimeout(120_000);
  await installOnce(page);
  await page.evaluate(() => caches.delete('image-codecs'));
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Image Compressor' })).toBeVisible({ timeout: 20_000 });
  const card = await compressWith(page, 'image/avif', 'never.png');
  const message = 'The encoder for this format could not be loaded. Connect to the internet once and try again; after that it works offline.';
  await expect(card.getByTestId('image-status')).toHaveText(message, { timeout: 60_000 });
  await expectToast(page, message);
  await page.getByLabel('Output format').selectOption('image/webp');
  await page.getByRole('button', { name: 'Compress', exact: true }).click();
  await expect(card.getByTestId('image-detail')).toHaveText(/^WebP · /, { timeout: 60_000 });
});
