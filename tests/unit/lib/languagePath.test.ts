import { describe, expect, it } from 'vitest';
import { languageBase, localizedPath, splitLanguagePath, switchLanguageUrl } from '@src/lib/languagePath';

describe('language paths', () => {
  it.each([
    ['/', 'en', '/'],
    ['/tools/json-formatter', 'en', '/tools/json-formatter'],
    ['/zh', 'zh', '/'],
    ['/zh/', 'zh', '/'],
    ['/zh/tools/json-formatter', 'zh', '/tools/json-formatter'],
    ['/es/category/text', 'es', '/category/text'],
    // Not a language prefix: a route that starts with the same letters, or English (which has none).
    ['/zhx/tools', 'en', '/zhx/tools'],
    ['/en/tools/x', 'en', '/en/tools/x'],
    ['', 'en', '/'],
  ] as const)('splitLanguagePath(%s) = %s, %s', (pathname, language, path) => {
    expect(splitLanguagePath(pathname)).toEqual({ language, path });
  });

  it.each([
    ['/', 'en', '/'],
    ['/', 'zh', '/zh'],
    ['/tools/a', 'es', '/es/tools/a'],
    ['/privacy', 'en', '/privacy'],
  ] as const)('localizedPath(%s, %s) = %s', (path, language, url) => {
    expect(localizedPath(path, language)).toBe(url);
    expect(splitLanguagePath(url)).toEqual({ language, path });
  });

  it('the router basename is empty for English and the prefix otherwise', () => {
    expect(languageBase('en')).toBe('');
    expect(languageBase('zh')).toBe('/zh');
  });

  it('switching keeps the route, the query and the fragment (a calculator keeps its inputs)', () => {
    const url = { pathname: '/zh/tools/loan-calculator', search: '?x=1', hash: '#amount=1000' };
    expect(switchLanguageUrl(url, 'es')).toBe('/es/tools/loan-calculator?x=1#amount=1000');
    expect(switchLanguageUrl(url, 'en')).toBe('/tools/loan-calculator?x=1#amount=1000');
    expect(switchLanguageUrl({ pathname: '/', search: '', hash: '' }, 'zh')).toBe('/zh');
  });
});
