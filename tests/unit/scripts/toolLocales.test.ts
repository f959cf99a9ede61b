import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { getOperation } from '@workers/ops/registry';
import { catalogLocale, manifestOperations, operationLabels } from '../../../scripts/toolLocales';
import { readManifests } from '../../shared/manifests';

type Json = Record<string, unknown>;
const LANGUAGES = ['en', 'zh', 'es'] as const;
const root = new URL('../../../', import.meta.url);
const json = (path: string) => JSON.parse(readFileSync(new URL(path, root), 'utf8')) as Json;
const operationsOf = (tool: string) => manifestOperations(readFileSync(new URL(`src/tools/${tool}/tool.ts`, root), 'utf8'));
const strings = (node: unknown): string[] =>
  typeof node === 'string' ? [node] : node && typeof node === 'object' ? Object.values(node).flatMap(strings) : [];

const toolsWithOptions = readManifests().map((m) => m.id).filter((id) => operationsOf(id).some((op) => getOperation(op)!.options.length > 0));

describe('operation labels copied into a tool page (scripts/vite-tool-locales.ts)', () => {
  it('reads the operations a manifest names', () => {
    expect(manifestOperations("  id: 'x',\n  operations: ['jsonFormat', 'jsonMinify'],\n")).toEqual(['jsonFormat', 'jsonMinify']);
    expect(manifestOperations("  id: 'x',\n")).toEqual([]);
  });

  it('gives only the labels of the named operations, and nothing for operations without options', () => {
    const ops = json('locales/en/ops.json');
    expect(operationLabels(['dedupeLines'], ops, getOperation)).toEqual({
      options: { removeEmpty: 'Remove empty lines', caseSensitive: 'Case sensitive', trimCompare: 'Trim lines before comparing' },
    });
    expect(operationLabels(['jsonMinify', 'md5'], ops, getOperation)).toBeUndefined();
  });

  it('refuses an unknown operation and a missing label, so no page ships a raw key', () => {
    expect(() => operationLabels(['nope'], {}, getOperation)).toThrow('unknown operation "nope"');
    expect(() => operationLabels(['dedupeLines'], { options: {} }, getOperation)).toThrow('options.removeEmpty');
  });

  it('covers the pages that draw options', () => {
    expect(toolsWithOptions).toEqual(expect.arrayContaining(['text-sorter', 'json-formatter', 'sql-formatter', 'url-encoder', 'csv-to-json']));
  });

  it.each(toolsWithOptions.flatMap((tool) => LANGUAGES.map((lng) => [tool, lng] as const)))(
    '%s (%s): every option label resolves, and the tool\'s own texts do not write one again',
    (tool, lng) => {
      const labels = operationLabels(operationsOf(tool), json(`locales/${lng}/ops.json`), getOperation);
      const own = new Set(strings(json(`locales/${lng}/tools/${tool}.json`)));
      expect(strings(labels).filter((text) => own.has(text))).toEqual([]);
    },
  );
});

describe('the catalog namespace as the site reads it (catalogLocale)', () => {
  const rootPath = new URL('../../../', import.meta.url).pathname;

  it.each(LANGUAGES)('%s: every tool, in catalogue order, with its title and line from its own locale file', (lng) => {
    const catalog = catalogLocale(rootPath, lng) as { tools: Record<string, { title: string; description: string }>; categories: Json };
    expect(Object.keys(catalog.tools)).toEqual(readManifests().map((m) => m.id));
    for (const [id, entry] of Object.entries(catalog.tools)) {
      expect(entry, id).toEqual(json(`locales/${lng}/tools/${id}.json`).catalog);
      expect(entry.title.trim() && entry.description.trim(), id).toBeTruthy();
    }
    expect(catalog.categories).toEqual(json(`locales/${lng}/catalog.json`).categories);
  });
});
