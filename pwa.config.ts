import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { VitePWA } from 'vite-plugin-pwa';
import type { GenerateSWOptions, ManifestTransform } from 'workbox-build';

/**
 * Offline support: a Workbox service worker (generateSW) that precaches the whole build — shell, every tool chunk,
 * every worker, every .wasm, every locale chunk, the icons and every (prerendered) HTML page — so that after one visit
 * every local tool works with the network off, in all three languages.
 *
 * - registerType 'prompt': a new version waits until the visitor presses Reload (src/app/pwa.ts), never a silent reload.
 * - The page registers the worker itself after its load event (src/app/PwaUpdatePrompt.tsx), so nothing of this is in
 *   the home page's first JS; the web app manifest is the static public/manifest.webmanifest linked from index.html.
 */

/** The service worker's file name at the site root; src/app/pwa.ts registers this URL. */
export const SW_FILE = 'sw.js';

/** Largest single file the precache accepts. The biggest chunk of the build is ~1.2 MB today. */
export const PWA_MAX_FILE_BYTES = 4 * 1024 * 1024;

/**
 * Image codecs' WebAssembly that is NOT precached: AVIF's encoder (3.4 MB, more than every tool's JavaScript together)
 * and the WebP encoder only browsers without a canvas WebP encoder (Safari) ever fetch (0.35 MB). Each is kept in
 * CODEC_CACHE the first time it is used, so a format used once works offline afterwards. MozJPEG (0.25 MB) and
 * OxiPNG (0.16 MB) are small and precached like everything else. libheif's decoder (1.4 MB) is fetched by the first
 * HEIC/HEIF photo only (its 88 KB glue is precached).
 */
export const RUNTIME_CODEC_FILES = /\/assets\/(avif_enc|webp_enc_simd|libheif)-[\w-]+\.wasm$/;
export const CODEC_CACHE = 'image-codecs';

/**
 * PDF.js (1.6 MB of JavaScript, 0.45 MB of image decoders, 0.8 MB of standard fonts and 1.7 MB of CMaps, all named
 * pdfjs-* by vite.config.ts) is NOT precached: it draws thumbnails and renders pages on the PDF pages only, so a
 * visitor who never opens one never downloads it. A PDF page warms it in the background (src/ui/pdf/usePdfDocs.ts)
 * and each file is kept in PDF_ENGINE_CACHE the first time it is fetched, so after one visit online the PDF tools
 * draw offline too. Merging, splitting and organising need only pdf-lib, which is precached.
 */
export const RUNTIME_PDF_ENGINE_FILES = /\/assets\/pdfjs-[\w.-]+\.(js|wasm|ttf|pfb|bcmap)$/;
export const PDF_ENGINE_CACHE = 'pdf-engine';

/**
 * Prerendered pages are found offline under the URL that links and navigations use: /tools/<slug> is answered with the
 * precached tools/<slug>.html (Workbox's cleanURLs, on by default); a page written as tools/<slug>/index.html is listed
 * under /tools/<slug> by this transform. A query (?lng=zh) is ignored for the lookup (ignoreURLParametersMatching);
 * index.html answers any other route (navigateFallback), where the client renders fresh instead of hydrating.
 */
export const cleanRouteUrls: ManifestTransform = (entries) => {
  const manifest = entries.map((entry) => {
    const route = /^(.+)\/index\.html$/.exec(entry.url);
    return route ? { ...entry, url: route[1]! } : entry;
  });
  return { manifest, warnings: [] };
};

/**
 * scripts/build.mjs sets this while it runs its client build: it writes the prerendered pages afterwards and then
 * generates the worker itself (scripts/pwa-sw.mjs), so the pages are in the precache.
 */
export const DEFER_ENV = 'TOOLBOX_SW_DEFER';

