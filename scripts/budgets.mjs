// Size budgets of the production build, read from Vite's manifest. Used by tests/e2e/budgets.spec.ts (in `npm test`)
// and runnable alone after a build: `node scripts/budgets.mjs [distDir]`.
import { gzipSync } from 'node:zlib';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';

export const BUDGETS = {
  /**
   * Every script the home page loads before its load event (entry, its static imports, the home route's chunks).
   * Today 157 KB, down from 173 KB with the declarative router (no data router). The 120 KB goal is below
   * the fixed stack's floor: react-dom 61, i18next with react-i18next and the detector 19, react-router 11, RTK with
   * immer and react-redux 10, tailwind-merge 8, lucide's catalogue icons 6 — 115 KB before any of our own code.
   * This ceiling stops it growing. 161 KB since stop 49: the home page measured 160.01 KB once password-generator and
   * random-picker shared one random source (src/lib/cryptoRandom.ts), a chunk of its own whose file name joined the
   * shell's map of every lazy chunk's dependencies (+48 B); the code the home page runs did not change.
   */
  homeJsGzip: 161 * 1024,
  /** A tool's own code: its lazy chunk plus the chunks only it pulls in, excluding what the shell already loaded. */
  toolJsGzip: 80 * 1024,
  /**
   * What a tool page adds when its field becomes the code editor (src/ui/editor): the editor's chunk with its
   * static imports, plus one language's parser, beyond what the tool page already loaded (the shell and the toolkit).
   * Search, error markers, the large-document parts and the JSON tree load on first use and are not counted.
   */
  editorWithLanguageGzip: 130 * 1024,
  /**
   * What the offline service worker downloads when it installs (its precache manifest): every page in three languages,
   * every tool and worker chunk, the small image codecs, icons. 16.1 MB before the PDF tools; the device benchmark
   * (/bench: three pages, its chunk and its inputs worker, 125 KB) took it past the 16 MB this was. The PDF category
   * added 1.65 MB (six tools and a category page in three languages, 0.7 MB; the PDF worker with pdf-lib, 0.68 MB;
   * libheif's glue a second time, in that worker, 88 KB): 18.3 MB. PDF.js is not in it (cached on first use).
   */
  precacheBytes: 18.5 * 1024 * 1024,
  /**
   * Everything a visitor's browser may keep for offline use: the precache plus what is cached the first time it is
   * used (the AVIF encoder, 3.4 MB; the WebP encoder only Safari fetches; the HEIF decoder, 1.4 MB, fetched by the
   * first HEIC photo; PDF.js, its fonts, CMaps and decoders, 5 MB, kept at the first visit to a PDF page). No source
   * maps, no prerender-only files. 21.1 MB with the HEIF decoder (19.6 MB before it); 27.5 MB with the PDF tools.
   */
  totalBytes: 28 * 1024 * 1024,
};

