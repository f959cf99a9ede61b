import { readdirSync, readFileSync, statSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { LICENSES_FILE, type BundledComponent, type LicenseFlag, type LicensedPackage, type LicensesFile } from '../src/config/licenses.ts';

/**
 * The licences page's list (/licenses), made from the client build's module graph rather than kept by hand: every
 * module that renders code into an output chunk (or an asset, such as a codec's .wasm) and sits in node_modules is
 * mapped to its package, whose package.json gives name, version, licence and repository. The web workers are bundled
 * by separate rolldown runs (Vite's worker build, `worker.plugins` in vite.config.ts), so the same collector runs
 * there too, and the main build's `generateBundle` — which runs after every worker was bundled, since Vite bundles a
 * worker while transforming the module that names it — adds the modules of each worker the build ships.
 * Written as `licenses.json` at the site's root (src/config/licenses.ts); scripts/build.mjs hands it to the
 * prerender, the page fetches the same file in the browser, and the service worker precaches it.
 */

export interface PackageRef {
  /** the package name, `@scope/name` for a scoped one */
  name: string;
  /** the package's folder (…/node_modules/<name>), with forward slashes */
  dir: string;
}

const NODE_MODULES = 'node_modules/';

/**
 * The npm package a module id belongs to, or null for the project's own files and virtual modules (`\0…`).
 * The package is the folder right after the last `node_modules/` of the path (so a copy nested in another package's
 * node_modules, or pnpm's `.pnpm/<pkg>@<version>/node_modules/<pkg>`, is that copy), `@scope/name` for a scoped one:
 * npm's own layout. (Nearer package.json files inside a package, such as a `dist/esm/package.json` that only sets
 * "type", or a subpath's own name, do not make another package.) A query (`?url`, `?commonjs-es-import`) is ignored.
 */
export function packageOf(id: string): PackageRef | null {
  if (id.startsWith('\0')) return null;
  const path = id.split('?')[0]!.replace(/\\/g, '/');
  let at = path.lastIndexOf(`/${NODE_MODULES}`);
  if (at >= 0) at += 1;
  else if (path.startsWith(NODE_MODULES)) at = 0;
  else return null;
  const start = at + NODE_MODULES.length;
  const parts = path.slice(start).split('/');
  const nameParts = parts[0]?.startsWith('@') ? parts.slice(0, 2) : parts.slice(0, 1);
  // A file inside the package, not the folder itself; no tool folder (.vite, .cache, .pnpm).
  if (parts.length <= nameParts.length || nameParts.length === 0 || nameParts.some((p) => !p || p.startsWith('.'))) return null;
  const name = nameParts.join('/');
  return { name, dir: path.slice(0, start) + name };
}

/** The licence a package.json declares: `license` (an SPDX expression), or the old `license: {type}` / `licenses: [...]`. */
export function licenseOf(pkg: Record<string, unknown>): string | null {
  const typeOf = (v: unknown): string | null =>
    typeof v === 'string' ? v.trim() || null
      : v && typeof v === 'object' && typeof (v as { type?: unknown }).type === 'string' ? (v as { type: string }).type.trim() || null
        : null;
  const single = typeOf(pkg.license);
  if (single) return single;
  const list = Array.isArray(pkg.licenses) ? pkg.licenses.map(typeOf).filter((t): t is string => !!t) : [];
  if (list.length === 0) return null;
  return list.length === 1 ? list[0]! : `(${list.join(' OR ')})`;
}

/** Licences whose terms reach beyond keeping a notice: the GNU family, the Mozilla, Eclipse, EU, CDDL… */
const COPYLEFT = /^(A|L)?GPL|^MPL|^EPL|^EUPL|^CDDL|^CPL|^OSL|^MS-RL|^CC-BY-SA|^SSPL/i;

/**
 * How the page marks a licence: 'copyleft' when every choice the expression offers is copyleft (so dompurify's
 * "(MPL-2.0 OR Apache-2.0)" is not: Apache-2.0 can be chosen), 'unknown' when there is none (or UNLICENSED, or a
 * custom "SEE LICENSE IN …"), else nothing.
 */
export function licenseFlag(license: string | null): LicenseFlag | undefined {
  if (!license || /^(UNLICENSED|SEE LICEN[CS]E IN\b)/i.test(license)) return 'unknown';
  const choices = license.replace(/[()]/g, ' ').split(/\s+OR\s+/i);
  const copyleft = choices.every((choice) =>
    choice.split(/\s+AND\s+/i).some((id) => COPYLEFT.test(id.replace(/\s+WITH\s+.*$/i, '').trim())));
  return copyleft ? 'copyleft' : undefined;
}

const HOSTS: Record<string, string> = { github: 'https://github.com', gitlab: 'https://gitlab.com', bitbucket: 'https://bitbucket.org' };

/**
 * A package.json `repository` as a web address: `git+https://…/x.git`, `git://…`, `git@host:owner/repo.git`,
 * `github:owner/repo` and the bare `owner/repo` shorthand, with a monorepo's `directory`. Null when it is none of those.
 */
export function repositoryUrl(repository: unknown): string | null {
  const raw = typeof repository === 'string' ? repository
    : repository && typeof repository === 'object' && typeof (repository as { url?: unknown }).url === 'string' ? (repository as { url: string }).url
      : null;
  if (!raw) return null;
  const directory = repository && typeof repository === 'object' && typeof (repository as { directory?: unknown }).directory === 'string'
    ? (repository as { directory: string }).directory.replace(/^\.?\/+|\/+$/g, '')
    : '';
  let url = raw.trim();
  const shorthand = /^(?:(github|gitlab|bitbucket):)?([\w.-]+\/[\w.-]+)$/.exec(url);
  if (shorthand) url = `${HOSTS[shorthand[1] ?? 'github']}/${shorthand[2]}`;
  else if (/^gist:/.test(url)) url = `https://gist.github.com/${url.slice(5)}`;
  url = url
    .replace(/^git\+/, '')
    .replace(/^(?:ssh:\/\/)?git@([^:/]+)[:/]/, 'https://$1/')
    .replace(/^git:\/\//, 'https://')
    .replace(/#.*$/, '')
    .replace(/\.git$/, '')
    .replace(/\/+$/, '');
  if (!/^https?:\/\/[^/\s]+\/\S+$/.test(url)) return null;
  if (directory) {
    if (/^https:\/\/github\.com\//.test(url)) url += `/tree/HEAD/${directory}`;
    else if (/^https:\/\/gitlab\.com\//.test(url)) url += `/-/tree/HEAD/${directory}`;
  }
  return url;
}

/** Where the page links a package: its repository, else its npm page. */
export function sourceOf(name: string, pkg: Record<string, unknown>): string {
  return repositoryUrl(pkg.repository) ?? `https://www.npmjs.com/package/${name}`;
}

const LICENSE_FILE = /^(licen[cs]e|copying)([.-][\w.-]*)?$/i;

/** The licence files a package ships (LICENSE, COPYING, COPYING.LESSER…), each under its name when there are several. */
export function licenseTextOf(dir: string): string | undefined {
  let names: string[];
  try {
    names = readdirSync(dir).filter((n) => LICENSE_FILE.test(n) && statSync(join(dir, n)).isFile()).sort();
  } catch {
    return undefined;
  }
  const texts = names.map((n) => ({ n, text: readFileSync(join(dir, n), 'utf8').trim() })).filter((f) => f.text);
  if (texts.length === 0) return undefined;
  if (texts.length === 1) return texts[0]!.text;
  return texts.map((f) => `${f.n}\n\n${f.text}`).join('\n\n\n');
}

/**
 * What a package's package.json cannot say: the C libraries compiled into its WebAssembly, with their own licences,
 * the exact source of the version built, and where the package keeps their licence texts.
 */
const BUNDLED_COMPONENTS: Record<string, { version: string; components: BundledComponent[]; licenseFiles: string[] }> = {
  // libheif-js 1.23.2 builds libheif 1.23.2 with libde265 1.0.15 (the versions its .wasm reports).
  'libheif-js': {
    version: '1.23.2',
    components: [
      { name: 'libheif', version: '1.23.2', license: 'LGPL-3.0-or-later', source: 'https://github.com/strukturag/libheif/tree/v1.23.2' },
      { name: 'libde265', version: '1.0.15', license: 'LGPL-3.0-or-later', source: 'https://github.com/strukturag/libde265/tree/v1.0.15' },
    ],
    licenseFiles: ['libheif-wasm/LICENSE'],
  },
  // PDF.js ships fonts for the 14 standard PDF fonts and three WebAssembly decoders, each under its own licence
  // (the LICENSE_* files beside them); the site serves them as files of their own (pdfjs-*, workers/pdf/pdfjs.ts).
  'pdfjs-dist': {
    version: '5.6.205',
    components: [
      { name: 'Foxit standard fonts (PDFium)', version: 'pdf.js 5.6.205', license: 'BSD-3-Clause', source: 'https://github.com/mozilla/pdf.js/tree/v5.6.205/external/standard_fonts' },
      { name: 'Liberation Sans fonts', version: 'pdf.js 5.6.205', license: 'OFL-1.1', source: 'https://github.com/mozilla/pdf.js/tree/v5.6.205/external/standard_fonts' },
      { name: 'OpenJPEG (JPEG 2000 decoder)', version: 'pdf.js 5.6.205', license: 'BSD-2-Clause', source: 'https://github.com/mozilla/pdf.js/tree/v5.6.205/external/openjpeg' },
      { name: 'JBIG2 decoder (PDFium)', version: 'pdf.js 5.6.205', license: 'BSD-3-Clause', source: 'https://github.com/mozilla/pdf.js/tree/v5.6.205/external/jbig2' },
      { name: 'qcms (colour management)', version: 'pdf.js 5.6.205', license: 'MIT', source: 'https://github.com/mozilla/pdf.js/tree/v5.6.205/external/qcms' },
    ],
    licenseFiles: [
      'standard_fonts/LICENSE_FOXIT', 'standard_fonts/LICENSE_LIBERATION',
      'wasm/LICENSE_OPENJPEG', 'wasm/LICENSE_JBIG2', 'wasm/LICENSE_QCMS',
    ],
  },
};

/** One package's entry, from its folder's package.json. */
export function describePackage(ref: PackageRef): LicensedPackage {
  let pkg: Record<string, unknown> = {};
  try {
    pkg = JSON.parse(readFileSync(join(ref.dir, 'package.json'), 'utf8')) as Record<string, unknown>;
  } catch {
    // No readable package.json: listed by its folder's name, with no licence (so it is marked).
  }
  const name = typeof pkg.name === 'string' && pkg.name ? pkg.name : ref.name;
  const license = licenseOf(pkg);
  const flag = licenseFlag(license);
  const entry: LicensedPackage = {
    name,
    version: typeof pkg.version === 'string' ? pkg.version : '',
    license,
    source: sourceOf(name, pkg),
  };
  if (flag) entry.flag = flag;
  if (flag === 'copyleft') {
    const text = licenseTextOf(ref.dir);
    if (text) entry.licenseText = text;
  }
  const bundled = BUNDLED_COMPONENTS[name];
  if (bundled) {
    // Another version may compile other libraries or versions: the build stops until this table is checked again.
    if (entry.version !== bundled.version) throw new Error(`${name} is ${entry.version}: check BUNDLED_COMPONENTS (written for ${bundled.version})`);
    entry.bundles = bundled.components;
    // A file gone from a new version of the package fails the build rather than drop a licence from the page.
    const texts = bundled.licenseFiles.map((f) => `${f}\n\n${readFileSync(join(ref.dir, f), 'utf8').trim()}`);
    entry.licenseText = [entry.licenseText, ...texts].filter(Boolean).join('\n\n\n');
  }
  return entry;
}

/** The list for a set of module ids (absolute, or relative to `root`): one entry per package folder, sorted by name. */
export function licensesOf(ids: Iterable<string>, root: string): LicensesFile {
  const dirs = new Map<string, PackageRef>();
  for (const id of ids) {
    const ref = packageOf(id.startsWith('\0') || isAbsolute(id) ? id : resolve(root, id));
    if (ref) dirs.set(ref.dir, ref);
  }
  const byKey = new Map<string, LicensedPackage>();
  for (const ref of dirs.values()) {
    const entry = describePackage(ref);
    byKey.set(`${entry.name}@${entry.version}`, entry);
  }
  const order = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  const packages = [...byKey.values()].sort((a, b) => order(a.name, b.name) || order(a.version, b.version));
  return { packages };
}

interface BundleFile {
  type: 'chunk' | 'asset';
  modules?: Record<string, { renderedLength: number }>;
  originalFileNames?: readonly string[];
}

/** A bundle's WebAssembly files: where each is served, and the source file it came from. */
function wasmAssets(bundle: Record<string, BundleFile & { fileName?: string }>): { url: string; sources: readonly string[] }[] {
  return Object.values(bundle)
    .filter((f) => f.type === 'asset' && f.fileName?.endsWith('.wasm'))
    .map((f) => ({ url: `/${f.fileName}`, sources: f.originalFileNames ?? [] }));
}

/** Marks each copyleft package's separately served WebAssembly (LicensedPackage.replaceable). */
export function markReplaceable(list: LicensesFile, wasm: { url: string; sources: readonly string[] }[], root: string): void {
  for (const p of list.packages) {
    if (p.flag !== 'copyleft') continue;
    const urls = wasm.filter((w) => w.sources.some((s) => packageOf(isAbsolute(s) ? s : resolve(root, s))?.name === p.name)).map((w) => w.url);
    if (urls.length > 0) p.replaceable = [...new Set(urls)].sort();
  }
}

/** The modules whose code is in a bundle's chunks (tree-shaken-away ones left out), and the source files of its assets. */
function shippedIds(bundle: Record<string, BundleFile>): string[] {
  const ids: string[] = [];
  for (const file of Object.values(bundle)) {
    if (file.type === 'chunk') {
      for (const [id, module] of Object.entries(file.modules ?? {})) if (module.renderedLength > 0) ids.push(id);
    } else {
      ids.push(...(file.originalFileNames ?? []));
    }
  }
  return ids;
}

export interface LicensesOptions {
  /**
   * Modules that reach the browser outside this build's bundles: the service worker's Workbox runtime, which is
   * bundled after the client build (pwa.config.ts serviceWorkerRuntimeModules). Started with the build, awaited at its end.
   */
  alsoShipped?: () => Promise<string[]>;
}

/**
 * The plugin for the client build (`plugin`) and the one for each worker bundle (`workerPlugin`, for
 * `worker.plugins`), sharing what the workers shipped. A worker is counted when its entry file is in the client
 * build's output (a worker bundled for a module that was then tree-shaken away ships nothing).
 */
export function licensesCollector(options: LicensesOptions = {}): { plugin: () => Plugin; workerPlugin: () => Plugin } {
  /** By worker entry file (assets/x.worker-<hash>.js): the modules and asset sources of that worker's bundle. */
  const workers = new Map<string, string[]>();
  /** The WebAssembly the workers' bundles emit. */
  const workerWasm = new Map<string, ReturnType<typeof wasmAssets>>();
  let root = process.cwd();
  let alsoShipped: Promise<string[]> = Promise.resolve([]);
  return {
    plugin: () => ({
      name: 'toolbox-licenses',
      apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
      configResolved(config) {
        root = config.root;
      },
      buildStart() {
        alsoShipped = options.alsoShipped?.() ?? Promise.resolve([]);
        // Awaited in generateBundle; a failure before then is not an unhandled rejection.
        alsoShipped.catch(() => {});
      },
      async generateBundle(_options, bundle) {
        const ids = shippedIds(bundle as unknown as Record<string, BundleFile>);
        ids.push(...(await alsoShipped));
        const shippedWorkers = [...workers].filter(([entry]) => entry in bundle);
        for (const [, workerIds] of shippedWorkers) ids.push(...workerIds);
        const list = licensesOf(ids, root);
        const wasm = wasmAssets(bundle as unknown as Record<string, BundleFile>);
        for (const [entry] of shippedWorkers) wasm.push(...(workerWasm.get(entry) ?? []));
        markReplaceable(list, wasm, root);
        for (const p of list.packages) {
          if (p.flag === 'copyleft' && !p.licenseText) {
            this.error(`${p.name} ${p.version} (${p.license}) ships to the browser but has no licence file to show on the licences page`);
          }
        }
        this.emitFile({ type: 'asset', fileName: LICENSES_FILE, source: `${JSON.stringify(list)}\n` });
      },
    }),
    workerPlugin: () => ({
      name: 'toolbox-licenses-worker',
      generateBundle(_options, bundle) {
        const entry = Object.values(bundle).find((f) => f.type === 'chunk' && f.isEntry);
        if (!entry) return;
        workers.set(entry.fileName, shippedIds(bundle as unknown as Record<string, BundleFile>));
        workerWasm.set(entry.fileName, wasmAssets(bundle as unknown as Record<string, BundleFile>));
      },
    }),
  };
}
