import { describe, expect, it } from 'vitest';
import { csvToJson, findQuoteProblem, type CsvToJsonOptions } from '@workers/data/csv';
import { delimiterKey, errorMessage } from '@src/tools/csv-to-json/logic';
import { toolExample } from '../../shared/examples';

const EXAMPLE_CSV = toolExample('csv-to-json');

const STRINGS: CsvToJsonOptions = { inferTypes: false };
const TYPED: CsvToJsonOptions = { inferTypes: true };

function convert(text: string, options = STRINGS) {
  const r = csvToJson(text, options);
  if (!r.ok) throw new Error(`expected ok, got ${JSON.stringify(r.error)}`);
  return { ...r, data: JSON.parse(r.output) as Record<string, unknown>[] };
}

function error(text: string, options = STRINGS) {
  const r = csvToJson(text, options);
  if (r.ok) throw new Error('expected an error');
  return r.error;
}

describe('csvToJson: parsing', () => {
  it.each<[string, string, Record<string, unknown>[]]>([
    ['simple', 'a,b\n1,2', [{ a: '1', b: '2' }]],
    ['trailing newline', 'a,b\n1,2\n', [{ a: '1', b: '2' }]],
    ['blank lines skipped', 'a,b\n\n1,2\n\n3,4\n', [{ a: '1', b: '2' }, { a: '3', b: '4' }]],
    ['CRLF', 'a,b\r\n1,2\r\n3,4\r\n', [{ a: '1', b: '2' }, { a: '3', b: '4' }]],
    ['BOM stripped from the first key', '\ufeffname,age\nAda,36', [{ name: 'Ada', age: '36' }]],
    ['quoted comma', 'name,city\n"Smith, J",London', [{ name: 'Smith, J', city: 'London' }]],
    ['escaped quotes', 'q\n"He said ""hi"""', [{ q: 'He said "hi"' }]],
    ['embedded newline', 'a,b\n"line 1\nline 2",x', [{ a: 'line 1\nline 2', b: 'x' }]],
    ['embedded CRLF', 'a,b\r\n"line 1\r\nline 2",x\r\n', [{ a: 'line 1\r\nline 2', b: 'x' }]],
    ['semicolon detected', 'a;b\n1;2\n3;4', [{ a: '1', b: '2' }, { a: '3', b: '4' }]],
    ['tab detected', 'a\tb\n1\t2', [{ a: '1', b: '2' }]],
    ['pipe detected', 'a|b\n1|2\n3|4', [{ a: '1', b: '2' }, { a: '3', b: '4' }]],
    ['single column', 'name\nAda\nAlan', [{ name: 'Ada' }, { name: 'Alan' }]],
    ['unicode', 'emoji,cjk,accent\n😀,你好,café', [{ emoji: '😀', cjk: '你好', accent: 'café' }]],
    ['empty cells stay empty strings', 'a,b\n,', [{ a: '', b: '' }]],
    ['duplicate headers renamed', 'a,a\n1,2', [{ a: '1', a_1: '2' }]],
    ['values without type inference stay strings', 'n,b\n007,true', [{ n: '007', b: 'true' }]],
  ])('%s', (_name, csv, expected) => {
    expect(convert(csv).data).toEqual(expected);
  });

  it.each<[string, string, Record<string, unknown>[]]>([
    ['numbers', 'a,b,c\n1,-2.5,1e3', [{ a: 1, b: -2.5, c: 1000 }]],
    ['booleans', 'a,b,c,d\ntrue,false,TRUE,FALSE', [{ a: true, b: false, c: true, d: false }]],
    ['empty → null', 'a,b\n,x', [{ a: null, b: 'x' }]],
    ['unsafe integers stay strings', 'id\n12345678901234567890', [{ id: '12345678901234567890' }]],
    ['leading zeros are lost (why it is optional)', 'zip\n007', [{ zip: 7 }]],
    ['text stays text', 'a\nhello', [{ a: 'hello' }]],
  ])('type inference: %s', (_name, csv, expected) => {
    expect(convert(csv, TYPED).data).toEqual(expected);
  });

  it('pretty-prints the JSON with 2 spaces', () => {
    expect(convert('a\n1').output).toBe('[\n  {\n    "a": "1"\n  }\n]');
  });

  it('reports rows, columns and the detected delimiter', () => {
    expect(convert('a;b;c\n1;2;3\n4;5;6')).toMatchObject({ rows: 2, columns: 3, delimiter: ';', warningCount: 0 });
    expect(convert('x\ty\n1\t2').delimiter).toBe('\t');
  });

  it('the example converts: 4 rows, 5 columns, quotes and newlines intact', () => {
    const r = convert(EXAMPLE_CSV);
    expect(r).toMatchObject({ rows: 4, columns: 5, delimiter: ',' });
    expect(r.data[0]).toEqual({ name: 'Ada Lovelace', age: '36', city: 'London', member: 'true', note: 'Wrote the first program, in 1843' });
    expect(r.data[1]?.note).toBe('Poet; "Versos sencillos"');
    expect(r.data[3]?.note).toBe('Two\nlines');
    expect(convert(EXAMPLE_CSV, TYPED).data[2]).toEqual({ name: '李华', age: 29, city: '北京', member: true, note: null });
  });
});

