import { test, expect, expectToast } from '../fixtures';
import { expectNoSeriousAxe, WITHOUT_TOASTS } from '../axe';
import { encryptedPdf, pageMarker, pdfText, readPdf, scannedPdf, textPdf } from '../../shared/pdfFixtures';
import { expectNoSidewaysScroll, openEachOnDevice } from './image-helpers';
import { addPdf, downloadFrom, startAndCancelPdfJob, stockDownload } from './pdf-helpers';

openEachOnDevice('/tools/pdf-compress', 'Compress PDF');

const compress = (page: import('@playwright/test').Page) => page.getByRole('button', { name: 'Compress PDF', exact: true });
const report = (page: import('@playwright/test').Page) => page.getByTestId('pdf-compress-report');

// The example's summary, Clear and the empty message: contract/table.ts.
test('a scanned PDF shrinks: photos re-encoded and scaled down to 100 DPI, text still text, metadata gone', async ({ page }) => {
  const scan = await scannedPdf(3);
  await addPdf(page, 'scan.pdf', scan, 3);
  // The photos are 150 DPI on their pages: at the default 150 they keep their size, at 100 they are scaled down.
  await page.getByLabel('Scale images down to').selectOption('100');
  await compress(page).click();
  await expect(page.getByTestId('pdf-summary')).toHaveText(/^[\d.]+ KB → [\d.]+ KB \(saved \d+%\)$/, { timeout: 30_000 });
  await expect(report(page).getByTestId('report-images')).toHaveText('3 of 3 images re-encoded');
  await expect(report(page)).toContainText('3 images scaled down');

  const { name, bytes } = await downloadFrom(page, stockDownload(page));
  expect(name).toBe('scan-compressed.pdf');
  expect(bytes.length).toBeLessThan(scan.length * 0.6);
  expect(await readPdf(bytes)).toMatchObject({ pageCount: 3 });
  expect((await pdfText(bytes)).map((t) => t.trim())).toEqual([pageMarker(1, 'scan'), pageMarker(2, 'scan'), pageMarker(3, 'scan')]);
  const raw = Buffer.from(bytes).toString('latin1');
  expect(raw).not.toContain('Fixture Author');
});

test('"at most" finds a quality that fits, and says how close it got when nothing fits', async ({ page }) => {
  const scan = await scannedPdf(2);
  await addPdf(page, 'scan.pdf', scan, 2);
  await page.getByLabel('At most (KB)').fill('120');
  await compress(page).click();
  await expect(page.getByTestId('pdf-summary')).toContainText('→', { timeout: 30_000 });
  const { bytes } = await downloadFrom(page, stockDownload(page));
  expect(bytes.length).toBeLessThanOrEqual(120 * 1024);

  await page.getByLabel('At most (KB)').fill('2');
  await compress(page).click();
  await expectToast(page, /^Even at the lowest quality the file is [\d.]+ KB: choose a larger size$/);
  await expect(page.getByTestId('pdf-result')).toHaveCount(0);
  await page.getByLabel('At most (KB)').fill('abc');
  await compress(page).click();
  await expectToast(page, 'The size must be a number of KB between 1 and 100000');
});

test('a lean text PDF is kept as it was, never made bigger; an owner-password-only PDF is written without its lock', async ({ page }) => {
  const lean = await textPdf(2);
  await addPdf(page, 'lean.pdf', lean, 2);
  await page.getByLabel('Remove metadata').uncheck();
  await compress(page).click();
  await expect(page.getByTestId('pdf-summary')).toContainText('Already lean', { timeout: 30_000 });
  const { bytes } = await downloadFrom(page, stockDownload(page));
  expect(bytes.length).toBeLessThanOrEqual(lean.length);

  await addPdf(page, 'locked.pdf', await encryptedPdf('', 2), 2);
  await compress(page).click();
  await expect(page.getByTestId('pdf-summary')).toBeVisible({ timeout: 30_000 });
  const unlocked = await downloadFrom(page, stockDownload(page));
  expect((await pdfText(unlocked.bytes))[0]).toContain(pageMarker(1, 'locked'));
});

test('cancel stops a compression and leaves the file ready for another go', async ({ page }) => {
  await addPdf(page, 'scan.pdf', await scannedPdf(12), 12);
  await page.getByLabel('Effort on big photos').selectOption('small');
  await startAndCancelPdfJob(page, compress(page), 12);
});

test('at 360 px: nothing scrolls sideways and axe finds nothing serious', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.getByRole('button', { name: 'Load example' }).click();
  await expect(page.getByTestId('pdf-summary')).toContainText('saved', { timeout: 30_000 });
  await expectNoSidewaysScroll(page);
  await expectNoSeriousAxe(page, WITHOUT_TOASTS);
});
