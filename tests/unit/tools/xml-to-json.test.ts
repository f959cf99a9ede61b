import { describe, expect, it } from 'vitest';
import { MAX_XML_DEPTH, xmlToJson, type XmlToJsonOptions } from '@workers/data/xml';
import { errorMessage, reasonKey } from '@src/tools/xml-to-json/logic';
import { toolExample } from '../../shared/examples';

const EXAMPLE_XML = toolExample('xml-to-json');

const STRINGS: XmlToJsonOptions = { inferTypes: false };

function convert(xml: string, options = STRINGS): unknown {
  const r = xmlToJson(xml, options);
  if (!r.ok) throw new Error(`expected ok, got ${JSON.stringify(r.error)}`);
  return JSON.parse(r.output);
}

function error(xml: string) {
  const r = xmlToJson(xml, STRINGS);
  if (r.ok) throw new Error('expected an error');
  return r.error;
}

describe('xmlToJson', () => {
  it.each<[string, string, unknown]>([
    ['simple', '<a><b>1</b></a>', { a: { b: '1' } }],
    ['attributes under @_', '<item id="7" type="x">text</item>', { item: { '@_id': '7', '@_type': 'x', '#text': 'text' } }],
    ['attributes on an empty element', '<img src="a.png"/>', { img: { '@_src': 'a.png' } }],
    ['repeated elements → array', '<r><i>1</i><i>2</i><j>3</j></r>', { r: { i: ['1', '2'], j: '3' } }],
    ['repeated elements with attributes', '<r><i n="1"/><i n="2"/></r>', { r: { i: [{ '@_n': '1' }, { '@_n': '2' }] } }],
    ['declaration, comments and PIs dropped', '<?xml version="1.0"?>\n<!-- c --><?pi x?><a>1</a>', { a: '1' }],
    ['CDATA joins the text', '<a><![CDATA[x < y & z]]></a>', { a: 'x < y & z' }],
    ['entities decoded', '<a t="&lt;&amp;">&amp;&lt;&gt;&quot;&apos;</a>', { a: { '@_t': '<&', '#text': '&<>"\'' } }],
    ['character references decoded', '<a>&#x4F60;&#22909; &#128512;</a>', { a: '你好 😀' }],
    ['unicode text and names', '<書 lang="zh"><名>李华</名><e>😀 café</e></書>', { 書: { '@_lang': 'zh', 名: '李华', e: '😀 café' } }],
    ['CRLF line endings', '<a>\r\n  <b>x</b>\r\n</a>', { a: { b: 'x' } }],
    ['BOM', '\ufeff<a>1</a>', { a: '1' }],
    ['values stay strings by default', '<a><n>007</n><b>true</b><e>1e3</e></a>', { a: { n: '007', b: 'true', e: '1e3' } }],
    ['mixed content keeps text under #text', '<p>Hello <b>world</b></p>', { p: { '#text': 'Hello', b: 'world' } }],
    ['empty element → empty string', '<a></a>', { a: '' }],
    ['namespaces kept in names', '<x:a xmlns:x="urn:x"><x:b>1</x:b></x:a>', { 'x:a': { '@_xmlns:x': 'urn:x', 'x:b': '1' } }],
  ])('%s', (_name, xml, expected) => {
    expect(convert(xml)).toEqual(expected);
  });

  it('infers numbers and booleans when asked', () => {
    expect(convert('<a v="2"><n>42</n><f>1.5</f><b>true</b><s>abc</s></a>', { inferTypes: true })).toEqual({
      a: { '@_v': 2, n: 42, f: 1.5, b: true, s: 'abc' },
    });
  });

  it('the example converts: attributes, array of books, CDATA', () => {
    const json = convert(EXAMPLE_XML) as { library: { '@_name': string; book: { '@_id': string; title: string; note?: string }[] } };
    expect(json.library['@_name']).toBe('City Library');
    expect(json.library.book).toHaveLength(3);
    expect(json.library.book[0]).toMatchObject({ '@_id': '1', title: 'Pride & Prejudice' });
    expect(json.library.book[2]).toMatchObject({ title: '红楼梦', note: 'Also known as "The Story of the Stone"' });
  });

  it('output is JSON with 2-space indentation', () => {
    const r = xmlToJson('<a><b>1</b></a>', STRINGS);
    expect(r.ok && r.output).toBe('{\n  "a": {\n    "b": "1"\n  }\n}');
  });

  it.each<[string, string, object]>([
    ['mismatched closing tag', '<a><b>1</c></a>', { key: 'invalidXml', code: 'InvalidTag', line: 1, column: 8 }],
    ['unclosed tag on line 2', '<a>\n<b>\n</a>', { key: 'invalidXml', code: 'InvalidTag', line: 3, column: 1 }],
    ['repeated attribute', '<a>\n  <b x="1" x="2">t</b>\n</a>', { key: 'invalidXml', code: 'InvalidAttr', line: 2, column: 12 }],
    ['attribute without value', '<a b=1/>', { key: 'invalidXml', code: 'InvalidAttr', line: 1 }],
    ['plain text', 'hello', { key: 'invalidXml', code: 'InvalidRoot', line: 1, column: 1 }],
    ['unclosed root', '<a>', { key: 'invalidXml', code: 'InvalidTag', line: 1, column: 1 }],
    ['CRLF lines counted once', '<a>\r\n<b>\r\n</a>', { key: 'invalidXml', line: 3, column: 1 }],
  ])('%s → invalidXml with the validator line and column', (_name, xml, expected) => {
    const e = error(xml);
    expect(e).toMatchObject(expected);
    expect(e.snippet).toBeDefined();
  });

  it.each<[string, string, string, number, number]>([
    ['two root elements', '<a/>\n<b/>', 'InvalidRoot', 2, 1],
    ['text after the root', '<a/>\ntail', 'InvalidRoot', 2, 1],
    ['"<" in an attribute value', '<a b="x<y"/>', 'InvalidChar', 1, 8],
    ['"&" alone in text', '<a>\n  Q & A\n</a>', 'InvalidEntity', 2, 5],
    ['"&" alone in an attribute value', '<a b="x & y"/>', 'InvalidEntity', 1, 9],
    ['undefined entity', '<a>&nbsp;</a>', 'InvalidEntity', 1, 4],
    ['"]]>" in text', '<a>x]]>y</a>', 'InvalidXml', 1, 7],
    ['a control character', '<a>\u0001</a>', 'InvalidChar', 1, 4],
    ['&#0;', '<a>&#0;</a>', 'InvalidChar', 1, 4],
    ['XML declaration not at the start', ' <?xml version="1.0"?><a/>', 'InvalidDeclaration', 1, 2],
    ['XML declaration without version', '<?xml encoding="UTF-8"?><a/>', 'InvalidDeclaration', 1, 1],
    ['recursive entities', '<!DOCTYPE a [<!ENTITY x "&y;"><!ENTITY y "&x;">]><a>&x;</a>', 'InvalidEntity', 1, 53],
    ['entity text that is not well-formed', '<!DOCTYPE a [<!ENTITY x "<b>">]><a>&x;</a>', 'InvalidEntity', 1, 36],
    ['malformed DTD', '<!DOCTYPE a [<!ELEMENT a (#PCDATA)+>]><a/>', 'InvalidDtd', 1, 35],
  ])('not well-formed: %s → %s at line %i, column %i', (_name, xml, code, line, column) => {
    expect(error(xml)).toMatchObject({ key: 'invalidXml', code, line, column });
  });

  it('a DTD with parameter entities is accepted (they are not expanded)', () => {
    const xml = '<!DOCTYPE doc [\n<!ENTITY % e "<!ELEMENT doc (#PCDATA)>">\n%e;\n]>\n<doc>text</doc>';
    expect(convert(xml)).toEqual({ doc: 'text' });
  });

  it('general entities expand: text, markup in content, escaped text in attributes', () => {
    const xml =
      '<!DOCTYPE r [<!ENTITY who "Ada &amp; Bob"><!ENTITY q \'say "hi"\'><!ENTITY el "<b>&who;</b>">]>' +
      '<r t="&q; to &who;"><p>&who;</p>&el;</r>';
    expect(convert(xml)).toEqual({ r: { '@_t': 'say "hi" to Ada & Bob', p: 'Ada & Bob', b: 'Ada & Bob' } });
  });

  it('an entity that was not read (external) stays as written', () => {
    expect(convert('<!DOCTYPE r [<!ENTITY ext SYSTEM "ext.xml">]><r>a &ext; b</r>')).toEqual({ r: 'a &ext; b' });
  });

  it('entities that expand to gigabytes ("billion laughs") are refused, not expanded', () => {
    let dtd = '<!ENTITY l0 "lollollollollollollollollollol">';
    for (let i = 1; i <= 9; i += 1) dtd += `<!ENTITY l${i} "${`&l${i - 1};`.repeat(10)}">`;
    expect(error(`<!DOCTYPE r [${dtd}]><r>&l9;</r>`).key).toBe('entitiesTooLarge');
  });

  it('the snippet shows the offending line', () => {
    expect(error('<a>\n  <b x="1" x="2">t</b>\n</a>').snippet).toEqual({ text: '  <b x="1" x="2">t</b>', caret: 11 });
  });

  it('empty input is invalid XML (the UI asks for input first)', () => {
    expect(error('').key).toBe('invalidXml');
  });

  it('documents deeper than the limit → tooDeep', () => {
    const depth = MAX_XML_DEPTH + 10;
    expect(error('<a>'.repeat(depth) + '</a>'.repeat(depth)).key).toBe('tooDeep');
  });

  it('deep documents under the limit convert', () => {
    const depth = 500;
    let json = convert('<a>'.repeat(depth) + 'x' + '</a>'.repeat(depth));
    for (let i = 0; i < depth; i += 1) json = (json as { a: unknown }).a;
    expect(json).toBe('x');
  });

  it('converts 1 MB with progress ending at 1', () => {
    const item = '<item id="1"><title>Zoë &amp; 你好 😀</title><tag>a</tag><tag>b</tag></item>\n';
    const count = Math.ceil(1_000_000 / item.length);
    const calls: number[] = [];
    const r = xmlToJson(`<catalog>\n${item.repeat(count)}</catalog>`, STRINGS, (f) => calls.push(f));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const json = JSON.parse(r.output) as { catalog: { item: { title: string; tag: string[] }[] } };
    expect(json.catalog.item).toHaveLength(count);
    expect(json.catalog.item[count - 1]).toEqual({ '@_id': '1', title: 'Zoë & 你好 😀', tag: ['a', 'b'] });
    expect(calls[0]).toBe(0);
    expect(calls.at(-1)).toBe(1);
  });
});

