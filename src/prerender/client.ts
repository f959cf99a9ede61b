import type { Resource } from 'i18next';

/** What the prerender embeds next to the markup (scripts/build.mjs writes it, main.tsx reads it). */
export interface PrerenderData {
  /** the route the markup was rendered for */
  path: string;
  /** the English namespaces the page uses, so hydration needs no network */
  resources: Resource;
}

export const PRERENDER_DATA_ID = 'prerender-data';

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** The embedded data, or null when the page was not prerendered (dev) or the block is unreadable. */
export function readPrerenderData(doc: Document): PrerenderData | null {
  const text = doc.getElementById(PRERENDER_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const data: unknown = JSON.parse(text);
    if (!isRecord(data) || typeof data.path !== 'string' || !isRecord(data.resources)) return null;
    return { path: data.path, resources: data.resources as Resource };
  } catch {
    return null;
  }
}

/** The markup can be hydrated only on the route it was rendered for (the SPA fallback serves / for unknown paths). */
export function samePath(a: string, b: string): boolean {
  const norm = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);
  return norm(a) === norm(b) && a.length > 0;
}
