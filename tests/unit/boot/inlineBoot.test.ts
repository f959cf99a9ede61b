// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

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

/** A stand-in for PerformanceObserver: `paint()` delivers the first contentful paint to the page's observer. */
function paintObserver(supported: boolean) {
  const callbacks: ((list: { getEntriesByName: (name: string) => unknown[] }, observer: { disconnect: () => void }) => void)[] = [];
  class FakeObserver {
    static supportedEntryTypes = supported ? ['paint', 'longtask'] : ['longtask'];
    constructor(callback: (typeof callbacks)[number]) {
      callbacks.push(callback);
    }
    observe() {}
    disconnect() {}
  }
  const paint = (name = 'first-contentful-paint') =>
    callbacks.forEach((cb) => cb({ getEntriesByName: (n) => (n === name ? [{ name }] : []) }, { disconnect() {} }));
  return { FakeObserver, paint };
}

function boot({ url, stored = {}, cookie = '', languages = ['en-US'], paintSupported = true }: Visit & { paintSupported?: boolean }) {
  const parsed = new URL(url, 'https://toolbox.example');
  const replace = vi.fn();
  const replaceState = vi.fn();
  const location = { pathname: parsed.pathname, search: parsed.search, hash: parsed.hash, origin: parsed.origin, replace };
  const localStorage = memoryStorage(stored);
  const listeners: string[] = [];
  const handlers = new Map<string, () => void>();
  const observer = paintObserver(paintSupported);
  document.documentElement.removeAttribute('style');
  Object.defineProperty(document, 'cookie', { value: cookie, configurable: true, writable: true });
  const fakeWindow = {} as { __toolboxBoot?: unknown };
  // The page's inline script, with fakes for the globals it reads.
  const run = new Function('window', 'location', 'history', 'navigator', 'localStorage', 'sessionStorage', 'matchMedia', 'addEventListener', 'PerformanceObserver', SOURCE);
  run(
    fakeWindow,
    location,
    { replaceState, state: null },
    { languages, language: languages[0] },
    localStorage,
    memoryStorage(),
    () => ({ matches: false }),
    (type: string, handler: () => void) => {
      listeners.push(type);
      handlers.set(type, handler);
    },
    observer.FakeObserver,
  );
  return {
    replace, replaceState, stored: localStorage.data, hidden: document.documentElement.style.display === 'none', listeners,
    boot: fakeWindow.__toolboxBoot, paint: observer.paint, fire: (type: string) => handlers.get(type)?.(),
  };
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

describe('inline boot script: the app loads once the page has painted', () => {
  const LIST = { entry: '/assets/missing-entry.js', preload: ['/assets/a.js', '/assets/b.js'] };
  const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'));

  beforeEach(() => {
    document.head.innerHTML = `<script type="application/json" id="app-modules">${JSON.stringify(LIST)}</script>`;
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(document, 'visibilityState');
  });

  it('nothing is requested before the first contentful paint; then the preloads, once', () => {
    const page = boot({ url: '/tools/a', languages: ['en'] });
    page.fire('DOMContentLoaded');
    page.paint('first-paint');
    expect(preloads()).toEqual([]);
    page.paint();
    page.paint();
    expect(preloads()).toEqual(LIST.preload);
    vi.runAllTimers();
    expect(preloads()).toEqual(LIST.preload);
  });

  it('a long list is requested two links per task', () => {
    const many = Array.from({ length: 20 }, (_, i) => `/assets/c${i}.js`);
    document.head.innerHTML = `<script type="application/json" id="app-modules">${JSON.stringify({ ...LIST, preload: many })}</script>`;
    const page = boot({ url: '/tools/a', languages: ['en'] });
    page.paint();
    expect(preloads()).toHaveLength(2);
    vi.advanceTimersToNextTimer();
    expect(preloads()).toHaveLength(4);
    vi.runAllTimers();
    expect(preloads()).toEqual(many);
  });

  it('a page whose paint does not come loads after 3 s', () => {
    const page = boot({ url: '/tools/a', languages: ['en'] });
    page.fire('DOMContentLoaded');
    vi.advanceTimersByTime(2_900);
    expect(preloads()).toEqual([]);
    vi.advanceTimersByTime(200);
    expect(preloads()).toEqual(LIST.preload);
  });

  it('a page that paints nothing (a background tab) or a browser without paint timing loads after parsing', () => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    const hidden = boot({ url: '/tools/a', languages: ['en'] });
    hidden.fire('DOMContentLoaded');
    expect(preloads()).toEqual(LIST.preload);

    document.head.innerHTML = `<script type="application/json" id="app-modules">${JSON.stringify(LIST)}</script>`;
    Reflect.deleteProperty(document, 'visibilityState');
    const old = boot({ url: '/tools/a', languages: ['en'], paintSupported: false });
    old.fire('DOMContentLoaded');
    expect(preloads()).toEqual(LIST.preload);
  });

  it('a page sent to its language loads nothing', () => {
    const page = boot({ url: '/tools/a', languages: ['zh'] });
    page.paint();
    page.fire('DOMContentLoaded');
    vi.advanceTimersByTime(5_000);
    expect(preloads()).toEqual([]);
  });
});
