import { describe, expect, it } from 'vitest';
import { foldText, rankTools } from '@src/catalog/rankTools';
import { searchTools } from '@src/catalog/search';
import { CATALOGS, EN_CATALOG, ZH_CATALOG, SAMPLE_TOOLS } from '../helpers/catalog';

const rank = (q: string, c = CATALOGS) => rankTools(SAMPLE_TOOLS, q, c).map((t) => t.id);

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
    ['', SAMPLE_TOOLS.map((t) => t.id)],
    ['   ', SAMPLE_TOOLS.map((t) => t.id)],
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
    expect(rank('大小写', [EN_CATALOG])).toEqual([]);
    expect(rank('大小写', [ZH_CATALOG])).toEqual(['case-converter']);
  });

  it('finds at least everything the header search finds, for every tool title in every language', () => {
    for (const c of CATALOGS) {
      for (const tool of SAMPLE_TOOLS) {
        const title = c.tools[tool.id]!.title;
        const ranked = rank(title);
        expect(ranked[0], `${title} ranks its own tool first`).toBe(tool.id);
        expect(new Set(ranked)).toEqual(new Set([...ranked, ...searchTools(SAMPLE_TOOLS, title, CATALOGS).map((t) => t.id)]));
      }
    }
  });

  it('does not mutate its input', () => {
    const copy = [...SAMPLE_TOOLS];
    rankTools(SAMPLE_TOOLS, 'json', CATALOGS);
    expect(SAMPLE_TOOLS).toEqual(copy);
  });
});
