/**
 * Pure builders for what the prerender writes around a page (src/entry-server.tsx, scripts/build.mjs):
 * the head tags of one route, sitemap.xml and robots.txt. No React, no DOM.
 */
import { localizedPath } from '../lib/languagePath';
import type { LanguageCode } from '../lib/languages';

export interface HeadInput {
  /** Site origin without trailing slash, e.g. https://toolbox.example */
  siteUrl: string;
  siteName: string;
  /** Route path without its language, e.g. /tools/json-formatter; '' or null for a page without a URL of its own (404). */
  path: string | null;
  title: string;
  description: string;
  /** Alternate languages (hreflang), each at its own URL (/zh/tools/x); the first one is the default (x-default). */
  languages: readonly LanguageCode[];
  /** Language of the page itself. */
  language: LanguageCode;
}

const OG_LOCALES: Record<string, string> = { en: 'en_US', zh: 'zh_CN', es: 'es_ES' };

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Absolute URL of a route on the site (the path is kept as is: routes are plain ASCII slugs). */
export function absoluteUrl(siteUrl: string, path: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
}

/** The absolute URL of a route in a language: English at the route's path, the others under their code (/zh/…). */
export function languageUrl(siteUrl: string, path: string, language: LanguageCode): string {
  return absoluteUrl(siteUrl, localizedPath(path, language));
}

/** <title>, description, canonical, hreflang alternates and Open Graph tags, one per line. */
export function headTags(input: HeadInput): string {
  const { siteUrl, siteName, path, title, description, languages, language } = input;
  const e = escapeHtml;
  const tags = [
    `<title>${e(title)}</title>`,
    `<meta name="description" content="${e(description)}" />`,
  ];
  if (path) {
    const canonical = languageUrl(siteUrl, path, language);
    tags.push(`<link rel="canonical" href="${e(canonical)}" />`);
    for (const lng of languages) {
      tags.push(`<link rel="alternate" hreflang="${e(lng)}" href="${e(languageUrl(siteUrl, path, lng))}" />`);
    }
    tags.push(`<link rel="alternate" hreflang="x-default" href="${e(languageUrl(siteUrl, path, languages[0] ?? language))}" />`);
    tags.push(`<meta property="og:url" content="${e(canonical)}" />`);
  } else {
    tags.push('<meta name="robots" content="noindex" />');
  }
  tags.push(
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${e(siteName)}" />`,
    `<meta property="og:title" content="${e(title)}" />`,
    `<meta property="og:description" content="${e(description)}" />`,
    `<meta property="og:locale" content="${e(OG_LOCALES[language] ?? language)}" />`,
  );
  return tags.join('\n    ');
}

/** sitemap.xml: every route in every language at its own URL, each listing all its language alternates. */
export function sitemapXml(siteUrl: string, paths: readonly string[], languages: readonly LanguageCode[]): string {
  const e = escapeHtml;
  const urls = paths.flatMap((path) => {
    const alternates = languages.map(
      (lng) => `    <xhtml:link rel="alternate" hreflang="${e(lng)}" href="${e(languageUrl(siteUrl, path, lng))}"/>`,
    );
    return languages.map((lng) =>
      [`  <url>`, `    <loc>${e(languageUrl(siteUrl, path, lng))}</loc>`, ...alternates, `  </url>`].join('\n'));
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(siteUrl: string): string {
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${absoluteUrl(siteUrl, '/sitemap.xml')}`, ''].join('\n');
}

/** Output file (relative to the build directory) for a route: / → index.html, /tools/x → tools/x.html (what `vite preview` and static hosts serve for /tools/x). */
export function outputFile(path: string): string {
  if (path === '/') return 'index.html';
  return `${path.replace(/^\/+/, '').replace(/\/+$/, '')}.html`;
}

/** JSON for a <script type="application/json"> block: nothing in it can close the element or start a comment. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
