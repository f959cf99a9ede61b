import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { scaffold, UNFILLED } from '../../../scripts/new-tool.mjs';
import { catalogLocale } from '../../../scripts/toolLocales';
import { readManifests } from '../../shared/manifests';

const LANGUAGES = ['en', 'zh', 'es'] as const;
/** What the scaffold reads and writes, copied so the run never touches the checkout. */
const COPIED = ['src/tools', 'locales'];

function keys(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return [`${prefix}[]`];
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => keys(v, `${prefix}${k}.`));
  return [prefix];
}

let root: string;
const read = (rel: string) => readFileSync(join(root, rel), 'utf8');

beforeEach(() => {
  root = `${mkdtempSync(join(tmpdir(), 'new-tool-'))}/`;
  for (const rel of COPIED) cpSync(rel, join(root, rel), { recursive: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('npm run new-tool', () => {
  it('writes the folder, three locale files with every key, its catalogue texts among them, and a contract row that fails until filled', () => {
    const before = readManifests(root);
    const written = scaffold({ root, slug: 'word-reverser', category: 'text' });
    expect(written).toEqual([
      'src/tools/word-reverser/tool.ts', 'src/tools/word-reverser/logic.ts', 'src/tools/word-reverser/index.tsx',
      'src/tools/word-reverser/contract.ts',
      ...LANGUAGES.map((lng) => `locales/${lng}/tools/word-reverser.json`),
    ]);

    // The catalogue takes it last, in its category, taking text.
    const after = readManifests(root);
    expect(after.slice(0, -1)).toEqual(before);
    expect(after.at(-1)).toEqual({ id: 'word-reverser', category: 'text', badge: 'new', order: before.at(-1)!.order + 10, takesText: true });

    // The three locale files have the same keys, the ones a tool page reads (its example and its about texts).
    const texts = LANGUAGES.map((lng) => JSON.parse(read(`locales/${lng}/tools/word-reverser.json`)) as Record<string, unknown>);
    expect(keys(texts[1])).toEqual(keys(texts[0]));
    expect(keys(texts[2])).toEqual(keys(texts[0]));
    expect(keys(texts[0])).toEqual(expect.arrayContaining(['example.', 'info.what.', 'info.useCases.[]', 'info.tips.[]']));
    // Its name and line are in its own files, where the catalog namespace gathers them.
    for (const lng of LANGUAGES) {
      const catalog = catalogLocale(root, lng) as { tools: Record<string, { title: string; description: string }> };
      expect(catalog.tools['word-reverser']?.title).toBeTruthy();
      expect(catalog.tools['word-reverser']?.description).toBeTruthy();
    }

    // The page reads every key it uses from its own locale file, and the row expects a result no placeholder gives.
    const page = read('src/tools/word-reverser/index.tsx');
    for (const key of [...page.matchAll(/\bt\('([a-zA-Z.]+)'\)/g)].map((m) => m[1]!)) expect(Object.keys(texts[0]!)).toContain(key);
    const row = read('src/tools/word-reverser/contract.ts');
    expect(row).toContain(`import { defineContract } from '../contract';`);
    expect(row).toContain(`example: '${UNFILLED}'`);
    expect(row.trimEnd().endsWith('});')).toBe(true);
    expect(String(texts[0]!.example)).not.toBe(UNFILLED);
    // The empty row presses the page's own button, so the row fails only where it is unfilled.
    expect(row).toContain(`action: '${String(texts[0]!.action)}'`);
  });

  it('refuses a taken slug, a slug that is not kebab-case and an unknown category, writing nothing', () => {
    expect(() => scaffold({ root, slug: 'base64', category: 'text' })).toThrow(/exists already/);
    expect(() => scaffold({ root, slug: 'Word_Reverser', category: 'text' })).toThrow(/kebab-case/);
    expect(() => scaffold({ root, slug: 'word-reverser', category: 'pdfs' })).toThrow(/not a category/);
    expect(existsSync(join(root, 'src/tools/word-reverser/contract.ts'))).toBe(false);
    expect(readManifests(root).map((m) => m.id)).not.toContain('word-reverser');
  });
});
