/**
 * Search (spec section 5): trimmed, case-insensitive; a tool matches when the
 * query is in its title, description or category name in ANY of the loaded
 * languages, whatever the interface language.
 */
export interface CatalogTexts {
  categories: Record<string, { name: string; description?: string }>;
  tools: Record<string, { title: string; description: string }>;
}

export interface Searchable {
  id: string;
  category: string;
}

export function normalizeQuery(query: string): string {
  return query.trim().toLocaleLowerCase();
}

export function haystacksFor(tool: Searchable, catalogs: CatalogTexts[]): string[] {
  const out: string[] = [];
  for (const c of catalogs) {
    const t = c.tools[tool.id];
    if (t) out.push(t.title, t.description);
    const cat = c.categories[tool.category];
    if (cat) out.push(cat.name);
  }
  return out.map((s) => s.toLocaleLowerCase());
}

export function searchTools<T extends Searchable>(tools: T[], query: string, catalogs: CatalogTexts[]): T[] {
  const q = normalizeQuery(query);
  if (!q) return tools;
  return tools.filter((tool) => haystacksFor(tool, catalogs).some((h) => h.includes(q)));
}
