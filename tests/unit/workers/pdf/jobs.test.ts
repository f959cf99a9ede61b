import { describe, expect, it } from 'vitest';
import { assemblePdf, samplePdfFile, splitPdf } from '@workers/pdf/jobs';
import { pageMarker, pdfText, readPdf, textPdf } from '../../../shared/pdfFixtures';

const blob = (bytes: Uint8Array) => new Blob([bytes as BlobPart], { type: 'application/pdf' });
const bytesOf = async (b: Blob) => new Uint8Array(await b.arrayBuffer());

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
