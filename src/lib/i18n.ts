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
  rememberPlainTexts(i18n);
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

/** What getFixedT returns, as it is at run time: a function carrying its language, namespaces and key prefix. */
type PlainFixedT = ((...args: unknown[]) => unknown) & { lng?: string; lngs?: readonly string[]; ns?: unknown; keyPrefix?: string };

/**
 * A text asked for by key alone (no count, no values) is looked up once per language: i18next copies its whole
 * options object and walks the fallbacks on every call, and a tool's re-render asks for dozens (22 ms of a JWT
 * keystroke on a 4×-slowed CPU). Forgotten whenever texts arrive or the language changes.
 */
export function rememberPlainTexts(instance: typeof i18n): void {
  const known = new Map<string, string>();
  const forget = () => known.clear();
  instance.on('languageChanged', forget);
  instance.on('loaded', forget);
  instance.store.on('added', forget);
  instance.store.on('removed', forget);
  const getFixedT = instance.getFixedT.bind(instance) as unknown as (...args: unknown[]) => PlainFixedT;
  const remembering = (...args: unknown[]): PlainFixedT => {
    const fixed = getFixedT(...args);
    const t = (key: unknown, ...rest: unknown[]): unknown => {
      if (typeof key !== 'string' || rest.length > 0) return fixed(key, ...rest);
      const id = `${fixed.lng ?? instance.language}\u0000${String(fixed.ns)}\u0000${fixed.keyPrefix ?? ''}\u0000${key}`;
      const text = known.get(id);
      if (text !== undefined) return text;
      const found = fixed(key);
      if (typeof found === 'string') known.set(id, found);
      return found;
    };
    return Object.assign(t, { lng: fixed.lng, lngs: fixed.lngs, ns: fixed.ns, keyPrefix: fixed.keyPrefix });
  };
  instance.getFixedT = remembering as unknown as typeof instance.getFixedT;
}

export function currentLanguage(): string {
  return i18n.resolvedLanguage ?? FALLBACK_LANGUAGE;
}

export { i18n };