describe('logic', () => {
  it.each<[string, Parameters<typeof errorMessage>[0], ReturnType<typeof errorMessage>]>([
    ['with position', { key: 'invalidXml', line: 2, column: 3 }, { key: 'invalidAt', values: { line: 2, column: 3 } }],
    ['without position', { key: 'invalidXml' }, { key: 'invalid' }],
    ['too deep', { key: 'tooDeep' }, { key: 'tooDeep' }],
    ['entities too large', { key: 'entitiesTooLarge' }, { key: 'entitiesTooLarge' }],
  ])('errorMessage: %s', (_name, e, msg) => {
    expect(errorMessage(e)).toEqual(msg);
  });

  it.each([
    ['InvalidTag', 'reasons.InvalidTag'],
    ['InvalidAttr', 'reasons.InvalidAttr'],
    ['InvalidChar', 'reasons.InvalidChar'],
    ['InvalidXml', 'reasons.InvalidXml'],
    ['InvalidRoot', 'reasons.InvalidRoot'],
    ['InvalidEntity', 'reasons.InvalidEntity'],
    ['InvalidDtd', 'reasons.InvalidDtd'],
    ['InvalidDeclaration', 'reasons.InvalidDeclaration'],
    ['SomethingNew', null],
    [undefined, null],
  ])('reasonKey(%s)', (code, key) => {
    expect(reasonKey({ key: 'invalidXml', code })).toBe(key);
  });
});
