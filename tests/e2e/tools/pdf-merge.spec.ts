import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { test, expect, expectToast } from '../fixtures';
import { expectNoSeriousAxeInThemes } from '../axe';
import { damagedPdf, encryptedPdf, notAPdf, pageMarker, pdfText, readPdf, textPdf } from '../../shared/pdfFixtures';
import { expectNoSidewaysScroll } from './image-helpers';
import { longPressDrag, touchInput } from './pdf-helpers';
import { openTool } from './tool-steps';

/** Merge's own behaviour; Load example, Clear, the empty message and the example's summary are in contract/table.ts. */

const fileInput = (page: Page) => page.getByLabel('Drop PDFs here, paste them, or choose files');
const pdf = async (name: string, bytes: Uint8Array | Promise<Uint8Array>) => ({ name, mimeType: 'application/pdf', buffer: Buffer.from(await bytes) });
const fileRows = (page: Page) => page.getByTestId('pdf-files');
const pageGrid = (page: Page) => page.getByTestId('pdf-pages');
/** The accessible names of the handles in a list, in the order shown. */
const order = (list: Locator) => list.locator('[data-sort="handle"]').evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')));
const handle = (list: Locator, name: string) => list.getByRole('button', { name, exact: true });
const pageName = (n: number, file: string) => `Page ${n} of ${file}`;

/** Merges and downloads: the result's file name and bytes, read back. */
async function mergeAndDownload(page: Page) {
  await page.getByRole('button', { name: 'Merge PDFs', exact: true }).click();
  await expect(page.getByTestId('pdf-summary')).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('group', { name: 'Tool actions' }).getByRole('button', { name: 'Download', exact: true }).click()]);
  const bytes = new Uint8Array(await readFile((await download.path())!));
  return { name: download.suggestedFilename(), bytes, info: await readPdf(bytes), text: await pdfText(bytes) };
}

/** Each page's marker, in order: `a-page-2` style, or '?' for a page without one. */
const markers = (text: string[]) => text.map((t) => /\b[a-z]+-page-\d+\b/.exec(t)?.[0] ?? '?');

async function addTwo(page: Page) {
  await fileInput(page).setInputFiles([await pdf('a.pdf', textPdf(2, { tag: 'a' })), await pdf('b.pdf', textPdf(3, { tag: 'b', rotations: [0, 90, 0] }))]);
  await expect(pageGrid(page).getByTestId('sortable-item')).toHaveCount(5);
}

test.beforeEach(({ page }) => openTool(page, 'pdf-merge', 'Merge PDF'));

test('merges the files in list order: page count, order and rotation of the result', async ({ page }) => {
  await addTwo(page);
  await expect(fileRows(page).getByTestId('pdf-doc-pages')).toHaveText(['2 pages', '3 pages']);
  await expect(page.getByTestId('merge-page-count')).toHaveText('The merged PDF: 5 pages, in this order');
  await expect.poll(() => order(pageGrid(page))).toEqual([pageName(1, 'a.pdf'), pageName(2, 'a.pdf'), pageName(1, 'b.pdf'), pageName(2, 'b.pdf'), pageName(3, 'b.pdf')]);
  // Thumbnails arrive for every page.
  await expect(pageGrid(page).locator('img')).toHaveCount(5);

  const out = await mergeAndDownload(page);
  expect(out.name).toBe('merged.pdf');
  await expect(page.getByTestId('pdf-summary')).toHaveText('5 pages · 2 files merged');
  expect(out.info.pageCount).toBe(5);
  expect(out.info.rotations).toEqual([0, 0, 0, 90, 0]);
  expect(markers(out.text)).toEqual(['a-page-1', 'a-page-2', 'b-page-1', 'b-page-2', 'b-page-3']);
});

