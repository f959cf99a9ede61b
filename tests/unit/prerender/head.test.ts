import { describe, expect, it } from 'vitest';
import { absoluteUrl, escapeHtml, headTags, jsonForScript, languageUrl, outputFile, robotsTxt, sitemapXml } from '@src/prerender/head';
import { samePath } from '@src/prerender/client';

const SITE = 'https://toolbox.example';
const LANGS = ['en', 'zh', 'es'] as const;
type Lang = (typeof LANGS)[number];

describe('prerender head tags', () => {
  const base = { siteUrl: SITE, siteName: 'ToolBox', languages: LANGS, language: 'en' as Lang };

  it('a route gets title, description, canonical, hreflang (en, zh, es, x-default) and Open Graph', () => {
    const head = headTags({ ...base, path: '/tools/json-formatter', title: 'JSON Formatter · ToolBox', description: 'Format JSON.' });
    const url = `${SITE}/tools/json-formatter`;
    for (const tag of [
      '<title>JSON Formatter · ToolBox</title>',
      '<meta name="description" content="Format JSON." />',
      `<link rel="canonical" href="${url}" />`,
      `<link rel="alternate" hreflang="en" href="${url}" />`,
      `<link rel="alternate" hreflang="zh" href="${SITE}/zh/tools/json-formatter" />`,
      `<link rel="alternate" hreflang="es" href="${SITE}/es/tools/json-formatter" />`,
      `<link rel="alternate" hreflang="x-default" href="${url}" />`,
      `<meta property="og:url" content="${url}" />`,
      '<meta property="og:type" content="website" />',
      '<meta property="og:site_name" content="ToolBox" />',
      '<meta property="og:title" content="JSON Formatter · ToolBox" />',
      '<meta property="og:description" content="Format JSON." />',
      '<meta property="og:locale" content="en_US" />',
    ]) expect(head).toContain(tag);
    expect(head).not.toContain('noindex');
  });

  it('a page in another language is canonical at its own URL, with the same alternates', () => {
    const head = headTags({ ...base, language: 'zh', path: '/tools/json-formatter', title: 'JSON 格式化', description: 'x' });
    expect(head).toContain(`<link rel="canonical" href="${SITE}/zh/tools/json-formatter" />`);
    expect(head).toContain(`<link rel="alternate" hreflang="en" href="${SITE}/tools/json-formatter" />`);
    expect(head).toContain(`<link rel="alternate" hreflang="x-default" href="${SITE}/tools/json-formatter" />`);
    expect(head).toContain('<meta property="og:locale" content="zh_CN" />');
    const home = headTags({ ...base, language: 'es', path: '/', title: 'ToolBox', description: 'x' });
    expect(home).toContain(`<link rel="canonical" href="${SITE}/es" />`);
    expect(home).toContain(`<link rel="alternate" hreflang="en" href="${SITE}/" />`);
  });

  it('the not-found page (no path) has no canonical and is noindex', () => {
    const head = headTags({ ...base, path: null, title: 'Page not found · ToolBox', description: 'x' });
    expect(head).not.toContain('canonical');
    expect(head).not.toContain('hreflang');
    expect(head).toContain('<meta name="robots" content="noindex" />');
  });

  it.each([
    ['<script>alert(1)</script>', '&lt;script&gt;alert(1)&lt;/script&gt;'],
    ['"quoted" & \'single\'', '&quot;quoted&quot; &amp; &#39;single&#39;'],
  ])('escapes %s in text and attributes', (input, escaped) => {
    expect(escapeHtml(input)).toBe(escaped);
    const head = headTags({ ...base, path: '/', title: input, description: input });
    expect(head).toContain(`<title>${escaped}</title>`);
    expect(head).toContain(`content="${escaped}"`);
    expect(head).not.toContain('<script>');
  });
});

describe('urls and files', () => {
  it.each([
    ['/', `${SITE}/`],
    ['/tools/a', `${SITE}/tools/a`],
    ['privacy', `${SITE}/privacy`],
  ])('absoluteUrl(%s)', (path, url) => expect(absoluteUrl(`${SITE}/`, path)).toBe(url));

  it.each([
    ['en', '/about', `${SITE}/about`],
    ['zh', '/about', `${SITE}/zh/about`],
    ['es', '/tools/a', `${SITE}/es/tools/a`],
    ['zh', '/', `${SITE}/zh`],
    ['en', '/', `${SITE}/`],
  ] as const)('languageUrl in %s of %s', (lng, path, url) => expect(languageUrl(SITE, path, lng)).toBe(url));

  it.each([
    ['/', 'index.html'],
    ['/tools/json-formatter', 'tools/json-formatter.html'],
    ['/category/text', 'category/text.html'],
    ['/privacy', 'privacy.html'],
    ['/tools/x/', 'tools/x.html'],
    ['/zh', 'zh.html'],
    ['/es/tools/json-formatter', 'es/tools/json-formatter.html'],
  ])('outputFile(%s) = %s (what vite preview serves for the path)', (path, file) => expect(outputFile(path)).toBe(file));

  it.each([
    ['/tools/a', '/tools/a', true],
    ['/tools/a', '/tools/a/', true],
    ['/', '/', true],
    ['/', '/no/such', false],
    ['/tools/a', '/tools/b', false],
    ['', '', false],
  ])('samePath(%s, %s) = %s', (a, b, same) => expect(samePath(a, b)).toBe(same));
});

describe('sitemap.xml and robots.txt', () => {
  it('lists every path in every language at its own URL, each with all its language alternates', () => {
    const xml = sitemapXml(SITE, ['/', '/tools/json-formatter', '/privacy'], LANGS);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml.match(/<url>/g)).toHaveLength(9);
    for (const loc of ['/', '/zh', '/es', '/tools/json-formatter', '/zh/tools/json-formatter', '/es/privacy']) {
      expect(xml).toContain(`<loc>${SITE}${loc}</loc>`);
    }
    expect(xml.match(/hreflang="zh" href="https:\/\/toolbox\.example\/zh\/tools\/json-formatter"/g)).toHaveLength(3);
    expect(xml).not.toContain('?lng=');
  });

  it('robots.txt allows all and points to the sitemap', () => {
    expect(robotsTxt(SITE)).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${SITE}/sitemap.xml\n`);
  });
});

describe('jsonForScript', () => {
  it.each([
    [{ a: '</script><script>alert(1)</script>' }],
    [{ a: '<!-- x -->', b: 'a & b', c: '\u2028\u2029' }],
  ])('cannot close or break the element: %j', (value) => {
    const out = jsonForScript(value);
    expect(out).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(out)).toEqual(value);
  });
});
