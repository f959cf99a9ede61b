import type { Download, Locator, Page } from '@playwright/test';

/** A PDF tool's file input, by its label (one file or several). */
export const pdfInput = (page: Page, many = false): Locator =>
  page.getByLabel(many ? 'Drop PDFs here, paste them, or choose files' : 'Drop a PDF here, paste it, or choose a file');

export const pdfFile = (name: string, bytes: Uint8Array) => ({ name, mimeType: 'application/pdf', buffer: Buffer.from(bytes) });

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
