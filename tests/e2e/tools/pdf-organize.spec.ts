import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { test, expect, expectToast } from '../fixtures';
import { expectNoSeriousAxeInThemes } from '../axe';
import { damagedPdf, encryptedPdf, notAPdf, pdfText, readPdf, textPdf } from '../../shared/pdfFixtures';
import { expectNoSidewaysScroll } from './image-helpers';
import { longPressDrag } from './pdf-helpers';
import { openTool } from './tool-steps';

/** Organize's own behaviour; Load example, Clear, the empty message and the example's summary are in contract/table.ts. */

const fileInput = (page: Page) => page.getByLabel('Drop a PDF here, paste it, or choose a file');
const pdf = async (name: string, bytes: Uint8Array | Promise<Uint8Array>) => ({ name, mimeType: 'application/pdf', buffer: Buffer.from(await bytes) });
const grid = (page: Page) => page.getByTestId('pdf-pages');
const handle = (page: Page, name: string) => grid(page).getByRole('button', { name, exact: true });
const order = (page: Page) => grid(page).locator('[data-sort="handle"]').evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')));
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const markers = (text: string[]) => text.map((t) => /\b[a-z]+-page-\d+\b/.exec(t)?.[0] ?? '?');

async function open(page: Page, pages: number, rotations: number[] = []) {
  await fileInput(page).setInputFiles(await pdf('doc.pdf', textPdf(pages, { tag: 'o', rotations })));
  await expect(grid(page).getByTestId('sortable-item')).toHaveCount(pages);
}

async function saveAndDownload(page: Page) {
  await button(page, 'Save PDF').click();
  await expect(page.getByTestId('pdf-summary')).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('group', { name: 'Tool actions' }).getByRole('button', { name: 'Download', exact: true }).click()]);
  const bytes = new Uint8Array(await readFile((await download.path())!));
  return { name: download.suggestedFilename(), info: await readPdf(bytes), text: markers(await pdfText(bytes)) };
}

test.beforeEach(({ page }) => openTool(page, 'pdf-organize', 'Organize PDF Pages'));

test('rotate, duplicate, delete and reorder: thumbnails turn before saving; the result has those pages, in that order, turned', async ({ page }) => {
  await open(page, 4, [0, 0, 90, 0]);
  await expect(grid(page).locator('img')).toHaveCount(4);
  await button(page, 'Rotate clockwise: Page 1').click();
  await expect(page.getByTestId('organize-announce')).toHaveText('Page 1 turned to 90°');
  // The picture turns on screen; the file is written only on Save.
  await expect(handle(page, 'Page 1').locator('img')).toHaveAttribute('style', /rotate\(90deg\)/);
  await button(page, 'Duplicate: Page 2').click();
  await button(page, 'Delete: Page 4').click();
  await expect(page.getByTestId('organize-announce')).toHaveText('Page 4 deleted');
  // Focus goes to the page that took the deleted one's place (here the one before it: it was last).
  await expect(handle(page, 'Page 3')).toBeFocused();
  await page.keyboard.press('Alt+Home');
  await expect(page.getByTestId('sortable-announce')).toHaveText('Page 3 moved to position 1 of 4');
  await expect(handle(page, 'Page 3')).toBeFocused();
  await expect.poll(() => order(page)).toEqual(['Page 3', 'Page 1', 'Page 2', 'Page 2, copy 1']);
  await expect(page.getByTestId('organize-count')).toHaveText('4 pages');

  const out = await saveAndDownload(page);
  expect(out.name).toBe('doc-organized.pdf');
  await expect(page.getByTestId('pdf-summary')).toHaveText('4 pages · reordered · 1 rotated · 1 duplicate · 1 deleted');
  expect(out.info.pageCount).toBe(4);
  expect(out.text).toEqual(['o-page-3', 'o-page-1', 'o-page-2', 'o-page-2']);
  // Page 3 keeps its own /Rotate 90; page 1 was turned here.
  expect(out.info.rotations).toEqual([90, 90, 0, 0]);
});

test('undo with the button and Ctrl+Z, reset, and undo of the reset', async ({ page }) => {
  await open(page, 3);
  const undo = button(page, 'Undo');
  const reset = button(page, 'Reset');
  await expect(undo).toBeDisabled();
  await expect(reset).toBeDisabled();
  await button(page, 'Delete: Page 2').click();
  await button(page, 'Rotate clockwise: Page 3').click();
  await handle(page, 'Page 3').focus();
  await page.keyboard.press('Alt+ArrowLeft');
  await expect.poll(() => order(page)).toEqual(['Page 3', 'Page 1']);

  await page.keyboard.press('Control+z');
  await expect(page.getByTestId('organize-announce')).toHaveText('Last change undone');
  await expect.poll(() => order(page)).toEqual(['Page 1', 'Page 3']);
  await undo.click();
  await expect(handle(page, 'Page 3').locator('img')).not.toHaveAttribute('style', /rotate\(90deg\)/);
  await button(page, 'Duplicate: Page 1').click();
  await expect.poll(() => order(page)).toEqual(['Page 1', 'Page 1, copy 1', 'Page 3']);
  await reset.click();
  await expect.poll(() => order(page)).toEqual(['Page 1', 'Page 2', 'Page 3']);
  await expect(reset).toBeDisabled();
  await page.keyboard.press('Meta+z');
  await expect.poll(() => order(page)).toEqual(['Page 1', 'Page 1, copy 1', 'Page 3']);

  const out = await saveAndDownload(page);
  expect(out.text).toEqual(['o-page-1', 'o-page-1', 'o-page-3']);
  // Another change takes the old result away.
  await undo.click();
  await expect(page.getByTestId('pdf-result')).toHaveCount(0);
});

