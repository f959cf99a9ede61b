/**
 * PDFs for the PDF tools' tests, made with the same library the tools write with (@cantoo/pdf-lib) so nothing large
 * is committed: text documents, a scanned-like one (a committed photo drawn full-page), pages with /Rotate, both kinds
 * of encryption, and damaged files. `readPdf` and `pdfText` read a result back (the parser, and PDF.js's text layer).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PDFDocument, StandardFonts, degrees, rgb } from '@cantoo/pdf-lib';

const FIXTURES = fileURLToPath(new URL('../fixtures/pdf/', import.meta.url));

/** A committed fixture image: photo.jpg (1240×1754, A4 at 150 DPI), small.jpg (640×480), small.png (320×240), small.webp (400×300). */
export function fixtureImage(name: 'photo.jpg' | 'small.jpg' | 'small.png' | 'small.webp'): Buffer {
  return readFileSync(`${FIXTURES}${name}`);
}

/** The text on page n (1-based) of a textPdf: tests find a page by it after reordering. */
export const pageMarker = (n: number, tag = 'doc') => `${tag}-page-${n}`;

/** `pages` A4 pages, each with its marker line; `rotations[i]` sets page i's /Rotate. */
export async function textPdf(pages: number, { tag = 'doc', rotations = [] as number[], title }: { tag?: string; rotations?: number[]; title?: string } = {}): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  if (title) doc.setTitle(title);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 0; i < pages; i += 1) {
    const page = doc.addPage([595.28, 841.89]);
    page.drawText(pageMarker(i + 1, tag), { x: 72, y: 760, size: 24, font, color: rgb(0, 0, 0) });
    page.drawText(`Lorem ipsum dolor sit amet, page ${i + 1} of ${pages}.`, { x: 72, y: 720, size: 12, font });
    if (rotations[i]) page.setRotation(degrees(rotations[i]!));
  }
  return doc.save();
}

/** Pages that are each their own copy of a photo drawn over the whole A4 sheet (150 DPI), with a line of real text on top. */
export async function scannedPdf(pages: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 0; i < pages; i += 1) {
    // A copy per page, as a scanner writes it: one shared image would compress once for the whole file.
    const photo = await doc.embedJpg(fixtureImage('photo.jpg'));
    const page = doc.addPage([595.28, 841.89]);
    page.drawImage(photo, { x: 0, y: 0, width: 595.28, height: 841.89 });
    page.drawText(pageMarker(i + 1, 'scan'), { x: 72, y: 780, size: 20, font, color: rgb(0, 0, 0) });
  }
  doc.setAuthor('Fixture Author');
  doc.setSubject('Fixture subject');
  return doc.save();
}

/** Encrypted with AES-256: `user` '' opens without asking (an owner password only); any other asks for it. */
export async function encryptedPdf(user: string, pages = 2): Promise<Uint8Array> {
  const doc = await PDFDocument.load(await textPdf(pages, { tag: 'locked' }));
  doc.encrypt({ userPassword: user, ownerPassword: 'owner-secret', permissions: { printing: 'highResolution' } });
  return doc.save();
}

/** A PDF header and nothing a parser can use. */
export function damagedPdf(): Uint8Array {
  return new TextEncoder().encode('%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R\nthis is not the rest of a PDF\n');
}

/** A text file dressed as a PDF. */
export function notAPdf(): Uint8Array {
  return new TextEncoder().encode('Just some text, not a PDF at all.\n');
}

export interface PdfSummary {
  pageCount: number;
  /** Each page's /Rotate, normalised to 0..359. */
  rotations: number[];
  /** Each page's size in points, before its rotation. */
  sizes: { width: number; height: number }[];
  encrypted: boolean;
}

export async function readPdf(bytes: Uint8Array): Promise<PdfSummary> {
  const doc = await PDFDocument.load(bytes, { ignoreEncryption: true });
  const pages = doc.getPages();
  return {
    pageCount: pages.length,
    rotations: pages.map((p) => (((p.getRotation().angle % 360) + 360) % 360)),
    sizes: pages.map((p) => p.getSize()),
    encrypted: doc.isEncrypted,
  };
}

/** Each page's text as PDF.js extracts it (what a reader's search and selection see). */
export async function pdfText(bytes: Uint8Array): Promise<string[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, useSystemFonts: false, verbosity: 0 }).promise;
  const texts: string[] = [];
  for (let n = 1; n <= doc.numPages; n += 1) {
    const page = await doc.getPage(n);
    const content = await page.getTextContent();
    texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await doc.destroy();
  return texts;
}
