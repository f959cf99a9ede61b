import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import type { LicensedPackage } from '@src/config/licenses';
import { BUILD_DIR } from '../buildDir';
import { test, expect } from '../fixtures';
import { LANGUAGES, type Lng } from '../lang';
import { readLocale } from './helpers';

/**
 * The open-source licences page (/licenses): the libraries the build ships to the browser, listed from the build's
 * own module graph (scripts/vite-licenses.ts → licenses.json), prerendered in every language and hydrated from the
 * same file.
 */
const LICENSES_JSON = fileURLToPath(new URL(`../../../${BUILD_DIR}/licenses.json`, import.meta.url));
const shipped = (): LicensedPackage[] => (JSON.parse(readFileSync(LICENSES_JSON, 'utf8')) as { packages: LicensedPackage[] }).packages;

const texts = (lng: Lng) => (readLocale(lng, 'info') as { licenses: { title: string; listHeading_other: string } }).licenses;
const legalLink = (lng: Lng) => (readLocale(lng, 'common') as { legalLinks: { licenses: string } }).legalLinks.licenses;
const base = (lng: Lng) => (lng === 'en' ? '' : `/${lng}`);

/** Libraries the browser runs, with their licences: in the pages (React, CodeMirror, QR codes)… */
const IN_PAGES: [string, string][] = [['react', 'MIT'], ['react-dom', 'MIT'], ['@codemirror/view', 'MIT'], ['qrcode', 'MIT'], ['comlink', 'Apache-2.0']];
/** …only in the web workers (hashing, the image codecs, the code formatters)… */
const IN_WORKERS_ONLY: [string, string][] = [['hash-wasm', 'MIT'], ['@jsquash/jpeg', 'Apache-2.0'], ['prettier', 'MIT'], ['@zxcvbn-ts/core', 'MIT']];
/** …and only in the service worker's Workbox runtime. */
const IN_SERVICE_WORKER_ONLY: [string, string][] = [['workbox-precaching', 'MIT'], ['idb', 'ISC']];
/** Build and test tools, which never reach the browser. */
const NEVER: string[] = ['vitest', '@playwright/test', 'playwright', 'playwright-core', 'vite', 'rolldown', 'typescript', 'eslint', 'tailwindcss', 'jsdom', 'lighthouse', 'exifr', 'ssim.js', 'workbox-build'];

const row = (page: Page, name: string) => page.locator(`[data-package="${name}"]`);

