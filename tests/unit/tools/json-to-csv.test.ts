import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { columnName, csvField, flattenRecord, jsonToCsv } from '@workers/data/jsonToCsv';
import { JsonObject, parseLossless } from '@workers/data/jsonLossless';
import { UTF8_BOM, csvFile, errorMessage } from '@src/tools/json-to-csv/logic';
import { toolExample } from '../../shared/examples';

const EXAMPLE_JSON = toolExample('json-to-csv');

function convert(text: string) {
  const r = jsonToCsv(text);
  if (!r.ok) throw new Error(`expected ok, got ${JSON.stringify(r.error)}`);
  return r;
}

function error(text: string) {
  const r = jsonToCsv(text);
  if (r.ok) throw new Error('expected an error');
  return r.error;
}

describe('jsonToCsv', () => {
  it.each<[string, string, string]>([
    ['simple', '[{"a":1,"b":"x"}]', 'a,b\n1,x'],
    ['several rows', '[{"a":1},{"a":2}]', 'a\n1\n2'],
    ['union of keys in first-seen order', '[{"b":1,"a":2},{"c":3,"a":4}]', 'b,a,c\n1,2,\n,4,3'],
    ['nested objects → dotted keys', '[{"id":1,"address":{"city":"London","geo":{"lat":51.5}}}]', 'id,address.city,address.geo.lat\n1,London,51.5'],
    ['arrays → JSON text in one cell', '[{"tags":["a","b"],"n":[1,[2]]}]', 'tags,n\n"[""a"",""b""]","[1,[2]]"'],
    ['array of objects → JSON text', '[{"items":[{"x":1}]}]', 'items\n"[{""x"":1}]"'],
    ['empty object → {}', '[{"meta":{}}]', 'meta\n{}'],
    ['null → empty cell', '[{"a":null,"b":1}]', 'a,b\n,1'],
    ['booleans and numbers', '[{"t":true,"f":false,"n":-1.5e-7,"big":1e21}]', 't,f,n,big\ntrue,false,-1.5e-7,1e21'],
    ['numbers keep their digits', '[{"id":12345678901234567890,"x":1.0,"y":1e400,"z":-0}]', 'id,x,y,z\n12345678901234567890,1.0,1e400,-0'],
    ['numbers in array cells keep their digits', '[{"a":[1.0,12345678901234567890]}]', 'a\n"[1.0,12345678901234567890]"'],
    ['repeated key: a second column of the same name', '[{"a":1,"b":2,"a":3},{"a":4}]', 'a,b,a\n1,2,3\n4,,'],
    ['comma quoted', '[{"a":"x,y"}]', 'a\n"x,y"'],
    ['quotes doubled', '[{"a":"say \\"hi\\""}]', 'a\n"say ""hi"""'],
    ['newline quoted', '[{"a":"l1\\nl2"}]', 'a\n"l1\nl2"'],
    ['CRLF quoted', '[{"a":"l1\\r\\nl2"}]', 'a\n"l1\r\nl2"'],
    ['key needing quotes', '[{"a,b":1,"c\\"d":2}]', '"a,b","c""d"\n1,2'],
    ['unicode', '[{"名字":"李华","emoji":"😀","café":"crème"}]', '名字,emoji,café\n李华,😀,crème'],
    ['empty string cell', '[{"a":""}]', 'a\n'],
    ['BOM in the input', '\ufeff[{"a":1}]', 'a\n1'],
    ['CRLF between tokens', '[\r\n{"a":1}\r\n]', 'a\n1'],
    ['collision: both values kept', '[{"a.b":1,"a":{"b":2}}]', 'a.b,a.b\n1,2'],
  ])('%s', (_name, json, csv) => {
    expect(convert(json).output).toBe(csv);
  });

  it('reports repeated keys with path and line', () => {
    expect(convert('[\n{"a":1},\n{"a":1,"a":2}\n]')).toMatchObject({ count: 1, duplicates: [{ path: '[1].a', line: 3, firstLine: 3 }] });
  });

  it('reports rows and columns', () => {
    expect(convert('[{"a":1,"b":{"c":2}},{"d":3}]')).toMatchObject({ rows: 2, columns: 3 });
  });

  it('round-trips through papaparse', () => {
    const rows = [
      { name: 'Zoë, "the" great', note: 'line 1\nline 2', n: 1 },
      { name: '你好 😀', note: '', n: 2 },
    ];
    const parsed = Papa.parse<Record<string, string>>(convert(JSON.stringify(rows)).output, { header: true });
    expect(parsed.errors).toEqual([]);
    expect(parsed.data).toEqual(rows.map((r) => ({ ...r, n: String(r.n) })));
  });

  it('the example converts with flattened address and JSON tags', () => {
    const r = convert(EXAMPLE_JSON);
    const [header, first, , third] = r.output.split('\n');
    expect(header).toBe('id,name,email,address.city,address.zip,tags,active,note');
    expect(first).toBe('1,Ada Lovelace,ada@example.com,London,NW1,"[""math"",""poetry""]",,');
    expect(third).toBe('3,李华,,,,,,"Says ""hi"", often"');
    expect(r).toMatchObject({ rows: 3, columns: 8 });
  });

  it.each<[string, string, object]>([
    ['invalid JSON, with position', '[{"a":1},]', { key: 'invalidJson', line: 1, column: 10 }],
    ['invalid JSON on line 2 (CRLF)', '[\r\n{"a" 1}]', { key: 'invalidJson', line: 2, column: 6 }],
    ['an object', '{"a":1}', { key: 'notArrayOfObjects' }],
    ['a string', '"text"', { key: 'notArrayOfObjects' }],
    ['empty array', '[]', { key: 'emptyArray' }],
    ['array of numbers', '[1,2]', { key: 'notArrayOfObjects', index: 0 }],
    ['nested array element', '[{"a":1},[1]]', { key: 'notArrayOfObjects', index: 1 }],
    ['null element', '[{"a":1},{"b":2},null]', { key: 'notArrayOfObjects', index: 2 }],
    ['objects without keys', '[{},{}]', { key: 'noKeys' }],
    ['empty input', '', { key: 'invalidJson' }],
  ])('%s', (_name, json, expected) => {
    expect(error(json)).toMatchObject(expected);
  });

  it('deeply nested objects → tooDeep, not a crash', () => {
    const depth = 100_000;
    expect(error('[' + '{"a":'.repeat(depth) + '1' + '}'.repeat(depth) + ']').key).toBe('tooDeep');
  });

  it('moderate nesting flattens', () => {
    const depth = 200;
    const r = convert('[' + '{"a":'.repeat(depth) + '1' + '}'.repeat(depth) + ']');
    expect(r.output).toBe(`${Array(depth).fill('a').join('.')}\n1`);
  });

  it('converts 1 MB with progress ending at 1', () => {
    const item = { id: 0, name: 'Zoë "Z" Smith', city: '北京', tags: ['x', 'y'], geo: { lat: 1.5, lng: -2 } };
    const count = Math.ceil(1_000_000 / JSON.stringify(item).length);
    const json = JSON.stringify(Array.from({ length: count }, (_, i) => ({ ...item, id: i })));
    expect(json.length).toBeGreaterThanOrEqual(1_000_000);
    const calls: number[] = [];
    const r = jsonToCsv(json, (f) => calls.push(f));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const lines = r.output.split('\n');
    expect(lines).toHaveLength(count + 1);
    expect(lines[0]).toBe('id,name,city,tags,geo.lat,geo.lng');
    expect(lines[count]).toBe(`${count - 1},"Zoë ""Z"" Smith",北京,"[""x"",""y""]",1.5,-2`);
    expect(calls[0]).toBe(0);
    expect(calls.at(-1)).toBe(1);
  });
});

