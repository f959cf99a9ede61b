// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { readCookie, readJson, readRaw, removeKey, scrollKey, writeCookie, writeJson, writeRaw } from '@src/lib/storage';

const isNumberArray = (v: unknown): v is number[] => Array.isArray(v) && v.every((x) => typeof x === 'number');

describe('storage', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('round-trips JSON', () => {
    writeJson('k', [1, 2]);
    expect(readJson('k', isNumberArray, [])).toEqual([1, 2]);
  });

  it.each([
    ['missing key', null],
    ['corrupt JSON', '{not json'],
    ['wrong shape', '{"a":1}'],
    ['wrong element types', '["a"]'],
    ['JSON null', 'null'],
  ])('returns the fallback for %s', (_name, raw) => {
    if (raw !== null) localStorage.setItem('k', raw);
    expect(readJson('k', isNumberArray, [7])).toEqual([7]);
  });

  it('uses session storage when asked', () => {
    writeRaw('s', 'x', 'session');
    expect(readRaw('s', 'session')).toBe('x');
    expect(readRaw('s')).toBeNull();
    removeKey('s', 'session');
    expect(readRaw('s', 'session')).toBeNull();
  });

  it('never throws when storage itself throws', () => {
    const original = Storage.prototype.getItem;
    Storage.prototype.getItem = () => {
      throw new Error('SecurityError');
    };
    try {
      expect(readRaw('k')).toBeNull();
      expect(readJson('k', isNumberArray, [])).toEqual([]);
    } finally {
      Storage.prototype.getItem = original;
    }
  });

  it('writes and reads cookies with encoding', () => {
    writeCookie('cookieConsent', 'accepted', 365);
    writeCookie('odd name', 'a;b=c', 1);
    expect(readCookie('cookieConsent')).toBe('accepted');
    expect(readCookie('odd name')).toBe('a;b=c');
    expect(readCookie('missing')).toBeNull();
  });

  it('builds scroll keys per path', () => {
    expect(scrollKey('/category/text')).toBe('scroll_/category/text');
  });
});
