import { describe, expect, it } from 'vitest';
import {
  EXAMPLE, URL_PARSE_MAX, buildUrl, findDecodeError, findLoneSurrogate, looksLikeUrl, parseQuery, parseUrl, serializeQuery, urlOp,
  type UrlOptions, type UrlParts,
} from '@src/tools/url-encoder/logic';
import { randomText, rng, type CodePointRanges } from '../helpers/random';

/** Well-formed Unicode, ASCII twice as often: reserved characters (% and + included), Latin, CJK, astral (emoji), controls. */
const TEXT_RANGES: CodePointRanges = [[0x20, 0x7e], [0x20, 0x7e], [0x00, 0x1f], [0xa0, 0x24f], [0x4e00, 0x9fff], [0xe000, 0xfffd], [0x1f300, 0x1faff], [0x10000, 0x10ffff]];

const enc = (text: string, scope: UrlOptions['scope'], form = false) => urlOp(text, { mode: 'encode', scope, form });
const dec = (text: string, scope: UrlOptions['scope'], form = false) => urlOp(text, { mode: 'decode', scope, form });

describe('encode and decode: known values', () => {
  it.each<[string, UrlOptions, string]>([
    ['hello world', { mode: 'encode', scope: 'component' }, 'hello%20world'],
    ['hello world', { mode: 'encode', scope: 'component', form: true }, 'hello+world'],
    ['a+b c', { mode: 'encode', scope: 'component', form: true }, 'a%2Bb+c'],
    ['café 👋', { mode: 'encode', scope: 'component' }, 'caf%C3%A9%20%F0%9F%91%8B'],
    ['你好', { mode: 'encode', scope: 'uri' }, '%E4%BD%A0%E5%A5%BD'],
    ['https://example.com/a b?q=é&x=1#frag ment', { mode: 'encode', scope: 'uri' }, 'https://example.com/a%20b?q=%C3%A9&x=1#frag%20ment'],
    ['https://example.com/a b', { mode: 'encode', scope: 'component' }, 'https%3A%2F%2Fexample.com%2Fa%20b'],
    ['100%', { mode: 'encode', scope: 'uri' }, '100%25'],
    ['hello%20world', { mode: 'decode', scope: 'component' }, 'hello world'],
    ['a+b%2Bc', { mode: 'decode', scope: 'component' }, 'a+b+c'],
    ['a+b%2Bc', { mode: 'decode', scope: 'component', form: true }, 'a b+c'],
    ['caf%C3%A9%20%F0%9F%91%8B', { mode: 'decode', scope: 'uri' }, 'café 👋'],
    // decodeURI keeps escapes of reserved characters.
    ['a%2Fb%3Fc%23d%20e', { mode: 'decode', scope: 'uri' }, 'a%2Fb%3Fc%23d e'],
    ['a%2Fb%3Fc%23d%20e', { mode: 'decode', scope: 'component' }, 'a/b?c#d e'],
    ['%e4%bd%a0', { mode: 'decode', scope: 'component' }, '你'],
    ['', { mode: 'decode', scope: 'component' }, ''],
    ['', { mode: 'encode', scope: 'uri' }, ''],
  ])('%j %j → %j', (text, options, output) => {
    expect(urlOp(text, options)).toEqual({ ok: true, output });
  });

  it('decodes the example', () => {
    expect(dec(EXAMPLE, 'component')).toEqual({ ok: true, output: 'https://example.com/search?q=café au lait&lang=fr&tags=a,b#résultats' });
  });
});

describe('reserved characters per scope', () => {
  const RESERVED = [';', ',', '/', '?', ':', '@', '&', '=', '+', '$', '#'];
  const UNRESERVED = ['-', '_', '.', '!', '~', '*', "'", '(', ')', 'A', 'z', '0'];
  it.each(RESERVED)('%s: encoded as a component, kept in a whole URL', (c) => {
    expect(enc(c, 'component')).toEqual({ ok: true, output: `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}` });
    expect(enc(c, 'uri')).toEqual({ ok: true, output: c });
  });
  it.each(UNRESERVED)('%s: kept in both scopes', (c) => {
    expect(enc(c, 'component')).toEqual({ ok: true, output: c });
    expect(enc(c, 'uri')).toEqual({ ok: true, output: c });
  });
  it.each([' ', '"', '<', '>', '\\', '^', '`', '{', '|', '}', '%', '\n', '\u007f'])('%j: encoded in both scopes', (c) => {
    const hex = `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`;
    expect(enc(c, 'component')).toEqual({ ok: true, output: hex });
    expect(enc(c, 'uri')).toEqual({ ok: true, output: hex });
  });
});

