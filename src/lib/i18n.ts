import i18n, { type BackendModule } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE, LANGUAGE_CODES, sanitizeDetectedLanguage } from './languages';
import { loadLocale } from './locales';
import { STORAGE_KEYS } from './storage';

const dynamicImportBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(lng, ns, callback) {
    loadLocale(lng, ns).then(
      (data) => callback(null, data),
      (err: unknown) => callback(err instanceof Error ? err : new Error(String(err)), false),
    );
  },
};

export function syncHtmlLang(lng: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
}

export async function initI18n(): Promise<typeof i18n> {
  i18n.on('languageChanged', syncHtmlLang);
  await i18n
    .use(dynamicImportBackend)
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      supportedLngs: LANGUAGE_CODES,
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      fallbackLng: FALLBACK_LANGUAGE,
      ns: ['common', 'catalog'],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
      returnNull: false,
      detection: {
        order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
        lookupQuerystring: 'lng',
        lookupCookie: 'i18next',
        lookupLocalStorage: STORAGE_KEYS.language,
        lookupSessionStorage: STORAGE_KEYS.language,
        caches: ['localStorage'],
        convertDetectedLanguage: (lng: string) => sanitizeDetectedLanguage(lng),
      },
    });
  syncHtmlLang(i18n.resolvedLanguage ?? FALLBACK_LANGUAGE);
  return i18n;
}

export function currentLanguage(): string {
  return i18n.resolvedLanguage ?? FALLBACK_LANGUAGE;
}

export { i18n };
