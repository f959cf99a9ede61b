/**
 * Build-time prerender (server side). Built by `vite build --ssr` (scripts/build.mjs), then imported in node:
 * renders one route of the shared route table to HTML in one language (English at the spec's paths, the others
 * under /zh, /es), with React's own `prerender` (waits for the lazy tool chunks) and react-router's static router.
 * Every namespace of every language is loaded synchronously, so every text is in the HTML.
 */
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { createInstance, type Resource, type ResourceLanguage } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { AppProviders } from './app/AppProviders';
import { AppRoutes, INFO_PAGES } from './app/routes';
import { DocumentMetaContext, type DocumentMetaSink } from './lib/useDocumentMeta';
import { CATEGORIES } from './catalog/categories';
import { TOOLS } from './catalog/tools';
import { SITE_NAME, SITE_URL } from './config/site';
import { localizedPath, languageBase } from './lib/languagePath';
import { FALLBACK_LANGUAGE, LANGUAGE_CODES, type LanguageCode } from './lib/languages';
import { headTags } from './prerender/head';
import { LICENSES_PATH } from './pages/LicensesRoute';
import { BENCH_PATH } from './pages/BenchRoute';
import { createStore } from './store';

export { headTags, jsonForScript, outputFile, robotsTxt, sitemapXml } from './prerender/head';
export { slimMarkup } from './prerender/slim';
export { SITE_URL } from './config/site';
export { LANGUAGE_CODES } from './lib/languages';
// The licences page's list: scripts/build.mjs hands over the file the client build wrote (scripts/vite-licenses.ts).
export { provideLicenses } from './lib/licenses';
export { LICENSES_FILE } from './config/licenses';
export { LICENSES_PATH, LICENSES_PAGE_MODULE } from './pages/LicensesRoute';
export { BENCH_PATH, BENCH_PAGE_MODULE } from './pages/BenchRoute';
export { localizedPath } from './lib/languagePath';

const files = import.meta.glob<ResourceLanguage>('/locales/*/**/*.json', { eager: true, import: 'default' });

/** Resources by language and namespace (common, catalog, info, tools/<slug>). */
const RESOURCES: Resource = {};
for (const [file, data] of Object.entries(files)) {
  const [, lng, ns] = /^\/locales\/([^/]+)\/(.+)\.json$/.exec(file)!;
  (RESOURCES[lng!] ??= {})[ns!] = data;
}

/** Not a route: renders the not-found page, written as 404.html. */
export const NOT_FOUND_PATH = '/404';

export interface PrerenderRoute {
  path: string;
  /** listed in sitemap.xml (the per-browser lists, favorites and recent, are not) */
  indexed: boolean;
}

/**
 * Every route to prerender: home, each category, each catalogued tool, each info page, the licences, the device
 * benchmark, and the not-found page.
 */
export function prerenderRoutes(): PrerenderRoute[] {
  return [
    { path: '/', indexed: true },
    ...CATEGORIES.map((c) => ({ path: c.path, indexed: !c.virtual })),
    ...TOOLS.map((t) => ({ path: t.path, indexed: true })),
    ...INFO_PAGES.map((p) => ({ path: `/${p}`, indexed: true })),
    { path: LICENSES_PATH, indexed: true },
    { path: BENCH_PATH, indexed: true },
    { path: NOT_FOUND_PATH, indexed: false },
  ];
}

export interface RenderedPage {
  /** the page's URL path, language prefix included */
  path: string;
  language: LanguageCode;
  /** markup for inside <div id="root"> */
  html: string;
  /** tags for <head>: title, description, canonical, hreflang, Open Graph */
  head: string;
  /** the namespaces the page used: the client loads exactly these to hydrate */
  namespaces: string[];
}

async function createServerI18n(language: LanguageCode) {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: LANGUAGE_CODES,
    resources: RESOURCES,
    ns: Object.keys(RESOURCES[FALLBACK_LANGUAGE] ?? {}),
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
    returnNull: false,
    initAsync: false,
  });
  return i18n;
}

const serverI18n = new Map<LanguageCode, Awaited<ReturnType<typeof createServerI18n>>>();

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/** Renders one route in one language (call one at a time: the namespaces used are tracked per render). */
export async function render(path: string, language: LanguageCode = FALLBACK_LANGUAGE): Promise<RenderedPage> {
  let i18n = serverI18n.get(language);
  if (!i18n) {
    i18n = await createServerI18n(language);
    serverI18n.set(language, i18n);
  }
  const url = localizedPath(path, language);
  const report = (i18n as unknown as { reportNamespaces?: { usedNamespaces: Record<string, boolean> } }).reportNamespaces;
  if (report) report.usedNamespaces = {};

  const meta: DocumentMetaSink = {};
  const errors: unknown[] = [];

  const { prelude } = await prerenderToNodeStream(
    <DocumentMetaContext.Provider value={meta}>
      <I18nextProvider i18n={i18n}>
        <AppProviders store={createStore({})}>
          <StaticRouter location={url} basename={languageBase(language) || undefined}>
            <AppRoutes />
          </StaticRouter>
        </AppProviders>
      </I18nextProvider>
    </DocumentMetaContext.Provider>,
    {
      // Never outline a boundary into a hidden segment revealed by an inline script (the CSP allows none):
      // every Suspense boundary's content goes inline, complete.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error) {
        errors.push(error);
      },
    },
  );
  const html = await streamToString(prelude);
  if (errors.length) throw new Error(`prerendering ${path} failed: ${String(errors[0])}`, { cause: errors[0] });

  const used = report ? Object.keys(report.usedNamespaces) : ['common', 'catalog'];
  const namespaces = used.filter((ns) => RESOURCES[language]?.[ns]);
  const head = headTags({
    siteUrl: SITE_URL,
    siteName: SITE_NAME,
    path: path === NOT_FOUND_PATH ? null : path,
    title: meta.title ?? SITE_NAME,
    description: meta.description ?? '',
    languages: LANGUAGE_CODES,
    language,
  });
  return { path: url, language, html, head, namespaces };
}