test('keyboard: Alt+arrows reorder the files (their pages follow) and move a page across files; each move is announced', async ({ page }) => {
  await addTwo(page);
  const bFile = handle(fileRows(page), 'b.pdf');
  await bFile.focus();
  await page.keyboard.press('Alt+ArrowUp');
  await expect(page.getByTestId('sortable-announce').first()).toHaveText('b.pdf moved to position 1 of 2');
  await expect(bFile).toBeFocused();
  await expect(fileRows(page).getByTestId('pdf-doc-name')).toHaveText(['b.pdf', 'a.pdf']);
  await expect.poll(() => order(pageGrid(page))).toEqual([pageName(1, 'b.pdf'), pageName(2, 'b.pdf'), pageName(3, 'b.pdf'), pageName(1, 'a.pdf'), pageName(2, 'a.pdf')]);

  // A page of a.pdf to the front with Alt+Home, another one place later with Alt+ArrowRight.
  const a1 = handle(pageGrid(page), pageName(1, 'a.pdf'));
  await a1.focus();
  await page.keyboard.press('Alt+Home');
  await expect(page.getByTestId('sortable-announce').last()).toHaveText('Page 1 of a.pdf moved to position 1 of 5');
  await expect(a1).toBeFocused();
  await handle(pageGrid(page), pageName(3, 'b.pdf')).focus();
  await page.keyboard.press('Alt+ArrowRight');
  // Alt+Left on the first item moves nothing and does not leave the page (the browser's Back).
  await a1.focus();
  await page.keyboard.press('Alt+ArrowLeft');
  await expect(page).toHaveURL(/\/tools\/pdf-merge$/);

  const out = await mergeAndDownload(page);
  expect(markers(out.text)).toEqual(['a-page-1', 'b-page-1', 'b-page-2', 'a-page-2', 'b-page-3']);
  expect(out.info.rotations).toEqual([0, 0, 90, 0, 0]);
});

test('mouse: dragging a page onto another place reorders it; dragging a file by its grip reorders the files', async ({ page }) => {
  await addTwo(page);
  const source = (await handle(pageGrid(page), pageName(3, 'b.pdf')).boundingBox())!;
  const target = (await handle(pageGrid(page), pageName(1, 'a.pdf')).boundingBox())!;
  await page.mouse.move(source.x + source.width / 2, source.y + source.height / 2);
  await page.mouse.down();
  await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2, { steps: 12 });
  await page.mouse.up();
  await expect.poll(() => order(pageGrid(page))).toEqual([pageName(3, 'b.pdf'), pageName(1, 'a.pdf'), pageName(2, 'a.pdf'), pageName(1, 'b.pdf'), pageName(2, 'b.pdf')]);

  const grip = (await handle(fileRows(page), 'a.pdf').boundingBox())!;
  const below = (await handle(fileRows(page), 'b.pdf').boundingBox())!;
  await page.mouse.move(grip.x + grip.width / 2, grip.y + grip.height / 2);
  await page.mouse.down();
  await page.mouse.move(below.x + below.width / 2, below.y + below.height / 2 + 4, { steps: 8 });
  await page.mouse.up();
  await expect(fileRows(page).getByTestId('pdf-doc-name')).toHaveText(['b.pdf', 'a.pdf']);
  // The pages regroup by file, each file's pages in the order they had.
  await expect.poll(() => order(pageGrid(page))).toEqual([pageName(3, 'b.pdf'), pageName(1, 'b.pdf'), pageName(2, 'b.pdf'), pageName(1, 'a.pdf'), pageName(2, 'a.pdf')]);

  const out = await mergeAndDownload(page);
  expect(markers(out.text)).toEqual(['b-page-3', 'b-page-1', 'b-page-2', 'a-page-1', 'a-page-2']);
});

test('unreadable files say why and are left out; an owner-password-only PDF opens and merges; the others are untouched', async ({ page }) => {
  await fileInput(page).setInputFiles([
    await pdf('notes.pdf', notAPdf()),
    await pdf('damaged.pdf', damagedPdf()),
    await pdf('locked.pdf', encryptedPdf('pw')),
    await pdf('owner.pdf', encryptedPdf('')),
    await pdf('ok.pdf', textPdf(1, { tag: 'ok' })),
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') },
  ]);
  const row = (name: string) => fileRows(page).getByTestId('sortable-item').filter({ has: page.getByText(name, { exact: true }) });
  await expect(row('notes.pdf').getByTestId('pdf-doc-error')).toHaveText('This file is not a PDF');
  await expect(row('notes.txt').getByTestId('pdf-doc-error')).toHaveText('This file is not a PDF');
  await expect(row('damaged.pdf').getByTestId('pdf-doc-error')).toHaveText('This PDF is damaged and cannot be read');
  await expect(row('locked.pdf').getByTestId('pdf-doc-error')).toHaveText('This PDF is protected by a password and cannot be opened here');
  await expect(row('owner.pdf').getByTestId('pdf-doc-pages')).toHaveText('2 pages');
  await expect(row('ok.pdf').getByTestId('pdf-doc-pages')).toHaveText('1 page');
  await expect(pageGrid(page).getByTestId('sortable-item')).toHaveCount(3);

  const out = await mergeAndDownload(page);
  await expect(page.getByTestId('pdf-summary')).toHaveText('3 pages · 2 files merged · 4 files left out: they cannot be read');
  expect(out.info).toMatchObject({ pageCount: 3, encrypted: false });
  expect(markers(out.text)).toEqual([pageMarker(1, 'locked'), pageMarker(2, 'locked'), pageMarker(1, 'ok')]);
});

