import i18n, { type BackendModule, type InitOptions, type Resource } from 'i18next';
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

const DETECTION = {
  order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
  lookupQuerystring: 'lng',
  lookupCookie: 'i18next',
  lookupLocalStorage: STORAGE_KEYS.language,
  lookupSessionStorage: STORAGE_KEYS.language,
  caches: ['localStorage'],
  convertDetectedLanguage: (lng: string) => sanitizeDetectedLanguage(lng),
};

const OPTIONS: InitOptions = {
  supportedLngs: LANGUAGE_CODES,
  nonExplicitSupportedLngs: true,
  load: 'languageOnly',
  fallbackLng: FALLBACK_LANGUAGE,
  ns: ['common', 'catalog'],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  react: { useSuspense: true },
  returnNull: false,
  detection: DETECTION,
};

function instance() {
  i18n.on('languageChanged', syncHtmlLang);
  return i18n.use(dynamicImportBackend).use(LanguageDetector).use(initReactI18next);
}

/** Detects the language (querystring, cookie, storage, browser) and loads its first namespaces. */
export async function initI18n(): Promise<typeof i18n> {
  await instance().init(OPTIONS);
  syncHtmlLang(i18n.resolvedLanguage ?? FALLBACK_LANGUAGE);
  return i18n;
}

/**
 * The language the visitor would get, by the same detection as `initI18n`, read without side effects
 * (nothing is cached): decides whether a prerendered (English) page can be hydrated.
 */
export function detectLanguage(): string {
  const detector = new LanguageDetector(
    { languageUtils: { getBestMatchFromCodes: () => undefined } } as unknown as ConstructorParameters<typeof LanguageDetector>[0],
    { ...DETECTION, caches: [] },
  );
  const found = detector.detect();
  const codes = Array.isArray(found) ? found : [found];
  return codes.find((c): c is string => typeof c === 'string' && (LANGUAGE_CODES as string[]).includes(c)) ?? FALLBACK_LANGUAGE;
}

/**
 * For hydrating a prerendered page: synchronous, English, with the namespaces embedded in the page
 * (no network wait). Later namespaces (other tools, other languages) load as usual.
 */
export function initI18nForHydration(resources: Resource): typeof i18n {
  void instance().init({
    ...OPTIONS,
    lng: FALLBACK_LANGUAGE,
    resources,
    partialBundledLanguages: true,
    ns: Object.keys(resources[FALLBACK_LANGUAGE] ?? {}),
    initAsync: false,
  });
  syncHtmlLang(FALLBACK_LANGUAGE);
  return i18n;
}

export function currentLanguage(): string {
  return i18n.resolvedLanguage ?? FALLBACK_LANGUAGE;
}

export { i18n };
