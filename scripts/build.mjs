// Production build with prerendered pages: `node scripts/build.mjs [--outDir dist]`.
// 1. the client build (vite.config.ts) into outDir;
// 2. an SSR build of src/entry-server.tsx into node_modules/.cache/prerender/<outDir>;
// 3. renders every route (home, categories, tools, info pages, not-found) in every language into outDir (English at
//    the spec's paths, zh and es under /zh, /es): the built index.html with the route's markup in #root, its head tags,
//    and the list of what it hydrates with (scripts/app-modules.mjs); plus sitemap.xml and robots.txt. The licences
//    page renders the licenses.json the client build wrote (scripts/vite-licenses.ts), the very file its browser fetches.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, createLogger } from 'vite';
import { withPreloads } from './app-modules.mjs';
import { deferServiceWorker, generateServiceWorker } from './pwa-sw.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

function argValue(name, fallback) {
  const i = process.argv.indexOf(name);
  if (i >= 0 && process.argv[i + 1]) return process.argv[i + 1];
  const eq = process.argv.find((a) => a.startsWith(`${name}=`));
  return eq ? eq.slice(name.length + 1) : fallback;
}

const outDir = resolve(ROOT, argValue('--outDir', 'dist'));
const ssrDir = join(ROOT, 'node_modules/.cache/prerender', outDir.slice(ROOT.length).replace(/[^A-Za-z0-9_-]+/g, '_') || 'root');
const started = performance.now();

// The e2e build passes --fail-on-warning (tests/shared/playwrightBase.ts): a warning the build prints is a finding
// for a newcomer's first command (`npm start`), so the suite fails on it rather than letting it scroll by.
const failOnWarning = process.argv.includes('--fail-on-warning');
const warnings = [];
const logger = createLogger('warn');
for (const level of ['warn', 'warnOnce', 'error']) {
  const print = logger[level].bind(logger);
  logger[level] = (message, options) => {
    warnings.push(message);
    print(message, options);
  };
}

deferServiceWorker(); // the offline service worker is generated last, so it precaches the prerendered pages
// At `warn`, as the SSR build below: Vite's list of the ~650 files it wrote buried the address `npm start` ends with;
// the line at the end says what was built, and scripts/budgets.mjs reports the sizes that matter.
await build({ root: ROOT, logLevel: 'warn', customLogger: logger, build: { outDir, emptyOutDir: true } });
const clientDone = performance.now();

await build({
  root: ROOT,
  logLevel: 'warn',
  customLogger: logger,
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: ssrDir,
    emptyOutDir: true,
    manifest: false,
    copyPublicDir: false,
    minify: false,
    sourcemap: false,
    rollupOptions: {
      // The server imports every English locale file eagerly; the client's lazy glob of the same files is expected.
      onwarn(warning, warn) {
        if (warning.code !== 'INEFFECTIVE_DYNAMIC_IMPORT') warn(warning);
      },
    },
  },
});
const ssrDone = performance.now();

// Imported by its plain URL: its lazy chunks import it back by that URL, and a query string here (to dodge a module
// cache) made them a second instance, whose React contexts (the tool page's frame) the first one's providers never reach.
const server = await import(pathToFileURL(join(ssrDir, 'entry-server.js')).href);
const template = readFileSync(join(outDir, 'index.html'), 'utf8');
if (!template.includes('<div id="root"></div>')) throw new Error('index.html has no empty <div id="root"></div> to fill');

// Vite's manifest (build.manifest in vite.config.ts), to list a page's own chunks for modulepreload.
const manifestFile = join(outDir, '.vite/manifest.json');
const manifest = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : null;

/** The JS files a manifest entry needs that the entry script does not already load. */
function ownChunks(key) {
  const entry = manifest?.[key];
  if (!entry) return [];
  const files = new Set();
  const visit = (chunk) => {
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const dep of chunk.imports ?? []) visit(manifest[dep]);
  };
  visit(entry);
  return [...files].filter((file) => file.endsWith('.js') && !template.includes(`/${file}"`));
}

/** The steps src/main.tsx imports one task after another (React's renderer, then the app): every page needs them. */
const ENTRY_STEPS = (manifest?.['index.html']?.dynamicImports ?? []).flatMap((key) => ownChunks(key));

/**
 * What src/start.tsx awaits before hydrating: the tool's chunk (on a tool page), the licences page's chunk (on that
 * page), the device benchmark's chunk (on /bench), and the page's locale namespaces.
 */
function pagePreloads(route, language, namespaces) {
  const slug = /^\/tools\/([a-z0-9-]+)$/.exec(route)?.[1];
  const files = new Set(ENTRY_STEPS);
  if (slug) for (const file of ownChunks(`src/tools/${slug}/index.tsx`)) files.add(file);
  if (route === server.LICENSES_PATH) for (const file of ownChunks(server.LICENSES_PAGE_MODULE)) files.add(file);
  if (route === server.BENCH_PATH) for (const file of ownChunks(server.BENCH_PAGE_MODULE)) files.add(file);
  for (const ns of namespaces) for (const file of ownChunks(`locales/${language}/${ns}.json`)) files.add(file);
  return [...files];
}

/** The built index.html with one page's language, head tags, markup and what it hydrates with. */
function page(route, { path, language, html, head, namespaces }) {
  const data = server.jsonForScript({ path, language, namespaces });
  return withPreloads(template, pagePreloads(route, language, namespaces))
    .replace('<html lang="en">', `<html lang="${language}">`)
    .replace(/\s*<title>[^<]*<\/title>/, '')
    .replace(/\s*<meta name="description"[^>]*>/, '')
    .replace('</head>', `  ${head}\n  </head>`)
    .replace(
      '<div id="root"></div>',
      () => `<div id="root">${server.slimMarkup(html)}</div>\n    <script type="application/json" id="prerender-data">${data}</script>`,
    );
}

// The libraries the client build ships, as its licences plugin listed them: the page is rendered from this file.
server.provideLicenses(JSON.parse(readFileSync(join(outDir, server.LICENSES_FILE), 'utf8')));

const routes = server.prerenderRoutes();
let pages = 0;
for (const language of server.LANGUAGE_CODES) {
  for (const route of routes) {
    // The not-found page in each language (404.html, zh/404.html, es/404.html): a static host, and vite preview
    // (scripts/vite-not-found.ts), answers an unknown path with the one nearest to it, with status 404.
    const rendered = await server.render(route.path, language);
    const target = join(outDir, server.outputFile(rendered.path));
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, page(route.path, rendered));
    pages++;
  }
}
const indexed = routes.filter((r) => r.indexed).map((r) => r.path);
writeFileSync(join(outDir, 'sitemap.xml'), server.sitemapXml(server.SITE_URL, indexed, server.LANGUAGE_CODES));
writeFileSync(join(outDir, 'robots.txt'), server.robotsTxt(server.SITE_URL));
await generateServiceWorker(ROOT, outDir);
const done = performance.now();

const s = (a, b) => `${((b - a) / 1000).toFixed(1)} s`;
console.log(
  `prerendered ${pages} pages into ${relative(ROOT, outDir) || '.'} (client build ${s(started, clientDone)}, ssr build ${s(clientDone, ssrDone)}, render ${s(ssrDone, done)})`,
);
if (failOnWarning && warnings.length > 0) {
  console.error(`the build printed ${warnings.length} warning(s) (above); fix their causes`);
  process.exit(1);
}
