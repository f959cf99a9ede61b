import type { PDFDocumentProxy } from 'pdfjs-dist';

/**
 * PDF.js, run entirely inside our PDF worker: its parser ("the worker" in its own words) is loaded as the fake
 * worker in this same thread, so there is one worker to cancel (terminate) and nothing of it on the page.
 * Pages are drawn on OffscreenCanvas, glyphs as paths (no FontFace: a worker has no document to add fonts to), and
 * `isEvalSupported: false` keeps its PostScript functions off `new Function`, which our CSP forbids.
 */
type PdfJs = typeof import('pdfjs-dist');
let loading: Promise<PdfJs> | undefined;

function loadPdfJs(): Promise<PdfJs> {
  loading ??= (async () => {
    const core = await import('pdfjs-dist/build/pdf.worker.mjs');
    (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = core;
    return import('pdfjs-dist');
  })();
  return loading;
}

/**
 * Fonts, CMaps and decoders PDF.js fetches by file name, bundled as assets of their own and fetched only when a PDF
 * needs one. The 168 CMaps (CJK encodings) load through a chunk each: inlined as a map they would add 100 KB to this
 * worker, and most PDFs never use one.
 */
const DATA: Record<string, () => Promise<string>> = {
  ...prefixed('standardFontDataUrl', now(import.meta.glob<string>('../../node_modules/pdfjs-dist/standard_fonts/*.{pfb,ttf}', { query: '?url', import: 'default', eager: true }))),
  ...prefixed('wasmUrl', now(import.meta.glob<string>('../../node_modules/pdfjs-dist/wasm/*.wasm', { query: '?url', import: 'default', eager: true }))),
  ...prefixed('cMapUrl', import.meta.glob<string>('../../node_modules/pdfjs-dist/cmaps/*.bcmap', { query: '?url', import: 'default' })),
};

function now(files: Record<string, string>): Record<string, () => Promise<string>> {
  return Object.fromEntries(Object.entries(files).map(([path, url]) => [path, () => Promise.resolve(url)]));
}

function prefixed(kind: string, files: Record<string, () => Promise<string>>): Record<string, () => Promise<string>> {
  return Object.fromEntries(Object.entries(files).map(([path, url]) => [`${kind}/${path.slice(path.lastIndexOf('/') + 1)}`, url]));
}

class AssetDataFactory {
  async fetch({ kind, filename }: { kind: string; filename: string }): Promise<Uint8Array> {
    const url = DATA[`${kind}/${filename}`];
    if (!url) throw new Error(`PDF.js asked for an unknown ${kind} file: ${filename}`);
    const response = await fetch(await url());
    if (!response.ok) throw new Error(`${filename}: HTTP ${response.status}`);
    return new Uint8Array(await response.arrayBuffer());
  }
}

interface CanvasAndContext {
  canvas: OffscreenCanvas | null;
  context: OffscreenCanvasRenderingContext2D | null;
}

class OffscreenCanvasFactory {
  create(width: number, height: number): CanvasAndContext {
    const canvas = new OffscreenCanvas(Math.max(1, width), Math.max(1, height));
    return { canvas, context: canvas.getContext('2d', { willReadFrequently: true }) };
  }

  reset(cc: CanvasAndContext, width: number, height: number): void {
    if (!cc.canvas) return;
    cc.canvas.width = Math.max(1, width);
    cc.canvas.height = Math.max(1, height);
  }

  destroy(cc: CanvasAndContext): void {
    if (cc.canvas) cc.canvas.width = cc.canvas.height = 0;
    cc.canvas = null;
    cc.context = null;
  }
}

/** SVG filters (transfer functions, high-contrast mode) need a document; without one, PDF.js's base class draws unfiltered. */
class NoFilterFactory {
  addFilter(): string { return 'none'; }
  addHCMFilter(): string { return 'none'; }
  addAlphaFilter(): string { return 'none'; }
  addLuminosityFilter(): string { return 'none'; }
  addHighlightHCMFilter(): string { return 'none'; }
  destroy(): void {}
}

/** Opens a PDF for drawing. PDF.js takes the buffer over: pass a copy when the caller still needs the bytes. */
export async function openForRender(data: Uint8Array, password?: string): Promise<PDFDocumentProxy> {
  const pdfjs = await loadPdfJs();
  const task = pdfjs.getDocument({
    data,
    password,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    isOffscreenCanvasSupported: true,
    useWorkerFetch: false,
    cMapUrl: 'bundled:/',
    standardFontDataUrl: 'bundled:/',
    wasmUrl: 'bundled:/',
    CanvasFactory: OffscreenCanvasFactory,
    FilterFactory: NoFilterFactory,
    BinaryDataFactory: AssetDataFactory,
    ownerDocument: null,
    verbosity: 0,
  } as unknown as Parameters<PdfJs['getDocument']>[0]);
  return task.promise;
}

/** PDF.js's own error names, so the worker can tell a password from a damaged file. */
export function pdfJsErrorName(err: unknown): string {
  return err && typeof err === 'object' && 'name' in err ? String((err as { name: unknown }).name) : '';
}

/**
 * Loads PDF.js and fetches its fonts and decoders ahead of need, so the service worker keeps them (pwa.config.ts):
 * after one visit to a PDF page online, thumbnails and rendering work offline too. CMaps (CJK encodings, 1.7 MB)
 * are left to their first use.
 */
export async function warmPdfJs(): Promise<void> {
  await loadPdfJs();
  const files = Object.entries(DATA).filter(([key]) => !key.startsWith('cMapUrl/'));
  for (const [, url] of files) await (await fetch(await url())).arrayBuffer();
}
