import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';

/**
 * The PDF rows' documents, made once and kept in the temp folder (the same bytes for every run, and for Ghostscript):
 * a scanned-like book (every page one 300 DPI JPEG of paper, printed lines and photos, with scanner grain: drawn in
 * the browser, whose canvas is quick at it) and a 200-page text document (pdf-lib in node).
 */

const DIR = join(tmpdir(), 'toolbox-bench-pdf-inputs');
/** Bump when a generator changes, so a stale cached file is not reused. */
const VERSION = 1;

const A4 = { width: 595.28, height: 841.89 };

const PAGE_SOURCE = String.raw`
self.onmessage = async ({ data: { width, height, seed, quality } }) => {
  let s = (seed * 2654435761) >>> 0 || 1;
  const rnd = () => { s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0; return s / 4294967296; };
  const canvas = new OffscreenCanvas(width, height);
  const ctx = canvas.getContext('2d');
  const paper = ctx.createLinearGradient(0, 0, width, height);
  paper.addColorStop(0, '#f6f3ec'); paper.addColorStop(1, '#ece7dc');
  ctx.fillStyle = paper;
  ctx.fillRect(0, 0, width, height);
  const margin = width * 0.1;
  let y = height * 0.08;
  const photo = (x, top, w, h) => {
    const lin = ctx.createLinearGradient(x, top, x + w, top + h);
    lin.addColorStop(0, 'hsl(' + Math.floor(rnd() * 360) + ', 55%, 45%)');
    lin.addColorStop(1, 'hsl(' + Math.floor(rnd() * 360) + ', 50%, 60%)');
    ctx.fillStyle = lin;
    ctx.fillRect(x, top, w, h);
    for (let i = 0; i < 40; i++) {
      const cx = x + rnd() * w, cy = top + rnd() * h, r = (0.03 + rnd() * 0.25) * w;
      const rad = ctx.createRadialGradient(cx, cy, 0, cx, cy, r);
      rad.addColorStop(0, 'hsla(' + Math.floor(rnd() * 360) + ', 70%, ' + Math.floor(25 + rnd() * 50) + '%, 0.8)');
      rad.addColorStop(1, 'hsla(0, 0%, 50%, 0)');
      ctx.fillStyle = rad;
      ctx.fillRect(x, top, w, h);
    }
    for (let i = 0; i < 14; i++) {
      ctx.fillStyle = 'hsla(' + Math.floor(rnd() * 360) + ', 40%, ' + Math.floor(15 + rnd() * 60) + '%, 0.9)';
      ctx.fillRect(x + rnd() * w * 0.9, top + h * (0.4 + rnd() * 0.5), w * (0.02 + rnd() * 0.08), h * (0.05 + rnd() * 0.3));
    }
  };
  const lines = (count) => {
    ctx.fillStyle = '#2a2622';
    for (let l = 0; l < count && y < height * 0.93; l++) {
      let x = margin;
      const end = width - margin - (l % 7 === 6 ? rnd() * width * 0.4 : 0);
      while (x < end) {
        const w = width * (0.012 + rnd() * 0.05);
        ctx.fillRect(x, y, Math.min(w, end - x), height * 0.0085);
        x += w + width * 0.009;
      }
      y += height * 0.019;
    }
    y += height * 0.015;
  };
  lines(4 + Math.floor(rnd() * 6));
  const ph = height * (0.22 + rnd() * 0.12);
  photo(margin, y, width - 2 * margin, ph);
  y += ph + height * 0.02;
  lines(5 + Math.floor(rnd() * 6));
  if (y < height * 0.6) {
    const w2 = (width - 2 * margin) * 0.55;
    const h2 = height * 0.2;
    photo(margin, y, w2, h2);
    const save = y; y += h2 + height * 0.02; lines(30);
    void save;
  } else lines(30);
  const img = ctx.getImageData(0, 0, width, height);
  const d = img.data;
  for (let i = 0; i < d.length; i += 4) {
    const n = (rnd() - 0.5) * 14;
    d[i] += n; d[i + 1] += n; d[i + 2] += n;
  }
  ctx.putImageData(img, 0, 0);
  ctx.filter = 'blur(0.6px)';
  ctx.drawImage(canvas, 0, 0);
  const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality });
  self.postMessage(new Uint8Array(await blob.arrayBuffer()));
};
`;

