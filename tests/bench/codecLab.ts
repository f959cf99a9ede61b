import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Page } from '@playwright/test';
import { installWorkerCaller, type WorkerCaller } from './workerCaller';
import { avifSpeed } from '@workers/image/codecs/avif';
import { mozjpegOptions, mozjpegQuality } from '@workers/image/codecs/mozjpeg';
import { codecQuality } from '@workers/image/encode';

/**
 * The codec lab of the image rows: a bare module worker in the benchmarked page that holds generated photos and runs
 * the same encoders the app does (jSquash's MozJPEG and AVIF, served straight from node_modules under /bench/jsquash/,
 * with the app's options; the browser canvas for JPEG and WebP) and SSIM (ssim.js) against the original pixels.
 * It measures bytes and SSIM; the app's own timing and main-thread behaviour come from the UI rows.
 */

const require = createRequire(import.meta.url);
const JSQUASH = dirname(dirname(require.resolve('@jsquash/jpeg/package.json')));
const SSIM_UMD = readFileSync(require.resolve('ssim.js/dist/ssim.web.js'), 'utf8');
export const LAB_ROUTE = '/bench/jsquash/';

/** The app's codec options, computed by its own functions so the lab cannot drift from the worker. */
export const appOptions = {
  avifQuality: (slider: number) => codecQuality('image/avif', slider),
  avifSpeed,
  mozjpegOptions,
  mozjpegQuality,
};

