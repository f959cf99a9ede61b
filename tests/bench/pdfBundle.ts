import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import type { pdfJobs } from '../../src/lib/jobs/pdf';

/**
 * The PDF rows reach the PDF worker through the job client the tool pages use, built on its own with Vite
 * (tests/bench/pdfClient.ts: the real worker bundle, its WebAssembly and PDF.js assets) and served under
 * /bench/pdf/ beside the production site, so a row needs no tool page and times no UI.
 */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const OUT = join(tmpdir(), `toolbox-bench-pdf-${process.pid}`);
export const PDF_ROUTE = '/bench/pdf/';

let built: Promise<string> | null = null;

function buildClient(): Promise<string> {
  built ??= (async () => {
    const { build } = await import('vite');
    const shim = (name: string) => join(ROOT, 'workers/shims', name);
    await build({
      root: ROOT,
      configFile: false,
      logLevel: 'error',
      base: PDF_ROUTE,
      resolve: {
        alias: [
          { find: /^@workers\//, replacement: join(ROOT, 'workers') + '/' },
          { find: /^(fs|path)$/, replacement: shim('nodeOnly.ts') },
        ],
      },
      worker: { format: 'es' },
      build: {
        outDir: OUT,
        emptyOutDir: true,
        target: 'es2022',
        modulePreload: false,
        copyPublicDir: false,
        rolldownOptions: { input: { client: join(ROOT, 'tests/bench/pdfClient.ts') }, output: { entryFileNames: '[name].js', format: 'es' } },
      },
    });
    return OUT;
  })();
  return built;
}

const TYPES: Record<string, string> = { '.js': 'text/javascript', '.mjs': 'text/javascript', '.wasm': 'application/wasm', '.json': 'application/json' };
const routed = new WeakSet<Page>();

/** Files the rows hand to the page by URL (generated PDFs), under /bench/pdf/input/<name>. */
const inputs = new Map<string, Buffer>();
export function serveInput(name: string, bytes: Buffer): string {
  inputs.set(name, bytes);
  return `${PDF_ROUTE}input/${name}`;
}

export type BenchPdfJobs = typeof pdfJobs;

/** Builds the client once per run, serves it, and loads it into the current document as window.__benchPdf. */
export async function ensurePdfClient(page: Page): Promise<void> {
  const dir = await buildClient();
  if (!routed.has(page)) {
    routed.add(page);
    await page.route(`**${PDF_ROUTE}**`, (route) => {
      const path = new URL(route.request().url()).pathname.slice(PDF_ROUTE.length);
      if (path.startsWith('input/')) {
        const body = inputs.get(path.slice('input/'.length));
        return body ? route.fulfill({ status: 200, contentType: 'application/pdf', body }) : route.fulfill({ status: 404 });
      }
      if (path.includes('..')) return route.fulfill({ status: 404 });
      try {
        return route.fulfill({ status: 200, contentType: TYPES[extname(path)] ?? 'application/octet-stream', body: readFileSync(join(dir, path)) });
      } catch {
        return route.fulfill({ status: 404 });
      }
    });
  }
  await page.evaluate(async (url) => {
    const w = window as unknown as { __benchPdf?: unknown };
    if (!w.__benchPdf) await import(/* @vite-ignore */ url);
  }, `${PDF_ROUTE}client.js`);
}
