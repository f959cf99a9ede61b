import type { Operation, Value } from '@workers/ops/registry';

/**
 * Inputs for every operation of the registry: general texts (empty, plain, lines, CRLF, Unicode, HTML, a lone
 * surrogate) and, per operation, inputs that mean something to it, valid and broken. The registry's unit test runs
 * them on the main thread and through the recipe worker; the page API's e2e through window.toolbox.
 */
export const TEXTS: Value[] = [
  '',
  'Hello World',
  'b\na\nB\n\na\n  c  \nb\n',
  'Zeta\r\nalpha\r\n\r\nBeta\r\n',
  'İstanbul ß straße\nÉlan élan\n你好，世界。\n👋🏽 emoji  and\ttabs\n\u00a0nbsp\u00a0\u00a0here\n',
  '<h1>Title</h1><p>One &amp; <b>two</b></p><ul><li>a</li><li>b</li></ul><script>x()</script>',
  'a\uD800b\u0000c\nd',
];

/** Inputs that mean something to an operation (valid and broken), besides the general texts. */
export const SPECIFIC: Record<string, Value[]> = {
  base64Decode: ['SGVsbG8g8J+Riw==', 'SGVsbG8', '!!!', 'data:text/plain,hi', '/9j/4AAQ'],
  base64DecodeBytes: ['SGVsbG8g8J+Riw==', '/9j/4AAQ', '!!!'],
  urlDecode: ['%E4%BD%A0%20x+y', '%E4%', 'plain'],
  hexDecode: ['48 65 6C 6c\n6f', 'zz', '123'],
  utf8Decode: [new Uint8Array([0xe4, 0xbd, 0xa0, 0x41]), new Uint8Array([0xff, 0x00]), 'text'],
  hexEncode: [new Uint8Array([0, 1, 254, 255]), 'é'],
  base64Encode: [new Uint8Array([0, 1, 254, 255, 3]), 'é👋'],
  md5: [new Uint8Array([1, 2, 3]), 'abc'],
  sha1: [new Uint8Array([1, 2, 3]), 'abc'],
  sha256: [new Uint8Array([1, 2, 3]), 'abc'],
  jsonFormat: ['[{"b":1,"a":{"c":[1,2]}}]', '{"a":}', ' 12 '],
  jsonMinify: ['{\n  "b": 1,\n  "a": [1, 2]\n}', '[1,'],
  jsonSortKeys: ['{"b":1,"a":{"d":2,"c":3}}', '{'],
  jsonToCsv: ['[{"a":1,"b":{"c":"x,y"}},{"a":2,"d":null}]', '{"a":1}', '[]', 'nope'],
  csvToJson: ['a,b\n1,2\n3,"x,y"\n', 'a,b\n"1,2\n', 'a\n'],
  xmlToJson: ['<a x="1"><b>2</b><b>3</b></a>', '<a><b></a>'],
  sqlFormat: ['select a, b from t where x = 1; select 2', "select 'unclosed"],
  jsMinify: ['function f(a) { return a + 1 }\nf(2);', 'function ('],
  jsFormat: ['function f(a){return a+1}', 'function ('],
  cssMinify: ['a { color: red; margin: 0px; }', 'a { color: red'],
  cssFormat: ['a{color:red}', 'a {{ b'],
  htmlMinify: ['<p>  hi  <b>there</b> </p>', '<p <'],
  htmlFormat: ['<div><p>hi</p></div>', '<div'],
  replace: ['order Order ORDER', 'a.b.c'],
};


/** The inputs an operation is tried on: its own, and the general texts where it reads text. */
export const inputsFor = (op: Operation): Value[] => [...(SPECIFIC[op.id] ?? []), ...(op.input === 'text' || !SPECIFIC[op.id] ? TEXTS : [])];
