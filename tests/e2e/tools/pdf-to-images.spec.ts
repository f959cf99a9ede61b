import { PDFDocument } from '@cantoo/pdf-lib';
import type { Page } from '@playwright/test';
import { test, expect, expectToast } from '../fixtures';
import { expectNoSeriousAxe, WITHOUT_TOASTS } from '../axe';
import { textPdf } from '../../shared/pdfFixtures';
import { expectNoSidewaysScroll, openEachOnDevice, sniff, unzip } from './image-helpers';
import { addPdf, downloadFrom, expectRefusedPdfs, startAndCancelPdfJob, stockDownload } from './pdf-helpers';

openEachOnDevice('/tools/pdf-to-images', 'PDF to Images');

const convert = (page: Page) => page.getByRole('button', { name: 'Convert to images', exact: true });

/** Pixel size from the file's own header: PNG's IHDR, JPEG's SOF, WebP's VP8/VP8L/VP8X. */
function dimensions(bytes: Uint8Array): { width: number; height: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const kind = sniff(bytes);
  if (kind === 'png') return { width: view.getUint32(16), height: view.getUint32(20) };
  if (kind === 'jpeg') {
    for (let at = 2; at + 9 < bytes.length; at += 2 + view.getUint16(at + 2)) {
      const marker = bytes[at + 1]!;
      if (marker >= 0xc0 && marker <= 0xc2) return { height: view.getUint16(at + 5), width: view.getUint16(at + 7) };
    }
  }
  if (kind === 'webp') {
    const chunk = String.fromCharCode(...bytes.subarray(12, 16));
    if (chunk === 'VP8 ') return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
    if (chunk === 'VP8L') {
      const bits = view.getUint32(21, true);
      return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
    }
    if (chunk === 'VP8X') return { width: (view.getUint32(24, true) & 0xffffff) + 1, height: (view.getUint32(27, true) & 0xffffff) + 1 };
  }
  throw new Error(`cannot read the size of a ${kind}`);
}

/** One page of a square metre (2834.6 points a side): 300 DPI would be 139 MP. */
async function posterPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.addPage([595.28, 841.89]);
  doc.addPage([2834.65, 2834.65]);
  return doc.save();
}

// The example's summary, Clear and the empty message: contract/table.ts.
test('the example draws every page at 72 DPI as PNG, in a zip named after the document', async ({ page }) => {
  await page.getByRole('button', { name: 'Load example' }).click();
  await expect(page.getByTestId('pdf-summary')).toHaveText('3 images');
  await expect(page.getByTestId('pdf-output')).toHaveText([/example-page-1\.png.*596 × 842 px/, /example-page-2\.png/, /example-page-3\.png/]);
  await expect(page.getByTestId('pdf-page')).toHaveCount(3);
  const { name, bytes } = await downloadFrom(page, stockDownload(page));
  expect(name).toBe('example-images.zip');
  const files = unzip(Buffer.from(bytes));
  expect(Object.keys(files)).toEqual(['example-page-1.png', 'example-page-2.png', 'example-page-3.png']);
  for (const file of Object.values(files)) {
    expect(sniff(file)).toBe('png');
    // A4 at 72 DPI: 595.28 × 841.89 points, rounded up.
    expect(dimensions(file)).toEqual({ width: 596, height: 842 });
  }
});

test('a range at 150 DPI as JPEG, one page as WebP; the thumbnails mark the chosen pages with their size', async ({ page }) => {
  await addPdf(page, 'report.pdf', await textPdf(4), 4);
  await page.getByLabel('Pages to convert').selectOption('ranges');
  await page.getByLabel('Page ranges').fill('2-3');
  await page.getByRole('radio', { name: '150 · standard' }).click();
  await page.getByLabel('Format').selectOption('image/jpeg');
  await expect(page.getByTestId('pdf-page').nth(0)).not.toContainText('px');
  await expect(page.getByTestId('pdf-page').nth(1)).toContainText('1241 × 1754 px');
  await convert(page).click();
  await expect(page.getByTestId('pdf-summary')).toHaveText('2 images');
  let { name, bytes } = await downloadFrom(page, stockDownload(page));
  expect(name).toBe('report-images.zip');
  const files = unzip(Buffer.from(bytes));
  expect(Object.keys(files)).toEqual(['report-page-2.jpg', 'report-page-3.jpg']);
  expect(sniff(files['report-page-2.jpg']!)).toBe('jpeg');
  expect(dimensions(files['report-page-2.jpg']!)).toEqual({ width: 1241, height: 1754 });

  await page.getByLabel('Page ranges').fill('4');
  await page.getByLabel('Resolution (DPI)').fill('100');
  await page.getByLabel('Format').selectOption('image/webp');
  await convert(page).click();
  await expect(page.getByTestId('pdf-summary')).toHaveText('1 image');
  ({ name, bytes } = await downloadFrom(page, stockDownload(page)));
  expect(name).toBe('report-page-4.webp');
  expect(sniff(bytes)).toBe('webp');
  // 595.28 × 100 / 72 = 826.8, 841.89 × 100 / 72 = 1169.3: rounded up.
  expect(dimensions(bytes)).toEqual({ width: 827, height: 1170 });
});

test('a page too big for the chosen DPI is refused before drawing, with the DPI that fits; a bad DPI says its bounds', async ({ page }) => {
  await addPdf(page, 'poster.pdf', await posterPdf(), 2);
  await page.getByRole('radio', { name: '300 · print' }).click();
  await convert(page).click();
  await expectToast(page, /^Page 2 is too large to draw at this DPI on this device: choose \d+ DPI or less$/);
  await expect(page.getByTestId('pdf-result')).toHaveCount(0);
  await page.getByLabel('Resolution (DPI)').fill('20');
  await convert(page).click();
  await expectToast(page, 'The resolution must be a whole number from 36 to 600 DPI');
  // Leaving the poster out, the A4 page draws at 300.
  await page.getByLabel('Resolution (DPI)').fill('300');
  await page.getByLabel('Pages to convert').selectOption('ranges');
  await page.getByLabel('Page ranges').fill('1');
  await convert(page).click();
  await expect(page.getByTestId('pdf-summary')).toHaveText('1 image');
});

test('Cancel mid-way leaves no result, and the tool works again after', async ({ page }) => {
  await addPdf(page, 'long.pdf', await textPdf(40), 40);
  await page.getByRole('radio', { name: '300 · print' }).click();
  await startAndCancelPdfJob(page, convert(page), 40);

  await page.getByLabel('Pages to convert').selectOption('ranges');
  await page.getByLabel('Page ranges').fill('1-2');
  await page.getByRole('radio', { name: '72 · screen' }).click();
  await convert(page).click();
  await expect(page.getByTestId('pdf-summary')).toHaveText('2 images');
});

test('files it cannot use: not a PDF, damaged, password-protected', async ({ page }) => {
  await expectRefusedPdfs(page, convert(page));
});

test('at 360 px with pages loaded: nothing scrolls sideways and axe finds nothing serious', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.getByRole('button', { name: 'Load example' }).click();
  await expect(page.getByTestId('pdf-summary')).toHaveText('3 images');
  await expect.poll(() => page.getByTestId('pdf-page').first().locator('img').count(), { message: 'thumbnails are drawn' }).toBe(1);
  await expectNoSidewaysScroll(page);
  await expectNoSeriousAxe(page, WITHOUT_TOASTS);
});
