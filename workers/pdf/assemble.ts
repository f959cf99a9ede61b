import { PDFDocument, degrees, type PDFPage } from '@cantoo/pdf-lib';
import type { PageRef, PdfProgressFn } from './codes';

/**
 * A new document of the given pages, in the given order, each turned by its `rotate` on top of its own rotation.
 * Merge, organise and split are all this. A page asked for twice is copied twice: one copier hands back the same
 * copy for the same source page, and one page object may not sit twice in a page tree.
 */
export async function assemble(sources: readonly PDFDocument[], refs: readonly PageRef[], onProgress?: PdfProgressFn): Promise<PDFDocument> {
  const out = await PDFDocument.create({ updateMetadata: false });
  const rounds: PageRef[][] = [];
  const seen = new Map<string, number>();
  for (const ref of refs) {
    const key = `${ref.file}:${ref.page}`;
    const round = seen.get(key) ?? 0;
    seen.set(key, round + 1);
    (rounds[round] ??= []).push(ref);
  }
  const copies = new Map<PageRef, PDFPage>();
  let done = 0;
  for (const round of rounds) {
    const byFile = new Map<number, PageRef[]>();
    for (const ref of round) byFile.set(ref.file, [...(byFile.get(ref.file) ?? []), ref]);
    for (const [file, list] of byFile) {
      const source = sources[file];
      if (!source) throw new Error(`no source ${file}`);
      const pages = await out.copyPages(source, list.map((r) => r.page));
      list.forEach((ref, i) => copies.set(ref, pages[i]!));
      done += list.length;
      onProgress?.(done / refs.length);
    }
  }
  for (const ref of refs) {
    const page = copies.get(ref)!;
    if (ref.rotate) page.setRotation(degrees((((page.getRotation().angle + ref.rotate) % 360) + 360) % 360));
    out.addPage(page);
  }
  return out;
}

/** Object streams make the cross-reference and the small objects 10-30 % smaller, and every reader since 2001 takes them. */
export function savePdf(doc: PDFDocument): Promise<Uint8Array> {
  return doc.save({ useObjectStreams: true, addDefaultPage: false, updateFieldAppearances: false });
}
