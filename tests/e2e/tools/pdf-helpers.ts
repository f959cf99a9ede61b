import type { Download, Locator, Page } from '@playwright/test';
import { expect, expectToast } from '../fixtures';
import { damagedPdf, encryptedPdf, notAPdf } from '../../shared/pdfFixtures';

/** A PDF tool's file input, by its label (one file or several). */
export const pdfInput = (page: Page, many = false): Locator =>
  page.getByLabel(many ? 'Drop PDFs here, paste them, or choose files' : 'Drop a PDF here, paste it, or choose a file');

export const pdfFile = (name: string, bytes: Uint8Array) => ({ name, mimeType: 'application/pdf', buffer: Buffer.from(bytes) });

const pageCount = (pages: number) => (pages === 1 ? '1 page' : `${pages} pages`);

/** Adds one PDF to a one-PDF tool and waits until it is read: its page count shows. */
export async function addPdf(page: Page, name: string, bytes: Uint8Array, pages: number): Promise<void> {
  await pdfInput(page).setInputFiles(pdfFile(name, bytes));
  await expect(page.getByTestId('pdf-doc-pages')).toHaveText(pageCount(pages));
}

/**
 * Starts `action` and cancels it. A cancel the visitor asked for is not an error: the progress goes, no result stays,
 * and the document (`pages` long) is still there for another go.
 */
export async function startAndCancelPdfJob(page: Page, action: Locator, pages: number): Promise<void> {
  await action.click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
  await expect(page.getByTestId('pdf-result')).toHaveCount(0);
  await expect(page.getByTestId('pdf-doc-pages')).toHaveText(pageCount(pages));
  await expect(action).toBeEnabled();
}

/** Waits until every listed document is read (its page count shows) or shows its error. */
export async function pagesOf(page: Page, name: string): Promise<Locator> {
  return page.getByTestId('pdf-doc').filter({ hasText: name }).getByTestId('pdf-doc-pages');
}

/** Clicks a button that downloads, and returns the file's name and bytes. */
export async function downloadFrom(page: Page, button: Locator): Promise<{ name: string; bytes: Uint8Array }> {
  const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return { name: file.suggestedFilename(), bytes: await readDownload(file) };
}

export async function readDownload(file: Download): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of await file.createReadStream()) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

/** The stock Download in the tool's action bar. */
export const stockDownload = (page: Page): Locator =>
  page.getByRole('group', { name: 'Tool actions' }).getByRole('button', { name: 'Download', exact: true });

/**
 * A one-PDF tool's refusals, each file in turn: a text file (and, with `namedPdf`, the same text named .pdf) is not a
 * PDF, a damaged one cannot be read (and `action` asks to wait or remove it), a password-protected one cannot be
 * opened here.
 */
export async function expectRefusedPdfs(page: Page, action: Locator, { namedPdf = false } = {}): Promise<void> {
  const error = page.getByTestId('pdf-doc-error');
  await pdfInput(page).setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from(notAPdf()) });
  await expect(error).toHaveText('This file is not a PDF');
  if (namedPdf) {
    await pdfInput(page).setInputFiles(pdfFile('fake.pdf', notAPdf()));
    await expect(error).toHaveText('This file is not a PDF');
  }
  await pdfInput(page).setInputFiles(pdfFile('broken.pdf', damagedPdf()));
  await expect(error).toHaveText('This PDF is damaged and cannot be read');
  await action.click();
  await expectToast(page, 'Wait until the PDF is read, or remove the file that cannot be used');
  await pdfInput(page).setInputFiles(pdfFile('locked.pdf', await encryptedPdf('user-pw')));
  await expect(error).toHaveText('This PDF is protected by a password and cannot be opened here');
}

/** Touches through Chromium's own input (CDP), so pointer, touch and scroll behave as on a phone. */
export async function touchInput(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  return (type: 'touchStart' | 'touchMove' | 'touchEnd', x = 0, y = 0) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
}

/** A long press on `from` (600 ms, past SortableGrid's 350 ms), then a drag in ten steps onto `to`, then lift. */
export async function longPressDrag(page: Page, from: Locator, to: Locator): Promise<void> {
  await from.scrollIntoViewIfNeeded();
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  const touch = await touchInput(page);
  const [x0, y0, x1, y1] = [a.x + a.width / 2, a.y + a.height / 2, b.x + b.width / 2, b.y + b.height / 2];
  await touch('touchStart', x0, y0);
  await page.waitForTimeout(600);
  for (let i = 1; i <= 10; i += 1) await touch('touchMove', x0 + ((x1 - x0) * i) / 10, y0 + ((y1 - y0) * i) / 10);
  await touch('touchEnd');
}
