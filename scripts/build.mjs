// Production build with prerendered pages: `node scripts/build.mjs [--outDir dist]`.
// 1. the client build (vite.config.ts) into outDir;
// 2. an SSR build of src/entry-server.tsx into node_modules/.cache/prerender/<outDir>;
// 3. renders every route (home, categories, tools, info pages, not-found) into outDir: the built index.html
//    with the route's markup in #root, its head tags, and the English texts it uses; plus sitemap.xml and robots.txt.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
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

deferServiceWorker(); // the offline service worker is generated last, so it precaches the prerendered pages
await build({ root: ROOT, build: { outDir, emptyOutDir: true } });
const clientDone = performance.now();

await build({
  root: ROOT,
  logLevel: 'warn',
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

const server = await import(`${pathToFileURL(join(ssrDir, 'entry-server.js')).href}?t=${Date.now()}`);
const template = readFileSync(join(outDir, 'index.html'), 'utf8');
if (!template.includes('<div id="root"></div>')) throw new Error('index.html has no empty <div id="root"></div> to fill');

// Vite's manifest (build.manifest in vite.config.ts), to modulepreload a tool page's own chunks.
const manifestFile = join(outDir, '.vite/manifest.json');
const manifest = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : null;

/** The JS files a tool's chunk needs that the entry does not already load (main.tsx awaits them before hydrating). */
function toolPreloads(path) {
  const slug = /^\/tools\/([a-z0-9-]+)$/.exec(path)?.[1];
  const entry = slug && manifest?.[`src/tools/${slug}/index.tsx`];
  if (!entry) return [];
  const files = new Set();
  const visit = (chunk) => {
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const key of chunk.imports ?? []) visit(manifest[key]);
  };
  visit(entry);
  return [...files].filter((file) => file.endsWith('.js') && !template.includes(`/${file}"`));
}

/** The built index.html with one page's head tags, markup and embedded English texts. */
function page({ path, html, head, resources }) {
  const data = server.jsonForScript({ path, resources });
  const preloads = toolPreloads(path).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">\n    `).join('');
  return template
    .replace(/\s*<title>[^<]*<\/title>/, '')
    .replace(/\s*<meta name="description"[^>]*>/, '')
    .replace('</head>', `  ${preloads}${head}\n  </head>`)
    .replace(
      '<div id="root"></div>',
      () => `<div id="root">${html}</div>\n    <script type="application/json" id="prerender-data">${data}</script>`,
    );
}

const routes = server.prerenderRoutes();
for (const route of routes) {
  const rendered = await server.render(route.path);
  const file = route.path === server.NOT_FOUND_PATH ? '404.html' : server.outputFile(route.path);
  const target = join(outDir, file);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, page(rendered));
}
const indexed = routes.filter((r) => r.indexed).map((r) => r.path);
writeFileSync(join(outDir, 'sitemap.xml'), server.sitemapXml(server.SITE_URL, indexed, server.LANGUAGE_CODES));
writeFileSync(join(outDir, 'robots.txt'), server.robotsTxt(server.SITE_URL));
await generateServiceWorker(ROOT, outDir);
const done = performance.now();

const s = (a, b) => `${((b - a) / 1000).toFixed(1)} s`;
console.log(
  `prerendered ${routes.length} pages into ${outDir.slice(ROOT.length) || '.'} (client build ${s(started, clientDone)}, ssr build ${s(clientDone, ssrDone)}, render ${s(ssrDone, done)})`,
);
