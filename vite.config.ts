import { bootPlugin } from './scripts/vite-boot.ts';
import { cspPlugin } from './scripts/vite-csp.ts';
import { licensesCollector } from './scripts/vite-licenses.ts';
import { notFoundPlugin } from './scripts/vite-not-found.ts';
import { toolLocalesPlugin } from './scripts/vite-tool-locales.ts';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { pwa, serviceWorkerRuntimeModules } from './pwa.config.ts';
import { chunkGroups } from './scripts/chunks.ts';

/** The site's version (the page API's `toolbox.version`). */
const packageVersion = (JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string }).version;

/** The repository root, with a trailing slash. */
const root = fileURLToPath(new URL('./', import.meta.url));

/** A module or file of PDF.js (its display layer, its parser, its fonts, CMaps and decoders). */
const isPdfJs = (id: string) => id.includes('/pdfjs-dist/') || id.startsWith('node_modules/pdfjs-dist/');

/**
 * Rolldown's plugin-timing advice names only Vite's own hooks once ours are filtered (scripts/vite-tool-locales.ts):
 * the worker bundles are built inside vite:worker-import-meta-url's transform, so their whole time reads as plugin
 * time, and overlapping asset loads cannot be timed. Advice nobody can act on drowned the address `npm start` prints.
 */
const UNATTRIBUTABLE_TIMINGS = { pluginTimings: false };

export default defineConfig(({ isSsrBuild }) => {
  // The licences page's list (licenses.json): the modules the client build, its workers and the service worker ship.
  const licenses = licensesCollector({ alsoShipped: serviceWorkerRuntimeModules });
  return {
    // bootPlugin before cspPlugin: the policy hashes the inline boot script it writes. notFoundPlugin: vite preview's
    // unknown paths answer 404 with the not-found page in the path's language, as a static host does.
    plugins: [react(), tailwindcss(), pwa(), bootPlugin(), cspPlugin(), notFoundPlugin(), toolLocalesPlugin(root), licenses.plugin()],
    worker: {
      format: 'es',
      plugins: () => [licenses.workerPlugin()],
      // PDF.js's files are named pdfjs-*: the service worker caches them on first use instead of precaching 3 MB
      // (pwa.config.ts), and our own pdf.worker bundle keeps a name of its own.
      rolldownOptions: {
        checks: UNATTRIBUTABLE_TIMINGS,
        output: {
          chunkFileNames: (chunk) => (chunk.moduleIds.some(isPdfJs) ? 'assets/pdfjs-[name]-[hash].js' : 'assets/[name]-[hash].js'),
          assetFileNames: (asset) => (asset.originalFileNames.some(isPdfJs) ? 'assets/pdfjs-[name]-[hash][extname]' : 'assets/[name]-[hash][extname]'),
        },
      },
    },
    // The footer's copyright year: the same value in the prerendered HTML and in the first (hydrating) client render.
    define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()), __APP_VERSION__: JSON.stringify(packageVersion) },
    resolve: {
      alias: [
        // src/ reaches the workers' pure modules by name rather than by climbing `../../../` (tsconfig.json's paths).
        { find: /^@workers\//, replacement: fileURLToPath(new URL('./workers/', import.meta.url)) },
        // The tests reach src/ by name too (`@src/…`) rather than by climbing `../../../`.
        { find: /^@src\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) },
        // html-minifier-terser pulls clean-css, which needs Node's path/fs; CSS goes to csso instead (workers/shims).
        { find: 'clean-css', replacement: fileURLToPath(new URL('./workers/shims/clean-css.ts', import.meta.url)) },
        // ...and relateurl, which needs Node's url.parse only for the minifyURLs option the code minifier never sets.
        { find: /^url$/, replacement: fileURLToPath(new URL('./workers/shims/url.ts', import.meta.url)) },
        // Radix's Dialog locks the page's scroll through react-remove-scroll, whose style element restyles the whole
        // page at each opening and closing; src/ui/shims/removeScroll.tsx locks it with one inline style.
        { find: /^react-remove-scroll$/, replacement: fileURLToPath(new URL('./src/ui/shims/removeScroll.tsx', import.meta.url)) },
        // ...and libheif-js's glue, which requires fs, path and crypto for Node only (workers/shims/nodeOnly.ts).
        { find: /^(fs|path|crypto)$/, replacement: fileURLToPath(new URL('./workers/shims/nodeOnly.ts', import.meta.url)) },
      ],
    },
    // The manifest lets the budget check (scripts/budgets.mjs) attribute chunks to tools.
    build: {
      target: 'es2022',
      chunkSizeWarningLimit: 1500,
      manifest: true,
      sourcemap: process.env.TOOLBOX_SOURCEMAP === '1',
      rolldownOptions: { checks: UNATTRIBUTABLE_TIMINGS, ...(isSsrBuild ? {} : { output: { codeSplitting: { groups: chunkGroups } } }) },
    },
    preview: { port: 4173, strictPort: true },
    test: {
      include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
      environment: 'node',
    },
  };
});
