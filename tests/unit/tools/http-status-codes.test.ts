import { describe, expect, it } from 'vitest';
import { STATUS_CODES } from '@src/tools/http-status-codes/codes';
import { codeLine, fold, groupByClass, searchCodes } from '@src/tools/http-status-codes/logic';

const SPEC = [100, 101, 200, 201, 202, 204, 301, 302, 304, 307, 308, 400, 401, 403, 404, 405, 408, 409, 410, 413, 415, 429, 500, 501, 502, 503, 504];
const IANA_COMMON = [102, 103, 203, 205, 206, 207, 303, 402, 406, 407, 411, 412, 414, 416, 417, 418, 421, 422, 423, 424, 425, 426, 428, 431, 451, 505, 506, 507, 508, 510, 511];

const codes = (list: { code: number }[]) => list.map((c) => c.code);

describe('the data', () => {
  it('has every code of the spec and the common IANA ones, once each, in order', () => {
    const all = codes(STATUS_CODES);
    for (const c of [...SPEC, ...IANA_COMMON]) expect(all).toContain(c);
    expect(new Set(all).size).toBe(all.length);
    expect(all).toEqual(all.slice().sort((a, b) => a - b));
  });

  it('every code has a name and a description in en, zh and es', () => {
    for (const c of STATUS_CODES) {
      for (const lang of ['en', 'zh', 'es'] as const) {
        expect(c.text[lang].name.trim(), `${c.code} ${lang}`).not.toBe('');
        expect(c.text[lang].description.length, `${c.code} ${lang}`).toBeGreaterThan(lang === 'zh' ? 10 : 30);
      }
      expect(c.text.zh.description).toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it('groups by class 1xx…5xx', () => {
    const groups = groupByClass(STATUS_CODES);
    expect(groups.map((g) => g.cls)).toEqual([1, 2, 3, 4, 5]);
    for (const g of groups) g.codes.forEach((c) => expect(Math.floor(c.code / 100)).toBe(g.cls));
  });
});

describe('searchCodes', () => {
  it.each<[string, 'en' | 'zh' | 'es', number[]]>([
    ['404', 'en', [404]],
    ['  404 ', 'en', [404]],
    ['50', 'en', [500, 501, 502, 503, 504, 505, 506, 507, 508]],
    ['1xx', 'en', [100, 101, 102, 103]],
    ['not found', 'en', [404]],
    ['NOT FOUND', 'en', [404]],
    ['teapot', 'en', [418]],
    ['too many', 'en', [429]],
    ['timeout', 'en', [408, 504]],
    ['未找到', 'zh', [404]],
    ['not found', 'zh', [404]], // English still works in another UI language
    ['网关超时', 'zh', [504]],
    ['tetera', 'es', [418]],
    ['peticion', 'es', codes(searchCodes('petición', 'es'))], // accents are optional
    ['tetera', 'en', []], // Spanish words are not searched in the English UI
    ['999', 'en', []],
    ['xyzzy', 'en', []],
  ])('%j (%s)', (q, lang, expected) => {
    expect(codes(searchCodes(q, lang))).toEqual(expected);
  });

  it('an empty query lists everything', () => {
    expect(searchCodes('', 'en')).toHaveLength(STATUS_CODES.length);
    expect(searchCodes('  ', 'zh')).toHaveLength(STATUS_CODES.length);
  });

  it('fold strips accents and case', () => {
    expect(fold('Petición ÉXITO')).toBe('peticion exito');
  });

  it('a code line', () => {
    const c = STATUS_CODES.find((x) => x.code === 404)!;
    expect(codeLine(c, 'en')).toMatch(/^404 Not Found — The server cannot find/);
    expect(codeLine(c, 'zh')).toMatch(/^404 未找到 — /);
  });
});
