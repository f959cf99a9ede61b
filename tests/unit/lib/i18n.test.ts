// @vitest-environment jsdom
import { createInstance } from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initI18n, rememberPlainTexts, syncHtmlLang } from '@src/lib/i18n';

async function instance() {
  const i18n = createInstance();
  await i18n.init({ lng: 'en', fallbackLng: 'en', resources: { en: { tool: { title: 'Title', n_one: '{{count}} item', n_other: '{{count}} items' } }, es: { tool: { title: 'Título' } } } });
  rememberPlainTexts(i18n);
  return i18n;
}

describe('texts asked for by key alone', () => {
  it('are looked up once, and carry the fixed function\'s namespace and prefix', async () => {
    const i18n = await instance();
    const t = i18n.getFixedT(null, 'tool');
    expect((t as unknown as { ns: string }).ns).toBe('tool');
    const lookup = vi.spyOn(i18n, 't');
    expect(t('title')).toBe('Title');
    expect(t('title')).toBe('Title');
    expect(lookup).toHaveBeenCalledTimes(1);
  });

  it('with options (a count, values) are looked up every time', async () => {
    const i18n = await instance();
    const t = i18n.getFixedT(null, 'tool');
    expect(t('n', { count: 1 })).toBe('1 item');
    expect(t('n', { count: 2 })).toBe('2 items');
  });

  it('follow a language change and texts that arrive later', async () => {
    const i18n = await instance();
    const t = i18n.getFixedT(null, 'tool');
    expect(t('late')).toBe('late');
    i18n.addResourceBundle('en', 'tool', { late: 'Arrived' }, true);
    expect(t('late')).toBe('Arrived');
    await i18n.changeLanguage('es');
    expect(i18n.getFixedT(null, 'tool')('title')).toBe('Título');
    expect(t('title')).toBe('Título');
  });
});

describe('"{{x, number}}" in texts', () => {
  afterEach(() => vi.restoreAllMocks());

  it('formats in the language, and reuses one Intl.NumberFormat however many texts it formats', async () => {
    const i18n = await initI18n('en', []);
    i18n.addResourceBundle('en', 'numbers-test', { removed_one: 'Removed {{count, number}} character', removed_other: 'Removed {{count, number}} characters' });
    expect(i18n.t('removed', { ns: 'numbers-test', count: 1234567 })).toBe('Removed 1,234,567 characters');
    const built = vi.spyOn(Intl, 'NumberFormat');
    for (let n = 0; n < 50; n++) i18n.t('removed', { ns: 'numbers-test', count: n });
    expect(i18n.t('removed', { ns: 'numbers-test', count: 1 })).toBe('Removed 1 character');
    expect(built).not.toHaveBeenCalled();
    built.mockRestore();
    await i18n.changeLanguage('es');
    i18n.addResourceBundle('es', 'numbers-test', { removed_other: '{{count, number}} caracteres' });
    expect(i18n.t('removed', { ns: 'numbers-test', count: 1234567 })).toBe('1.234.567 caracteres');
  });
});

/** Each write of <html lang> re-matches :lang() on every element of the page, even when the value is the same. */
describe('syncHtmlLang', () => {
  it('writes <html lang> only when the language changes', async () => {
    document.documentElement.lang = 'en';
    const replaced: (string | null)[] = [];
    const observer = new MutationObserver((records) => records.forEach((r) => replaced.push(r.oldValue)));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'], attributeOldValue: true });
    syncHtmlLang('en');
    syncHtmlLang('zh');
    syncHtmlLang('zh');
    syncHtmlLang('es');
    await Promise.resolve();
    observer.disconnect();
    expect(replaced).toEqual(['en', 'zh']);
    expect(document.documentElement.lang).toBe('es');
  });
});
