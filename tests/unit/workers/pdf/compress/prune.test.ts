import { describe, expect, it } from 'vitest';
import { PDFDocument, PDFName, PDFRawStream, type PDFRef } from '@cantoo/pdf-lib';
import { deflatePlainStreams, dropUnreachable } from '@workers/pdf/compress/prune';
import { photoPage } from '../compressFixtures';

describe('prune', () => {
  it('drops what nothing reachable uses, keeps what is used', async () => {
    const { doc, photo: used } = await photoPage(100, 100, 32, 32);
    const orphan = doc.context.register(doc.context.obj({ Old: 'image' }));
    const orphanChild = doc.context.register(doc.context.stream('x'.repeat(100)));
    (doc.context.lookup(orphan) as unknown as { set(k: PDFName, v: PDFRef): void }).set(PDFName.of('Child'), orphanChild);
    const removed = dropUnreachable(doc.context);
    expect(removed).toBeGreaterThanOrEqual(2);
    expect(doc.context.lookup(orphan)).toBeUndefined();
    expect(doc.context.lookup(orphanChild)).toBeUndefined();
    expect(doc.context.lookup(used)).toBeDefined();
    expect(doc.getPageCount()).toBe(1);
  });

  it('deflates raw streams but leaves XMP readable', async () => {
    const doc = await PDFDocument.create();
    const raw = doc.context.register(doc.context.stream('BT ET '.repeat(100)));
    const xmp = doc.context.register(doc.context.stream('<x:xmpmeta/> '.repeat(100), { Type: 'Metadata', Subtype: 'XML' }));
    expect(deflatePlainStreams(doc.context)).toBe(1);
    expect((doc.context.lookup(raw) as PDFRawStream).dict.get(PDFName.of('Filter'))).toBe(PDFName.of('FlateDecode'));
    expect((doc.context.lookup(xmp) as PDFRawStream).dict.has(PDFName.of('Filter'))).toBe(false);
  });
});
