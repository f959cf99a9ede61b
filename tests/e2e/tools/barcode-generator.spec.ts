import type { Page } from '@playwright/test';
import { test, expect, expectToast } from '../fixtures';
import { bytesOf, decodedSize, fragmentParam, magic, pixelAt } from './generated-image-helpers';
import { revisit } from './tool-steps';

const input = (page: Page) => page.getByLabel('Text to encode');
const format = (page: Page) => page.getByLabel('Format');
const message = (page: Page) => page.getByTestId('barcode-message');
const value = (page: Page) => page.getByTestId('barcode-value');
const btn = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

async function dims(page: Page): Promise<{ width: number; height: number }> {
  const text = await page.getByTestId('barcode-dims').textContent();
  const m = /^(\d+) × (\d+) px$/.exec(text ?? '');
  expect(m, `dims text: ${text}`).not.toBeNull();
  return { width: Number(m![1]), height: Number(m![2]) };
}

test.describe('barcode-generator', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/tools/barcode-generator');
    await expect(page.getByRole('heading', { level: 1, name: 'Barcode Generator' })).toBeVisible({ timeout: 15_000 });
  });

  test('nothing entered: "Please enter text to encode" inline; each download waits for a code and points to it', async ({ page }) => {
    await expect(message(page)).toHaveText('Please enter text to encode');
    // Download PNG's waiting state: contract/table.ts.
    for (const kind of ['JPG', 'SVG']) {
      await expect(btn(page, `Download ${kind}`)).toBeDisabled();
      await expect(btn(page, `Download ${kind}`)).toHaveAccessibleDescription('Please enter text to encode');
    }
  });

  const VALIDATION: [string, string, string, string | null][] = [
    ['EAN13', '12345', 'EAN-13 needs exactly 13 digits', 'Or enter 12 digits and the check digit is computed for you.'],
    ['EAN13', '5901234123458', 'Wrong check digit: the last digit should be 7 (5901234123457)', null],
    ['EAN13', '59012341234x', 'EAN-13 accepts digits only', null],
    ['UPC', '0360002914', 'UPC-A needs exactly 12 digits', 'Or enter 11 digits and the check digit is computed for you.'],
    ['UPC', '036000291453', 'Wrong check digit: the last digit should be 2 (036000291452)', null],
    ['EAN8', '123', 'EAN-8 needs exactly 8 digits', null],
    ['ITF14', '1540014128876x', 'ITF-14 accepts digits only', null],
    ['CODE39', 'A_B*', 'Code 39 cannot encode _* — use A–Z, 0–9, space and - . $ / + %', null],
    ['CODE128', 'Grüße', 'Code 128 encodes ASCII characters only; üß cannot be encoded', null],
  ];
  for (const [fmt, text, msg, hint] of VALIDATION) {
    test(`validation ${fmt} ${text}`, async ({ page }) => {
      await format(page).selectOption(fmt);
      await input(page).fill(text);
      await expect(message(page)).toHaveText(msg);
      if (hint) await expect(page.getByText(hint)).toBeVisible();
      await expect(page.getByTestId('barcode-svg')).toBeHidden();
      await expect(value(page)).toHaveText('');
      await expect(btn(page, 'Download PNG')).toBeDisabled();
      await expect(btn(page, 'Download PNG')).toHaveAttribute('aria-describedby', 'barcode-status');
    });
  }

  const VALID: [string, string, string, string | null][] = [
    ['EAN13', '590123412345', '5901234123457', 'Check digit 7 added: 5901234123457'],
    ['EAN13', '4006381333931', '4006381333931', null],
    ['UPC', '03600029145', '036000291452', 'Check digit 2 added: 036000291452'],
    ['EAN8', '9638507', '96385074', 'Check digit 4 added: 96385074'],
    ['ITF14', '0001234567890', '00012345678905', 'Check digit 5 added: 00012345678905'],
    ['CODE39', 'abc-123', 'ABC-123', null],
    ['CODE128', 'Hello, World!', 'Hello, World!', null],
  ];
  for (const [fmt, text, encoded, note] of VALID) {
    test(`renders ${fmt} ${text}`, async ({ page }) => {
      await format(page).selectOption(fmt);
      await input(page).fill(text);
      await expect(value(page)).toHaveText(encoded);
      if (note) await expect(page.getByTestId('barcode-check-digit')).toHaveText(note);
      await expect(page.getByTestId('barcode-svg')).toBeVisible();
      await expect(page.getByTestId('barcode-svg').locator('rect').first()).toBeAttached();
      await expect(page.getByTestId('barcode-dims')).toBeVisible();
    });
  }

  test('PNG, JPG and SVG downloads are valid images of the shown size', async ({ page }) => {
    await format(page).selectOption('EAN13');
    await input(page).fill('590123412345');
    await expect(page.getByTestId('barcode-dims')).toBeVisible();
    const size = await dims(page);
    expect(size.width).toBeGreaterThan(150);

    for (const [kind, mime, sniffed] of [['PNG', 'image/png', 'png'], ['JPG', 'image/jpeg', 'jpeg'], ['SVG', 'image/svg+xml', 'svg']] as const) {
      const [file] = await Promise.all([page.waitForEvent('download'), btn(page, `Download ${kind}`).click()]);
      expect(file.suggestedFilename()).toBe(`barcode-ean13-5901234123457.${kind.toLowerCase()}`);
      const bytes = await bytesOf(file);
      expect(magic(bytes), kind).toBe(sniffed);
      expect(await decodedSize(page, bytes, mime), kind).toEqual(size);
      if (kind !== 'SVG') {
        // White margin, then black bars.
        const corner = await pixelAt(page, bytes, 1, 1);
        expect(corner.slice(0, 3).every((c) => c > 240), `${kind} margin`).toBe(true);
      }
    }
  });

  test('bar width, height and text change the image', async ({ page }) => {
    await input(page).fill('ABC');
    await expect(page.getByTestId('barcode-dims')).toBeVisible();
    const base = await dims(page);
    await page.getByLabel('Bar width').fill('4');
    await expect.poll(async () => (await dims(page)).width).toBe(2 * (base.width - 20) + 20);
    await page.getByLabel('Show text').uncheck();
    await page.getByLabel('Height').fill('60');
    await expect.poll(() => dims(page)).toEqual({ width: 2 * (base.width - 20) + 20, height: 80 });
    const [file] = await Promise.all([page.waitForEvent('download'), btn(page, 'Download PNG').click()]);
    expect(await decodedSize(page, await bytesOf(file), 'image/png')).toEqual({ width: 2 * (base.width - 20) + 20, height: 80 });
  });

  test('failure messages for each format', async ({ page }) => {
    await input(page).fill('ABC');
    await expect(page.getByTestId('barcode-dims')).toBeVisible();
    await page.evaluate(() => {
      HTMLCanvasElement.prototype.toBlob = function toBlob(cb: BlobCallback) {
        cb(null);
      };
      XMLSerializer.prototype.serializeToString = () => {
        throw new Error('stubbed');
      };
    });
    for (const [kind, toast] of [
      ['PNG', 'Failed to download barcode as PNG'],
      ['JPG', 'Failed to convert to JPG'],
      ['SVG', 'Failed to download barcode as SVG'],
    ] as const) {
      await btn(page, `Download ${kind}`).click();
      await expectToast(page, toast);
    }
  });

  test('fragment round trip; hostile values fall back', async ({ page }) => {
    await format(page).selectOption('UPC');
    await input(page).fill('03600029145');
    await page.getByLabel('Height').fill('150');
    await expect.poll(() => fragmentParam(page, 'v')).toBe('03600029145');
    // The height is written last: wait for it too before taking the URL (the write is debounced).
    await expect.poll(() => fragmentParam(page, 'h')).toBe('150');
    expect(await fragmentParam(page, 'f')).toBe('UPC');
    await revisit(page, '/');
    await expect(value(page)).toHaveText('036000291452');
    await expect(format(page)).toHaveValue('UPC');
    await expect(page.getByLabel('Height')).toHaveValue('150');

    await page.goto('/');
    await page.goto('/tools/barcode-generator#f=QR&w=99&h=1&t=maybe&v=%3Cb%3E');
    await expect(format(page)).toHaveValue('CODE128');
    await expect(page.getByLabel('Bar width')).toHaveValue('2');
    await expect(value(page)).toHaveText('<b>');
  });

  test('Chinese and Spanish messages', async ({ page }) => {
    await page.goto('/tools/barcode-generator?lng=es#f=EAN13&v=123');
    await expect(message(page)).toHaveText('EAN-13 necesita exactamente 13 dígitos');
    await page.goto('/tools/barcode-generator?lng=zh#f=EAN13&v=5901234123458');
    await expect(message(page)).toHaveText('校验位错误：最后一位应为 7（5901234123457）');
  });
});
