import { PDF_BAD_RANGE, PDF_DAMAGED, PDF_MAX_PAGES, PDF_PASSWORD, PDF_TOO_MANY_PAGES, type PageRef, type PdfInfo, type PdfProgressFn } from './codes';
import { assemble, savePdf } from './assemble';
import { compressPdf, type PdfCompressOptions, type PdfCompressStats } from './compress';
import { describe, openPdf } from './open';
import { openForRender, pdfJsErrorName } from './pdfjs';
import { renderPage, renderThumbnail, type RenderMime } from './render';
import { samplePdf, samplePhotoPdf } from './sample';

const PDF = 'application/pdf';

export async function readBytes(file: Blob): Promise<Uint8Array> {
  return new Uint8Array(await file.arrayBuffer());
}

export function pdfBlob(bytes: Uint8Array): Blob {
  return new Blob([bytes as BlobPart], { type: PDF });
}

export async function inspectPdf(file: Blob): Promise<PdfInfo> {
  return describe(await openPdf(await readBytes(file)));
}

/** A new PDF of pages taken from one or more PDFs (merge, organise). */
export async function assemblePdf(files: readonly Blob[], refs: readonly PageRef[], onProgress?: PdfProgressFn): Promise<Blob> {
  if (refs.length > PDF_MAX_PAGES) throw new Error(PDF_TOO_MANY_PAGES);
  const sources = [];
  for (const file of files) sources.push((await openPdf(await readBytes(file))).doc);
  const out = await assemble(sources, refs, (f) => onProgress?.(f * 0.8));
  const bytes = await savePdf(out);
  onProgress?.(1);
  return pdfBlob(bytes);
}

/** One PDF per range, each a list of 0-based pages. */
export async function splitPdf(file: Blob, ranges: readonly number[][], onProgress?: PdfProgressFn): Promise<Blob[]> {
  const { doc } = await openPdf(await readBytes(file));
  const count = doc.getPageCount();
  for (const range of ranges) if (range.length === 0 || range.some((p) => p < 0 || p >= count)) throw new Error(PDF_BAD_RANGE);
  const outputs: Blob[] = [];
  for (const [i, range] of ranges.entries()) {
    const part = await assemble([doc], range.map((page) => ({ file: 0, page })));
    outputs.push(pdfBlob(await savePdf(part)));
    onProgress?.((i + 1) / ranges.length);
  }
  return outputs;
}

export interface CompressedPdf extends PdfCompressStats {
  blob: Blob;
}

/** A smaller PDF (see compressPdf): the file, and what was done to get it. */
export async function compressPdfFile(file: Blob, options: PdfCompressOptions, onProgress?: PdfProgressFn): Promise<CompressedPdf> {
  const { bytes, ...stats } = await compressPdf(await readBytes(file), options, onProgress);
  return { blob: pdfBlob(bytes), ...stats };
}

/** PDF.js's errors in our words: its PasswordException is a protected file, anything else it cannot open is damaged. */
async function openRenderable(file: Blob) {
  try {
    return await openForRender(await readBytes(file), '');
  } catch (err) {
    throw new Error(pdfJsErrorName(err) === 'PasswordException' ? PDF_PASSWORD : PDF_DAMAGED);
  }
}

/** Thumbnails of pages (0-based), each handed over as soon as it is drawn. */
export async function pdfThumbnails(file: Blob, pages: readonly number[], width: number, onThumb: (page: number, image: Blob) => void): Promise<void> {
  const doc = await openRenderable(file);
  try {
    for (const page of pages) onThumb(page, await renderThumbnail(doc, page, width));
  } finally {
    void doc.destroy();
  }
}

export interface RenderOptions {
  dpi: number;
  mime: RenderMime;
  /** 0..1, for JPEG and WebP. */
  quality?: number;
}

/** Pages (0-based) as images, in order. */
export async function renderPdfPages(file: Blob, pages: readonly number[], options: RenderOptions, onProgress?: PdfProgressFn): Promise<Blob[]> {
  const doc = await openRenderable(file);
  try {
    const images: Blob[] = [];
    for (const [i, page] of pages.entries()) {
      images.push(await renderPage(doc, page, options.dpi, options.mime, options.quality));
      onProgress?.((i + 1) / pages.length);
    }
    return images;
  } finally {
    void doc.destroy();
  }
}

/** "Load example": a generated document of `pageCount` numbered pages, named for the tool that asks. */
export async function samplePdfFile(pageCount: number, title: string): Promise<Blob> {
  return pdfBlob(await samplePdf(pageCount, title));
}

/** pdf-compress's example: pages with a 200 DPI photo each, and text. */
export async function samplePhotoPdfFile(pageCount: number, title: string): Promise<Blob> {
  return pdfBlob(await samplePhotoPdf(pageCount, title));
}
