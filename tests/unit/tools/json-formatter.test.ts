import { describe, expect, it, vi } from 'vitest';
import {
  lineColumnAt, offsetOfLineColumn, snippetAt, stripBom, throttleProgress,
} from '@workers/data/common';
import {
  compareKeys, findJsonErrorOffset, formatJson, type FormatJsonOptions,
} from '@workers/data/json';
import { errorMessage } from '@src/tools/json-formatter/logic';
import { toolExample } from '../../shared/examples';

const EXAMPLE_JSON = toolExample('json-formatter');

const FORMAT: FormatJsonOptions = { mode: 'format', indent: '2', sortKeys: false };

function ok(text: string, options: Partial<FormatJsonOptions> = {}): string {
  const r = formatJson(text, { ...FORMAT, ...options });
  if (!r.ok) throw new Error(`expected ok, got ${JSON.stringify(r.error)}`);
  return r.output;
}

function err(text: string, options: Partial<FormatJsonOptions> = {}) {
  const r = formatJson(text, { ...FORMAT, ...options });
  if (r.ok) throw new Error('expected an error');
  return r.error;
}

describe('lineColumnAt', () => {
  it.each<[string, string, number, number, number]>([
    ['start', 'abc', 0, 1, 1],
    ['middle of first line', 'abc', 2, 1, 3],
    ['end of text', 'abc', 3, 1, 4],
    ['second line (LF)', 'ab\ncd', 4, 2, 2],
    ['second line (CRLF counts once)', 'ab\r\ncd', 5, 2, 2],
    ['lone CR ends a line', 'ab\rcd', 3, 2, 1],
    ['on the CR of a CRLF', 'ab\r\ncd', 2, 1, 3],
    ['emoji counts as one column', '😀😀x', 4, 1, 3],
    ['CJK', '你好\n世界!', 5, 2, 3],
    ['accents (precomposed)', 'café!', 4, 1, 5],
    ['empty text', '', 0, 1, 1],
    ['offset past the end is clamped', 'ab', 10, 1, 3],
  ])('%s', (_name, text, offset, line, column) => {
    expect(lineColumnAt(text, offset)).toEqual({ line, column });
  });
});

describe('offsetOfLineColumn', () => {
  it.each<[string, string, number, number, number]>([
    ['first char', 'abc', 1, 1, 0],
    ['second line', 'ab\ncd', 2, 2, 4],
    ['CRLF', 'ab\r\ncd', 2, 1, 4],
    ['column past the line end stops at the line end', 'ab\ncd', 1, 9, 2],
    ['line past the end', 'ab', 5, 1, 2],
  ])('%s', (_name, text, line, column, offset) => {
    expect(offsetOfLineColumn(text, line, column)).toBe(offset);
  });
});

describe('snippetAt', () => {
  it('shows the whole short line with the caret under the offset', () => {
    expect(snippetAt('{\n  "a": 1\n  "b": 2\n}', 13)).toEqual({ text: '  "b": 2', caret: 2 });
  });

  it('cuts a long line around the offset and marks the cuts', () => {
    const line = 'x'.repeat(1000) + 'ERR' + 'y'.repeat(1000);
    const s = snippetAt(line, 1000);
    expect(s.text.startsWith('…')).toBe(true);
    expect(s.text.endsWith('…')).toBe(true);
    expect(s.text.length).toBeLessThanOrEqual(83);
    expect([...s.text][s.caret]).toBe('E');
  });

  it('never splits a surrogate pair and counts the caret in code points', () => {
    const text = '😀'.repeat(100) + '!' + '😀'.repeat(100);
    const s = snippetAt(text, 200);
    expect(s.text).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/);
    expect([...s.text][s.caret]).toBe('!');
  });

  it('replaces tabs so the caret lines up', () => {
    expect(snippetAt('\t\tx', 2)).toEqual({ text: '  x', caret: 2 });
  });
});

describe('stripBom and throttleProgress', () => {
  it('drops only a leading BOM', () => {
    expect(stripBom('\ufeff{"a":1}')).toBe('{"a":1}');
    expect(stripBom('a\ufeff')).toBe('a\ufeff');
    expect(stripBom('')).toBe('');
  });

  it('forwards at most one call per step, and always the final 1', () => {
    const fn = vi.fn();
    const p = throttleProgress(fn, 0.1);
    for (let i = 0; i <= 100; i += 1) p(i / 100);
    expect(fn.mock.calls.map((c) => c[0] as number)).toEqual([0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1]);
    expect(() => throttleProgress(undefined)(0.5)).not.toThrow();
  });
});

