import { describe, expect, it } from 'vitest';
import { PDFDocument, PDFName, PDFRawStream } from '@cantoo/pdf-lib';
import { imageDensities } from '@workers/pdf/compress/usage';
import { draw, jpegImage, photoPage } from '../compressFixtures';

describe('imageDensities: pixels per inch where each image is drawn', () => {
  it('takes the least dense axis at the largest drawing, through forms and their matrices', async () => {
    const doc = await PDFDocument.create();
    const page = doc.addPage([612, 792]);
    const photo = await jpegImage(doc, 1200, 600);
    // 4 × 2 inches: 300 DPI; again at 8 × 4 inches: 150 DPI, which governs.
    draw(page, photo, 0, 0, 288, 144);
    draw(page, photo, 0, 200, 576, 288);
    // A form drawing a second image at 1 × 1 (its own units), scaled by the form's matrix to 2 × 1 inches.
    const small = await jpegImage(doc, 400, 100, 3);
    const form = doc.context.register(
      doc.context.stream('q 1 0 0 1 0 0 cm /Inner Do Q', {
        Type: 'XObject', Subtype: 'Form', BBox: [0, 0, 1, 1], Matrix: [144, 0, 0, 72, 0, 0],
        Resources: { XObject: { Inner: small } },
      }),
    );
    draw(page, form, 300, 600, 1, 1);
    // As the compressor sees it: loaded from bytes (a new document's content is not a raw stream yet).
    const uses = imageDensities(await PDFDocument.load(await doc.save()));
    expect(uses.get(photo.toString())!.dpi).toBeCloseTo(150);
    expect(uses.get(small.toString())!.dpi).toBeCloseTo(100);
  });

  it('falls back to the page\'s size when the content cannot be read', async () => {
    const { doc, page, photo } = await photoPage(288, 216, 1200, 900);
    const broken = doc.context.register(PDFRawStream.of(doc.context.obj({ Filter: 'JBIG2Decode' }), new Uint8Array(10)));
    page.node.set(PDFName.of('Contents'), broken);
    expect(imageDensities(doc).get(photo.toString())!.dpi).toBeCloseTo(300);
  });
});
