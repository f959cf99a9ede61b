import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_CODES } from '../lib/languages';
import { loadLocale } from '../lib/locales';
import { useAppSelector } from '../store';
import { normalizeQuery, searchTools, type CatalogTexts } from './search';
import type { ToolEntry } from './tools';

let allCatalogs: Promise<CatalogTexts[]> | null = null;

/** All three catalogs, fetched once, only when someone first searches (they are not in the main bundle). */
export function loadAllCatalogs(): Promise<CatalogTexts[]> {
  allCatalogs ??= Promise.all(LANGUAGE_CODES.map((l) => loadLocale(l, 'catalog') as Promise<unknown> as Promise<CatalogTexts>))
    .catch(() => {
      allCatalogs = null;
      return [];
    });
  return allCatalogs;
}

/**
 * The catalogs to search: the three once `needed` has asked for them and they have arrived, until then the interface
 * language's (already in memory). A stable array while they do not change, so it can key a memo.
 */
export function useCatalogs(needed: boolean): CatalogTexts[] {
  const { i18n } = useTranslation('catalog');
  const [all, setAll] = useState<CatalogTexts[] | null>(null);
  useEffect(() => {
    if (!needed || all) return;
    let live = true;
    void loadAllCatalogs().then((c) => {
      if (live && c.length) setAll(c);
    });
    return () => {
      live = false;
    };
  }, [needed, all]);
  const current = i18n.getResourceBundle(i18n.resolvedLanguage ?? 'en', 'catalog') as CatalogTexts | undefined;
  return useMemo(() => all ?? (current ? [current] : []), [all, current]);
}

/** Filters the given tools by the shared search query, matching titles in en, zh and es. */
export function useToolSearch(tools: ToolEntry[]): { query: string; active: boolean; results: ToolEntry[] } {
  // The keystroke's frame shows the letter; the list follows in a render React may interrupt for the next one (the
  // hero and some fifty cards leaving with the first letter were 60 ms of that keystroke on a 4×-slowed phone).
  const query = useDeferredValue(useAppSelector((s) => s.search.query));
  const active = normalizeQuery(query) !== '';
  const catalogs = useCatalogs(active);
  const results = useMemo(() => (active ? searchTools(tools, query, catalogs) : tools), [active, tools, query, catalogs]);
  return { query, active, results };
}