describe('round trips over random Unicode', () => {
  const rand = rng(7);
  const texts = Array.from({ length: 300 }, (_, i) => randomText(rand, 1 + (i % 40), TEXT_RANGES));
  it.each<[UrlOptions['scope'], boolean]>([['component', false], ['component', true], ['uri', false]])('%s (form %s)', (scope, form) => {
    for (const text of texts) {
      const e = enc(text, scope, form);
      expect(e.ok).toBe(true);
      if (!e.ok) continue;
      expect(e.output).toMatch(/^[\x21-\x7e]*$/);
      expect(dec(e.output, scope, form)).toEqual({ ok: true, output: text });
    }
  });
});

describe('malformed percent sequences: Decoding failed with the position', () => {
  it.each<[string, number]>([
    ['%', 0],
    ['abc%', 3],
    ['%2', 0],
    ['ab%2', 2],
    ['%G1', 0],
    ['%1G', 0],
    ['ok%20%ZZ', 5],
    ['100% sure', 3],
    ['%C3', 0],
    ['x%C3%28', 1],
    ['%C3%A9%C3', 6],
    ['%80', 0],
    ['%BF%BF', 0],
    ['%C0%AF', 0],
    ['%E0%80%AF', 0],
    ['%ED%A0%80', 0],
    ['%F4%90%80%80', 0],
    ['%F8%80%80%80%80', 0],
    ['%FF', 0],
    ['%E4%B8%AD%E4%B8', 9],
    ['%E4%B8x', 0],
    ['%F0%9F%91', 0],
    ['👋%', 2],
  ])('%j fails at %i', (text, position) => {
    for (const scope of ['component', 'uri'] as const) {
      expect(dec(text, scope)).toEqual({ ok: false, error: 'decodingFailed', position });
    }
    expect(findDecodeError(text)).toBe(position);
  });

  it('form decoding keeps positions (a + is one character either way)', () => {
    expect(dec('a+b+%ZZ', 'component', true)).toEqual({ ok: false, error: 'decodingFailed', position: 4 });
  });

  it('agrees with the native decoders on random percent soup', () => {
    const rand = rng(42);
    const tokens = ['%', '%', '%2', 'C3', 'A9', 'E4', 'B8', 'AD', '80', 'BF', 'F0', '9F', '91', '8B', 'ED', 'A0', 'F4', '90', 'C0', 'ZZ', 'x', '+', '%25', '%41'];
    for (let n = 0; n < 5000; n++) {
      let s = '';
      const len = 1 + Math.floor(rand() * 10);
      for (let i = 0; i < len; i++) s += tokens[Math.floor(rand() * tokens.length)];
      let nativeOk = true;
      try {
        decodeURIComponent(s);
      } catch {
        nativeOk = false;
      }
      const at = findDecodeError(s);
      expect(at === -1, s).toBe(nativeOk);
      if (!nativeOk) {
        // Everything before the reported sequence decodes on its own.
        expect(() => decodeURIComponent(s.slice(0, at)), s).not.toThrow();
        expect(s[at]).toBe('%');
      }
    }
  });
});

describe('unpaired surrogates: Encoding failed with the position', () => {
  it.each<[string, number]>([
    ['\uD800', 0],
    ['ab\uDC00', 2],
    ['👋\uD83D', 2],
    ['x\uD83Dy', 1],
    ['\uDC00\uD800', 0],
  ])('%j fails at %i', (text, position) => {
    for (const scope of ['component', 'uri'] as const) {
      expect(enc(text, scope)).toEqual({ ok: false, error: 'encodingFailed', position });
    }
    expect(findLoneSurrogate(text)).toBe(position);
  });

  it('a well-formed pair is fine', () => {
    expect(findLoneSurrogate('a👋b')).toBe(-1);
  });
});

