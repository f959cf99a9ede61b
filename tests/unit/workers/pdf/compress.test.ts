import { describe, expect, it } from 'vitest';
import { PDFDocument, PDFName, StandardFonts, decodePDFRawStream, type PDFRawStream } from '@cantoo/pdf-lib';
import { PDF_DAMAGED, PDF_NOT_PDF, PDF_TARGET_UNREACHABLE } from '@workers/pdf/codes';
import { compressPdf, type PdfCompressOptions } from '@workers/pdf/compress';
import { jpegInfo } from '@workers/pdf/compress/jpeg';
import { photoLike } from '../image/nodeCodecs';
import { nodeEnv } from './compressEnv';
import { TEXT, draw, imagesOf, jpegImage, mixedPdf } from './compressFixtures';

/** End to end in node: generated PDFs through the real engine (MozJPEG, pica, pdf-lib), read back with pdf-lib and PDF.js. */

const compress = (bytes: Uint8Array, options: Partial<PdfCompressOptions> = {}, onProgress?: (f: number) => void) =>
  compressPdf(bytes, { quality: 60, dropMetadata: false, ...options }, onProgress, nodeEnv);

async function pageTexts(bytes: Uint8Array): Promise<string[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: bytes.slice(), isEvalSupported: false, useSystemFonts: false, verbosity: 0 }).promise;
  const texts: string[] = [];
  for (let p = 1; p <= doc.numPages; p += 1) {
    const content = await (await doc.getPage(p)).getTextContent();
    texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(''));
  }
  await doc.destroy();
  return texts;
}

/** The decoded content streams of every page, in order: what must come out byte for byte the same. */
async function contents(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  return doc.getPages().map((page) => {
    const c = page.node.Contents();
    const streams = c && 'asArray' in c ? c.asArray().map((r) => doc.context.lookup(r)) : [c];
    return streams.map((s) => new TextDecoder('latin1').decode(decodePDFRawStream(s as PDFRawStream).decode())).join('\n');
  });
}

