import i18n, { type BackendModule, type InitOptions, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE, LANGUAGE_CODES, type LanguageCode } from './languages';
import { loadLocale } from './locales';
import { numberFormat, warmNumberFormat } from './intlFormat';

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
  // Writing the same value still invalidates every element's :lang() match: a whole-page style recalc during start-up.
  if (typeof document !== 'undefined' && document.documentElement.lang !== lng) document.documentElement.lang = lng;
}

/** The namespaces every page uses (the shell's texts and the catalogue's names). */
export const SHELL_NAMESPACES = ['common', 'catalog'];

const OPTIONS: InitOptions = {
  supportedLngs: LANGUAGE_CODES,
  nonExplicitSupportedLngs: true,
  load: 'languageOnly',
  fallbackLng: FALLBACK_LANGUAGE,
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  react: { useSuspense: true },
  returnNull: false,
  // The page's own namespaces are given at init; every other one (another tool's, another language's) loads on demand.
  partialBundledLanguages: true,
  initAsync: false,
};

/**
 * Starts i18next in the page's language, which its path decides (src/lib/languagePath.ts; the inline boot script has
 * already sent the visitor to the page in their language). The namespaces the page shows are loaded first (their
 * chunks are modulepreloaded by a prerendered page), so the first render has every text it needs and a prerendered
 * page hydrates with exactly the texts it was rendered with.
 */
export async function initI18n(language: LanguageCode, namespaces: readonly string[]): Promise<typeof i18n> {
  const ns = [...new Set([...SHELL_NAMESPACES, ...namespaces])];
  // A namespace that fails to load (offline before the site was cached) is left to the backend's later attempts.
  const loaded = await Promise.all(ns.map(async (n) => [n, await loadLocale(language, n).catch(() => ({}))] as const));
  const resources: ResourceLanguage = Object.fromEntries(loaded);
  i18n.on('languageChanged', syncHtmlLang);
  void i18n.use(dynamicImportBackend).use(initReactI18next).init({ ...OPTIONS, lng: language, ns, resources: { [language]: resources } });
  shareNumberFormats(i18n);
  syncHtmlLang(language);
  return i18n;
}

/**
 * "{{count, number}}" through the page's shared Intl.NumberFormat (src/lib/intlFormat.ts). i18next builds a new one
 * for every text it formats: a result with a dozen counts paid for a dozen, and whitespace-remover's "Load example"
 * spent 92 ms of its 185 ms handler there on a 4×-slowed CPU.
 */
function shareNumberFormats(instance: typeof i18n): void {
  instance.services.formatter?.add('number', (value: unknown, lng: string | undefined) => numberFormat(lng).format(value as number));
  // The page's first one loads the engine's number data (88 ms on a 4×-slowed CPU): in an idle moment, not in the
  // first tap that shows a count.
  warmNumberFormat(instance.resolvedLanguage ?? instance.language);
}

export function currentLanguage(): string {
  return i18n.resolvedLanguage ?? FALLBACK_LANGUAGE;
}

export { i18n };
