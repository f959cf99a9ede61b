import { PDFDocument, StandardFonts, degrees, rgb } from '@cantoo/pdf-lib';

const COLOURS = [rgb(0.86, 0.92, 1), rgb(0.87, 0.97, 0.89), rgb(1, 0.94, 0.84), rgb(0.96, 0.88, 0.98), rgb(1, 0.9, 0.9), rgb(0.9, 0.96, 0.96)];

/**
 * "Load example": an A4 document whose pages are told apart at a glance in a thumbnail (a big number on a tint of
 * its own) and hold real text, so a result can be checked by eye and by text extraction. `landscapeEvery` turns
 * every n-th page sideways with /Rotate, as scanners do.
 */
export async function samplePdf(pageCount = 6, title = 'Example', landscapeEvery = 0): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setProducer('ToolBox');
  doc.setCreationDate(new Date(Date.UTC(2026, 0, 1)));
  doc.setModificationDate(new Date(Date.UTC(2026, 0, 1)));
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 0; i < pageCount; i += 1) {
    const page = doc.addPage([595.28, 841.89]);
    page.drawRectangle({ x: 0, y: 0, width: 595.28, height: 841.89, color: COLOURS[i % COLOURS.length] });
    const label = String(i + 1);
    page.drawText(label, { x: 297.64 - bold.widthOfTextAtSize(label, 280) / 2, y: 330, size: 280, font: bold, color: rgb(0.15, 0.2, 0.35) });
    page.drawText(`${title} - page ${i + 1} of ${pageCount}`, { x: 56, y: 780, size: 18, font: regular, color: rgb(0.1, 0.1, 0.1) });
    if (landscapeEvery > 0 && (i + 1) % landscapeEvery === 0) page.setRotation(degrees(90));
  }
  return doc.save({ useObjectStreams: true });
}

/**
 * "Load example" for pdf-compress: pages like a phone scan of a brochure, a 200 DPI photo (JPEG at quality 95, as
 * cameras and scanners write them) across the upper half of each and a line of real text, so the example shows what
 * the tool does: photos re-encoded and scaled down, text left as text.
 */
export async function samplePhotoPdf(pageCount = 3, title = 'Example'): Promise<Uint8Array> {
  const { sampleImage } = await import('../image/sample');
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setCreationDate(new Date(Date.UTC(2026, 0, 1)));
  doc.setModificationDate(new Date(Date.UTC(2026, 0, 1)));
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 0; i < pageCount; i += 1) {
    const bitmap = await createImageBitmap(await sampleImage(1400 + i * 40, 930 + i * 20));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0);
    bitmap.close();
    const jpeg = new Uint8Array(await (await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.95 })).arrayBuffer());
    const photo = await doc.embedJpg(jpeg);
    const page = doc.addPage([595.28, 841.89]);
    page.drawImage(photo, { x: 40, y: 400, width: 515.28, height: (515.28 * photo.height) / photo.width });
    page.drawText(`${title} - page ${i + 1} of ${pageCount}`, { x: 56, y: 340, size: 18, font, color: rgb(0.1, 0.1, 0.1) });
  }
  return doc.save({ useObjectStreams: true });
}