describe('flattenRecord and csvField', () => {
  it('flattens to an ordered map', () => {
    const parsed = parseLossless('{"b":1,"a":{"y":null,"x":[1]},"b":2}');
    if (!parsed.ok || !(parsed.value instanceof JsonObject)) throw new Error('expected an object');
    const flat = [...flattenRecord(parsed.value)];
    expect(flat.map(([id, text]) => [columnName(id), text])).toEqual([['b', '1'], ['a.y', ''], ['a.x', '[1]'], ['b', '2']]);
  });

  it.each([
    ['plain', 'plain'],
    ['', ''],
    ['a,b', '"a,b"'],
    ['"', '""""'],
    ['a\nb', '"a\nb"'],
    ['a\rb', '"a\rb"'],
    [' padded ', ' padded '],
    ['😀', '😀'],
  ])('csvField(%j)', (value, out) => {
    expect(csvField(value)).toBe(out);
  });
});

describe('logic', () => {
  it('the download starts with a BOM; nothing to download stays empty', () => {
    expect(csvFile('a\n1')).toBe(`${UTF8_BOM}a\n1`);
    expect(csvFile('')).toBe('');
  });

  it.each<[string, Parameters<typeof errorMessage>[0], ReturnType<typeof errorMessage>]>([
    ['invalid with position', { key: 'invalidJson', line: 1, column: 2 }, { key: 'invalidAt', values: { line: 1, column: 2 } }],
    ['invalid', { key: 'invalidJson' }, { key: 'invalid' }],
    ['not an array', { key: 'notArrayOfObjects' }, { key: 'notArrayOfObjects' }],
    ['element not an object', { key: 'notArrayOfObjects', index: 3 }, { key: 'notObjectAt', values: { index: 3 } }],
    ['empty', { key: 'emptyArray' }, { key: 'emptyArray' }],
    ['no keys', { key: 'noKeys' }, { key: 'noKeys' }],
    ['too deep', { key: 'tooDeep' }, { key: 'tooDeep' }],
  ])('errorMessage: %s', (_name, e, msg) => {
    expect(errorMessage(e)).toEqual(msg);
  });
});
