import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures';

/**
 * Issue 10: every stored key set to garbage, to another type and to a huge value before
 * load → the site loads with its defaults, no console error (the fixture fails on one).
 * The keys are read from the code (src/lib/storage.ts's STORAGE_KEYS and every
 * `…KEY = '…'` constant a tool exports), so a new stored key is covered too.
 */
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

function storedKeys(): { local: string[]; session: string[]; cookies: string[] } {
  const storage = readFileSync(join(ROOT, 'src/lib/storage.ts'), 'utf8');
  const block = /STORAGE_KEYS = \{([\s\S]*?)\}/.exec(storage)?.[1] ?? '';
  const named = Object.fromEntries([...block.matchAll(/(\w+):\s*'([^']+)'/g)].map((m) => [m[1]!, m[2]!]));
  const toolKeys = sources(join(ROOT, 'src')).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/export const [A-Z_]*KEY\s*=\s*'([^']+)'/g)].map((m) => m[1]!));
  const cookies = [named.consent!, named.sidebar!, 'i18next'];
  const local = [...new Set([...Object.entries(named).filter(([k]) => !['consent', 'sidebar', 'scrollPrefix'].includes(k)).map(([, v]) => v), ...toolKeys])];
  const scroll = named.scrollPrefix!;
  return { local, session: [named.language!, `${scroll}/`, `${scroll}/tools/json-formatter`, `${scroll}/tools/pomodoro-timer`], cookies };
}

const KEYS = storedKeys();
const PAGES = ['/', '/tools/pomodoro-timer', '/tools/currency-converter', '/tools/json-formatter'];

const VARIANTS: Record<string, string> = {
  garbage: '{not json',
  number: '42',
  array: '[1,"two",{"three":3},null]',
  object: '{"id":"json-formatter","title":{"x":1},"lastAccessed":"yesterday","work":-5,"rates":[1]}',
  'negative/NaN': 'NaN',
  'empty string': '',
};

/** Sets storage on the site's origin before any page of it has run. */
async function seed(page: Page, local: Record<string, string>, session: Record<string, string>): Promise<void> {
  await page.goto('/favicon.svg');
  await page.evaluate(([l, s]) => {
    window.localStorage.clear();
    window.sessionStorage.clear();
    for (const [k, v] of Object.entries(l)) window.localStorage.setItem(k, v);
    for (const [k, v] of Object.entries(s)) window.sessionStorage.setItem(k, v);
  }, [local, session] as const);
}

/** The page loads in its defaults: English, the light theme (as emulated), a heading, and it works. */
async function expectDefaults(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', /^en/);
  expect(await page.evaluate(() => document.documentElement.classList.contains('dark')), `${path}: light theme`).toBe(false);
  if (path === '/') await expect(page.getByTestId('tool-card').first()).toBeVisible();
  else await expect(page.getByRole('group', { name: 'Tool actions' })).toBeVisible();
}

test.use({ colorScheme: 'light' });

test('the stored keys are the ones the code uses', () => {
  expect(KEYS.local).toEqual(expect.arrayContaining(['favorites', 'recent-tools', 'i18nextLng', 'theme', 'pomodoro-settings', 'currency-rates']));
});

for (const [variant, value] of Object.entries(VARIANTS)) {
  test(`every stored key set to ${variant} → the site loads with defaults`, async ({ page, context }) => {
    test.setTimeout(60_000);
    await context.addCookies(KEYS.cookies.map((name) => ({ name, value: encodeURIComponent(value) || 'x', url: 'http://localhost' })));
    const all = (keys: string[]) => Object.fromEntries(keys.map((k) => [k, value]));
    await seed(page, all(KEYS.local), all(KEYS.session));
    for (const path of PAGES) await expectDefaults(page, path);
  });
}

test('every stored key set to a huge value (the largest the origin takes, up to 4 MB) → the site loads with defaults', async ({ page }) => {
  test.setTimeout(120_000);
  for (const key of [...KEYS.local, ...KEYS.session.map((k) => `session:${k}`)]) {
    const session = key.startsWith('session:');
    const name = session ? key.slice('session:'.length) : key;
    await page.goto('/favicon.svg');
    const stored = await page.evaluate(([k, inSession]) => {
      const area = inSession ? window.sessionStorage : window.localStorage;
      window.localStorage.clear();
      window.sessionStorage.clear();
      for (const size of [4_000_000, 2_500_000, 1_000_000]) {
        try {
          area.setItem(k, `["${'x'.repeat(size)}"]`);
          return size;
        } catch {
          // over the origin's quota: try smaller
        }
      }
      return 0;
    }, [name, session] as const);
    expect(stored, `${key}: a huge value could be stored`).toBeGreaterThan(0);
    for (const path of name.startsWith('scroll_') ? [name.slice('scroll_'.length)] : ['/', ...PAGES.filter((p) => p !== '/').slice(0, 2)]) {
      await expectDefaults(page, path);
    }
  }
});
