import { unzipSync } from 'fflate';
import { test, expect, expectToast } from '../fixtures';
import { expectNoSeriousAxe, WITHOUT_TOASTS } from '../axe';
import { encryptedPdf, pdfText, readPdf, textPdf } from '../../shared/pdfFixtures';
import { expectNoSidewaysScroll, openEachOnDevice } from './image-helpers';
import { addPdf, downloadFrom, expectRefusedPdfs, pdfFile, pdfInput, stockDownload } from './pdf-helpers';

openEachOnDevice('/tools/pdf-split', 'Split PDF');

const split = (page: import('@playwright/test').Page) => page.getByRole('button', { name: 'Split PDF', exact: true });

// The example's summary, Clear and the empty message: contract/table.ts.
test('the example splits by ranges into three files; each part has its pages, in order, with their text', async ({ page }) => {
  await page.getByRole('button', { name: 'Load example' }).click();
  await expect(page.getByTestId('pdf-summary')).toHaveText('3 files');
  await expect(page.getByTestId('pdf-output')).toHaveText([/example-pages-1-2\.pdf.*2 pages/, /example-page-4\.pdf.*1 page/, /example-pages-5-6\.pdf.*2 pages/]);
  // Each page's thumbnail says which part it goes to; page 3 is in none.
  await expect(page.getByTestId('pdf-page')).toHaveCount(6);
  await expect(page.getByTestId('pdf-page').nth(2)).not.toContainText('Part');
  await expect(page.getByTestId('pdf-page').nth(3)).toContainText('Part 2');
  await expect.poll(() => page.getByTestId('pdf-page').first().locator('img').count(), { message: 'thumbnails are drawn' }).toBe(1);

  const { name, bytes } = await downloadFrom(page, stockDownload(page));
  expect(name).toBe('example-split.zip');
  const files = unzipSync(bytes);
  expect(Object.keys(files)).toEqual(['example-pages-1-2.pdf', 'example-page-4.pdf', 'example-pages-5-6.pdf']);
  expect((await readPdf(files['example-pages-5-6.pdf']!)).pageCount).toBe(2);
  expect((await pdfText(files['example-page-4.pdf']!))[0]).toContain('page 4 of 6');
});

test('every page, every N pages, and a backwards range; rotation and text survive', async ({ page }) => {
  await addPdf(page, 'report.pdf', await textPdf(5, { rotations: [0, 90, 0, 0, 270] }), 5);

  await page.getByLabel('How to split').selectOption('every');
  await split(page).click();
  await expect(page.getByTestId('pdf-summary')).toHaveText('5 files');
  const second = await downloadFrom(page, page.getByRole('button', { name: 'Download report-page-2.pdf' }));
  expect(await readPdf(second.bytes)).toMatchObject({ pageCount: 1, rotations: [90] });
  expect((await pdfText(second.bytes))[0]).toContain('doc-page-2');

  await page.getByLabel('How to split').selectOption('everyN');
  await page.getByLabel('Pages per file').fill('2');
  await split(page).click();
  await expect(page.getByTestId('pdf-output')).toHaveText([/report-pages-1-2\.pdf/, /report-pages-3-4\.pdf/, /report-page-5\.pdf/]);

  await page.getByLabel('How to split').selectOption('ranges');
  await page.getByLabel('Page ranges').fill('5-4');
  await split(page).click();
  await expect(page.getByTestId('pdf-summary')).toHaveText('1 file');
  const { name, bytes } = await downloadFrom(page, stockDownload(page));
  expect(name).toBe('report-pages-5-4.pdf');
  expect(await readPdf(bytes)).toMatchObject({ pageCount: 2, rotations: [270, 0] });
  expect((await pdfText(bytes)).map((t) => t.slice(0, 10))).toEqual(['doc-page-5', 'doc-page-4']);

  // Another file: the parts of the one before are gone, so Download cannot hand them out as this one's.
  await pdfInput(page).setInputFiles(pdfFile('other.pdf', await textPdf(2)));
  await expect(page.getByTestId('pdf-result')).toHaveCount(0);
  await expect(stockDownload(page)).toBeDisabled();
});

test('a range the document does not have, and a bad N, say so and keep the input', async ({ page }) => {
  await addPdf(page, 'three.pdf', await textPdf(3), 3);
  await page.getByLabel('Page ranges').fill('1-2, 7');
  await split(page).click();
  await expectToast(page, '“7” is not a page range of this document');
  await expect(page.getByTestId('pdf-result')).toHaveCount(0);
  await page.getByLabel('How to split').selectOption('everyN');
  await page.getByLabel('Pages per file').fill('0');
  await split(page).click();
  await expectToast(page, 'Pages per file must be a whole number of at least 1');
  await expect(page.getByTestId('pdf-doc-pages')).toHaveText('3 pages');
});

test('files it cannot use: not a PDF, damaged, password-protected; an owner-password-only PDF opens', async ({ page }) => {
  await expectRefusedPdfs(page, split(page), { namedPdf: true });

  await addPdf(page, 'owner-only.pdf', await encryptedPdf('', 3), 3);
  await page.getByLabel('Page ranges').fill('2-3');
  await split(page).click();
  const { bytes } = await downloadFrom(page, stockDownload(page));
  expect(await readPdf(bytes)).toMatchObject({ pageCount: 2, encrypted: false });
  expect((await pdfText(bytes))[0]).toContain('locked-page-2');
});

test('at 360 px: nothing scrolls sideways and axe finds nothing serious', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.getByRole('button', { name: 'Load example' }).click();
  await expect(page.getByTestId('pdf-summary')).toHaveText('3 files');
  await expectNoSidewaysScroll(page);
  await expectNoSeriousAxe(page, WITHOUT_TOASTS);
});
