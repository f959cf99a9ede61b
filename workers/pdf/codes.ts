/**
 * Limits of the PDF tools and the error messages the PDF worker throws on purpose; the UI maps each message to a
 * translated sentence (src/lib/pdfFiles.ts), the page API passes it on as its error code.
 */

/** Largest PDF a tool opens: a 100-page scan at 300 DPI is about 60 MB. */
export const PDF_MAX_BYTES = 100 * 1024 * 1024;
/** Pages one document (or one merge) may have: every page is a thumbnail and an entry in the page tree. */
export const PDF_MAX_PAGES = 2000;
/** Files one merge or images → PDF takes. */
export const PDF_MAX_FILES = 100;
/**
 * Largest page a render may draw: 36 MP is 144 MB of RGBA, twice over while it is encoded, which a phone's tab still
 * holds (an A4 page at 600 DPI is 35 MP). Checked before drawing, from the page's size and the chosen DPI.
 */
export const PDF_RENDER_MAX_PIXELS = 36_000_000;
export const PDF_MIN_DPI = 36;
export const PDF_MAX_DPI = 600;

/** Not a PDF at all (no `%PDF-` header). */
export const PDF_NOT_PDF = 'PDF_NOT_PDF';
/** A PDF the parser cannot read (cut off, broken cross-reference table and no way to rebuild it). */
export const PDF_DAMAGED = 'PDF_DAMAGED';
/** Opening needs a password the visitor has not given (or gave wrong). */
export const PDF_PASSWORD = 'PDF_PASSWORD';
export const PDF_TOO_BIG = 'PDF_TOO_BIG';
export const PDF_TOO_MANY_PAGES = 'PDF_TOO_MANY_PAGES';
/** `PDF_PAGE_TOO_BIG:<page number>:<largest DPI that fits>`: a page at the chosen DPI would not fit in memory. */
export const PDF_PAGE_TOO_BIG = 'PDF_PAGE_TOO_BIG';
/** `PDF_BAD_RANGE:<the part that is wrong>`: a page range the document does not have or that cannot be read. */
export const PDF_BAD_RANGE = 'PDF_BAD_RANGE';
/** An image images → PDF cannot read. `PDF_IMAGE_UNREADABLE:<index>` */
export const PDF_IMAGE_UNREADABLE = 'PDF_IMAGE_UNREADABLE';
/**
 * `PDF_TARGET_UNREACHABLE:<smallest bytes>`: compress's "at most N bytes" cannot be met even at the lowest quality the
 * search allows; the number is the smallest file it made, so the page can say how close it got.
 */
export const PDF_TARGET_UNREACHABLE = 'PDF_TARGET_UNREACHABLE';

/** Progress of a job, 0..1. */
export type PdfProgressFn = (fraction: number) => void;

/** A page of the output: which input document, which page of it (0-based), and how many degrees more to turn it. */
export interface PageRef {
  file: number;
  page: number;
  rotate?: 0 | 90 | 180 | 270;
}

/** What a tool learns of a PDF it opened: enough to draw its page list before any thumbnail is ready. */
export interface PdfInfo {
  pageCount: number;
  /** Each page's size in points as shown (after its own /Rotate), and that rotation. */
  pages: { width: number; height: number; rotation: number }[];
  /** It was encrypted with an empty user password: opened, and written out without the encryption. */
  wasEncrypted: boolean;
  title?: string;
}
