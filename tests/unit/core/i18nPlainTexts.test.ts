import { createInstance } from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { rememberPlainTexts } from '@src/lib/i18n';

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
