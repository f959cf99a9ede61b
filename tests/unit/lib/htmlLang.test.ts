// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { syncHtmlLang } from '@src/lib/i18n';

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
