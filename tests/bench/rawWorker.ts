import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { installWorkerCaller, type WorkerCaller } from './workerCaller';

/**
 * The raw baselines: a bare worker started in the benchmarked page from a Blob
 * URL, with no React, no store, no comlink. hash-wasm is not part of the app's
 * served files under a stable name, so the page route /bench/hash-wasm.js
 * serves its UMD build straight from node_modules and the worker loads it with
 * importScripts. Nothing is added to the app build.
 */

const require = createRequire(import.meta.url);
const HASH_WASM_UMD = readFileSync(require.resolve('hash-wasm/dist/index.umd.min.js'), 'utf8');
export const HASH_WASM_ROUTE = '/bench/hash-wasm.js';

const WORKER_SOURCE = String.raw`
const CHUNK = 4 * 1024 * 1024; // the app's chunk size (workers/hash/hashing.ts)
const creators = { md5: hashwasm.createMD5, sha1: hashwasm.createSHA1, sha256: hashwasm.createSHA256 };
const subtleNames = { sha1: 'SHA-1', sha256: 'SHA-256' };

async function* chunksOf(input) {
  if (typeof input === 'string') {
    const bytes = new TextEncoder().encode(input);
    for (let o = 0; o < bytes.byteLength; o += CHUNK) yield bytes.subarray(o, Math.min(o + CHUNK, bytes.byteLength));
  } else {
    for (let o = 0; o < input.size; o += CHUNK) yield new Uint8Array(await input.slice(o, o + CHUNK).arrayBuffer());
  }
}

const hex = (buf) => [...new Uint8Array(buf)].map((b) => b.toString(16).padStart(2, '0')).join('');

const ops = {
  /** hash-wasm, streaming in 4 MiB chunks, every listed algorithm in one pass (like the app). */
  async wasm({ input, algos }) {
    const hashers = await Promise.all(algos.map((a) => creators[a]()));
    for (const h of hashers) h.init();
    for await (const chunk of chunksOf(input)) for (const h of hashers) h.update(chunk);
    return Object.fromEntries(algos.map((a, i) => [a, hashers[i].digest('hex')]));
  },
  /** crypto.subtle.digest: one call over the whole input (it has no streaming API). */
  async subtle({ input, algos }) {
    const bytes = typeof input === 'string' ? new TextEncoder().encode(input) : await input.arrayBuffer();
    const out = {};
    for (const a of algos) out[a] = hex(await crypto.subtle.digest(subtleNames[a], bytes));
    return out;
  },
  /** Decode + draw + encode: createImageBitmap, OffscreenCanvas, convertToBlob. */
  async image({ input, width, height, type, quality }) {
    const bitmap = await createImageBitmap(input);
    const w = width ?? bitmap.width;
    const h = height ?? bitmap.height;
    const canvas = new OffscreenCanvas(w, h);
    const ctx = canvas.getContext('2d');
    ctx.imageSmoothingQuality = 'high';
    ctx.drawImage(bitmap, 0, 0, w, h);
    bitmap.close();
    const blob = await canvas.convertToBlob({ type, quality });
    return { size: blob.size, width: w, height: h };
  },
  /**
   * The image rows' test picture: gradients plus noise (so it compresses like a
   * photo, not like a flat colour), encoded as JPEG; the noise is lowered until
   * the file fits under maxBytes.
   */
  async makeJpeg({ width, height, maxBytes }) {
    const canvas = new OffscreenCanvas(width, height);
    const ctx = canvas.getContext('2d');
    let x = 0x2545f491;
    const rnd = () => { x ^= x << 13; x ^= x >>> 17; x ^= x << 5; return (x >>> 0) / 4294967296; };
    const paint = () => {
      const lin = ctx.createLinearGradient(0, 0, width, height);
      lin.addColorStop(0, '#1d4e89'); lin.addColorStop(0.5, '#f4a259'); lin.addColorStop(1, '#2a9d8f');
      ctx.fillStyle = lin;
      ctx.fillRect(0, 0, width, height);
      for (let i = 0; i < 12; i++) {
        const cx = rnd() * width, cy = rnd() * height, r = (0.1 + rnd() * 0.3) * width;
        const rad = ctx.createRadialGradient(cx, cy, 0, cx, cy, r);
        rad.addColorStop(0, 'hsla(' + Math.floor(rnd() * 360) + ', 80%, 60%, 0.7)');
        rad.addColorStop(1, 'hsla(0, 0%, 50%, 0)');
        ctx.fillStyle = rad;
        ctx.fillRect(0, 0, width, height);
      }
    };
    let amp = 40;
    for (let attempt = 0; attempt < 8; attempt++) {
      x = 0x2545f491;
      paint();
      const img = ctx.getImageData(0, 0, width, height);
      const d = img.data;
      for (let i = 0; i < d.length; i += 4) {
        const n = (rnd() - 0.5) * amp;
        d[i] += n; d[i + 1] += n * 0.8; d[i + 2] += n * 1.2;
      }
      ctx.putImageData(img, 0, 0);
      const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.92 });
      if (blob.size <= maxBytes) return blob;
      amp *= Math.sqrt(maxBytes / blob.size) * 0.9;
    }
    throw new Error('could not make a JPEG under ' + maxBytes + ' bytes');
  },
};

self.onmessage = async ({ data }) => {
  try {
    self.postMessage({ id: data.id, result: await ops[data.op](data) });
  } catch (err) {
    self.postMessage({ id: data.id, error: String(err && err.stack || err) });
  }
};
`;