test('removing a file removes its pages; only unreadable files: nothing to merge', async ({ page }) => {
  await addTwo(page);
  await page.getByRole('button', { name: 'Remove a.pdf' }).click();
  await expect(pageGrid(page).getByTestId('sortable-item')).toHaveCount(3);
  await expect.poll(() => order(pageGrid(page))).toEqual([pageName(1, 'b.pdf'), pageName(2, 'b.pdf'), pageName(3, 'b.pdf')]);
  const out = await mergeAndDownload(page);
  expect(out.info.pageCount).toBe(3);
  await expect(page.getByTestId('pdf-summary')).toHaveText('3 pages · 1 file merged');

  // A change after the merge takes the old result away: Download would give the wrong document.
  await page.getByRole('button', { name: 'Remove b.pdf' }).click();
  await expect(page.getByTestId('pdf-result')).toHaveCount(0);
  await fileInput(page).setInputFiles([await pdf('damaged.pdf', damagedPdf())]);
  await expect(fileRows(page).getByTestId('pdf-doc-error')).toBeVisible();
  await page.getByRole('button', { name: 'Merge PDFs', exact: true }).click();
  await expectToast(page, 'None of these files can be merged: add PDFs that open');
});

test('axe: files, an error and the page grid loaded, light and dark', async ({ page }) => {
  await addTwo(page);
  await fileInput(page).setInputFiles([await pdf('damaged.pdf', damagedPdf())]);
  await expect(fileRows(page).getByTestId('pdf-doc-error')).toBeVisible();
  await expect(pageGrid(page).locator('img')).toHaveCount(5);
  await page.getByRole('button', { name: 'Merge PDFs', exact: true }).click();
  await expect(page.getByTestId('pdf-summary')).toBeVisible();
  await expectNoSeriousAxeInThemes(page, ['main'], 'pdf-merge with files');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 780 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });

  test('a long press drags a page to a new place, the move buttons move one place; no sideways scroll', async ({ page }) => {
    await addTwo(page);
    await expectNoSidewaysScroll(page);
    await longPressDrag(page, handle(pageGrid(page), pageName(1, 'a.pdf')), handle(pageGrid(page), pageName(2, 'b.pdf')));
    // Polled: under load the drop's render may land a frame after the last touch event.
    await expect.poll(() => order(pageGrid(page))).toEqual([pageName(2, 'a.pdf'), pageName(1, 'b.pdf'), pageName(2, 'b.pdf'), pageName(1, 'a.pdf'), pageName(3, 'b.pdf')]);

    // A quick swipe scrolls the page and moves nothing.
    const before = await page.evaluate(() => window.scrollY);
    const c = (await handle(pageGrid(page), pageName(3, 'b.pdf')).boundingBox())!;
    const touch = await touchInput(page);
    await touch('touchStart', c.x + c.width / 2, c.y + c.height / 2);
    for (let i = 1; i <= 6; i += 1) await touch('touchMove', c.x + c.width / 2, c.y + c.height / 2 - i * 30);
    await touch('touchEnd');
    await expect.poll(() => page.evaluate(() => window.scrollY)).not.toBe(before);
    await expect.poll(() => order(pageGrid(page))).toEqual([pageName(2, 'a.pdf'), pageName(1, 'b.pdf'), pageName(2, 'b.pdf'), pageName(1, 'a.pdf'), pageName(3, 'b.pdf')]);

    await page.getByRole('button', { name: `Move earlier: ${pageName(1, 'a.pdf')}` }).tap();
    await page.getByRole('button', { name: `Move earlier: ${pageName(1, 'a.pdf')}` }).tap();
    const out = await mergeAndDownload(page);
    expect(markers(out.text)).toEqual(['a-page-2', 'a-page-1', 'b-page-1', 'b-page-2', 'b-page-3']);
  });
});
