/**
 * The command palette's ranked search. Its own module (not search.ts) so that it ships in the palette's
 * lazy chunk, not in the home page's entry JS.
 */
import type { CatalogTexts, Searchable } from './search';

/** Lower-cased, accents folded ("Conversión" → "conversion"), so Spanish matches with or without them. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}+/gu, '').toLocaleLowerCase().normalize('NFC');
}

/** Match tiers, best first: the order of the palette's results. */
const TIER = {
  exactTitle: 0,
  titlePrefix: 1,
  titleWord: 2,
  titleContains: 3,
  slug: 4,
  description: 5,
  category: 6,
  allWordsInTitles: 7,
  allWords: 8,
} as const;

const WORD_START = /[\s\-–—(/·,.:]/;

function titleTier(title: string, q: string): number | null {
  if (title === q) return TIER.exactTitle;
  if (title.startsWith(q)) return TIER.titlePrefix;
  let at = title.indexOf(q);
  while (at > 0) {
    if (WORD_START.test(title[at - 1]!)) return TIER.titleWord;
    at = title.indexOf(q, at + 1);
  }
  return title.includes(q) ? TIER.titleContains : null;
}

/** The best tier at which one tool matches, or null. Texts are already folded. */
function toolTier(id: string, titles: string[], descriptions: string[], categories: string[], q: string, words: string[]): number | null {
  let best: number = Infinity;
  for (const title of titles) best = Math.min(best, titleTier(title, q) ?? Infinity);
  if (best < Infinity) return best;
  if (id.includes(q.replace(/\s+/g, '-'))) return TIER.slug;
  if (descriptions.some((d) => d.includes(q))) return TIER.description;
  if (categories.some((c) => c.includes(q))) return TIER.category;
  if (words.length < 2) return null;
  if (words.every((w) => titles.some((t) => t.includes(w)) || id.includes(w))) return TIER.allWordsInTitles;
  const all = [...titles, ...descriptions, ...categories, id];
  if (words.every((w) => all.some((h) => h.includes(w)))) return TIER.allWords;
  return null;
}

/**
 * The command palette's search: like `searchTools` (any of the given languages, title, description or
 * category name), but accent-insensitive, also matching the slug and queries whose words are scattered
 * ("json format"), and ranked — exact title, title prefix, title word, title substring, slug,
 * description, category, then scattered words — ties kept in catalogue order. A blank query lists every tool.
 */
export function rankTools<T extends Searchable>(tools: readonly T[], query: string, catalogs: CatalogTexts[]): T[] {
  const q = foldText(query.trim()).replace(/\s+/g, ' ');
  if (!q) return [...tools];
  const words = q.split(' ');
  const ranked: { tool: T; tier: number; index: number }[] = [];
  tools.forEach((tool, index) => {
    const titles: string[] = [];
    const descriptions: string[] = [];
    const categories: string[] = [];
    for (const c of catalogs) {
      const texts = c.tools[tool.id];
      if (texts) {
        titles.push(foldText(texts.title));
        descriptions.push(foldText(texts.description));
      }
      const cat = c.categories[tool.category];
      if (cat) categories.push(foldText(cat.name));
    }
    const tier = toolTier(tool.id, titles, descriptions, categories, q, words);
    if (tier !== null) ranked.push({ tool, tier, index });
  });
  ranked.sort((a, b) => a.tier - b.tier || a.index - b.index);
  return ranked.map((r) => r.tool);
}
