import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/catalog.json';
import zh from '../../../locales/zh/catalog.json';
import es from '../../../locales/es/catalog.json';
import { normalizeQuery, searchTools, type CatalogTexts } from '@src/catalog/search';

const catalogs = [en, zh, es] as CatalogTexts[];
const tools = [
  { id: 'case-converter', category: 'text' },
  { id: 'word-counter', category: 'text' },
  { id: 'lorem-ipsum', category: 'text' },
];
const ids = (q: string, c = catalogs) => searchTools(tools, q, c).map((t) => t.id);

describe('search', () => {
  it.each([
    ['', ['case-converter', 'word-counter', 'lorem-ipsum']],
    ['   ', ['case-converter', 'word-counter', 'lorem-ipsum']],
    ['case', ['case-converter']],
    ['  CASE  ', ['case-converter']],
    ['大小写', ['case-converter']],
    ['contador', ['word-counter']],
    ['字数', ['word-counter']],
    ['text tools', ['case-converter', 'word-counter', 'lorem-ipsum']],
    ['文本工具', ['case-converter', 'word-counter', 'lorem-ipsum']],
    ['placeholder', ['lorem-ipsum']],
    ['zzzz-nothing', []],
  ])('%j → %j', (q, expected) => {
    expect(ids(q)).toEqual(expected);
  });

  it('matches other languages only when their catalog is given', () => {
    expect(ids('大小写', [en as CatalogTexts])).toEqual([]);
  });

  it('normalizes', () => {
    expect(normalizeQuery('  HeLLo ')).toBe('hello');
  });
});