test('the last page cannot be deleted', async ({ page }) => {
  await open(page, 1);
  await button(page, 'Delete: Page 1').click();
  await expectToast(page, 'A PDF needs at least one page: the last page cannot be deleted');
  await expect(grid(page).getByTestId('sortable-item')).toHaveCount(1);
  await expect(button(page, 'Undo')).toBeDisabled();
});

test('mouse: dragging a page to another place reorders it', async ({ page }) => {
  await open(page, 5);
  const from = (await handle(page, 'Page 1').boundingBox())!;
  const to = (await handle(page, 'Page 4').boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
  // While dragging, the page already shows where it would land.
  await expect.poll(() => order(page)).toEqual(['Page 2', 'Page 3', 'Page 4', 'Page 1', 'Page 5']);
  await page.mouse.up();
  await expect(page.getByTestId('sortable-announce')).toHaveText('Page 1 moved to position 4 of 5');
  // Escape drops a drag where it began.
  const five = (await handle(page, 'Page 5').boundingBox())!;
  await page.mouse.move(five.x + five.width / 2, five.y + five.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2, { steps: 12 });
  await page.keyboard.press('Escape');
  await page.mouse.up();
  await expect.poll(() => order(page)).toEqual(['Page 2', 'Page 3', 'Page 4', 'Page 1', 'Page 5']);

  const out = await saveAndDownload(page);
  expect(out.text).toEqual(['o-page-2', 'o-page-3', 'o-page-4', 'o-page-1', 'o-page-5']);
});

test('messages: not a PDF, damaged, password-protected; an owner-password-only PDF opens', async ({ page }) => {
  const status = page.getByTestId('pdf-doc-error');
  await fileInput(page).setInputFiles(await pdf('notes.pdf', notAPdf()));
  await expect(status).toHaveText('This file is not a PDF');
  await button(page, 'Save PDF').click();
  await expectToast(page, 'Wait until the PDF is read, or remove the file that cannot be used');
  await fileInput(page).setInputFiles(await pdf('damaged.pdf', damagedPdf()));
  await expect(status).toHaveText('This PDF is damaged and cannot be read');
  await fileInput(page).setInputFiles(await pdf('locked.pdf', encryptedPdf('pw')));
  await expect(status).toHaveText('This PDF is protected by a password and cannot be opened here');
  await expect(grid(page)).toHaveCount(0);

  await fileInput(page).setInputFiles(await pdf('owner.pdf', encryptedPdf('', 3)));
  await expect(grid(page).getByTestId('sortable-item')).toHaveCount(3);
  await button(page, 'Delete: Page 1').click();
  const out = await saveAndDownload(page);
  expect(out.name).toBe('owner-organized.pdf');
  expect(out.info).toMatchObject({ pageCount: 2, encrypted: false });
  expect(out.text).toEqual(['locked-page-2', 'locked-page-3']);
});

test('axe: a document with edits loaded, light and dark', async ({ page }) => {
  await open(page, 4);
  await expect(grid(page).locator('img')).toHaveCount(4);
  await button(page, 'Rotate clockwise: Page 2').click();
  await button(page, 'Duplicate: Page 3').click();
  await button(page, 'Save PDF').click();
  await expect(page.getByTestId('pdf-summary')).toBeVisible();
  await expectNoSeriousAxeInThemes(page, ['main'], 'pdf-organize with a document');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 780 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });

  test('a long press drags a page; the buttons rotate and move it; no sideways scroll', async ({ page }) => {
    await open(page, 4);
    await expectNoSidewaysScroll(page);
    await longPressDrag(page, handle(page, 'Page 1'), handle(page, 'Page 3'));
    await expect.poll(() => order(page)).toEqual(['Page 2', 'Page 3', 'Page 1', 'Page 4']);

    await button(page, 'Move later: Page 1').tap();
    await button(page, 'Rotate clockwise: Page 4').tap();
    await expectNoSidewaysScroll(page);
    const out = await saveAndDownload(page);
    expect(out.text).toEqual(['o-page-2', 'o-page-3', 'o-page-4', 'o-page-1']);
    expect(out.info.rotations).toEqual([0, 0, 90, 0]);
  });
});
