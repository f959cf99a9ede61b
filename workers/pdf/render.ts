import type { PDFDocumentProxy } from 'pdfjs-dist';
import { PDF_PAGE_TOO_BIG, PDF_RENDER_MAX_PIXELS } from './codes';

export const RENDER_MIMES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type RenderMime = (typeof RENDER_MIMES)[number];

/** A page's size in pixels at a DPI (points are 1/72 inch), as the canvas will be. */
export function pixelSize(widthPt: number, heightPt: number, dpi: number): { width: number; height: number } {
  const scale = dpi / 72;
  return { width: Math.max(1, Math.ceil(widthPt * scale)), height: Math.max(1, Math.ceil(heightPt * scale)) };
}

/** The highest whole DPI at which a page still fits PDF_RENDER_MAX_PIXELS (checked before anything is drawn). */
export function maxDpiFor(widthPt: number, heightPt: number, maxPixels = PDF_RENDER_MAX_PIXELS): number {
  let dpi = Math.floor(72 * Math.sqrt(maxPixels / Math.max(1, widthPt * heightPt)));
  while (dpi > 1) {
    const { width, height } = pixelSize(widthPt, heightPt, dpi);
    if (width * height <= maxPixels) break;
    dpi -= 1;
  }
  return dpi;
}

/** Throws PDF_PAGE_TOO_BIG:<page>:<max dpi> when a page at `dpi` would not fit in a phone's memory. */
export function checkRenderSize(widthPt: number, heightPt: number, dpi: number, pageNumber: number): void {
  const { width, height } = pixelSize(widthPt, heightPt, dpi);
  if (width * height > PDF_RENDER_MAX_PIXELS) throw new Error(`${PDF_PAGE_TOO_BIG}:${pageNumber}:${maxDpiFor(widthPt, heightPt)}`);
}

/**
 * Draws one page (0-based) at a DPI on white paper, turned by `extraRotation` on top of its own /Rotate, and hands
 * back the canvas. Its size is checked first.
 */
export async function drawPage(doc: PDFDocumentProxy, index: number, dpi: number, extraRotation = 0): Promise<OffscreenCanvas> {
  const page = await doc.getPage(index + 1);
  try {
    const viewport = page.getViewport({ scale: dpi / 72, rotation: (page.rotate + extraRotation) % 360 });
    checkRenderSize(viewport.width / (dpi / 72), viewport.height / (dpi / 72), dpi, index + 1);
    const canvas = new OffscreenCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    context.fillStyle = '#fff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    await page.render({ canvas: canvas as unknown as HTMLCanvasElement, canvasContext: context as unknown as CanvasRenderingContext2D, viewport }).promise;
    return canvas;
  } finally {
    page.cleanup();
  }
}

/** One page as an image file. JPEG and WebP at `quality` (0..1); PNG ignores it. */
export async function renderPage(doc: PDFDocumentProxy, index: number, dpi: number, mime: RenderMime, quality = 0.85): Promise<Blob> {
  const canvas = await drawPage(doc, index, dpi);
  try {
    return await canvas.convertToBlob({ type: mime, quality });
  } finally {
    canvas.width = canvas.height = 0;
  }
}

/** A thumbnail `width` pixels wide (its page's own rotation applied), as WebP: small, and quick to encode. */
export async function renderThumbnail(doc: PDFDocumentProxy, index: number, width: number): Promise<Blob> {
  const page = await doc.getPage(index + 1);
  const base = page.getViewport({ scale: 1 });
  page.cleanup();
  const dpi = Math.max(4, (72 * width) / Math.max(1, base.width));
  const canvas = await drawPage(doc, index, dpi);
  try {
    return await canvas.convertToBlob({ type: 'image/webp', quality: 0.7 });
  } finally {
    canvas.width = canvas.height = 0;
  }
}