/** Invalid documents, with the offset of the first error. */
const INVALID: [string, string, number][] = [
  ['bare word', 'abc', 0],
  ['trailing comma in object', '{"a":1,}', 7],
  ['trailing comma in array', '[1,]', 3],
  ['unclosed object', '{"a":1', 6],
  ['unclosed array', '[1,2', 4],
  ['missing comma between properties', '{\n  "a": 1\n  "b": 2\n}', 13],
  ['unterminated string', '"abc', 4],
  ['missing colon', '{"a" 1}', 5],
  ['truncated literal', 'tru', 3],
  ['wrong literal', 'nul!', 3],
  ['control character in string', '["a\u0001"]', 3],
  ['leading zero', '{"a":01}', 6],
  ['exponent without digits', '[1e]', 3],
  ['bad escape', '"\\x"', 2],
  ['bad unicode escape', '"\\u12"', 5],
  ['data after the document', '{"a":1}}', 7],
  ['two documents', '1 2', 2],
  ['NaN', '{"a":NaN}', 5],
  ['minus without digits', '[-]', 2],
  ['single quotes', "{'a':1}", 1],
  ['comment', '{"a":1 // note\n}', 7],
  ['non-string key', '{a:1}', 1],
  ['dot without digits', '[1.]', 3],
];

describe('findJsonErrorOffset', () => {
  it.each(INVALID)('%s', (_name, text, offset) => {
    expect(findJsonErrorOffset(text)).toBe(offset);
  });

  it.each([
    '{}', '[]', '0', '-0.5e+10', '"x"', 'true', 'false', 'null', ' \r\n\t{"a":[1,{"b":null}],"c":"\\u00e9\\n"} ',
    '"😀 你好 café"', '[[[[[]]]]]',
  ])('accepts %s', (text) => {
    expect(findJsonErrorOffset(text)).toBe(-1);
  });

  it('agrees with JSON.parse on validity for every case', () => {
    for (const [, text] of INVALID) expect(() => JSON.parse(text)).toThrow();
  });

  it('handles nesting far deeper than the call stack allows', () => {
    const deep = '['.repeat(200_000) + ']'.repeat(199_999);
    expect(findJsonErrorOffset(deep)).toBe(deep.length);
  });
});

describe('positions agree with JSON.parse', () => {
  it.each(INVALID)('%s: the engine stops at the same offset', (_name, text, offset) => {
    let message = '';
    try {
      JSON.parse(text);
    } catch (e) {
      message = (e as Error).message;
    }
    // V8 says "… at position N" for most errors; "Unexpected end" means the end.
    const pos = /position (\d+)/.exec(message);
    const engine = pos ? Number(pos[1]) : /end of JSON/i.test(message) ? text.length : null;
    if (engine !== null) expect(offset).toBe(engine);
  });
});

