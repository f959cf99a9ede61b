import { afterEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@src/lib/i18n';

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
