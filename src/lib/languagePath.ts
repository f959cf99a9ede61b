import { FALLBACK_LANGUAGE, LANGUAGE_CODES, type LanguageCode } from './languages';

/**
 * Every page exists once per language: English at the spec's paths (/tools/json-formatter), the others under their
 * code (/zh/tools/json-formatter, /es/…); each language's home is /zh, /es. The path decides the language of a page,
 * so a prerendered copy can be painted in it. Pure: used by the router, the prerender, the sitemap and the tests.
 */

const PREFIXED = LANGUAGE_CODES.filter((code) => code !== FALLBACK_LANGUAGE);
const PREFIX_RE = new RegExp(`^/(${PREFIXED.join('|')})(?=/|$)`);

/** The router's basename for a language: '' for English, '/zh' for Chinese. */
export function languageBase(language: LanguageCode): string {
  return language === FALLBACK_LANGUAGE ? '' : `/${language}`;
}

/** The language of a URL path and the route inside it: /zh/tools/x → zh, /tools/x; /zh → zh, /. */
export function splitLanguagePath(pathname: string): { language: LanguageCode; path: string } {
  const match = PREFIX_RE.exec(pathname);
  if (!match) return { language: FALLBACK_LANGUAGE, path: pathname || '/' };
  return { language: match[1] as LanguageCode, path: pathname.slice(match[0].length) || '/' };
}

/** The URL path of a route in a language: /tools/x in zh → /zh/tools/x; / in zh → /zh. */
export function localizedPath(path: string, language: LanguageCode): string {
  const base = languageBase(language);
  if (!base) return path;
  return path === '/' || path === '' ? base : `${base}${path}`;
}

/** The same page in another language, keeping the query and fragment (a calculator's inputs live in the fragment). */
export function switchLanguageUrl(url: { pathname: string; search: string; hash: string }, language: LanguageCode): string {
  const { path } = splitLanguagePath(url.pathname);
  return `${localizedPath(path, language)}${url.search}${url.hash}`;
}
