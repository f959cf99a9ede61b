import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { test, expect } from '../fixtures';
import { localItem, readLocale, toolTitle } from './helpers';

/** The link-submission URLs, read from src/config/site.ts (not imported: tests never load app code). */
const SITE = readFileSync(fileURLToPath(new URL('../../../src/config/site.ts', import.meta.url)), 'utf8');
const ZH_HTTP_URL = /http:\s*'(http:\/\/[^']+)'/.exec(SITE)?.[1];
const ZH_HTTPS_URL = /https:\s*'(https:\/\/[^']+)'/.exec(SITE)?.[1];

const languageSelect = (page: import('@playwright/test').Page, name = 'Language') => page.getByRole('combobox', { name });

test.describe('language', () => {
  test('switching to 中文 changes the interface at once, is stored and survives a reload', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await languageSelect(page).selectOption('zh');
    const nav = page.getByTestId('sidebar').getByRole('navigation');
    await expect(nav.getByRole('link', { name: '全部工具' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
    await expect(page.getByRole('searchbox', { name: '搜索工具' })).toBeVisible();
    await expect(page.getByTestId('tool-card').first()).toContainText('大小写转换');
    expect(await localItem(page, 'i18nextLng')).toBe('zh');

    await page.reload();
    await expect(nav.getByRole('link', { name: '全部工具' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
    await expect(languageSelect(page, '语言')).toHaveValue('zh');
  });

  test('?lng=es shows Spanish', async ({ page }) => {
    await page.goto('/?lng=es');
    await expect(page.getByTestId('sidebar').getByRole('link', { name: 'Todas las herramientas' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    expect(await localItem(page, 'i18nextLng')).toBe('es');
  });

  test('a region tag is reduced to its language (?lng=zh-CN → zh)', async ({ page }) => {
    await page.goto('/?lng=zh-CN');
    await expect(page.getByTestId('sidebar').getByRole('link', { name: '全部工具' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
  });

  test('an unsupported language falls back to English (?lng=fr)', async ({ page }) => {
    await page.goto('/?lng=fr');
    await expect(page.getByTestId('sidebar').getByRole('link', { name: 'All Tools' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('a script in ?lng is discarded: English, no dialog, nothing injected', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await page.goto(`/?lng=${encodeURIComponent('<script>alert(1)</script>')}`);
    await expect(page.getByTestId('sidebar').getByRole('link', { name: 'All Tools' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByTestId('hero')).toBeVisible();
    expect(await localItem(page, 'i18nextLng')).not.toContain('<');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    // Navigate around a little: still nothing.
    await page.getByTestId('sidebar').getByRole('link', { name: 'Text Tools' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Text Tools' })).toBeVisible();
    expect(dialogs).toEqual([]);
  });

  test('a script stored as the language (localStorage i18nextLng) is discarded', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await page.addInitScript(() => window.localStorage.setItem('i18nextLng', '<img src=x onerror=alert(1)>'));
    await page.goto('/');
    await expect(page.getByTestId('sidebar').getByRole('link', { name: 'All Tools' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    expect(dialogs).toEqual([]);
  });

  test('zh: the link-submission script is injected (http variant here) and re-injected per path, once', async ({ page }) => {
    expect(ZH_HTTP_URL, 'http URL found in src/config/site.ts').toBeTruthy();
    expect(ZH_HTTPS_URL).toBeTruthy();
    await page.goto('/?lng=zh');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
    const script = page.locator('script#zh-link-submit');
    await expect(script).toHaveCount(1);
    await expect(script).toHaveAttribute('src', ZH_HTTP_URL!);
    expect(await script.getAttribute('src')).not.toBe(ZH_HTTPS_URL);

    await page.getByTestId('sidebar').getByRole('link', { name: '文本工具' }).click();
    await expect(page).toHaveURL(/\/category\/text/);
    await expect(script).toHaveCount(1);
    await expect(script).toHaveAttribute('src', ZH_HTTP_URL!);
  });

  test('zh: page views are reported to the analytics queue when present', async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { _hmt: unknown[][] };
      w._hmt = [];
    });
    await page.goto('/?lng=zh');
    await expect(page.locator('script#zh-link-submit')).toHaveCount(1);
    await page.getByTestId('sidebar').getByRole('link', { name: '文本工具' }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { _hmt: unknown[][] })._hmt))
      .toEqual(expect.arrayContaining([['_trackPageview', '/'], ['_trackPageview', '/category/text']]));
  });

  test('en: no link-submission script on any path', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('hero')).toBeVisible();
    await expect(page.locator('script#zh-link-submit')).toHaveCount(0);
    await page.getByTestId('sidebar').getByRole('link', { name: 'Text Tools' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Text Tools' })).toBeVisible();
    await expect(page.locator('script#zh-link-submit')).toHaveCount(0);
  });

  test('after switching from zh to en, new paths do not load the script again', async ({ page }) => {
    const submits: string[] = [];
    page.on('request', (r) => {
      if (r.url() === ZH_HTTP_URL || r.url() === ZH_HTTPS_URL) submits.push(r.url());
    });
    await page.goto('/?lng=zh');
    await expect(page.locator('script#zh-link-submit')).toHaveCount(1);
    await expect.poll(() => submits.length).toBeGreaterThan(0);
    await languageSelect(page, '语言').selectOption('en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const before = submits.length;
    await page.getByTestId('sidebar').getByRole('link', { name: 'Text Tools' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Text Tools' })).toBeVisible();
    await page.getByTestId('sidebar').getByRole('link', { name: 'All Tools' }).click();
    await expect(page.getByTestId('hero')).toBeVisible();
    expect(submits.length).toBe(before);
  });

  test('the query string wins over a stored language', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('i18nextLng', 'es'));
    await page.goto('/?lng=zh');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
    await expect(page.getByTestId('sidebar').getByRole('link', { name: '全部工具' })).toBeVisible();
  });

  test('an unknown tool page is not recorded as recent', async ({ page }) => {
    await page.goto('/tools/nope');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    expect(await localItem(page, 'recent-tools')).toBeNull();
  });

  // Every tool page's own texts in zh and es (and en): first-paint/language-paint.spec.ts, on the page it loads anyway.

  test('word counter in zh shows "字数统计" and its zh labels', async ({ page }) => {
    await page.goto('/tools/word-counter?lng=zh');
    await expect(page.getByRole('heading', { level: 1, name: '字数统计' })).toBeVisible();
    await expect(page.getByRole('region', { name: '文本统计' })).toBeVisible();
  });

  test('switching language on a tool page re-labels the tool at once', async ({ page }) => {
    await page.goto('/tools/word-counter');
    await expect(page.getByRole('heading', { level: 1, name: 'Word Counter' })).toBeVisible();
    await languageSelect(page).selectOption('es');
    await expect(page.getByRole('heading', { level: 1, name: toolTitle('es', 'word-counter') })).toBeVisible();
    const what = (readLocale('es', 'tools/word-counter') as { info: { what: string } }).info.what;
    await expect(page.getByText(what, { exact: true })).toBeVisible();
  });
});

test.describe('language: first visit follows the browser language', () => {
  for (const { locale, lang, allTools } of [
    { locale: 'es-ES', lang: 'es', allTools: 'Todas las herramientas' },
    { locale: 'zh-CN', lang: 'zh', allTools: '全部工具' },
    { locale: 'fr-FR', lang: 'en', allTools: 'All Tools' },
  ]) {
    test.describe(locale, () => {
      test.use({ locale });
      test(`browser ${locale} → ${lang}`, async ({ page }) => {
        await page.goto('/');
        await expect(page.getByTestId('sidebar').getByRole('link', { name: allTools })).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        expect(await localItem(page, 'i18nextLng')).toBe(lang);
      });
    });
  }
});