/** The service worker's Workbox configuration (generateSW): also what serviceWorkerRuntimeModules() builds. */
export const WORKBOX_OPTIONS = {
  globPatterns: ['**/*.{js,mjs,css,html,wasm,json,svg,png,webp,ico,woff2,webmanifest}'],
  globIgnores: ['**/node_modules/**', '.vite/**', '**/*.map', SW_FILE, 'workbox-*.js', 'assets/avif_enc-*.wasm', 'assets/webp_enc_simd-*.wasm', 'assets/libheif-*.wasm', 'assets/pdfjs-*'],
  maximumFileSizeToCacheInBytes: PWA_MAX_FILE_BYTES,
  manifestTransforms: [cleanRouteUrls],
  navigateFallback: 'index.html',
  // Files that are not pages (robots.txt, sitemap.xml, anything with an extension) are never answered with HTML.
  navigateFallbackDenylist: [/\/[^/?]+\.[a-z0-9]+$/i],
  ignoreURLParametersMatching: [/^utm_/, /^fbclid$/, /^lng$/],
  // The first install takes over the open page at once (so one visit is enough to work offline); an update still
  // waits for the visitor (no skipWaiting).
  // The share target (public/share-target-sw.js): its POST handler is registered before Workbox's routes.
  importScripts: ['share-target-sw.js'],
  clientsClaim: true,
  skipWaiting: false,
  cleanupOutdatedCaches: true,
  // Cross-origin requests (rates, IP lookup, AI, api-tester) are never cached: they go to the network as usual.
  // The big image codecs are cached on first use (file names carry a content hash: cache first is safe).
  runtimeCaching: [
    {
      // A RegExp, not a function: generateSW writes it into sw.js as source (a closure would lose its variables).
      urlPattern: RUNTIME_CODEC_FILES,
      handler: 'CacheFirst',
      options: { cacheName: CODEC_CACHE, expiration: { maxEntries: 6 } },
    },
    {
      urlPattern: RUNTIME_PDF_ENGINE_FILES,
      handler: 'CacheFirst',
      options: { cacheName: PDF_ENGINE_CACHE, expiration: { maxEntries: 300 } },
    },
  ],
} satisfies Partial<GenerateSWOptions>;

export function pwa() {
  return VitePWA({
    disable: process.env[DEFER_ENV] === '1',
    registerType: 'prompt',
    injectRegister: false,
    manifest: false,
    filename: SW_FILE,
    strategies: 'generateSW',
    // Runs after every other plugin's closeBundle (e.g. a prerender step writing route HTML), so those files are listed.
    integration: { closeBundleOrder: 'post' },
    workbox: WORKBOX_OPTIONS,
  });
}

/**
 * The library modules that Workbox bundles into the service worker's runtime (workbox-<hash>.js) for this
 * configuration, for the licences page (scripts/vite-licenses.ts): the service worker is written after the client
 * build (scripts/pwa-sw.mjs), too late for the page, so workbox-build's own generateSW runs once more on the same
 * options into a scratch folder, with a source map whose sources name them. Absolute paths.
 */
export async function serviceWorkerRuntimeModules(): Promise<string[]> {
  const { generateSW } = await import('workbox-build');
  const dir = mkdtempSync(join(tmpdir(), 'toolbox-sw-runtime-'));
  try {
    // A precache entry of its own: the real build always has some, and they decide whether precaching is bundled.
    await generateSW({
      ...WORKBOX_OPTIONS,
      globDirectory: dir,
      globPatterns: [],
      additionalManifestEntries: [{ url: 'index.html', revision: '0' }],
      swDest: join(dir, 'out', SW_FILE),
      sourcemap: true,
      mode: 'production',
    });
    const out = join(dir, 'out');
    return readdirSync(out)
      .filter((name) => /^workbox-.*\.js\.map$/.test(name))
      .flatMap((name) => {
        const map = JSON.parse(readFileSync(join(out, name), 'utf8')) as { sources?: string[]; sourceRoot?: string };
        // Workbox writes the sources relative to the working directory it ran in.
        return (map.sources ?? []).map((source) => resolve(map.sourceRoot ?? '', source));
      });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