const LAB_SOURCE = String.raw`
import mozjpegFactory from '/bench/jsquash/jpeg/codec/enc/mozjpeg_enc.js';
import { defaultOptions as jpegDefaults } from '/bench/jsquash/jpeg/meta.js';
import avifFactory from '/bench/jsquash/avif/codec/enc/avif_enc.js';
import { defaultOptions as avifDefaults } from '/bench/jsquash/avif/meta.js';

const photos = new Map();
let moz = null;
let avif = null;

/**
 * A photo-like scene: sky gradient, fractal terrain with lighting, soft blobs (foliage, clouds), hard-edged objects
 * and sensor grain. Deterministic per seed; value noise gives the 1/f texture of real photos.
 */
function scene(width, height, seed) {
  let s = seed * 2654435761 >>> 0 || 1;
  const rnd = () => { s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0; return s / 4294967296; };
  const grid = 257;
  const lattice = new Float32Array(grid * grid).map(() => rnd());
  const noise = (x, y) => {
    const xi = Math.floor(x), yi = Math.floor(y), xf = x - xi, yf = y - yi;
    const at = (i, j) => lattice[((yi + j) & 255) * grid + ((xi + i) & 255)];
    const u = xf * xf * (3 - 2 * xf), v = yf * yf * (3 - 2 * yf);
    return (at(0, 0) * (1 - u) + at(1, 0) * u) * (1 - v) + (at(0, 1) * (1 - u) + at(1, 1) * u) * v;
  };
  const fbm = (x, y) => { let a = 0, f = 1, w = 0.5; for (let o = 0; o < 6; o++) { a += w * noise(x * f, y * f); f *= 2.03; w *= 0.5; } return a; };
  const hue = rnd();
  const img = new ImageData(width, height);
  const d = img.data;
  const scale = 6 / width;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      const n = fbm(x * scale, y * scale);
      const horizon = 0.45 + 0.15 * (fbm(x * scale * 0.5, 3.7) - 0.5);
      const t = y / height;
      let r, g, b;
      if (t < horizon) {
        const cloud = Math.max(0, fbm(x * scale * 0.7 + 9, y * scale * 1.6) - 0.5) * 2;
        r = 90 + 100 * t + 160 * cloud; g = 140 + 80 * t + 110 * cloud; b = 210 - 40 * t + 40 * cloud;
      } else {
        const light = 0.6 + 0.8 * (n - fbm(x * scale + 0.02, y * scale + 0.02)) * 8;
        r = (60 + 120 * n + 60 * hue) * light; g = (80 + 110 * n) * light; b = (40 + 70 * n * (1 - hue)) * light;
      }
      const grain = (rnd() - 0.5) * 10;
      d[i] = r + grain; d[i + 1] = g + grain; d[i + 2] = b + grain; d[i + 3] = 255;
    }
  }
  const canvas = new OffscreenCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.putImageData(img, 0, 0);
  for (let k = 0; k < 14; k++) {
    ctx.fillStyle = 'hsl(' + Math.floor(rnd() * 360) + ', ' + Math.floor(30 + rnd() * 50) + '%, ' + Math.floor(25 + rnd() * 50) + '%)';
    const w = width * (0.03 + rnd() * 0.1), h = height * (0.05 + rnd() * 0.2);
    ctx.fillRect(rnd() * width, height * (0.45 + rnd() * 0.45), w, h);
  }
  ctx.filter = 'blur(1px)';
  ctx.drawImage(canvas, 0, 0);
  return ctx.getImageData(0, 0, width, height);
}

async function moz_() {
  moz ??= mozjpegFactory({ noInitialRun: true });
  return moz;
}
async function avif_() {
  avif ??= avifFactory({ noInitialRun: true });
  return avif;
}

async function canvasEncode(img, type, quality) {
  const c = new OffscreenCanvas(img.width, img.height);
  c.getContext('2d').putImageData(img, 0, 0);
  return new Uint8Array(await (await c.convertToBlob({ type, quality })).arrayBuffer());
}

async function encode(img, codec, quality, speed, opts) {
  if (codec === 'canvas-jpeg') return canvasEncode(img, 'image/jpeg', quality / 100);
  if (codec === 'webp') return canvasEncode(img, 'image/webp', quality / 100);
  if (codec === 'mozjpeg') return (await moz_()).encode(img.data, img.width, img.height, { ...jpegDefaults, ...opts, quality });
  if (codec === 'avif') return (await avif_()).encode(new Uint8Array(img.data.buffer), img.width, img.height, { ...avifDefaults, quality, speed });
  throw new Error('unknown codec ' + codec);
}

async function decode(bytes) {
  const bitmap = await createImageBitmap(new Blob([bytes]));
  const c = new OffscreenCanvas(bitmap.width, bitmap.height);
  const ctx = c.getContext('2d');
  ctx.drawImage(bitmap, 0, 0);
  bitmap.close();
  return ctx.getImageData(0, 0, c.width, c.height);
}

/**
 * SSIM on RGB, as the issue measures: the mean of the red, green and blue channels' SSIM (ssim.js, Weber's fast
 * algorithm, at full resolution: downsampling would hide the artefacts being compared). ssim.js alone compares luma
 * only, blind to what chroma subsampling and quantisation cost the colours.
 */
const gray = (img, c) => {
  const out = new ImageData(img.width, img.height);
  const s = img.data, d = out.data;
  for (let i = 0; i < s.length; i += 4) { d[i] = d[i + 1] = d[i + 2] = s[i + c]; d[i + 3] = 255; }
  return out;
};
const ssimGray = (a, b) => self.ssim.ssim(a, b, { downsample: false, ssim: 'weber' }).mssim;
const ssimOf = (a, b) => (ssimGray(gray(a, 0), gray(b, 0)) + ssimGray(gray(a, 1), gray(b, 1)) + ssimGray(gray(a, 2), gray(b, 2))) / 3;

async function measure(img, codec, quality, speed, opts) {
  const t = performance.now();
  const bytes = await encode(img, codec, quality, speed, opts);
  const ms = performance.now() - t;
  return { bytes: bytes.length, ms, ssim: ssimOf(img, await decode(bytes)), quality };
}

const ops = {
  makePhotos({ width, height, seeds }) {
    for (const seed of seeds) photos.set(seed, scene(width, height, seed));
    return seeds.length;
  },
  /** A real photo (a file's bytes) decoded into the lab under \`seed\` (any key). */
  async loadPhoto({ seed, bytes }) {
    const img = await decode(bytes);
    photos.set(seed, img);
    return { width: img.width, height: img.height };
  },
  /** A photo-like scene as a camera would save it (JPEG at \`quality\`, the canvas's encoder), for the 6000×4000 rows. */
  async sceneJpeg({ seed, width, height, quality }) {
    const c = new OffscreenCanvas(width, height);
    c.getContext('2d').putImageData(scene(width, height, seed), 0, 0);
    return c.convertToBlob({ type: 'image/jpeg', quality });
  },
  /** A photo as a lossless PNG file, for the UI rows. */
  async photoFile({ seed }) {
    const img = photos.get(seed);
    const c = new OffscreenCanvas(img.width, img.height);
    c.getContext('2d').putImageData(img, 0, 0);
    return c.convertToBlob({ type: 'image/png' });
  },
  measure({ seed, codec, quality, speed, opts }) {
    return measure(photos.get(seed), codec, quality, speed, opts);
  },
  /** The smallest output of codec whose SSIM is at least target (quality search; SSIM grows with quality). */
  async matchSsim({ seed, codec, target, speed, opts }) {
    const img = photos.get(seed);
    let lo = 1, hi = 100, best = null;
    while (lo <= hi) {
      const q = (lo + hi) >> 1;
      const m = await measure(img, codec, q, speed, opts);
      if (m.ssim >= target) { best = m; hi = q - 1; } else lo = q + 1;
    }
    return best;
  },
  /** SSIM of encoded bytes (made outside the lab, e.g. by cjpeg) against a photo in the lab, and their size. */
  async ssimBytes({ seed, bytes }) {
    return { bytes: bytes.length, ssim: ssimOf(photos.get(seed), await decode(bytes)) };
  },
  /** SSIM of an encoded file (e.g. the UI's output) against a decoded original file. */
  async ssimFiles({ original, output }) {
    const a = await decode(new Uint8Array(await original.arrayBuffer()));
    const b = await decode(new Uint8Array(await output.arrayBuffer()));
    return ssimOf(a, b);
  },
  /** Today's baseline on a file: the canvas's JPEG of its decoded pixels, bytes and SSIM. */
  async canvasJpegOfFile({ original, quality }) {
    const img = await decode(new Uint8Array(await original.arrayBuffer()));
    return measure(img, 'canvas-jpeg', quality);
  },
  drop() { photos.clear(); return true; },
};

self.onmessage = async ({ data }) => {
  try { self.postMessage({ id: data.id, result: await ops[data.op](data) }); }
  catch (err) { self.postMessage({ id: data.id, error: String((err && err.stack) || err) }); }
};
`;

