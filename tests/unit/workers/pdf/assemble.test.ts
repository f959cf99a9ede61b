import { describe, expect, it } from 'vitest';
import { assemble, savePdf } from '@workers/pdf/assemble';
import { assemblePdf } from '@workers/pdf/jobs';
import { openPdf } from '@workers/pdf/open';
import { encryptedPdf, pageMarker, pdfText, readPdf, textPdf } from '../../../shared/pdfFixtures';

const blob = (bytes: Uint8Array) => new Blob([bytes as BlobPart], { type: 'application/pdf' });
const bytesOf = async (b: Blob) => new Uint8Array(await b.arrayBuffer());

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
