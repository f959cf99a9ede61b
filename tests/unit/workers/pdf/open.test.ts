import { describe, expect, it } from 'vitest';
import { PDF_MAX_BYTES } from '@workers/pdf/codes';
import { inspectPdf } from '@workers/pdf/jobs';
import { describe as describeDoc, hasPdfHeader, openPdf } from '@workers/pdf/open';
import { damagedPdf, encryptedPdf, notAPdf, textPdf } from '../../../shared/pdfFixtures';

const blob = (bytes: Uint8Array) => new Blob([bytes as BlobPart], { type: 'application/pdf' });

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