const routed = new WeakSet<Page>();

export type RawOp =
  | { op: 'wasm' | 'subtle'; algos: string[] }
  | { op: 'image'; width?: number; height?: number; type: string; quality: number };

/** Starts the bare worker in the current document (once per navigation) and warms it up. */
export async function ensureRawWorker(page: Page): Promise<void> {
  if (!routed.has(page)) {
    routed.add(page);
    await page.route(`**${HASH_WASM_ROUTE}`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/javascript', body: HASH_WASM_UMD }),
    );
  }
  await installWorkerCaller(page);
  await page.evaluate(
    async ({ source, route }) => {
      const w = window as unknown as { __benchRaw?: unknown };
      if (w.__benchRaw) return;
      const code = `importScripts(${JSON.stringify(location.origin + route)});\n${source}`;
      const worker = new Worker(URL.createObjectURL(new Blob([code], { type: 'text/javascript' })), { name: 'bench-raw' });
      const call = (window as unknown as { __benchCaller: WorkerCaller }).__benchCaller(worker, 'bench worker failed');
      w.__benchRaw = { call };
      // Warm up: load hash-wasm, compile every WASM module once, touch SubtleCrypto.
      await call({ op: 'wasm', algos: ['md5', 'sha1', 'sha256'], input: 'warm' });
      await call({ op: 'subtle', algos: ['sha1', 'sha256'], input: 'warm' });
    },
    { source: WORKER_SOURCE, route: HASH_WASM_ROUTE },
  );
}

/**
 * One timed call on the bare worker with the input the row left in
 * window.__benchInput. Time runs from postMessage to the reply, on the page's
 * clock, exactly like the UI path's job round-trip.
 */
export async function timeRaw<T = unknown>(page: Page, op: RawOp): Promise<{ ms: number; result: T }> {
  await ensureRawWorker(page);
  const out = await page.evaluate(async (msg) => {
    const w = window as unknown as { __benchRaw: { call: (m: unknown) => Promise<unknown> }; __benchInput: unknown };
    const start = performance.now();
    const result = await w.__benchRaw.call({ ...msg, input: w.__benchInput });
    return { ms: performance.now() - start, result };
  }, op as Record<string, unknown>);
  return out as { ms: number; result: T };
}