test.describe('licences page', () => {
  test('the build lists what it ships: page, worker and service-worker libraries, and no build tool', () => {
    const names = shipped().map((p) => p.name);
    for (const [name, license] of [...IN_PAGES, ...IN_WORKERS_ONLY, ...IN_SERVICE_WORKER_ONLY]) {
      expect(shipped().find((p) => p.name === name)?.license, name).toBe(license);
    }
    for (const name of NEVER) expect(names, name).not.toContain(name);
    // Sorted by name, each with a version and a web address for its source.
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    for (const p of shipped()) {
      expect(p.version, p.name).toMatch(/^\d+\.\d+\.\d+/);
      expect(p.source, p.name).toMatch(/^https:\/\/\S+$/);
    }
  });

  for (const lng of LANGUAGES) {
    test(`${lng}: every library with its licence and source link, hydrated from the same list`, async ({ page }) => {
      // Remembers the server's <h1>, to tell hydration (the same element) from a fresh render.
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          (window as unknown as { __serverH1: Element | null }).__serverH1 = document.querySelector('h1');
        });
      });
      await page.goto(`${base(lng)}/licenses`);
      await expect(page.locator('html')).toHaveAttribute('lang', lng);
      const { title, listHeading_other } = texts(lng);
      const article = page.getByTestId('info-licenses');
      await expect(article.getByRole('heading', { level: 1, name: title })).toBeVisible();
      const packages = shipped();
      await expect(article.getByRole('heading', { level: 2 })).toHaveText(listHeading_other.replace('{{count}}', String(packages.length)));
      await expect(article.locator('[data-package]')).toHaveCount(packages.length);
      for (const [name, license] of [...IN_PAGES, ...IN_WORKERS_ONLY, ...IN_SERVICE_WORKER_ONLY]) {
        await expect(row(page, name).locator('.license-id'), name).toHaveText(license);
        const source = packages.find((p) => p.name === name)!.source;
        await expect(row(page, name).getByRole('link', { name, exact: true })).toHaveAttribute('href', source);
      }
      for (const name of NEVER) await expect(row(page, name)).toHaveCount(0);
      // Marked exactly where the list says: a copyleft licence (with its text in full) or none.
      for (const p of packages) {
        await expect(row(page, p.name).locator('[data-flag]'), p.name).toHaveCount(p.flag ? 1 : 0);
        if (p.licenseText) await expect(row(page, p.name).locator('details pre'), p.name).toHaveText(p.licenseText);
      }
      // Hydrated, not rendered anew (a mismatch would also log an error, which fails the test).
      await expect(page.locator('html')).toHaveAttribute('data-app-ready', '');
      expect(await page.evaluate(() => document.querySelector('h1') === (window as unknown as { __serverH1: Element | null }).__serverH1)).toBe(true);
    });
  }

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the prerendered page carries the whole list, and the sitemap lists it in every language', async ({ page, request }) => {
      await page.goto('/licenses');
      await expect(page.getByRole('heading', { level: 1, name: texts('en').title })).toBeVisible();
      await expect(page.locator('[data-package]')).toHaveCount(shipped().length);
      await expect(row(page, '@jsquash/jpeg').locator('.license-id')).toHaveText('Apache-2.0');
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'https://toolbox.example/licenses');
      const sitemap = await (await request.get('/sitemap.xml')).text();
      for (const lng of LANGUAGES) expect(sitemap).toContain(`<loc>https://toolbox.example${base(lng)}/licenses</loc>`);
    });

    test('the LGPL HEIF decoder: the libraries compiled into it with their sources, and its WebAssembly as a file that can be replaced', async ({ page, request }) => {
      const heif = shipped().find((p) => p.name === 'libheif-js')!;
      expect(heif).toMatchObject({ license: 'LGPL-3.0', flag: 'copyleft' });
      expect(heif.replaceable).toEqual([expect.stringMatching(/^\/assets\/libheif-[\w-]+\.wasm$/)]);
      const wasm = await request.get(heif.replaceable![0]!);
      expect(wasm.ok()).toBe(true);
      expect([...(await wasm.body()).subarray(0, 4)]).toEqual([0, 0x61, 0x73, 0x6d]);
      await page.goto('/licenses');
      const bundles = row(page, 'libheif-js').getByTestId('license-bundles');
      await expect(bundles.getByRole('link', { name: /^libheif 1\.\d+\.\d+$/ })).toHaveAttribute('href', /^https:\/\/github\.com\/strukturag\/libheif\/tree\/v/);
      await expect(bundles.getByRole('link', { name: /^libde265 1\.\d+\.\d+$/ })).toHaveAttribute('href', /^https:\/\/github\.com\/strukturag\/libde265\/tree\/v/);
      await expect(row(page, 'libheif-js').getByTestId('license-replaceable')).toContainText(heif.replaceable![0]!);
      await expect(row(page, 'libheif-js').locator('details pre')).toContainText('libheif-wasm/LICENSE');
    });
  });

  for (const lng of ['en', 'zh'] as const) {
    test(`${lng}: the footer's link opens the page, which loads its list`, async ({ page }) => {
      await page.goto(`${base(lng)}/tools/case-converter`);
      await page.getByRole('contentinfo').getByRole('link', { name: legalLink(lng), exact: true }).click();
      await expect(page).toHaveURL(`${base(lng)}/licenses`);
      await expect(page.getByRole('heading', { level: 1, name: texts(lng).title })).toBeVisible();
      await expect(row(page, 'react').locator('.license-id')).toHaveText('MIT');
      await expect(page.locator('[data-package]')).toHaveCount(shipped().length);
    });
  }

  test('no sideways scroll on a 360 px phone, in every language', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    for (const lng of LANGUAGES) {
      await page.goto(`${base(lng)}/licenses`);
      await expect(page.locator('[data-package]').first()).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, lng).toBeLessThanOrEqual(0);
      // The longest names wrap inside the card rather than push it wider.
      const card = await page.getByTestId('licenses-list').boundingBox();
      expect(card!.x + card!.width, lng).toBeLessThanOrEqual(360);
    }
  });
});