describe('compressPdf end to end', () => {
  it('re-encodes the photos, scales the over-dense ones, keeps the graphic lossless and the text as text', async () => {
    const input = await mixedPdf();
    const fractions: number[] = [];
    const out = await compress(input, { quality: 60, maxDpi: 150 }, (f) => fractions.push(f));
    expect(out.unchanged).toBe(false);
    expect(out.after).toBe(out.bytes.length);
    expect(out.after).toBeLessThan(out.before * 0.6);
    expect(out.imagesTotal).toBe(4);
    // The two photos at 300 DPI and the gray page at 200 DPI go to 150 DPI; the graphic (160 DPI, under the
    // threshold) keeps its size, deflated first as a raw stream and then left lossless (repacked only if smaller).
    expect(out.imagesDownscaled).toBe(3);
    expect(out.imagesRecompressed + (out.imagesSkipped.graphic ?? 0)).toBe(4);
    expect(out.imagesRecompressed).toBeGreaterThanOrEqual(3);
    expect(out.streamsDeflated).toBeGreaterThanOrEqual(1);
    expect(fractions.at(-1)).toBe(1);
    expect(fractions).toEqual([...fractions].sort((a, b) => a - b));

    const images = await imagesOf(out.bytes);
    const sizes = images.map((i) => `${i.filter} ${i.width}x${i.height}`).sort();
    expect(sizes).toEqual(['/DCTDecode 300x225', '/DCTDecode 600x450', '/DCTDecode 600x450', '/FlateDecode 320x240'].sort());
    const gray = images.find((i) => i.filter === '/DCTDecode' && jpegInfo(i.contents)?.components === 1);
    expect(gray).toBeDefined();

    expect(await contents(out.bytes)).toEqual(await contents(input));
    expect(await pageTexts(out.bytes)).toEqual([TEXT, 'Page two']);
  }, 60_000);

  it('without maxDpi keeps every image at its size', async () => {
    const out = await compress(await mixedPdf(), { quality: 50 });
    expect(out.imagesDownscaled).toBe(0);
    const images = await imagesOf(out.bytes);
    expect(images.map((i) => i.width).sort((a, b) => a - b)).toEqual([320, 600, 800, 1200]);
  }, 60_000);

  it('never makes an image bigger: a lean JPEG asked for at 100 stays byte for byte', async () => {
    const doc = await PDFDocument.create();
    const page = doc.addPage([288, 216]);
    const ref = await jpegImage(doc, 600, 450);
    // Already written at a low quality: at 100 its re-encode is bigger.
    (doc.context.lookup(ref) as PDFRawStream).updateContents(await nodeEnv.encodeJpeg(photoLike(600, 450), { quality: 30, gray: false }));
    draw(page, ref, 0, 0, 288, 216);
    const input = await doc.save();
    const before = (await imagesOf(input))[0]!.contents;
    const out = await compress(input, { quality: 100 });
    expect(out.imagesRecompressed).toBe(0);
    expect(out.imagesSkipped.notSmaller).toBe(1);
    expect(out.after).toBeLessThanOrEqual(out.before);
    expect((await imagesOf(out.bytes))[0]!.contents).toEqual(before);
  }, 60_000);

  it('hands back the input itself when the output would not be smaller', async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    doc.addPage([200, 200]).drawText('lean', { font, x: 10, y: 10 });
    const lean = await doc.save({ useObjectStreams: true });
    const once = await compress(lean, { quality: 75 });
    const twice = await compress(once.bytes, { quality: 75 });
    expect(twice.after).toBeLessThanOrEqual(twice.before);
    if (twice.unchanged) expect(twice.bytes).toBe(once.bytes);
  });

  it('drops metadata and the objects only it used', async () => {
    const input = await mixedPdf();
    const doc = await PDFDocument.load(input, { updateMetadata: false });
    const xmp = doc.context.register(doc.context.stream('<x:xmpmeta/>'.padEnd(500, ' '), { Type: 'Metadata', Subtype: 'XML' }));
    doc.catalog.set(PDFName.of('Metadata'), xmp);
    doc.getPage(0).node.set(PDFName.of('PieceInfo'), doc.context.obj({ App: { Private: 'x'.repeat(200) } }));
    doc.getPage(0).node.set(PDFName.of('Thumb'), doc.context.register(doc.context.stream(new Uint8Array(900), { Width: 30, Height: 10 })));
    const withMeta = await doc.save({ useObjectStreams: false });

    const kept = await compress(withMeta, { dropMetadata: false });
    const keptDoc = await PDFDocument.load(kept.bytes, { updateMetadata: false });
    expect(keptDoc.getTitle()).toBe('Mixed test document');
    expect(keptDoc.catalog.has(PDFName.of('Metadata'))).toBe(true);

    const dropped = await compress(withMeta, { dropMetadata: true });
    const out = await PDFDocument.load(dropped.bytes, { updateMetadata: false });
    // Before getTitle(), which makes an empty Info dictionary when there is none.
    expect(out.context.trailerInfo.Info).toBeUndefined();
    expect(out.getTitle()).toBeUndefined();
    expect(out.getAuthor()).toBeUndefined();
    expect(out.catalog.has(PDFName.of('Metadata'))).toBe(false);
    expect(out.getPage(0).node.has(PDFName.of('PieceInfo'))).toBe(false);
    expect(out.getPage(0).node.has(PDFName.of('Thumb'))).toBe(false);
    expect(dropped.objectsRemoved).toBeGreaterThanOrEqual(kept.objectsRemoved + 2);
    expect(dropped.after).toBeLessThan(kept.after);
    expect(await pageTexts(dropped.bytes)).toEqual([TEXT, 'Page two']);
  }, 60_000);
});

describe('compressPdf with a size target', () => {
  it('finds a quality under the slider that fits, in few passes', async () => {
    const input = await mixedPdf();
    const free = await compress(input, { quality: 80 });
    const floor = await compress(input, { quality: 10 });
    const target = Math.round((free.after + floor.after) / 2);
    const out = await compress(input, { quality: 80, targetBytes: target });
    expect(out.after).toBeLessThanOrEqual(target);
    expect(out.quality).toBeLessThan(80);
    expect(out.quality).toBeGreaterThan(10);
  }, 120_000);

  it('keeps the slider quality when that already fits', async () => {
    const input = await mixedPdf();
    const out = await compress(input, { quality: 40, targetBytes: input.length });
    expect(out.quality).toBe(40);
  }, 60_000);

  it('says how close it got when the target cannot be met', async () => {
    const input = await mixedPdf();
    const error = await compress(input, { quality: 70, targetBytes: 2000 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    const [code, smallest] = (error as Error).message.split(':');
    expect(code).toBe(PDF_TARGET_UNREACHABLE);
    expect(Number(smallest)).toBeGreaterThan(2000);
    expect(Number(smallest)).toBeLessThan(input.length);
  }, 120_000);
});

describe('compressPdf errors', () => {
  it('passes on openPdf\'s errors', async () => {
    await expect(compress(new TextEncoder().encode('hello'))).rejects.toThrow(PDF_NOT_PDF);
    await expect(compress(new TextEncoder().encode('%PDF-1.7\n garbage'))).rejects.toThrow(PDF_DAMAGED);
  });
});
