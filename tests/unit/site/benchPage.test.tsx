import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderToString } from 'react-dom/server';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import BenchPage from '@src/pages/BenchPage';

const locale = (lng: string, ns: string) => JSON.parse(readFileSync(join(__dirname, '../../../locales', lng, `${ns}.json`), 'utf8')) as Record<string, unknown>;

function render(lng: string): string {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    lng,
    initAsync: false,
    ns: ['bench', 'common'],
    defaultNS: 'common',
    resources: { [lng]: { bench: locale(lng, 'bench'), common: locale(lng, 'common') } },
    interpolation: { escapeValue: false },
  });
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <BenchPage />
    </I18nextProvider>,
  );
}

/** /bench as the prerender renders it: in node, with no window, document or storage. */
describe('the device benchmark page on the server', () => {
  it.each(['en', 'zh', 'es'])('renders in %s with the reference chart and nothing of the device', (lng) => {
    expect(typeof window).toBe('undefined');
    const html = render(lng);
    expect(html).toContain(`>${(locale(lng, 'bench') as { title: string }).title}</h1>`);
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
