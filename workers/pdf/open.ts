import { PDFDocument } from '@cantoo/pdf-lib';
import { PDF_DAMAGED, PDF_MAX_BYTES, PDF_MAX_PAGES, PDF_NOT_PDF, PDF_PASSWORD, PDF_TOO_BIG, PDF_TOO_MANY_PAGES, type PdfInfo } from './codes';

/** `%PDF-` may follow some junk (a mail header, a BOM): readers look for it in the first kilobyte. */
export function hasPdfHeader(bytes: Uint8Array): boolean {
  const head = bytes.subarray(0, 1024);
  for (let i = 0; i + 5 <= head.length; i += 1) {
    if (head[i] === 0x25 && head[i + 1] === 0x50 && head[i + 2] === 0x44 && head[i + 3] === 0x46 && head[i + 4] === 0x2d) return true;
  }
  return false;
}

export interface Opened {
  doc: PDFDocument;
  wasEncrypted: boolean;
}

/**
 * Opens a PDF for editing. An encrypted one is opened with the password given, or the empty one (a PDF "protected"
 * only by an owner password opens in every reader, so it opens here and is written out unencrypted); a wrong or
 * missing user password is PDF_PASSWORD. Anything the parser chokes on, or a file with no page, is PDF_DAMAGED.
 */
export async function openPdf(bytes: Uint8Array, password?: string): Promise<Opened> {
  if (bytes.byteLength > PDF_MAX_BYTES) throw new Error(PDF_TOO_BIG);
  if (!hasPdfHeader(bytes)) throw new Error(PDF_NOT_PDF);
  let probe: PDFDocument;
  try {
    probe = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false, throwOnInvalidObject: false });
  } catch {
    throw new Error(PDF_DAMAGED);
  }
  let doc = probe;
  const wasEncrypted = probe.isEncrypted;
  if (wasEncrypted) {
    try {
      doc = await PDFDocument.load(bytes, { password: password ?? '', updateMetadata: false });
    } catch {
      throw new Error(PDF_PASSWORD);
    }
  }
  let count: number;
  try {
    count = doc.getPageCount();
  } catch {
    throw new Error(PDF_DAMAGED);
  }
  if (count === 0) throw new Error(PDF_DAMAGED);
  if (count > PDF_MAX_PAGES) throw new Error(PDF_TOO_MANY_PAGES);
  return { doc, wasEncrypted };
}

/** The page list a tool shows before any thumbnail is drawn. */
export function describe({ doc, wasEncrypted }: Opened): PdfInfo {
  const pages = doc.getPages().map((page) => {
    const { width, height } = page.getSize();
    const rotation = ((page.getRotation().angle % 360) + 360) % 360;
    const sideways = rotation === 90 || rotation === 270;
    return { width: sideways ? height : width, height: sideways ? width : height, rotation };
  });
  const title = doc.getTitle();
  return { pageCount: pages.length, pages, wasEncrypted, ...(title ? { title } : {}) };
}
