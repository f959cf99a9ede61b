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

/** Filters the given tools by the shared search query, matching titles in en, zh and es. */
export function useToolSearch(tools: ToolEntry[]): { query: string; active: boolean; results: ToolEntry[] } {
  // The keystroke's frame shows the letter; the list follows in a render React may interrupt for the next one (the
  // hero and some fifty cards leaving with the first letter were 60 ms of that keystroke on a 4×-slowed phone).
  const query = useDeferredValue(useAppSelector((s) => s.search.query));
  const { i18n } = useTranslation('catalog');
  const [catalogs, setCatalogs] = useState<CatalogTexts[] | null>(null);
  const active = normalizeQuery(query) !== '';

  useEffect(() => {
    if (!active || catalogs) return;
    let live = true;
    void loadAllCatalogs().then((c) => {
      if (live && c.length) setCatalogs(c);
    });
    return () => {
      live = false;
    };
  }, [active, catalogs]);

  const language = i18n.resolvedLanguage ?? 'en';
  const results = useMemo(() => {
    if (!active) return tools;
    // Until all three catalogs arrive, match the one already loaded.
    const current = i18n.getResourceBundle(language, 'catalog') as CatalogTexts | undefined;
    const texts = catalogs ?? (current ? [current] : []);
    return searchTools(tools, query, texts);
  }, [active, tools, query, catalogs, i18n, language]);

  return { query, active, results };
}
