import { describe, expect, it } from 'vitest';
import { assemble, savePdf } from '@workers/pdf/assemble';
import { PDF_MAX_BYTES } from '@workers/pdf/codes';
import { assemblePdf, inspectPdf, samplePdfFile, splitPdf } from '@workers/pdf/jobs';
import { describe as describeDoc, hasPdfHeader, openPdf } from '@workers/pdf/open';
import { damagedPdf, encryptedPdf, notAPdf, pageMarker, pdfText, readPdf, textPdf } from '../../shared/pdfFixtures';

const blob = (bytes: Uint8Array) => new Blob([bytes as BlobPart], { type: 'application/pdf' });
const bytesOf = async (b: Blob) => new Uint8Array(await b.arrayBuffer());

describe('openPdf', () => {
  it('finds the header after some junk, and not in a text file', () => {
    expect(hasPdfHeader(new TextEncoder().encode('\ufeffjunk %PDF-1.4'))).toBe(true);
    expect(hasPdfHeader(notAPdf())).toBe(false);
  });

  it('refuses what it cannot use with the code the UI translates', async () => {
    await expect(openPdf(notAPdf())).rejects.toThrow('PDF_NOT_PDF');
    await expect(openPdf(damagedPdf())).rejects.toThrow('PDF_DAMAGED');
    await expect(openPdf(await encryptedPdf('user-pw'))).rejects.toThrow('PDF_PASSWORD');
    const big = new Uint8Array(PDF_MAX_BYTES + 1);
    big.set(new TextEncoder().encode('%PDF-1.7'));
    await expect(openPdf(big)).rejects.toThrow('PDF_TOO_BIG');
  });

  it('opens an owner-password-only PDF, and says it was encrypted', async () => {
    const opened = await openPdf(await encryptedPdf('', 3));
    expect(opened.wasEncrypted).toBe(true);
    expect(describeDoc(opened).pageCount).toBe(3);
  });

  it('describes pages as shown: a /Rotate 90 page is landscape', async () => {
    const info = await inspectPdf(blob(await textPdf(2, { rotations: [0, 90], title: 'Report' })));
    expect(info).toMatchObject({ pageCount: 2, title: 'Report', wasEncrypted: false });
    expect(info.pages[0]).toMatchObject({ rotation: 0, width: 595.28, height: 841.89 });
    expect(info.pages[1]).toMatchObject({ rotation: 90, width: 841.89, height: 595.28 });
  });
});

describe('assemble', () => {
  it('takes pages from several documents in any order, turns them, and copies a page twice', async () => {
    const a = (await openPdf(await textPdf(3, { tag: 'a', rotations: [0, 270] }))).doc;
    const b = (await openPdf(await textPdf(2, { tag: 'b' }))).doc;
    const out = await savePdf(await assemble([a, b], [
      { file: 1, page: 1 },
      { file: 0, page: 1, rotate: 180 },
      { file: 0, page: 0, rotate: 90 },
      { file: 1, page: 1, rotate: 270 },
    ]));
    expect(await readPdf(out)).toMatchObject({ pageCount: 4, rotations: [0, 90, 90, 270] });
    const text = await pdfText(out);
    expect(text.map((t) => t.split(' ')[0])).toEqual([pageMarker(2, 'b'), pageMarker(2, 'a'), pageMarker(1, 'a'), pageMarker(2, 'b')]);
  });

  it('merges through the worker job and writes an encrypted source out decrypted', async () => {
    const merged = await assemblePdf([blob(await textPdf(1, { tag: 'x' })), blob(await encryptedPdf('', 2))], [
      { file: 0, page: 0 }, { file: 1, page: 0 }, { file: 1, page: 1 },
    ]);
    const bytes = await bytesOf(merged);
    expect(merged.type).toBe('application/pdf');
    expect(await readPdf(bytes)).toMatchObject({ pageCount: 3, encrypted: false });
    expect((await pdfText(bytes))[2]).toContain(pageMarker(2, 'locked'));
  });
});

it('a merge of more than 2,000 pages is refused before anything is read', async () => {
  const refs = Array.from({ length: 2001 }, () => ({ file: 0, page: 0 }));
  await expect(assemblePdf([blob(await textPdf(1))], refs)).rejects.toThrow('PDF_TOO_MANY_PAGES');
});

describe('splitPdf', () => {
  it('writes one document per range', async () => {
    const parts = await splitPdf(blob(await textPdf(5)), [[0, 1], [4], [3, 2]]);
    const read = await Promise.all(parts.map(async (p) => pdfText(await bytesOf(p))));
    expect(read.map((pages) => pages.map((t) => t.split(' ')[0]))).toEqual([
      [pageMarker(1), pageMarker(2)], [pageMarker(5)], [pageMarker(4), pageMarker(3)],
    ]);
  });

  it('refuses a range outside the document or an empty one', async () => {
    const file = blob(await textPdf(2));
    await expect(splitPdf(file, [[0], [2]])).rejects.toThrow('PDF_BAD_RANGE');
    await expect(splitPdf(file, [[]])).rejects.toThrow('PDF_BAD_RANGE');
  });
});

it('the example document has numbered pages with text', async () => {
  const sample = await bytesOf(await samplePdfFile(3, 'Demo'));
  expect((await readPdf(sample)).pageCount).toBe(3);
  expect((await pdfText(sample))[2]).toContain('Demo - page 3 of 3');
});
