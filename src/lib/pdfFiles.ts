import { toJobError } from './jobs/errors';
import {
  PDF_BAD_RANGE, PDF_DAMAGED, PDF_IMAGE_UNREADABLE, PDF_MAX_BYTES, PDF_NOT_PDF, PDF_PAGE_TOO_BIG, PDF_PASSWORD, PDF_TARGET_UNREACHABLE, PDF_TOO_BIG,
  PDF_TOO_MANY_PAGES,
} from '@workers/pdf/codes';

/** The file picker's filter (some systems give a PDF no type, so the extension counts too). */
export const PDF_ACCEPT = 'application/pdf,.pdf';

/** A PDF by its type, or by its name when the system gave no type or a generic one. */
export function isPdfFile(file: { name: string; type: string }): boolean {
  const type = file.type.toLowerCase();
  if (type === 'application/pdf' || type === 'application/x-pdf') return true;
  return (type === '' || type === 'application/octet-stream') && /\.pdf$/i.test(file.name);
}

export type PdfFileProblem = 'notPdf' | 'tooBig';

/** Checked before the file is read. */
export function validatePdfFile(file: { name: string; type: string; size: number }): PdfFileProblem | null {
  if (!isPdfFile(file)) return 'notPdf';
  if (file.size > PDF_MAX_BYTES) return 'tooBig';
  return null;
}

/**
 * A failed PDF job in the words of the `pdf` namespace: `key` is pdf:errors.<key>, `values` fills it in. Errors the
 * worker did not mean (a crash, a time-out) give null: the stock job messages say those.
 */
export interface PdfProblem {
  key: 'notPdf' | 'damaged' | 'password' | 'tooBig' | 'tooManyPages' | 'pageTooBig' | 'badRange' | 'imageUnreadable' | 'targetUnreachable';
  values?: Record<string, string | number>;
}

export function pdfProblem(err: unknown): PdfProblem | null {
  const e = toJobError(err);
  if (e.code !== 'failed') return null;
  const [code, ...rest] = e.message.split(':');
  switch (code) {
    case PDF_NOT_PDF: return { key: 'notPdf' };
    case PDF_DAMAGED: return { key: 'damaged' };
    case PDF_PASSWORD: return { key: 'password' };
    case PDF_TOO_BIG: return { key: 'tooBig' };
    case PDF_TOO_MANY_PAGES: return { key: 'tooManyPages' };
    case PDF_PAGE_TOO_BIG: return { key: 'pageTooBig', values: { page: Number(rest[0]), dpi: Number(rest[1]) } };
    case PDF_BAD_RANGE: return { key: 'badRange', values: { part: rest.join(':') } };
    case PDF_IMAGE_UNREADABLE: return { key: 'imageUnreadable', values: { index: Number(rest[0]) + 1 } };
    // `smallest` is in bytes: the page writes it as a size.
    case PDF_TARGET_UNREACHABLE: return { key: 'targetUnreachable', values: { smallest: Number(rest[0]) } };
    default: return null;
  }
}

/** "report.pdf" → "report": what the PDF tools name their results after ("document" for a name that is only ".pdf"). */
export function pdfBaseName(name: string): string {
  return name.replace(/\.pdf$/i, '').trim() || 'document';
}

/** "report.pdf" → "report-organized.pdf" (a name for a result next to its source). */
export function suffixedName(name: string, suffix: string, extension = 'pdf'): string {
  return `${pdfBaseName(name)}-${suffix}.${extension}`;
}
