// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it, vi } from 'vitest';

/** The inline boot script (src/boot/inlineBoot.js), run against a fake address bar, storage and browser. */
const SOURCE = readFileSync(resolve(__dirname, '../../../src/boot/inlineBoot.js'), 'utf8');

interface Visit {
  url: string;
  stored?: Record<string, string>;
  cookie?: string;
  languages?: string[];
}

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, String(v)),
    removeItem: (k: string) => void data.delete(k),
    data,
  };
}

function boot({ url, stored = {}, cookie = '', languages = ['en-US'] }: Visit) {
  const parsed = new URL(url, 'https://toolbox.example');
  const replace = vi.fn();
  const replaceState = vi.fn();
  const location = { pathname: parsed.pathname, search: parsed.search, hash: parsed.hash, origin: parsed.origin, replace };
  const localStorage = memoryStorage(stored);
  const listeners: string[] = [];
  document.documentElement.removeAttribute('style');
  Object.defineProperty(document, 'cookie', { value: cookie, configurable: true, writable: true });
  const fakeWindow = {} as { __toolboxBoot?: unknown };
  // The page's inline script, with fakes for the globals it reads.
  const run = new Function('window', 'location', 'history', 'navigator', 'localStorage', 'sessionStorage', 'matchMedia', 'addEventListener', SOURCE);
  run(
    fakeWindow,
    location,
    { replaceState, state: null },
    { languages, language: languages[0] },
    localStorage,
    memoryStorage(),
    () => ({ matches: false }),
    (type: string) => listeners.push(type),
  );
  return { replace, replaceState, stored: localStorage.data, hidden: document.documentElement.style.display === 'none', listeners, boot: fakeWindow.__toolboxBoot };
}

describe('inline boot script: the page in the visitor language before paint', () => {
  it.each([
    // [url, stored, browser languages, redirect]
    ['/tools/json-formatter', {}, ['zh-CN', 'en'], '/zh/tools/json-formatter'],
    ['/tools/json-formatter', {}, ['fr-FR', 'es-ES'], '/es/tools/json-formatter'],
    ['/', {}, ['es'], '/es'],
    ['/tools/a#amount=5', { i18nextLng: 'zh' }, ['en'], '/zh/tools/a#amount=5'],
    ['/tools/a?lng=es', { i18nextLng: 'zh' }, ['en'], '/es/tools/a'],
    ['/zh/tools/a?lng=en', {}, ['zh'], '/tools/a'],
    ['/zh/tools/a?lng=es&x=1', {}, ['zh'], '/es/tools/a?x=1'],
    ['/zh/', {}, ['zh'], '/zh'],
    ['/es/tools/a/', {}, ['zh'], '/es/tools/a'],
  ])('%s (stored %j, browser %j) → %s', (url, stored, languages, target) => {
    const result = boot({ url, stored, languages });
    expect(result.replace).toHaveBeenCalledWith(target);
    expect(result.hidden, 'nothing of the wrong page paints').toBe(true);
  });

  it.each([
    ['/tools/a', {}, ['en-US']],
    ['/tools/a', {}, ['fr']],
    ['/tools/a', { i18nextLng: 'en' }, ['zh-CN']],
    // A language path was asked for: a stored or detected choice does not move it.
    ['/zh/tools/a', { i18nextLng: 'es' }, ['en']],
    ['/es', {}, ['zh']],
  ])('%s (stored %j, browser %j) stays', (url, stored, languages) => {
    const result = boot({ url, stored, languages });
    expect(result.replace).not.toHaveBeenCalled();
    expect(result.hidden).toBe(false);
  });

  it('?lng= is stored and dropped from the address without a reload when the page is already in it', () => {
    const result = boot({ url: '/zh/tools/a?lng=zh-CN&q=1#f', languages: ['en'] });
    expect(result.replace).not.toHaveBeenCalled();
    expect(result.replaceState).toHaveBeenCalledWith(null, '', '/zh/tools/a?q=1#f');
    expect(result.stored.get('i18nextLng')).toBe('zh');
  });

  it('the detected language is remembered, a language path alone is not', () => {
    expect(boot({ url: '/', languages: ['es-MX'] }).stored.get('i18nextLng')).toBe('es');
    expect(boot({ url: '/zh/tools/a', languages: ['es-MX'] }).stored.has('i18nextLng')).toBe(false);
  });

  it.each([
    ['<script>alert(1)</script>'],
    ['zh"><img src=x>'],
    ['xx'],
  ])('a hostile or unknown ?lng (%s) is ignored: English, nothing stored from it', (lng) => {
    const result = boot({ url: `/tools/a?lng=${encodeURIComponent(lng)}`, languages: ['en'] });
    expect(result.replace).not.toHaveBeenCalled();
    expect(result.replaceState).toHaveBeenCalledWith(null, '', '/tools/a');
    expect(result.stored.get('i18nextLng')).toBe('en');
  });

  it('the cookie comes before storage and the browser (i18next detection order)', () => {
    expect(boot({ url: '/tools/a', cookie: 'x=1; i18next=es', stored: { i18nextLng: 'zh' } }).replace).toHaveBeenCalledWith('/es/tools/a');
  });

  it('on the right page it starts holding what the visitor does, until the app is live', () => {
    const result = boot({ url: '/tools/a', languages: ['en'] });
    expect(result.boot).toEqual({ live: false, held: [], fields: [] });
    for (const type of ['click', 'input', 'change', 'paste', 'drop', 'dragover', 'keydown', 'focusin']) expect(result.listeners).toContain(type);
  });
});
