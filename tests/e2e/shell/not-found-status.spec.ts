import { test, expect } from '../fixtures';
import { readLocale, toolTitle } from './helpers';

/**
 * The server answers as a static host does (issue 29; vite preview through scripts/vite-not-found.ts): an unknown
 * path gets status 404 and the prerendered not-found page of the path's language, its heading in the HTML itself,
 * where the SPA fallback answered 200 with the home page's markup. Known paths are served as before.
 * (The live not-found page in the browser: routes.spec.ts, prerender.spec.ts, language.spec.ts.)
 */

const notFoundTitle = (lng: 'en' | 'zh' | 'es') => (readLocale(lng, 'common') as { notFound: { title: string } }).notFound.title;
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

for (const { path, lng } of [
  { path: '/tools/nope', lng: 'en' },
  { path: '/zh/tools/nope', lng: 'zh' },
  { path: '/es/nope', lng: 'es' },
] as const) {
  test(`${path} answers 404 with the not-found page in ${lng}, in the HTML before any script runs`, async ({ request }) => {
    const response = await request.get(path, { headers: { Accept: 'text/html' } });
    expect(response.status()).toBe(404);
    expect(response.headers()['content-type']).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toContain(`<html lang="${lng}">`);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${escapeRe(notFoundTitle(lng))}</h1>`));
    expect(html).toContain(`<title>${notFoundTitle(lng)} · `);
    // Not the home page's markup.
    expect(html).not.toContain('data-testid="hero"');
  });
}

test('known paths are served as before: pages by their clean URL, files, the service worker and the manifest', async ({ request }) => {
  for (const [path, lng] of [['/tools/base64', 'en'], ['/zh/tools/base64', 'zh'], ['/es', 'es'], ['/', 'en']] as const) {
    const response = await request.get(path, { headers: { Accept: 'text/html' } });
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    expect(html, path).toContain(`<html lang="${lng}">`);
    if (path.includes('/tools/')) expect(html, path).toMatch(new RegExp(`<h1[^>]*>${escapeRe(toolTitle(lng, 'base64'))}</h1>`));
  }
  for (const path of ['/tools/base64.html', '/404.html', '/sw.js', '/manifest.webmanifest', '/robots.txt', '/sitemap.xml']) {
    expect((await request.get(path)).status(), path).toBe(200);
  }
  // A page's address with a trailing slash goes to the page (it used to get the home page's markup).
  const slash = await request.get('/zh/tools/base64/?x=1', { maxRedirects: 0 });
  expect(slash.status()).toBe(308);
  expect(slash.headers()['location']).toBe('/zh/tools/base64?x=1');
});

test('an unknown Chinese path shows the Chinese not-found page once live, without any other error', async ({ page, errors }) => {
  const response = await page.goto('/zh/tools/nope');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: notFoundTitle('zh') })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', /.*/);
  await expect(page.getByRole('heading', { level: 1, name: notFoundTitle('zh') })).toBeVisible();
  // Chromium reports the document's own 404 status as a console error: the one expected error here.
  const documentStatus = errors.findIndex((e) => e === 'console.error: Failed to load resource: the server responded with a status of 404 (Not Found)');
  if (documentStatus >= 0) errors.splice(documentStatus, 1);
});
