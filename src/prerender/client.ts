import { isLanguageCode, type LanguageCode } from '../lib/languages';
import { isRecord } from '../lib/isRecord';

/** What the prerender writes next to the markup (scripts/build.mjs), read by main.tsx before hydrating. */
export interface PrerenderData {
  /** the URL path the markup was rendered for, language prefix included (/zh/tools/x) */
  path: string;
  /** the language of the markup */
  language: LanguageCode;
  /** the namespaces its texts come from: main.tsx loads exactly these (their chunks are modulepreloaded) to hydrate */
  namespaces: string[];
}

export const PRERENDER_DATA_ID = 'prerender-data';

/** The embedded data, or null when the page was not prerendered (dev) or the block is unreadable. */
export function readPrerenderData(doc: Document): PrerenderData | null {
  const text = doc.getElementById(PRERENDER_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const data: unknown = JSON.parse(text);
    if (!isRecord(data) || typeof data.path !== 'string' || typeof data.language !== 'string' || !isLanguageCode(data.language)) return null;
    const namespaces = Array.isArray(data.namespaces) ? data.namespaces.filter((n): n is string => typeof n === 'string') : [];
    return { path: data.path, language: data.language, namespaces };
  } catch {
    return null;
  }
}

/** The markup can be hydrated only on the route it was rendered for (the SPA fallback serves / for unknown paths). */
export function samePath(a: string, b: string): boolean {
  const norm = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);
  return norm(a) === norm(b) && a.length > 0;
}
