import { test, expect } from '../fixtures';
import { cardIds, readLocale, readToolIds, toolTitle } from './helpers';

/** Prerendered pages (issue 10): the HTML itself carries the page; the client hydrates it. */
const SLUG = 'json-formatter';
const ORIGIN = 'https://toolbox.example';

// The e2e web server serves the production build, which is prerendered (scripts/build.mjs).

const toolTexts = () => readLocale('en', `tools/${SLUG}`) as { info: { what: string; useCases: string[]; tips: string[] } };
const catalogEn = () => readLocale('en', 'catalog') as { tools: Record<string, { title: string; description: string }> };

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a tool page carries its title, texts, canonical, hreflang and Open Graph tags', async ({ page }) => {
    const { title, description } = catalogEn().tools[SLUG]!;
    const { info } = toolTexts();
    await page.goto(`/tools/${SLUG}`);
    await expect(page).toHaveTitle(`${title} · ToolBox`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', description);
    await expect(page.getByText(info.what)).toBeVisible();
    await expect(page.getByText(info.useCases[0]!, { exact: true })).toBeVisible();
    await expect(page.getByText(info.tips[0]!, { exact: true })).toBeVisible();

    const url = `${ORIGIN}/tools/${SLUG}`;
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', url);
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', url);
    await expect(page.locator('link[rel="alternate"][hreflang="zh"]')).toHaveAttribute('href', `${ORIGIN}/zh/tools/${SLUG}`);
    await expect(page.locator('link[rel="alternate"][hreflang="es"]')).toHaveAttribute('href', `${ORIGIN}/es/tools/${SLUG}`);
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', url);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', `${title} · ToolBox`);
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', description);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', url);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'website');
    await expect(page.locator('meta[property="og:site_name"]')).toHaveAttribute('content', 'ToolBox');
    // One title and one description: the template's are replaced, not duplicated.
    await expect(page.locator('head title')).toHaveCount(1);
    await expect(page.locator('meta[name="description"]')).toHaveCount(1);
  });

  test('every page exists in Chinese and Spanish at its own URL, in that language, canonical there', async ({ page }) => {
    for (const lng of ['zh', 'es'] as const) {
      await page.goto(`/${lng}/tools/${SLUG}`);
      await expect(page.locator('html')).toHaveAttribute('lang', lng);
      await expect(page.getByRole('heading', { level: 1, name: toolTitle(lng, SLUG) })).toBeVisible();
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${ORIGIN}/${lng}/tools/${SLUG}`);
      await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', `${ORIGIN}/tools/${SLUG}`);
      const info = readLocale(lng, `tools/${SLUG}`) as { info: { what: string } };
      await expect(page.getByText(info.info.what)).toBeVisible();
      // Links stay in the language.
      await expect(page.getByTestId('sidebar').getByRole('link').first()).toHaveAttribute('href', `/${lng}`);
      await page.goto(`/${lng}`);
      await expect(page.locator('html')).toHaveAttribute('lang', lng);
      expect(await cardIds(page)).toEqual(readToolIds());
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${ORIGIN}/${lng}`);
    }
  });

  test('home carries the hero and the whole tool grid', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: '50+ free online tools' })).toBeVisible();
    expect(await cardIds(page)).toEqual(readToolIds());
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${ORIGIN}/`);
  });

  test('a category and an info page are prerendered', async ({ page }) => {
    await page.goto('/category/developer');
    await expect(page.getByRole('heading', { level: 1, name: 'Developer Tools' })).toBeVisible();
    await expect(page.getByTestId('tool-card').first()).toBeVisible();
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${ORIGIN}/privacy`);
  });
});

test('sitemap.xml lists every catalogued tool in every language and robots.txt points to it', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const id of readToolIds()) {
    for (const base of ['', '/zh', '/es']) expect(sitemap).toContain(`<loc>${ORIGIN}${base}/tools/${id}</loc>`);
  }
  expect(sitemap).toContain(`<loc>${ORIGIN}/zh</loc>`);
  expect(sitemap).toContain(`<loc>${ORIGIN}/</loc>`);
  expect(sitemap).toContain(`<loc>${ORIGIN}/category/text</loc>`);
  expect(sitemap).toContain(`<loc>${ORIGIN}/privacy</loc>`);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  const notFound = await request.get('/404.html');
  expect(await notFound.text()).toContain('Page not found');
});

