import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/catalog.json';
import zh from '../../../locales/zh/catalog.json';
import es from '../../../locales/es/catalog.json';
import { foldText, rankTools } from '@src/catalog/rankTools';
import { searchTools, type CatalogTexts } from '@src/catalog/search';

const catalogs = [en, zh, es] as CatalogTexts[];
const TOOLS = [
  { id: 'case-converter', category: 'text' },
  { id: 'word-counter', category: 'text' },
  { id: 'lorem-ipsum', category: 'text' },
  { id: 'csv-to-json', category: 'converter' },
  { id: 'json-to-csv', category: 'converter' },
  { id: 'xml-to-json', category: 'converter' },
  { id: 'unit-converter', category: 'converter' },
  { id: 'json-formatter', category: 'developer' },
  { id: 'password-generator', category: 'generator' },
  { id: 'password-strength-checker', category: 'security' },
  { id: 'qr-generator', category: 'generator' },
  { id: 'loan-calculator', category: 'finance' },
];
const rank = (q: string, c = catalogs) => rankTools(TOOLS, q, c).map((t) => t.id);

describe('foldText', () => {
  it.each([
    ['Conversión', 'conversion'],
    ['CONTRASEÑA', 'contrasena'],
    ['Préstamos', 'prestamos'],
    ['大小写转换', '大小写转换'],
    ['JSON 格式化', 'json 格式化'],
  ])('%j → %j', (input, expected) => {
    expect(foldText(input)).toBe(expected);
  });
});

describe('rankTools', () => {
  it.each([
    // A blank query lists every tool in catalogue order.
    ['', TOOLS.map((t) => t.id)],
    ['   ', TOOLS.map((t) => t.id)],
    // Exact title first, then titles starting with the query, then the rest.
    ['json formatter', ['json-formatter']],
    ['JSON', ['json-to-csv', 'json-formatter', 'csv-to-json', 'xml-to-json']],
    ['password', ['password-generator', 'password-strength-checker']],
    // Titles rank above category names: Case and Unit Converter, then the rest of the "Converters" category.
    ['converter', ['case-converter', 'unit-converter', 'csv-to-json', 'json-to-csv', 'xml-to-json']],
    // Chinese and Spanish, whatever the interface language.
    ['大小写', ['case-converter']],
    ['二维码', ['qr-generator']],
    ['贷款', ['loan-calculator']],
    ['contador', ['word-counter']],
    ['préstamos', ['loan-calculator']],
    // Accents are optional.
    ['prestamos', ['loan-calculator']],
    ['contrasenas', ['password-generator', 'password-strength-checker']],
    ['generador de contrasenas', ['password-generator']],
    // Scattered words, in any language mix.
    ['json format', ['json-formatter']],
    ['generador qr', ['qr-generator']],
    // The slug matches too.
    ['qr-generator', ['qr-generator']],
    // Descriptions, then category names.
    ['placeholder', ['lorem-ipsum']],
    ['mortgage', ['loan-calculator']],
    ['zzzz-nothing', []],
  ])('%j → %j', (q, expected) => {
    expect(rank(q)).toEqual(expected);
  });

  it('puts a title match before a description match', () => {
    // "word" is in Word Counter's title and in Lorem Ipsum's description ("words").
    const ids = rank('word');
    expect(ids[0]).toBe('word-counter');
    expect(ids).toContain('lorem-ipsum');
  });

  it('ranks category-name matches after title and description matches', () => {
    const ids = rank('text');
    // "Text" tools category: every text tool matches; tools with "text" in their own texts come first.
    expect(ids.slice(-1)).toEqual(['word-counter']);
    expect(ids).toEqual(expect.arrayContaining(['case-converter', 'word-counter', 'lorem-ipsum']));
  });

  it('matches other languages only when their catalog is given', () => {
    expect(rank('大小写', [en as CatalogTexts])).toEqual([]);
    expect(rank('大小写', [zh as CatalogTexts])).toEqual(['case-converter']);
  });

  it('finds at least everything the header search finds, for every tool title in every language', () => {
    for (const c of catalogs) {
      for (const tool of TOOLS) {
        const title = c.tools[tool.id]!.title;
        const ranked = rank(title);
        expect(ranked[0], `${title} ranks its own tool first`).toBe(tool.id);
        expect(new Set(ranked)).toEqual(new Set([...ranked, ...searchTools(TOOLS, title, catalogs).map((t) => t.id)]));
      }
    }
  });

  it('does not mutate its input', () => {
    const copy = [...TOOLS];
    rankTools(TOOLS, 'json', catalogs);
    expect(TOOLS).toEqual(copy);
  });
});