describe('URL parse and rebuild', () => {
  it('parses the example into decoded parts', () => {
    expect(parseUrl(EXAMPLE)).toEqual({
      protocol: 'https',
      username: '',
      password: '',
      hostname: 'example.com',
      port: '',
      pathname: '/search',
      params: [
        { key: 'q', value: 'café au lait', raw: 'q=caf%C3%A9%20au%20lait' },
        { key: 'lang', value: 'fr', raw: 'lang=fr' },
        { key: 'tags', value: 'a,b', raw: 'tags=a%2Cb' },
      ],
      hash: 'résultats',
      rawHash: 'r%C3%A9sultats',
    });
  });

  it.each([
    EXAMPLE,
    'https://user:pa%40ss@Example.COM:8443/a/b%2Fc/?x=1&x=2&empty=&flag&plus=a+b&bad=%ZZ#top',
    'http://localhost:3000/',
    'http://[::1]:8080/path?q=%F0%9F%91%8B',
    'ftp://files.example.org/pub/file.txt',
    'https://例子.测试/路径?键=值',
    'https://example.com/?a=1&&b=2',
    'custom+scheme://host/x?y#z',
    'file:///etc/hosts',
  ])('untouched parts rebuild the normalised URL: %s', (url) => {
    const parts = parseUrl(url);
    expect(parts).not.toBeNull();
    const href = new URL(url).href;
    const rebuilt = buildUrl(parts as UrlParts);
    // The only change allowed: empty parameters ('&&') are dropped.
    expect(rebuilt).toEqual({ ok: true, url: href.replace('&&', '&') });
  });

  const base = parseUrl(EXAMPLE) as UrlParts;
  it.each<[string, Partial<UrlParts>, string]>([
    ['edit a value (re-encoded, others kept)', { params: base.params.map((p) => (p.key === 'q' ? { ...p, value: 'thé & co' } : p)) },
      'https://example.com/search?q=th%C3%A9%20%26%20co&lang=fr&tags=a%2Cb#r%C3%A9sultats'],
    ['add a parameter', { params: [...base.params, { key: 'page', value: '2' }] },
      'https://example.com/search?q=caf%C3%A9%20au%20lait&lang=fr&tags=a%2Cb&page=2#r%C3%A9sultats'],
    ['remove all parameters', { params: [] }, 'https://example.com/search#r%C3%A9sultats'],
    ['a new blank row is ignored', { params: [...base.params, { key: '', value: '' }] }, EXAMPLE],
    ['change host, port and protocol', { protocol: 'http', hostname: 'EXAMPLE.org', port: '8080' },
      'http://example.org:8080/search?q=caf%C3%A9%20au%20lait&lang=fr&tags=a%2Cb#r%C3%A9sultats'],
    ['the default port disappears', { port: '443' }, EXAMPLE],
    ['a path without slash, with space and ?', { pathname: 'a b?c' },
      'https://example.com/a%20b%3Fc?q=caf%C3%A9%20au%20lait&lang=fr&tags=a%2Cb#r%C3%A9sultats'],
    ['edit the fragment', { hash: 'section 2' }, 'https://example.com/search?q=caf%C3%A9%20au%20lait&lang=fr&tags=a%2Cb#section%202'],
    ['clear the fragment', { hash: '' }, 'https://example.com/search?q=caf%C3%A9%20au%20lait&lang=fr&tags=a%2Cb'],
    ['add credentials', { username: 'me', password: 'p@ss' },
      'https://me:p%40ss@example.com/search?q=caf%C3%A9%20au%20lait&lang=fr&tags=a%2Cb#r%C3%A9sultats'],
  ])('%s', (_name, patch, url) => {
    expect(buildUrl({ ...base, ...patch })).toEqual({ ok: true, url });
  });

  it.each<[Partial<UrlParts>, string]>([
    [{ port: 'abc' }, 'invalidPort'],
    [{ port: '65536' }, 'invalidPort'],
    [{ hostname: 'a b' }, 'invalidHost'],
    [{ hostname: 'x/y' }, 'invalidHost'],
    [{ hostname: '' }, 'invalidHost'],
    [{ hostname: '', protocol: 'ws' }, 'invalidHost'],
    [{ protocol: '1http' }, 'invalidProtocol'],
    [{ protocol: 'ht tp' }, 'invalidProtocol'],
    [{ hostname: 'exa%mple.com' }, 'invalidUrl'],
  ])('%j → %s', (patch, error) => {
    expect(buildUrl({ ...base, ...patch })).toEqual({ ok: false, error });
  });

  it.each<[string, boolean]>([
    ['https://example.com', true],
    ['file:///etc/hosts', true],
    ['  https://example.com/x  ', true],
    ['ftp://a', true],
    ['example.com', false],
    ['mailto:a@b.c', false],
    ['hello: world', false],
    ['https://exa mple.com', false],
    ['https://a.b/\nsecond line', false],
  ])('looksLikeUrl(%j) = %s', (text, expected) => {
    expect(looksLikeUrl(text)).toBe(expected);
  });

  it('longer text than a URL is not offered for parsing', () => {
    const url = `https://example.com/${'a'.repeat(URL_PARSE_MAX)}`;
    expect(looksLikeUrl(url)).toBe(false);
    expect(parseUrl(url)).toBeNull();
    expect(looksLikeUrl(url.slice(0, URL_PARSE_MAX))).toBe(true);
  });

  it('rejects what the URL parser rejects', () => {
    expect(parseUrl('http://exa%mple.com')).toBeNull();
    expect(parseUrl('not a url')).toBeNull();
  });

  it('query parsing keeps order, repeats and bare keys; untouched raw text is kept', () => {
    const params = parseQuery('?a=1&a=2&flag&sp=x+y%20z&eq=a=b');
    expect(params.map(({ key, value }) => [key, value])).toEqual([['a', '1'], ['a', '2'], ['flag', ''], ['sp', 'x y z'], ['eq', 'a=b']]);
    expect(serializeQuery(params)).toBe('?a=1&a=2&flag&sp=x+y%20z&eq=a=b');
    expect(serializeQuery([{ key: 'k y', value: '1+1=2 & ü' }])).toBe('?k%20y=1%2B1%3D2%20%26%20%C3%BC');
    expect(serializeQuery([{ key: 'lone', value: '\uD800' }])).toBe('?lone=%EF%BF%BD');
  });
});