describe('csvToJson: field-count mismatches are warnings with data row numbers', () => {
  it('too few and too many fields', () => {
    const r = convert('a,b,c\n1,2,3\n4,5\n6,7,8,9\n10,11,12');
    expect(r.warningCount).toBe(2);
    expect(r.warnings).toEqual([
      { row: 2, expected: 3, found: 2 },
      { row: 3, expected: 3, found: 4 },
    ]);
    expect(r.data[1]).toEqual({ a: '4', b: '5' });
    expect(r.data[2]).toEqual({ a: '6', b: '7', c: '8', __parsed_extra: ['9'] });
  });

  it('keeps the first five and counts the rest', () => {
    const r = convert('a,b\n' + Array.from({ length: 12 }, (_, i) => String(i)).join('\n'));
    expect(r.warningCount).toBe(12);
    expect(r.warnings.map((w) => w.row)).toEqual([1, 2, 3, 4, 5]);
  });

  it('row numbers stay absolute across 1 MB chunks', () => {
    const good = '1,2\n';
    const count = Math.ceil(1_500_000 / good.length);
    const csv = 'a,b\n' + good.repeat(count) + 'bad\n' + good;
    const r = convert(csv);
    expect(r.rows).toBe(count + 2);
    expect(r.warnings).toEqual([{ row: count + 1, expected: 2, found: 1 }]);
  });
});

describe('csvToJson: errors', () => {
  it.each<[string, string, number, number]>([
    ['unterminated quote', 'a,b\n1,2\n3,"open\n4,5', 3, 3],
    ['unterminated quote, CRLF', 'a,b\r\n1,2\r\n3,"open\r\n4,5', 3, 3],
    ['text after the closing quote', 'a,b\n"x"y,1', 2, 1],
    ['stray quote pairs with a later field', 'a,b\n1,"x\n2,y\n3,"z"\n', 2, 3],
    ['unicode before the quote', 'a,b\n😀,"open', 2, 3],
  ])('%s → csvQuotes at the opening quote', (_name, csv, line, column) => {
    expect(error(csv)).toMatchObject({ key: 'csvQuotes', line, column });
  });

  it('a quote error after the first chunk still points at the right line', () => {
    const lines = 200_000;
    const csv = 'a,b\n' + '1,2\n'.repeat(lines) + '3,"open\n4,5\n';
    expect(error(csv)).toMatchObject({ key: 'csvQuotes', line: lines + 2, column: 3 });
  });

  it.each([
    ['header only', 'a,b,c'],
    ['header and blank lines', 'a,b\n\n\n'],
    ['empty', ''],
    ['blank', '   '],
    ['only a BOM', '\ufeff'],
  ])('%s → needHeaderAndRow', (_name, csv) => {
    expect(error(csv).key).toBe('needHeaderAndRow');
  });
});

describe('findQuoteProblem', () => {
  it.each<[string, string, string, number]>([
    ['valid', 'a,"b",c\n"x ""y""",z', ',', -1],
    ['unterminated', 'a,"b', ',', 2],
    ['garbage after closing quote', '"a"b,c', ',', 0],
    ['blank before delimiter is fine', '"a"  ,b', ',', -1],
    ['quote inside an unquoted field is fine', 'a"b,c', ',', -1],
    ['multi-character delimiter', 'a::"b"::c\n"d"x', '::', 10],
    ['tab delimiter', '"a"\t"b', '\t', 4],
    ['CR line break ends a field', '"a"\r"b"\r\n"c', ',', 9],
  ])('%s', (_name, text, delimiter, offset) => {
    expect(findQuoteProblem(text, delimiter)).toBe(offset);
  });
});

describe('csvToJson: large input', () => {
  it('converts 1 MB with progress ending at 1', () => {
    const row = 'Zoë Smith,42,"Main St, 5",你好 😀\n';
    const count = Math.ceil(1_000_000 / row.length);
    const csv = 'name,age,address,greeting\n' + row.repeat(count);
    const calls: number[] = [];
    const r = csvToJson(csv, STRINGS, (f) => calls.push(f));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.rows).toBe(count);
    const data = JSON.parse(r.output) as Record<string, string>[];
    expect(data[count - 1]).toEqual({ name: 'Zoë Smith', age: '42', address: 'Main St, 5', greeting: '你好 😀' });
    expect(calls[0]).toBe(0);
    expect(calls.at(-1)).toBe(1);
    expect([...calls].sort((a, b) => a - b)).toEqual(calls);
  });
});

describe('logic', () => {
  it.each([
    [',', 'delimiters.comma'],
    [';', 'delimiters.semicolon'],
    ['\t', 'delimiters.tab'],
    ['|', 'delimiters.pipe'],
    ['\u001e', 'delimiters.other'],
  ])('delimiterKey(%j)', (d, key) => {
    expect(delimiterKey(d)).toBe(key);
  });

  it.each<[string, Parameters<typeof errorMessage>[0], ReturnType<typeof errorMessage>]>([
    ['quotes with position', { key: 'csvQuotes', line: 4, column: 2 }, { key: 'quotesAt', values: { line: 4, column: 2 } }],
    ['quotes without position', { key: 'csvQuotes' }, { key: 'quotes' }],
    ['no data', { key: 'needHeaderAndRow' }, { key: 'needHeaderAndRow' }],
  ])('errorMessage: %s', (_name, e, msg) => {
    expect(errorMessage(e)).toEqual(msg);
  });
});
