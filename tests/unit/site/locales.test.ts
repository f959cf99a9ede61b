import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TOOLS } from '@src/catalog/tools';
import { CATEGORY_IDS } from '@src/catalog/categories';
import { catalogLocale } from '../../../scripts/toolLocales';

const root = join(__dirname, '../../../locales');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? files(full) : name.endsWith('.json') ? [full] : [];
  });
}

function keys(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => keys(v, `${prefix}${k}.`));
  }
  return [prefix.slice(0, -1)];
}

const load = (lng: string, rel: string) => JSON.parse(readFileSync(join(root, lng, rel), 'utf8')) as Record<string, unknown>;
const enFiles = files(join(root, 'en')).map((f) => relative(join(root, 'en'), f));

describe('locale parity', () => {
  it.each(enFiles.flatMap((f) => ['zh', 'es'].map((l) => [l, f])))('%s/%s has exactly the English keys', (lng, rel) => {
    const en = keys(load('en', rel)).sort();
    const other = keys(load(lng, rel)).sort();
    expect(other).toEqual(en);
  });

  it.each(enFiles.flatMap((f) => ['en', 'zh', 'es'].map((l) => [l, f])))('%s/%s has no empty strings', (lng, rel) => {
    const walk = (v: unknown): string[] =>
      typeof v === 'string' ? (v.trim() ? [] : ['<empty>']) : v && typeof v === 'object' ? Object.values(v).flatMap(walk) : [];
    expect(walk(load(lng, rel))).toEqual([]);
  });

  it.each(['en', 'zh', 'es'])('%s catalog names every tool and category', (lng) => {
    const catalog = catalogLocale(join(__dirname, '../../../'), lng) as { tools: Record<string, unknown>; categories: Record<string, unknown> };
    for (const t of TOOLS) expect(catalog.tools[t.id], t.id).toBeTruthy();
    for (const c of CATEGORY_IDS) expect(catalog.categories[c], c).toBeTruthy();
  });

  it.each(TOOLS.map((t) => [t.id]))('tool %s has its page texts in every language', (id) => {
    for (const lng of ['en', 'zh', 'es']) {
      const texts = load(lng, `tools/${id}.json`) as { info?: { what?: string; useCases?: unknown[]; tips?: unknown[] } };
      expect(texts.info?.what, `${lng} info.what`).toBeTruthy();
      expect(texts.info?.useCases?.length, `${lng} info.useCases`).toBeGreaterThan(0);
      expect(texts.info?.tips?.length, `${lng} info.tips`).toBeGreaterThan(0);
    }
  });
});