const routed = new WeakSet<Page>();

/** Serves jSquash from node_modules and starts the lab worker in the current document (once per navigation). */
export async function ensureLab(page: Page): Promise<void> {
  if (!routed.has(page)) {
    routed.add(page);
    await page.route(`**${LAB_ROUTE}**`, (route) => {
      const path = new URL(route.request().url()).pathname.slice(LAB_ROUTE.length);
      if (path.includes('..')) return route.fulfill({ status: 404 });
      const body = readFileSync(join(JSQUASH, path));
      return route.fulfill({ status: 200, contentType: path.endsWith('.wasm') ? 'application/wasm' : 'text/javascript', body });
    });
  }
  await installWorkerCaller(page);
  await page.evaluate(
    ({ source, ssim }) => {
      const w = window as unknown as { __benchLab?: unknown };
      if (w.__benchLab) return;
      // A blob module resolves no root-relative specifier: name the origin.
      const code = `${ssim}\n${source.replaceAll("'/bench/jsquash/", `'${location.origin}/bench/jsquash/`)}`;
      const worker = new Worker(URL.createObjectURL(new Blob([code], { type: 'text/javascript' })), { type: 'module', name: 'bench-lab' });
      const caller = (window as unknown as { __benchCaller: WorkerCaller }).__benchCaller;
      w.__benchLab = { call: caller(worker, 'bench lab failed') };
    },
    { source: LAB_SOURCE, ssim: SSIM_UMD },
  );
}

export async function lab<T>(page: Page, msg: Record<string, unknown>): Promise<T> {
  await ensureLab(page);
  return page.evaluate((m) => (window as unknown as { __benchLab: { call(m: unknown): Promise<unknown> } }).__benchLab.call(m), msg) as Promise<T>;
}

export interface Measure {
  bytes: number;
  ms: number;
  ssim: number;
  quality: number;
}