describe('formatJson', () => {
  it.each<[string, string, Partial<FormatJsonOptions>, string]>([
    ['2 spaces', '{"a":1,"b":[1,2]}', {}, '{\n  "a": 1,\n  "b": [\n    1,\n    2\n  ]\n}'],
    ['4 spaces', '{"a":{"b":1}}', { indent: '4' }, '{\n    "a": {\n        "b": 1\n    }\n}'],
    ['tab', '{"a":{"b":1}}', { indent: 'tab' }, '{\n\t"a": {\n\t\t"b": 1\n\t}\n}'],
    ['minify', '{\n  "a" : [ 1 , 2 ],\r\n  "b" : "x y"\n}', { mode: 'minify' }, '{"a":[1,2],"b":"x y"}'],
    ['minify ignores indent', '[ 1 ]', { mode: 'minify', indent: '4' }, '[1]'],
    ['validate gives no output', '{"a":1}', { mode: 'validate' }, ''],
    ['scalar document', ' 42 ', {}, '42'],
    ['empty array and object', '{"a":[],"b":{}}', {}, '{\n  "a": [],\n  "b": {}\n}'],
    ['BOM is ignored', '\ufeff{"a":1}', { mode: 'minify' }, '{"a":1}'],
    ['CRLF input', '{\r\n"a":\r\n1\r\n}', { mode: 'minify' }, '{"a":1}'],
    ['unicode kept as is', '{"emoji":"😀","cjk":"你好","accent":"café"}', { mode: 'minify' }, '{"emoji":"😀","cjk":"你好","accent":"café"}'],
    ['escapes normalised', '"\\u00e9\\/"', {}, '"é/"'],
    ['sort keys, recursive', '{"b":1,"a":{"d":[{"z":1,"y":2}],"c":2}}', { mode: 'minify', sortKeys: true }, '{"a":{"c":2,"d":[{"y":2,"z":1}]},"b":1}'],
    ['sort keys: code-unit order (uppercase first), unicode after ASCII', '{"b":1,"B":2,"é":3,"a":4,"中":5}', { mode: 'minify', sortKeys: true }, '{"B":2,"a":4,"b":1,"é":3,"中":5}'],
    ['sort keys: integer-like keys sort as text too', '{"b":1,"10":2,"2":3,"a":4}', { mode: 'minify', sortKeys: true }, '{"10":2,"2":3,"a":4,"b":1}'],
    ['key order kept as written (integer-like keys are not moved first)', '{"b":1,"10":2,"2":3}', { mode: 'minify' }, '{"b":1,"10":2,"2":3}'],
    ['numbers keep their digits', '[12345678901234567890,1.0,1e400,-0,0.1e-999,1E+2]', { mode: 'minify' }, '[12345678901234567890,1.0,1e400,-0,0.1e-999,1E+2]'],
    ['numbers keep their digits when formatted', '{"id":12345678901234567890,"x":1.50}', {}, '{\n  "id": 12345678901234567890,\n  "x": 1.50\n}'],
    ['repeated keys are kept, in order', '{"a":1,"b":2,"a":3}', { mode: 'minify' }, '{"a":1,"b":2,"a":3}'],
    ['sort keys keeps repeated keys in their order', '{"b":0,"a":1,"a":2}', { mode: 'minify', sortKeys: true }, '{"a":1,"a":2,"b":0}'],
    ['sort keys with indentation', '{"b":[{"y":1,"x":{}}],"a":[]}', { sortKeys: true }, '{\n  "a": [],\n  "b": [\n    {\n      "x": {},\n      "y": 1\n    }\n  ]\n}'],
    ['lone surrogate written escaped', '"\ud800x"', {}, '"\\ud800x"'],
    ['sort keys keeps a __proto__ key', '{"z":1,"__proto__":{"x":1}}', { mode: 'minify', sortKeys: true }, '{"__proto__":{"x":1},"z":1}'],
    ['sort keys does not reorder arrays', '[3,1,2]', { mode: 'minify', sortKeys: true }, '[3,1,2]'],
    ['example', EXAMPLE_JSON, { mode: 'minify' }, EXAMPLE_JSON],
  ])('%s', (_name, text, options, expected) => {
    expect(ok(text, options)).toBe(expected);
  });

  it('sorting is stable: formatting twice gives the same text', () => {
    const once = ok('{"b":{"y":1,"x":2},"a":[{"q":1,"p":2}]}', { sortKeys: true });
    expect(ok(once, { sortKeys: true })).toBe(once);
  });

  it.each(INVALID)('invalid (%s) → invalidJson with line, column and snippet', (_name, text, offset) => {
    const e = err(text);
    expect(e.key).toBe('invalidJson');
    expect({ line: e.line, column: e.column }).toEqual(lineColumnAt(text, offset));
    expect(e.snippet).toBeDefined();
  });

  it('reports positions after a BOM as the user sees them (BOM not counted)', () => {
    expect(err('\ufeff{"a":1,}')).toMatchObject({ key: 'invalidJson', line: 1, column: 8 });
  });

  it('counts CRLF line breaks once', () => {
    expect(err('{\r\n  "a": 1\r\n  "b": 2\r\n}')).toMatchObject({ line: 3, column: 3 });
  });

  it('counts columns in code points after emoji and CJK', () => {
    expect(err('{"😀你": 1 "x": 2}')).toMatchObject({ line: 1, column: 10 });
  });

  it('validate reports errors too', () => {
    expect(err('[1,,2]', { mode: 'validate' })).toMatchObject({ key: 'invalidJson', line: 1, column: 4 });
  });

  it('empty and blank input are invalid JSON (the UI asks for input before calling)', () => {
    expect(err('').key).toBe('invalidJson');
    expect(err('  \n ').key).toBe('invalidJson');
  });

  it('deep nesting whose indentation would pass the output limit → outputTooLarge, not a crash', () => {
    const depth = 200_000;
    expect(err('['.repeat(depth) + ']'.repeat(depth) + ' ').key).toBe('outputTooLarge');
  });

  it('deep nesting minifies (no call-stack limit)', () => {
    const depth = 200_000;
    expect(ok('[ '.repeat(depth) + ']'.repeat(depth), { mode: 'minify' })).toBe('['.repeat(depth) + ']'.repeat(depth));
  });

  it('reports repeated keys with their path and lines', () => {
    const text = '{\n  "a": 1,\n  "list": [\n    {"id": 1, "id": 2},\n    {"x": {"k": 0, "k": 1}}\n  ],\n  "a": 2\n}';
    const r = formatJson(text, FORMAT);
    expect(r.ok && r.count).toBe(3);
    expect(r.ok && r.duplicates).toEqual([
      { path: 'list[0].id', line: 4, firstLine: 4 },
      { path: 'list[1].x.k', line: 5, firstLine: 5 },
      { path: 'a', line: 7, firstLine: 2 },
    ]);
    expect(r.ok && r.output).toContain('"a": 2\n}');
  });

  it('repeated keys written differently are still the same key; odd keys are quoted in the path', () => {
    const r = formatJson('{"a b":{"x":1,"\\u0078":2}}', { ...FORMAT, mode: 'validate' });
    expect(r.ok && r.duplicates).toEqual([{ path: '["a b"].x', line: 1, firstLine: 1 }]);
  });

  it('objects with many keys find repeats too', () => {
    const keys = Array.from({ length: 50 }, (_, i) => `"k${i}":${i}`);
    const r = formatJson(`{${keys.join(',')},"k7":0}`, { ...FORMAT, mode: 'minify' });
    expect(r.ok && r.duplicates).toEqual([{ path: 'k7', line: 1, firstLine: 1 }]);
  });

  it('moderately deep nesting formats', () => {
    const depth = 500;
    expect(ok('['.repeat(depth) + ']'.repeat(depth), { mode: 'minify' })).toBe('['.repeat(depth) + ']'.repeat(depth));
  });

  it('reports progress ending at 1', () => {
    const calls: number[] = [];
    ok('{"a":1}', { sortKeys: true });
    formatJson('[1,2,3]', FORMAT, (f) => calls.push(f));
    expect(calls[0]).toBe(0);
    expect(calls.at(-1)).toBe(1);
  });

  it('formats 1 MB of JSON', () => {
    const item = { id: 1, name: 'Zoë 😀 你好', tags: ['a', 'b'], nested: { ok: true, n: null } };
    const items = Array.from({ length: Math.ceil(1_000_000 / JSON.stringify(item).length) }, (_, i) => ({ ...item, id: i }));
    const text = JSON.stringify(items);
    expect(text.length).toBeGreaterThanOrEqual(1_000_000);
    const out = ok(text, { sortKeys: true });
    const back = JSON.parse(out) as typeof items;
    expect(back).toHaveLength(items.length);
    expect(back[items.length - 1]).toEqual(items[items.length - 1]);
    expect(out.split('\n')[2]).toBe('    "id": 0,');
  });

  it('finds an error at the end of 1 MB of one-line JSON', () => {
    const text = JSON.stringify(Array.from({ length: 100_000 }, (_, i) => i)).slice(0, -1) + ',]';
    const e = err(text);
    expect(e).toMatchObject({ key: 'invalidJson', line: 1, column: text.length });
    expect(e.snippet?.text.endsWith(',]')).toBe(true);
  });
});

describe('compareKeys', () => {
  it('orders by UTF-16 code units', () => {
    expect(['b', 'a', 'B', 'é', '😀', 'z'].sort(compareKeys)).toEqual(['B', 'a', 'b', 'z', 'é', '😀']);
    expect(compareKeys('a', 'a')).toBe(0);
  });
});

describe('errorMessage', () => {
  it.each<[string, Parameters<typeof errorMessage>[0], ReturnType<typeof errorMessage>]>([
    ['with position', { key: 'invalidJson', line: 3, column: 5 }, { key: 'invalidAt', values: { line: 3, column: 5 } }],
    ['without position', { key: 'invalidJson' }, { key: 'invalid' }],
    ['too deep', { key: 'tooDeep' }, { key: 'tooDeep' }],
    ['output too large', { key: 'outputTooLarge' }, { key: 'outputTooLarge' }],
  ])('%s', (_name, error, message) => {
    expect(errorMessage(error)).toEqual(message);
  });
});
