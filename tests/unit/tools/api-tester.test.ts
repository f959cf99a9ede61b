import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import {
  checkRows, checkUrl, classifyFailure, isJsonType, parseHeadersJson, prettyBody, rowsToJson, shellQuote, statusClass, takesBody, toCurl,
} from '@src/tools/api-tester/logic';

const ORIGIN = 'http://localhost:4173';

describe('checkUrl', () => {
  it.each([
    ['https://api.example.com/items?q=1', 'https://api.example.com/items?q=1'],
    ['  http://localhost:3000/x ', 'http://localhost:3000/x'],
    ['/robots.txt', 'http://localhost:4173/robots.txt'],
    ['example.com/api', 'https://example.com/api'],
  ])('%j → %s', (input, url) => {
    expect(checkUrl(input, ORIGIN)).toEqual({ ok: true, url });
  });

  it.each([
    ['', 'enterUrl'],
    ['   ', 'enterUrl'],
    ['ftp://example.com', 'invalidUrl'],
    ['javascript:alert(1)', 'invalidUrl'],
    ['file:///etc/passwd', 'invalidUrl'],
    ['http://', 'invalidUrl'],
  ])('%j → %s', (input, error) => {
    expect(checkUrl(input, ORIGIN)).toEqual({ ok: false, error });
  });
});

describe('headers', () => {
  it.each([
    ['', []],
    ['  ', []],
    ['{}', []],
    ['{"Accept":"application/json","X-Count":3,"X-Flag":true}', [
      { name: 'Accept', value: 'application/json' }, { name: 'X-Count', value: '3' }, { name: 'X-Flag', value: 'true' },
    ]],
  ])('%j parses', (text, headers) => {
    expect(parseHeadersJson(text)).toEqual({ ok: true, headers });
  });

  it.each(['{', '[1]', '"x"', '42', 'null', '{"Bad Name":"x"}', '{"X":{"nested":1}}', '{"X":null}', "{'a':'b'}"])('%j is invalid JSON in headers', (text) => {
    expect(parseHeadersJson(text).ok).toBe(false);
  });

  it('rows: blank rows ignored, names checked, round trip with JSON', () => {
    const rows = [{ name: ' Accept ', value: 'text/html' }, { name: '', value: '' }, { name: 'X-Id', value: '7' }];
    expect(checkRows(rows)).toEqual({ ok: true, headers: [{ name: 'Accept', value: 'text/html' }, { name: 'X-Id', value: '7' }] });
    expect(checkRows([{ name: 'a b', value: '1' }]).ok).toBe(false);
    const json = rowsToJson(rows);
    expect(parseHeadersJson(json)).toEqual(checkRows(rows));
    expect(rowsToJson([{ name: '', value: '' }])).toBe('');
  });
});

describe('curl export', () => {
  it.each([
    ['plain', "'plain'"],
    ["it's", "'it'\\''s'"],
    ['$HOME `id` "x" \\n', "'$HOME `id` \"x\" \\n'"],
  ])('shellQuote(%j)', (s, quoted) => {
    expect(shellQuote(s)).toBe(quoted);
  });

  it('round-trips hostile strings through a real POSIX shell', () => {
    for (const s of ["it's", '$(rm -rf /)', '`id`', 'a\nb', '"; echo pwned; "', "'''", '\\\\', '${HOME}']) {
      const out = execFileSync('sh', ['-c', `printf %s ${shellQuote(s)}`]).toString();
      expect(out).toBe(s);
    }
  });

  it('GET without -X; headers and body quoted; body only for methods that take one', () => {
    expect(toCurl('GET', 'https://x.test/a?b=1&c=2', [{ name: 'Accept', value: 'application/json' }], 'ignored')).toBe(
      "curl 'https://x.test/a?b=1&c=2' -H 'Accept: application/json'",
    );
    expect(toCurl('POST', 'https://x.test/', [{ name: 'Content-Type', value: 'application/json' }], '{"name":"O\'Brien"}')).toBe(
      "curl -X POST 'https://x.test/' -H 'Content-Type: application/json' --data-raw '{\"name\":\"O'\\''Brien\"}'",
    );
    expect(toCurl('DELETE', 'https://x.test/1', [], 'body')).toBe("curl -X DELETE 'https://x.test/1'");
  });
});

describe('response display', () => {
  it.each([
    ['application/json', true],
    ['application/json; charset=utf-8', true],
    ['application/problem+json', true],
    ['application/manifest+json', true],
    ['text/json', true],
    ['text/html', false],
    ['application/jsonp', false],
  ])('isJsonType(%s) = %s', (ct, expected) => {
    expect(isJsonType(ct)).toBe(expected);
  });

  it('pretty JSON by type or by content; other text as is', () => {
    expect(prettyBody('{"a":[1,2]}', 'application/json')).toEqual({ text: '{\n  "a": [\n    1,\n    2\n  ]\n}', json: true });
    expect(prettyBody('[1]', 'text/plain')).toEqual({ text: '[\n  1\n]', json: true });
    expect(prettyBody('{broken', 'application/json')).toEqual({ text: '{broken', json: false });
    expect(prettyBody('User-agent: *', 'text/plain')).toEqual({ text: 'User-agent: *', json: false });
  });

  it.each([[200, 'ok'], [204, 'ok'], [301, 'redirect'], [404, 'client'], [500, 'server'], [101, 'info']] as const)('status %d is %s', (s, c) => {
    expect(statusClass(s)).toBe(c);
  });

  it('failure kinds', () => {
    expect(classifyFailure(true, true)).toBe('timeout');
    expect(classifyFailure(true, false)).toBe('aborted');
    expect(classifyFailure(false, false)).toBe('network');
  });

  it('only POST, PUT and PATCH send a body', () => {
    expect((['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const).filter(takesBody)).toEqual(['POST', 'PUT', 'PATCH']);
  });
});
