import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import BenchPage from '@src/pages/BenchPage';
import { testI18n, withI18n } from '../helpers/i18n';
import { localeTexts } from '../helpers/locales';

function render(lng: string): string {
  const i18n = testI18n(lng, { bench: localeTexts(lng, 'bench'), common: localeTexts(lng, 'common') });
  return renderToString(withI18n(i18n, <BenchPage />));
}

/** /bench as the prerender renders it: in node, with no window, document or storage. */
describe('the device benchmark page on the server', () => {
  it.each(['en', 'zh', 'es'])('renders in %s with the reference chart and nothing of the device', (lng) => {
    expect(typeof window).toBe('undefined');
    const html = render(lng);
    expect(html).toContain(`>${(localeTexts(lng, 'bench') as { title: string }).title}</h1>`);
    expect(html.match(/data-testid="bench-row"/g)).toHaveLength(7);
    expect(html.match(/data-testid="bench-bar-reference"/g)).toHaveLength(7);
    expect(html).not.toContain('data-testid="bench-bar-device"');
    expect(html).not.toContain('data-testid="bench-share-link"');
    expect(html).toContain('data-testid="bench-history-empty"');
  });

  it('names the full run\'s inputs', () => {
    const html = render('en');
    for (const label of ['Hash 10 MiB of text', 'Hash a 100 MiB file', 'Format 10 MiB of JSON', 'Compare two 1 MiB texts', 'MozJPEG, a 12 MP photo', 'AVIF, a 2 MP photo', 'Five-step recipe on 10 MiB']) {
      expect(html).toContain(label);
    }
  });
});