/** One scanned page as a JPEG, drawn in a blob worker of the page (returned to node as base64). */
async function scannedPageJpeg(page: Page, seed: number, width: number, height: number): Promise<Buffer> {
  const b64 = await page.evaluate(
    ({ source, msg }) =>
      new Promise<string>((resolve, reject) => {
        const worker = new Worker(URL.createObjectURL(new Blob([source], { type: 'text/javascript' })));
        worker.onmessage = ({ data }: MessageEvent<Uint8Array>) => {
          worker.terminate();
          let s = '';
          for (let i = 0; i < data.length; i += 0x8000) s += String.fromCharCode(...data.subarray(i, i + 0x8000));
          resolve(btoa(s));
        };
        worker.onerror = (e) => reject(new Error(e.message));
        worker.postMessage(msg);
      }),
    { source: PAGE_SOURCE, msg: { seed, width, height, quality: 0.85 } },
  );
  return Buffer.from(b64, 'base64');
}

function cached(name: string): string {
  mkdirSync(DIR, { recursive: true });
  return join(DIR, `${name}-v${VERSION}.pdf`);
}

/** `pages` A4 pages, each one JPEG scan at `dpi` filling the page (what a scanner's "PDF" button writes). */
export async function scannedPdf(page: Page, pages = 40, dpi = 300): Promise<{ path: string; bytes: Buffer }> {
  const path = cached(`scanned-${pages}p-${dpi}dpi`);
  if (!existsSync(path)) {
    const doc = await PDFDocument.create({ updateMetadata: false });
    doc.setProducer('bench scanner');
    const width = Math.round((A4.width / 72) * dpi);
    const height = Math.round((A4.height / 72) * dpi);
    for (let i = 0; i < pages; i += 1) {
      const jpeg = await doc.embedJpg(await scannedPageJpeg(page, i + 1, width, height));
      doc.addPage([A4.width, A4.height]).drawImage(jpeg, { x: 0, y: 0, width: A4.width, height: A4.height });
    }
    writeFileSync(path, await doc.save({ useObjectStreams: false }));
  }
  return { path, bytes: readFileSync(path) };
}

/** `pages` A4 pages of running text in two fonts, as a word processor writes them (no images). */
export async function textPdf(pages = 200): Promise<{ path: string; bytes: Buffer }> {
  const path = cached(`text-${pages}p`);
  if (!existsSync(path)) {
    const doc = await PDFDocument.create({ updateMetadata: false });
    const body = await doc.embedFont(StandardFonts.TimesRoman);
    const head = await doc.embedFont(StandardFonts.HelveticaBold);
    let s = 0x2545f491;
    const rnd = () => {
      s ^= s << 13;
      s ^= s >>> 17;
      s ^= s << 5;
      return (s >>> 0) / 4294967296;
    };
    const word = () => Array.from({ length: 2 + Math.floor(rnd() * 8) }, () => String.fromCharCode(97 + Math.floor(rnd() * 26))).join('');
    for (let p = 0; p < pages; p += 1) {
      const pg = doc.addPage([A4.width, A4.height]);
      pg.drawText(`Chapter ${p + 1}: ${word()} ${word()}`, { x: 60, y: 780, size: 16, font: head });
      for (let line = 0; line < 52; line += 1) {
        pg.drawText(Array.from({ length: 12 }, word).join(' '), { x: 60, y: 750 - line * 13.5, size: 10.5, font: body });
      }
    }
    writeFileSync(path, await doc.save({ useObjectStreams: false }));
  }
  return { path, bytes: readFileSync(path) };
}

export interface Ghostscript {
  version: string;
  /** `gs -sDEVICE=pdfwrite -dPDFSETTINGS=<preset>` on a file: its output and the wall time. */
  compress(input: string, preset?: string): { bytes: Buffer; ms: number };
}

/** Debian's `ghostscript` (`apt-get install ghostscript`), or `GS=/path/to/gs`; null when there is none. */
export function findGhostscript(): Ghostscript | null {
  const gs = process.env.GS ?? 'gs';
  const probe = spawnSync(gs, ['--version'], { encoding: 'utf8' });
  if (probe.status !== 0) return null;
  return {
    version: `Ghostscript ${probe.stdout.trim()}`,
    compress(input, preset = '/ebook') {
      const out = join(DIR, `gs-${process.pid}.pdf`);
      const started = performance.now();
      execFileSync(gs, ['-q', '-dNOPAUSE', '-dBATCH', '-dSAFER', '-sDEVICE=pdfwrite', `-dPDFSETTINGS=${preset}`, `-sOutputFile=${out}`, input], { maxBuffer: 1 << 26 });
      const ms = performance.now() - started;
      return { bytes: readFileSync(out), ms };
    },
  };
}
