import { describe, expect, it } from 'vitest';
import { normalizeQuery, searchTools } from '@src/catalog/search';
import { CATALOGS, EN_CATALOG, SAMPLE_TOOLS } from '../helpers/catalog';

const tools = SAMPLE_TOOLS.slice(0, 3);
const ids = (q: string, c = CATALOGS) => searchTools(tools, q, c).map((t) => t.id);

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
    expect(ids('大小写', [EN_CATALOG])).toEqual([]);
  });

  it('normalizes', () => {
    expect(normalizeQuery('  HeLLo ')).toBe('hello');
  });
});