test('every tool page is served as HTML with its own h1, what-it-is text and canonical link', async ({ request }) => {
  const catalog = catalogEn().tools;
  const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&#x27;');
  const tools = (lng: 'zh' | 'es') => (readLocale(lng, 'catalog') as ReturnType<typeof catalogEn>).tools;
  const catalogs = { en: catalog, zh: tools('zh'), es: tools('es') };
  for (const id of readToolIds()) {
    for (const lng of ['en', 'zh', 'es'] as const) {
      const path = `${lng === 'en' ? '' : `/${lng}`}/tools/${id}`;
      const html = await (await request.get(path)).text();
      const { info } = readLocale(lng, `tools/${id}`) as { info: { what: string } };
      expect(html, path).toMatch(new RegExp(`<h1[^>]*>${escape(catalogs[lng][id]!.title).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`));
      expect(html, path).toContain(`<html lang="${lng}">`);
      expect(html, path).toContain(`<link rel="canonical" href="${ORIGIN}${path}"`);
      expect(html, path).toContain(escape(info.what).slice(0, 60));
    }
  }
});

/** Stored state, set before any script of the page runs. */
async function storeState(page: import('@playwright/test').Page, state: Record<string, string>) {
  await page.addInitScript((s) => {
    for (const [k, v] of Object.entries(s)) window.localStorage.setItem(k, v);
  }, state);
}

/** Remembers the server's <h1> element, to tell hydration (same element) from a fresh render (a new one). */
async function markServerHeading(page: import('@playwright/test').Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { __serverH1: Element | null }).__serverH1 = document.querySelector('h1');
    });
  });
}

test('an English visitor with stored favorites and dark theme: hydrated, no console error, star and theme applied', async ({ page }) => {
  await storeState(page, { favorites: JSON.stringify([SLUG]), theme: 'dark', i18nextLng: 'en' });
  await markServerHeading(page);
  await page.goto(`/tools/${SLUG}`);
  const title = toolTitle('en', SLUG);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.locator('main').getByTestId('favorite-button').first()).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  // The tool works (hydrated): load its example.
  await page.getByRole('button', { name: 'Load example' }).click();
  expect(await page.evaluate(() => document.querySelector('h1') === (window as unknown as { __serverH1: Element | null }).__serverH1)).toBe(true);
});

test('a visitor with stored Chinese, favorites and dark theme ends up in Chinese with the favorite shown, no console error', async ({ page }) => {
  await storeState(page, { favorites: JSON.stringify([SLUG]), theme: 'dark', i18nextLng: 'zh' });
  await page.goto(`/tools/${SLUG}`);
  await expect(page.getByRole('heading', { level: 1, name: toolTitle('zh', SLUG) })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
  await expect(page.locator('main').getByTestId('favorite-button').first()).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => window.localStorage.getItem('i18nextLng'))).toBe('zh');
});

test('?lng=es on a prerendered page renders Spanish', async ({ page }) => {
  await page.goto(`/tools/${SLUG}?lng=es`);
  await expect(page.getByRole('heading', { level: 1, name: toolTitle('es', SLUG) })).toBeVisible();
});

test('a deep link reloads into the same page', async ({ page }) => {
  await page.goto(`/tools/${SLUG}`);
  const title = toolTitle('en', SLUG);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveURL(`/tools/${SLUG}`);
  // Client navigation from the hydrated page still works.
  await page.getByRole('link', { name: 'Back to home' }).or(page.getByTestId('sidebar').getByRole('link', { name: 'All Tools' })).first().click();
  await expect(page.getByTestId('hero')).toBeVisible();
});

test('an unknown path shows the not-found page once the app is live', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByTestId('hero')).toHaveCount(0);
});
