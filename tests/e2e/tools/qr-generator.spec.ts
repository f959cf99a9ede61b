import type { Page } from '@playwright/test';
import { test, expect, expectToast } from '../fixtures';
import { bytesOf, decodedSize, fragmentParam, magic, pixelAt } from './generated-image-helpers';
import { revisit } from './tool-steps';

const text = (page: Page) => page.getByRole('textbox', { name: 'Text or URL' });
const payload = (page: Page) => page.getByTestId('qr-payload');
const info = (page: Page) => page.getByTestId('qr-info');
const btn = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

test.describe('qr-generator', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/tools/qr-generator');
    await expect(page.getByRole('heading', { level: 1, name: 'QR Code Generator' })).toBeVisible({ timeout: 15_000 });
  });

  test('nothing entered: the message inline; the image actions wait for a code and point to it', async ({ page }) => {
    await expect(page.getByTestId('qr-message')).toHaveText('Please enter text or URL');
    // Download PNG's waiting state: contract/table.ts.
    for (const name of ['Download SVG', 'Copy image']) {
      await expect(btn(page, name)).toBeDisabled();
      await expect(btn(page, name)).toHaveAccessibleDescription('Please enter text or URL');
    }
    await text(page).fill('hi');
    for (const name of ['Download PNG', 'Download SVG', 'Copy image']) await expect(btn(page, name)).toBeEnabled();
  });

  test('live preview; PNG and SVG downloads are valid images of the chosen size', async ({ page }) => {
    await text(page).fill('https://example.com');
    await expect(info(page)).toHaveText('300 × 300 px · version 2 (25 × 25 modules)');
    await page.getByLabel('Size', { exact: true }).fill('400');
    await page.getByLabel('Error correction').selectOption('H');
    await expect(info(page)).toHaveText('400 × 400 px · version 3 (29 × 29 modules)');

    const [png] = await Promise.all([page.waitForEvent('download'), btn(page, 'Download PNG').click()]);
    expect(png.suggestedFilename()).toBe('qr-code.png');
    const pngBytes = await bytesOf(png);
    expect(magic(pngBytes)).toBe('png');
    expect(await decodedSize(page, pngBytes, 'image/png')).toEqual({ width: 400, height: 400 });
    // Quiet zone is background, the finder pattern's corner is foreground.
    expect((await pixelAt(page, pngBytes, 2, 2)).slice(0, 3)).toEqual([255, 255, 255]);
    const modulePx = 400 / (29 + 8);
    expect((await pixelAt(page, pngBytes, Math.ceil(4 * modulePx) + 1, Math.ceil(4 * modulePx) + 1)).slice(0, 3)).toEqual([0, 0, 0]);

    const [svg] = await Promise.all([page.waitForEvent('download'), btn(page, 'Download SVG').click()]);
    expect(svg.suggestedFilename()).toBe('qr-code.svg');
    const svgBytes = await bytesOf(svg);
    expect(magic(svgBytes)).toBe('svg');
    expect(await decodedSize(page, svgBytes, 'image/svg+xml')).toEqual({ width: 400, height: 400 });
  });

  // Copy (the content as text): contract/table.ts.
  test('copy as image puts a PNG on the clipboard', async ({ page }) => {
    await text(page).fill('hello');
    await expect(info(page)).toBeVisible();
    await btn(page, 'Copy image').click();
    await expectToast(page, 'QR code image copied');
    const clip = await page.evaluate(async () => {
      const [item] = await navigator.clipboard.read();
      const blob = await item!.getType('image/png');
      const bmp = await createImageBitmap(blob);
      return { types: item!.types, width: bmp.width, height: bmp.height };
    });
    expect(clip).toEqual({ types: ['image/png'], width: 300, height: 300 });
  });

  test('data beyond the capacity of the level: a clear message, no exception', async ({ page }) => {
    await page.getByLabel('Error correction').selectOption('H');
    await text(page).fill('a'.repeat(1300));
    await expect(page.getByTestId('qr-message')).toHaveText(
      'Too much data for a QR code at error correction level H: 1,300 bytes, while about 1,273 fit. Shorten the content or choose a lower level.',
    );
    await expect(page.getByTestId('qr-canvas')).toBeHidden();
    await expect(btn(page, 'Download PNG')).toBeDisabled();
    await expect(btn(page, 'Download PNG')).toHaveAccessibleDescription(/^Too much data for a QR code at error correction level H/);
    await page.getByLabel('Error correction').selectOption('L');
    await expect(info(page)).toContainText('version 2');
  });

  test('"Failed to download QR code" when the image cannot be made', async ({ page }) => {
    await text(page).fill('hello');
    await expect(info(page)).toBeVisible();
    await page.evaluate(() => {
      HTMLCanvasElement.prototype.toBlob = function toBlob(cb: BlobCallback) {
        cb(null);
      };
    });
    await btn(page, 'Download PNG').click();
    await expectToast(page, 'Failed to download QR code');
  });

  test('copy image where ClipboardItem is missing: a message', async ({ page }) => {
    await page.addInitScript(() => {
      delete (window as unknown as { ClipboardItem?: unknown }).ClipboardItem;
    });
    await page.goto('/tools/qr-generator');
    await text(page).fill('hello');
    await btn(page, 'Copy image').click();
    await expectToast(page, 'This browser cannot copy images. Download the PNG instead.');
  });

  test('Wi-Fi payload with escaping; the password never enters the URL', async ({ page }) => {
    await page.getByLabel('Content', { exact: true }).selectOption('wifi');
    await page.getByLabel('Network name (SSID)').fill('My;Net "5G"');
    await page.getByLabel('Password').fill('p:w,d\\x');
    await page.getByLabel('Hidden network').check();
    await expect(payload(page)).toHaveText('WIFI:T:WPA;S:My\\;Net \\"5G\\";P:p\\:w\\,d\\\\x;H:true;;');
    await expect.poll(() => fragmentParam(page, 'ssid')).toBe('My;Net "5G"');
    expect(page.url()).not.toContain('p%3Aw');
    expect(await fragmentParam(page, 'wp')).toBeNull();
    await page.getByLabel('Security').selectOption('nopass');
    await expect(payload(page)).toHaveText('WIFI:T:nopass;S:My\\;Net \\"5G\\";H:true;;');
  });

  test('e-mail, phone, SMS and vCard payloads', async ({ page }) => {
    await page.getByLabel('Content', { exact: true }).selectOption('email');
    await page.getByLabel('To (e-mail address)').fill('a@example.com');
    await page.getByLabel('Subject').fill('Q&A');
    await expect(payload(page)).toHaveText('mailto:a@example.com?subject=Q%26A');
    await page.getByLabel('Content', { exact: true }).selectOption('phone');
    await page.getByLabel('Phone number').fill('+1 (555) 010-9999');
    await expect(payload(page)).toHaveText('tel:+15550109999');
    await page.getByLabel('Content', { exact: true }).selectOption('sms');
    await page.getByLabel('Message').fill('See you');
    await expect(payload(page)).toHaveText('SMSTO:+15550109999:See you');
    await page.getByLabel('Content', { exact: true }).selectOption('vcard');
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Lovelace');
    await page.getByLabel('Organisation').fill('Analytical, Ltd');
    await expect(payload(page)).toHaveText(/^BEGIN:VCARD\s+VERSION:3\.0\s+N:Lovelace;Ada;;;\s+FN:Ada Lovelace\s+ORG:Analytical\\, Ltd\s+END:VCARD$/);
    await expect(info(page)).toBeVisible();
  });

  test('scan warnings: low contrast and inverted colours', async ({ page }) => {
    await text(page).fill('hello');
    await expect(page.getByRole('alert').filter({ hasText: /Contrast is only/ })).toHaveCount(0);
    await page.getByLabel('Foreground').fill('#bbbbbb');
    await expect(page.getByRole('alert').filter({ hasText: /^Contrast is only 1\.92:1 — many phones will not scan this code\./ })).toBeVisible();
    await page.getByLabel('Foreground').fill('#ffffff');
    await page.getByLabel('Background').fill('#000000');
    await expect(page.getByRole('alert').filter({ hasText: 'Light modules on a dark background' })).toBeVisible();
  });

  test('fragment round trip; long content stays out of the link', async ({ page }) => {
    await text(page).fill('Round trip ✓');
    await page.getByLabel('Error correction').selectOption('Q');
    await page.getByLabel('Margin (modules)').fill('2');
    await page.getByLabel('Foreground').fill('#123456');
    await expect.poll(() => fragmentParam(page, 'fg')).toBe('#123456');
    expect(await fragmentParam(page, 'text')).toBe('Round trip ✓');
    await revisit(page, '/');
    await expect(text(page)).toHaveValue('Round trip ✓');
    await expect(page.getByLabel('Error correction')).toHaveValue('Q');
    await expect(page.getByLabel('Foreground')).toHaveValue('#123456');
    await expect(page.getByLabel('Margin (modules)')).toHaveValue('2');
    await expect(info(page)).toBeVisible();

    await text(page).fill('x'.repeat(1200));
    await expect(page.getByText('Fields longer than 1,000 characters are not stored in the page link.')).toBeVisible();
    await expect.poll(() => fragmentParam(page, 'text')).toBeNull();
    await expect(info(page)).toBeVisible();

    await page.goto('/');
    await page.goto('/tools/qr-generator#ec=Z&size=99999&fg=red&k=evil&text=ok');
    await expect(page.getByLabel('Error correction')).toHaveValue('M');
    await expect(page.getByLabel('Foreground')).toHaveValue('#000000');
    await expect(text(page)).toHaveValue('ok');
  });

  test('Chinese and Spanish messages', async ({ page }) => {
    await page.goto('/tools/qr-generator?lng=zh');
    await expect(page.getByTestId('qr-message')).toHaveText('请输入文本或网址');
    // 700 × é = 1400 bytes: short enough for the link, too long for level H.
    await page.goto(`/tools/qr-generator?lng=es#ec=H&text=${encodeURIComponent('é'.repeat(700))}`);
    await expect(page.getByTestId('qr-message')).toContainText('1400 bytes, y caben unos 1273');
  });
});