const gzipCache = new Map();
export function gzipSize(file) {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(file), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

export function readManifest(dist) {
  return JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
}

/** Files (JS only) reachable from a manifest key through static imports. */
export function staticClosure(manifest, key, seen = new Set()) {
  const entry = manifest[key];
  if (!entry || seen.has(key)) return seen;
  seen.add(key);
  for (const dep of entry.imports ?? []) staticClosure(manifest, dep, seen);
  return seen;
}

function jsFiles(manifest, keys) {
  return [...new Set([...keys].map((k) => manifest[k].file).filter((f) => f.endsWith('.js')))];
}

export function entryKey(manifest) {
  const key = Object.keys(manifest).find((k) => manifest[k].isEntry && k.endsWith('index.html'));
  if (!key) throw new Error('no index.html entry in the manifest');
  return key;
}

/**
 * What every page loads: the entry's static closure, and the start-up steps it imports one task after another
 * (src/main.tsx: React's renderer, then the app), with theirs.
 */
export function shellKeys(manifest) {
  const entry = entryKey(manifest);
  const shell = staticClosure(manifest, entry);
  for (const step of manifest[entry].dynamicImports ?? []) staticClosure(manifest, step, shell);
  return shell;
}

/** Each catalogued tool's own chunk set: its lazy module's static closure minus what every page already loads. */
export function toolChunks(dist) {
  const manifest = readManifest(dist);
  const shell = shellKeys(manifest);
  const result = [];
  for (const [key, entry] of Object.entries(manifest)) {
    const match = /^src\/tools\/([^/]+)\/index\.tsx$/.exec(key);
    if (!match || !entry.isDynamicEntry) continue;
    const own = [...staticClosure(manifest, key)].filter((k) => !shell.has(k));
    const files = jsFiles(manifest, own);
    const gzip = files.reduce((sum, f) => sum + gzipSize(join(dist, f)), 0);
    result.push({ slug: match[1], files, gzip });
  }
  return result.sort((a, b) => b.gzip - a.gzip);
}

const EDITOR_KEY = 'src/ui/editor/CodeEditor.tsx';
/** The editor's language modules, as src/ui/editor/languages.ts imports them. */
const LANGUAGE_KEYS = {
  json: ['node_modules/@codemirror/lang-json/dist/index.js'],
  xml: ['node_modules/@codemirror/lang-xml/dist/index.js'],
  sql: ['node_modules/@codemirror/lang-sql/dist/index.js'],
  css: ['src/ui/editor/cssLanguage.ts'],
  html: ['src/ui/editor/htmlLanguage.ts'],
  markdown: ['src/ui/editor/markdownLanguage.ts'],
  // No parser: CSV, plain text and JavaScript are tokenized on screen (src/ui/editor/largeDocument.ts, on first use).
  text: [],
};

/**
 * The editor's gzip size on a tool page, with each language: the editor chunk's static closure and the language's,
 * less what every page loads and the toolkit chunk (src/ui's shared pieces, which a tool page has already).
 */
export function editorChunks(dist) {
  const manifest = readManifest(dist);
  const loaded = shellKeys(manifest);
  for (const key of Object.keys(manifest)) if (manifest[key].name === 'toolkit') staticClosure(manifest, key, loaded);
  const own = (key) => [...staticClosure(manifest, key)].filter((k) => !loaded.has(k));
  const core = own(EDITOR_KEY);
  const size = (keys) => jsFiles(manifest, keys).reduce((sum, f) => sum + gzipSize(join(dist, f)), 0);
  return Object.entries(LANGUAGE_KEYS).map(([language, keys]) => {
    const all = new Set([...core, ...keys.flatMap((k) => (manifest[k] ? own(k) : []))]);
    return { language, gzip: size(all), missing: keys.filter((k) => !manifest[k]) };
  });
}

export function totalBytes(dist) {
  let total = 0;
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      const rel = relative(dist, path);
      if (rel.startsWith('.vite') || name.endsWith('.map')) continue;
      const st = statSync(path);
      if (st.isDirectory()) walk(path);
      else total += st.size;
    }
  };
  walk(dist);
  return total;
}

/** The files the service worker precaches (the `url`s of its manifest in sw.js) and their total size in bytes. */
export function precacheBytes(dist) {
  const sw = readFileSync(join(dist, 'sw.js'), 'utf8');
  let total = 0;
  for (const [, url] of sw.matchAll(/url:"([^"]+)"/g)) {
    // A page may be listed under its clean URL (scripts: pwa.config.ts cleanRouteUrls).
    const file = [url, `${url}.html`, `${url}/index.html`].map((f) => join(dist, f)).find((f) => existsSync(f) && statSync(f).isFile());
    if (!file) throw new Error(`sw.js precaches ${url}, which is not in ${dist}`);
    total += statSync(file).size;
  }
  return total;
}

/** Gzip size of a set of built files named by their URL paths (as the browser requested them). */
export function gzipOfUrls(dist, paths) {
  return paths.reduce((sum, p) => sum + gzipSize(join(dist, p.replace(/^\//, ''))), 0);
}


const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dist = process.argv[2] ?? 'dist';
  const tools = toolChunks(dist);
  for (const t of tools) console.log(`${kb(t.gzip).padStart(10)}  ${t.slug}${t.gzip > BUDGETS.toolJsGzip ? '  OVER BUDGET' : ''}`);
  for (const e of editorChunks(dist)) console.log(`${kb(e.gzip).padStart(10)}  editor with ${e.language}${e.gzip > BUDGETS.editorWithLanguageGzip ? '  OVER BUDGET' : ''}`);
  console.log(`precache ${kb(precacheBytes(dist))} (budget ${kb(BUDGETS.precacheBytes)})`);
  console.log(`total ${kb(totalBytes(dist))} (budget ${kb(BUDGETS.totalBytes)})`);
}
