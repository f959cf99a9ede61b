import { describe, expect, it } from 'vitest';
import { TOKEN_TYPES, tokenizeLine, type TokenLanguage, type TokenType } from '@src/ui/editor/tokenize';
import { rng } from '../../helpers/random';

const LANGUAGES: TokenLanguage[] = ['json', 'xml', 'html', 'csv', 'sql', 'javascript', 'css', 'markdown'];

type Triple = [from: number, to: number, type: TokenType];

function triples(language: TokenLanguage, line: string, limit?: number): Triple[] {
  const flat = tokenizeLine(language, line, limit);
  const result: Triple[] = [];
  for (let k = 0; k < flat.length; k += 3) result.push([flat[k]!, flat[k + 1]!, TOKEN_TYPES[flat[k + 2]!]!]);
  return result;
}

/** Tokens as [text, type] pairs, for readable expectations. */
function tokens(language: TokenLanguage, line: string, limit?: number): [string, TokenType][] {
  return triples(language, line, limit).map(([from, to, type]) => [line.slice(from, to), type]);
}

const isSurrogatePairAt = (line: string, i: number) => {
  const [before, after] = [line.charCodeAt(i - 1), line.charCodeAt(i)];
  return before >= 0xd800 && before <= 0xdbff && after >= 0xdc00 && after <= 0xdfff;
};

/** The contract every output keeps, whatever the input. */
function checkInvariants(language: TokenLanguage, line: string, limit?: number): void {
  const flat = tokenizeLine(language, line, limit);
  const max = Math.min(line.length, limit ?? 10_000);
  // Collected rather than asserted one by one: a 10,000-character line has thousands of tokens.
  const problems: string[] = [];
  if (flat.length % 3 !== 0) problems.push(`length ${flat.length} is not a multiple of 3`);
  let previous = 0;
  for (let k = 0; k + 2 < flat.length; k += 3) {
    const [from, to, type] = [flat[k]!, flat[k + 1]!, flat[k + 2]!];
    const token = `token ${k / 3} (${from}–${to}, type ${type})`;
    if (!Number.isInteger(from) || !Number.isInteger(to) || !Number.isInteger(type)) problems.push(`${token}: not integers`);
    if (from < previous) problems.push(`${token}: overlaps or precedes the previous token`);
    if (to <= from) problems.push(`${token}: empty`);
    if (to > max) problems.push(`${token}: ends past ${max}`);
    if (!(type >= 0 && type < TOKEN_TYPES.length)) problems.push(`${token}: unknown type`);
    if (/\s/.test(line[from] ?? '')) problems.push(`${token}: starts with whitespace`);
    if (isSurrogatePairAt(line, from) || isSurrogatePairAt(line, to)) problems.push(`${token}: splits a surrogate pair`);
    previous = to;
  }
  // Only the first `limit` characters are looked at: the rest of the line cannot change the result.
  const seen = isSurrogatePairAt(line, max) ? max - 1 : max;
  if (JSON.stringify(tokenizeLine(language, line.slice(0, seen))) !== JSON.stringify(flat)) problems.push('depends on characters past the limit');
  expect(problems, `${language} ${JSON.stringify(line.length > 200 ? line.slice(0, 200) + '…' : line)} limit ${limit}`).toEqual([]);
}

const COMMON_PIECES = [' ', ' ', '  ', '\t', 'a', 'x1', 'foo', '_', '-', '0', '12', '3.5', 'e', '.', ',', ':', ';', '=', '"', "'", '`', '\\', '/', '*', '#', '<', '>', '(', ')', '[', ']', '{', '}', '&', '!', '?', '@', '%', '😀', '漢字', 'é', '\u00a0', '\u3000', '\ud83d', '\ude00'];
const PIECES: Record<TokenLanguage, string[]> = {
  json: ['"key"', '"v\\"a"', '\\\\', 'true', 'false', 'null', '-1e5', '0.25', '"', ':'],
  javascript: ['const', 'return', 'this', 'obj.default', '//', '/*', '*/', '/re/g', '0x1F', '1_000', '.5', 'undefined', '${', 'if'],
  css: ['color', '--var', '@media', '#fff', '#abcdef', '12px', '-2px', '50%', '1.5em', '!important', '/*', '*/', 'a:hover', '::', '{', ';'],
  sql: ['SELECT', 'from', 'Where', 'NULL', "''", '--', '/*', '*/', '"col"', '`t`', 't.key', '1.5e3'],
  xml: ['<a', '</a>', '<ns:tag', 'attr="v"', "x='y'", '<!--', '-->', '<?xml', '?>', '<!DOCTYPE', '<![CDATA[', ']]>', '&amp;', '&#123;', '&#x1F;', '/>', 'name='],
  html: ['<div', '</div>', '<script>', '</script>', '<style', 'class="a"', 'value=x', '<!--', '-->', '<!doctype html>', '&nbsp;', '/>'],
  csv: [',', ',', '""', '"a,b"', '"x""y"', '123', 'name', '"'],
  markdown: ['# ', '## ', '> ', '- ', '* ', '1. ', '**', '__', '*', '_', '`', '``', '```', '[t](u)', '![i](s)', '[', '](', ')', '<https://x.y>', '\\*', '---'],
};

function randomLine(language: TokenLanguage, next: () => number): string {
  const pieces = [...COMMON_PIECES, ...PIECES[language], ...PIECES[language]];
  const count = Math.floor(next() * 40);
  let line = '';
  for (let k = 0; k < count; k++) line += pieces[Math.floor(next() * pieces.length)];
  return line;
}

describe('tokenizeLine: every language', () => {
  it.each(LANGUAGES)('%s: an empty line and a blank line have no tokens', (language) => {
    expect(tokenizeLine(language, '')).toEqual([]);
    expect(tokenizeLine(language, ' \t  ')).toEqual([]);
  });

  it.each(LANGUAGES)('%s: keeps its invariants on a few hundred random lines', (language) => {
    const next = rng(0x5eed + LANGUAGES.indexOf(language));
    for (let n = 0; n < 400; n++) {
      const line = randomLine(language, next);
      checkInvariants(language, line);
      checkInvariants(language, line, Math.floor(next() * (line.length + 2)));
    }
  });

  it.each(LANGUAGES)('%s: processes a 10,000-character line to its end', (language) => {
    const unit: Record<TokenLanguage, string> = {
      json: '{"id": 12, "ok": true}, ',
      javascript: 'let x = 12; ',
      css: 'a{color:#fff} ',
      sql: 'SELECT 1; ',
      xml: '<a b="c"/> ',
      html: '<a b="c"/> ',
      csv: 'a,1,',
      markdown: '**b** ',
    };
    const line = unit[language].repeat(Math.ceil(10_000 / unit[language].length)).slice(0, 10_000);
    const found = triples(language, line);
    expect(found.length).toBeGreaterThan(500);
    expect(found.at(-1)![1]).toBeGreaterThan(9_900);
    checkInvariants(language, line);
  });

  const hugeLines = ['"' + 'a'.repeat(10_000_000), 'x '.repeat(5_000_000), '<a b="' + '-'.repeat(10_000_000)];
  it.each(LANGUAGES)('%s: reads only `limit` characters of a 10-million-character line', (language) => {
    for (const line of hugeLines) {
      const flat = tokenizeLine(language, line, 5_000);
      for (let k = 1; k < flat.length; k += 3) expect(flat[k]).toBeLessThanOrEqual(5_000);
      expect(flat).toEqual(tokenizeLine(language, line.slice(0, 5_000)));
    }
  });

  it.each(LANGUAGES)('%s: a zero, negative or NaN limit reads nothing', (language) => {
    for (const limit of [0, -5, Number.NaN]) expect(tokenizeLine(language, '"a" 1 <b> # x', limit)).toEqual([]);
  });

  it('defaults the limit to 10,000 characters', () => {
    const line = '"' + 'a'.repeat(20_000) + '"';
    expect(triples('json', line)).toEqual([[0, 10_000, 'string']]);
    expect(triples('json', line, Infinity)).toEqual([[0, 20_002, 'string']]);
  });

  it('ends a token that crosses the limit at the limit', () => {
    expect(tokens('json', '"abcdef": 1', 4)).toEqual([['"abc', 'string']]);
    expect(tokens('javascript', 'x = /* comment */ 1', 8)).toEqual([['/* c', 'comment']]);
    expect(tokens('sql', "SELECT 'abc'", 9)).toEqual([['SELECT', 'keyword'], ["'a", 'string']]);
    expect(tokens('xml', '<element attr="1">', 4)).toEqual([['ele', 'tag']]);
    expect(tokens('csv', 'abc,defgh,ij', 6)).toEqual([['abc', 'column0'], ['de', 'column1']]);
    expect(tokens('markdown', '# Heading', 5)).toEqual([['# Hea', 'heading']]);
    expect(tokens('css', 'color: red', 3)).toEqual([]); // `col` is not yet a property: its `:` is past the limit
  });

  it('stops before a surrogate pair that the limit would split', () => {
    expect(tokens('json', '"😀😀"', 2)).toEqual([['"', 'string']]);
    expect(tokens('json', '"😀😀"', 3)).toEqual([['"😀', 'string']]);
    expect(tokens('csv', '😀😀', 3)).toEqual([['😀', 'column0']]);
  });

  it('emits type indexes into TOKEN_TYPES', () => {
    expect(tokenizeLine('json', '"k": 1')).toEqual([0, 3, TOKEN_TYPES.indexOf('property'), 5, 6, TOKEN_TYPES.indexOf('number')]);
  });
});

describe('json', () => {
  it('marks keys, strings, numbers and atoms', () => {
    expect(tokens('json', '  "name": "Alice", "age": 30, "ok": true, "x": null, "f": false,')).toEqual([
      ['"name"', 'property'], ['"Alice"', 'string'], ['"age"', 'property'], ['30', 'number'],
      ['"ok"', 'property'], ['true', 'atom'], ['"x"', 'property'], ['null', 'atom'], ['"f"', 'property'], ['false', 'atom'],
    ]);
  });

  it('treats a string followed by spaces and a colon as a key', () => {
    expect(tokens('json', '"a"   : "b"')).toEqual([['"a"', 'property'], ['"b"', 'string']]);
    expect(tokens('json', '["a", "b"]')).toEqual([['"a"', 'string'], ['"b"', 'string']]);
  });

  it('reads numbers with sign, fraction and exponent', () => {
    expect(tokens('json', '[-1, 0.5, 1E-7, -2.5e+10, 0]')).toEqual([['-1', 'number'], ['0.5', 'number'], ['1E-7', 'number'], ['-2.5e+10', 'number'], ['0', 'number']]);
    expect(tokens('json', '[- 1]')).toEqual([['1', 'number']]);
  });

  it('follows backslash escapes', () => {
    expect(tokens('json', String.raw`"a\"b": "c\\"`)).toEqual([[String.raw`"a\"b"`, 'property'], [String.raw`"c\\"`, 'string']]);
    expect(tokens('json', String.raw`"ends with \\": 1`)).toEqual([[String.raw`"ends with \\"`, 'property'], ['1', 'number']]);
  });

  it('runs an unclosed string to the end of the line', () => {
    expect(tokens('json', '"a": "unclosed \\" still')).toEqual([['"a"', 'property'], ['"unclosed \\" still', 'string']]);
  });

  it('leaves words that are not JSON atoms plain', () => {
    expect(tokens('json', 'True NULL nullx truth')).toEqual([]);
  });

  it('handles unicode keys and values', () => {
    expect(tokens('json', '{"名前": "值😀", "😀": 1}')).toEqual([['"名前"', 'property'], ['"值😀"', 'string'], ['"😀"', 'property'], ['1', 'number']]);
  });
});

describe('javascript', () => {
  it('marks keywords, atoms, strings, numbers and comments', () => {
    expect(tokens('javascript', 'const x = "a" + \'b\' + 42; // done')).toEqual([
      ['const', 'keyword'], ['"a"', 'string'], ["'b'", 'string'], ['42', 'number'], ['// done', 'comment'],
    ]);
    expect(tokens('javascript', 'if (a === undefined || b === null) return NaN;')).toEqual([
      ['if', 'keyword'], ['undefined', 'atom'], ['null', 'atom'], ['return', 'keyword'], ['NaN', 'atom'],
    ]);
  });

  it('reads number forms', () => {
    expect(tokens('javascript', '0x1F 0b101 0o17 1_000_000 1e5 2.5e-3 .5 10n')).toEqual(
      ['0x1F', '0b101', '0o17', '1_000_000', '1e5', '2.5e-3', '.5', '10n'].map((n) => [n, 'number']),
    );
  });

  it('reads strings with escapes, template literals, and unclosed strings', () => {
    expect(tokens('javascript', String.raw`s = 'it\'s' + "q\"" + ` + '`t ${a}`;')).toEqual([[String.raw`'it\'s'`, 'string'], [String.raw`"q\""`, 'string'], ['`t ${a}`', 'string']]);
    expect(tokens('javascript', 'x = "open')).toEqual([['"open', 'string']]);
    expect(tokens('javascript', 'x = `multi')).toEqual([['`multi', 'string']]);
  });

  it('closes block comments on the line, and runs an unclosed one to the end', () => {
    expect(tokens('javascript', 'a /* c */ let /* open')).toEqual([['/* c */', 'comment'], ['let', 'keyword'], ['/* open', 'comment']]);
    expect(tokens('javascript', '/**/x')).toEqual([['/**/', 'comment']]);
  });

  it('tells a regular expression from a division', () => {
    expect(tokens('javascript', 'const r = /[/"]+/g; y = a / 2 / b;')).toEqual([['const', 'keyword'], ['/[/"]+/g', 'string'], ['2', 'number']]);
    expect(tokens('javascript', 'return /x/.test(s)')).toEqual([['return', 'keyword'], ['/x/', 'string']]);
    expect(tokens('javascript', 'x = (a) / 2; y = this / 3')).toEqual([['2', 'number'], ['this', 'keyword'], ['3', 'number']]);
  });

  it('does not mark a keyword used as a property name, nor a word that contains one', () => {
    expect(tokens('javascript', 'p.catch(e).default; ifx = newer; $if = 1')).toEqual([['1', 'number']]);
    expect(tokens('javascript', 'f(...this)')).toEqual([['this', 'keyword']]);
  });

  it('marks decorators and shebangs', () => {
    expect(tokens('javascript', '@Component({})')).toEqual([['@Component', 'meta']]);
    expect(tokens('javascript', '#!/usr/bin/env node')).toEqual([['#!/usr/bin/env node', 'comment']]);
  });

  it('handles unicode identifiers and strings', () => {
    expect(tokens('javascript', 'const 变量 = "😀"; let ñ = 1')).toEqual([['const', 'keyword'], ['"😀"', 'string'], ['let', 'keyword'], ['1', 'number']]);
  });
});

describe('css', () => {
  it('marks properties, numbers with units, colours, at-rules and !important', () => {
    expect(tokens('css', '  margin: -2px 1.5em 50% 0;')).toEqual([['margin', 'property'], ['-2px', 'number'], ['1.5em', 'number'], ['50%', 'number'], ['0', 'number']]);
    expect(tokens('css', 'color: #fff !important;')).toEqual([['color', 'property'], ['#fff', 'atom'], ['!important', 'keyword']]);
    expect(tokens('css', '@media (max-width: 600px) {')).toEqual([['@media', 'keyword'], ['600px', 'number']]);
  });

  it('reads minified rules', () => {
    expect(tokens('css', 'a:hover{color:#abcdef;--gap:4px}b{top:0}')).toEqual([
      ['color', 'property'], ['#abcdef', 'atom'], ['--gap', 'property'], ['4px', 'number'], ['top', 'property'], ['0', 'number'],
    ]);
  });

  it('leaves selectors plain, pseudo-classes and ids included', () => {
    expect(tokens('css', 'a:hover, .btn::before {')).toEqual([]);
    expect(tokens('css', 'a:focus,')).toEqual([]);
    expect(tokens('css', '#main > .item {')).toEqual([]);
  });

  it('marks strings and comments', () => {
    expect(tokens('css', 'content: "a;b" /* note */;')).toEqual([['content', 'property'], ['"a;b"', 'string'], ['/* note */', 'comment']]);
    expect(tokens('css', "font-family: 'Open Sans', sans-serif /* open")).toEqual([['font-family', 'property'], ["'Open Sans'", 'string'], ['/* open', 'comment']]);
  });

  it('does not take an identifier with a digit for a number', () => {
    expect(tokens('css', 'h1, h2 { transform: translate3d(0, 1px, 0) }')).toEqual([['transform', 'property'], ['0', 'number'], ['1px', 'number'], ['0', 'number']]);
  });
});

describe('sql', () => {
  it('marks keywords case-insensitively, atoms, strings, quoted identifiers and numbers', () => {
    expect(tokens('sql', "select \"Name\", `age` From users WHERE id = 42 AND note IS NOT NULL and s = 'x'")).toEqual([
      ['select', 'keyword'], ['"Name"', 'property'], ['`age`', 'property'], ['From', 'keyword'], ['WHERE', 'keyword'], ['42', 'number'],
      ['AND', 'keyword'], ['IS', 'keyword'], ['NOT', 'keyword'], ['NULL', 'atom'], ['and', 'keyword'], ["'x'", 'string'],
    ]);
    expect(tokens('sql', 'VALUES (TRUE, false, 1.5e3)')).toEqual([['VALUES', 'keyword'], ['TRUE', 'atom'], ['false', 'atom'], ['1.5e3', 'number']]);
  });

  it("reads '' escapes and runs unclosed strings to the end", () => {
    expect(tokens('sql', "x = 'it''s' OR y = ''")).toEqual([["'it''s'", 'string'], ['OR', 'keyword'], ["''", 'string']]);
    expect(tokens('sql', "x = 'open ''")).toEqual([["'open ''", 'string']]);
    expect(tokens('sql', 'x = "a""b"')).toEqual([['"a""b"', 'property']]);
  });

  it('marks comments', () => {
    expect(tokens('sql', 'SELECT 1 -- the rest')).toEqual([['SELECT', 'keyword'], ['1', 'number'], ['-- the rest', 'comment']]);
    expect(tokens('sql', 'SELECT /* a */ 1 /* open')).toEqual([['SELECT', 'keyword'], ['/* a */', 'comment'], ['1', 'number'], ['/* open', 'comment']]);
  });

  it('does not mark a qualified column named like a keyword, nor words containing keywords', () => {
    expect(tokens('sql', 't.key, selection, fromage, col1')).toEqual([]);
  });

  it('handles unicode', () => {
    expect(tokens('sql', "SELECT 名前 FROM t WHERE s = '😀'")).toEqual([['SELECT', 'keyword'], ['FROM', 'keyword'], ['WHERE', 'keyword'], ["'😀'", 'string']]);
  });
});

describe('xml', () => {
  it('marks tags, attributes, values, entities', () => {
    expect(tokens('xml', '<ns:item id="1" name=\'a b\'>x &amp; y &#x1F; &#123;</ns:item>')).toEqual([
      ['ns:item', 'tag'], ['id', 'attribute'], ['"1"', 'string'], ['name', 'attribute'], ["'a b'", 'string'],
      ['&amp;', 'atom'], ['&#x1F;', 'atom'], ['&#123;', 'atom'], ['ns:item', 'tag'],
    ]);
    expect(tokens('xml', '<br/><a />')).toEqual([['br', 'tag'], ['a', 'tag']]);
  });

  it('marks comments, processing instructions and declarations', () => {
    expect(tokens('xml', '<?xml version="1.0"?><!DOCTYPE note SYSTEM "n.dtd"><!-- c --> <a>')).toEqual([
      ['<?xml version="1.0"?>', 'meta'], ['<!DOCTYPE note SYSTEM "n.dtd">', 'meta'], ['<!-- c -->', 'comment'], ['a', 'tag'],
    ]);
    expect(tokens('xml', 'text <!-- open comment <a>')).toEqual([['<!-- open comment <a>', 'comment']]);
  });

  it('leaves CDATA content unparsed', () => {
    expect(tokens('xml', '<![CDATA[ <not> &tag; ]]> <b>')).toEqual([['<![CDATA[', 'meta'], [']]>', 'meta'], ['b', 'tag']]);
    expect(tokens('xml', 'end of it ]]>')).toEqual([[']]>', 'meta']]);
  });

  it('leaves text, stray `<` and entities without `;` plain', () => {
    expect(tokens('xml', 'a < b && c &amp d')).toEqual([]);
  });

  it('reads a line of attributes as inside a tag', () => {
    expect(tokens('xml', '    fill="red" d="M0 0"/>')).toEqual([['fill', 'attribute'], ['"red"', 'string'], ['d', 'attribute'], ['"M0 0"', 'string']]);
  });

  it('runs an unclosed attribute value to the end of the line', () => {
    expect(tokens('xml', '<a href="http://x')).toEqual([['a', 'tag'], ['href', 'attribute'], ['"http://x', 'string']]);
  });

  it('handles unicode names and text', () => {
    expect(tokens('xml', '<名前 属性="😀">漢字</名前>')).toEqual([['名前', 'tag'], ['属性', 'attribute'], ['"😀"', 'string'], ['名前', 'tag']]);
  });
});

describe('html', () => {
  it('marks unquoted values and boolean attributes', () => {
    expect(tokens('html', '<input disabled value=foo type = "text">')).toEqual([['input', 'tag'], ['disabled', 'attribute'], ['value', 'attribute'], ['foo', 'string'], ['type', 'attribute'], ['"text"', 'string']]);
  });

  it('leaves script and style content unparsed on the line', () => {
    expect(tokens('html', '<script>if (a<b) x("<p>")</script><p>')).toEqual([['script', 'tag'], ['script', 'tag'], ['p', 'tag']]);
    expect(tokens('html', '<STYLE>a<b{}</style >')).toEqual([['STYLE', 'tag'], ['style', 'tag']]);
    expect(tokens('html', '<scripts><b>')).toEqual([['scripts', 'tag'], ['b', 'tag']]);
  });

  it('marks the doctype and comments', () => {
    expect(tokens('html', '<!doctype html><!-- x --><p>&nbsp;</p>')).toEqual([['<!doctype html>', 'meta'], ['<!-- x -->', 'comment'], ['p', 'tag'], ['&nbsp;', 'atom'], ['p', 'tag']]);
  });
});

describe('csv', () => {
  it('colours fields by their column, modulo 6', () => {
    expect(tokens('csv', 'a,b,c,d,e,f,g,h')).toEqual([
      ['a', 'column0'], ['b', 'column1'], ['c', 'column2'], ['d', 'column3'], ['e', 'column4'], ['f', 'column5'], ['g', 'column0'], ['h', 'column1'],
    ]);
  });

  it('keeps a quoted field whole, with its commas and "" escapes', () => {
    expect(tokens('csv', '1,"a, ""b""",3')).toEqual([['1', 'column0'], ['"a, ""b"""', 'column1'], ['3', 'column2']]);
    expect(tokens('csv', '"",x')).toEqual([['""', 'column0'], ['x', 'column1']]);
  });

  it('counts empty fields and trims spaces around a field', () => {
    expect(tokens('csv', ',, x y ,"q" ,')).toEqual([['x y', 'column2'], ['"q"', 'column3']]);
  });

  it('runs an unclosed quote to the end of the line', () => {
    expect(tokens('csv', 'a,"open, still')).toEqual([['a', 'column0'], ['"open, still', 'column1']]);
  });

  it('handles unicode', () => {
    expect(tokens('csv', '漢字,😀,é,\u3000全角\u3000')).toEqual([['漢字', 'column0'], ['😀', 'column1'], ['é', 'column2'], ['全角', 'column3']]);
  });
});

describe('markdown', () => {
  it('marks an ATX heading line whole', () => {
    expect(tokens('markdown', '## Title with **bold**  ')).toEqual([['## Title with **bold**', 'heading']]);
    expect(tokens('markdown', '###### six')).toEqual([['###### six', 'heading']]);
    expect(tokens('markdown', '#')).toEqual([['#', 'heading']]);
    expect(tokens('markdown', '####### seven')).toEqual([]);
    expect(tokens('markdown', '#hashtag')).toEqual([]);
  });

  it('marks strong, emphasis, code and links', () => {
    expect(tokens('markdown', 'a **b** __c__ *d* _e_ `f` [g](http://h) ![i](j.png) <https://k.l>')).toEqual([
      ['**b**', 'strong'], ['__c__', 'strong'], ['*d*', 'emphasis'], ['_e_', 'emphasis'], ['`f`', 'code'],
      ['[g](http://h)', 'link'], ['![i](j.png)', 'link'], ['<https://k.l>', 'link'],
    ]);
  });

  it('marks block markers at line start', () => {
    expect(tokens('markdown', '> quoted *x*')).toEqual([['>', 'punctuation'], ['*x*', 'emphasis']]);
    expect(tokens('markdown', '- item')).toEqual([['-', 'punctuation']]);
    expect(tokens('markdown', '  * item')).toEqual([['*', 'punctuation']]);
    expect(tokens('markdown', '+ item')).toEqual([['+', 'punctuation']]);
    expect(tokens('markdown', '12. item')).toEqual([['12.', 'punctuation']]);
    expect(tokens('markdown', '3) item')).toEqual([['3)', 'punctuation']]);
    expect(tokens('markdown', '> > - **x**')).toEqual([['>', 'punctuation'], ['>', 'punctuation'], ['-', 'punctuation'], ['**x**', 'strong']]);
    expect(tokens('markdown', '> # Quoted heading')).toEqual([['>', 'punctuation'], ['# Quoted heading', 'heading']]);
    expect(tokens('markdown', '-not a list, 3.5 either')).toEqual([]);
  });

  it('marks fences and thematic breaks', () => {
    expect(tokens('markdown', '```ts')).toEqual([['```ts', 'meta']]);
    expect(tokens('markdown', '~~~')).toEqual([['~~~', 'meta']]);
    expect(tokens('markdown', '* * *')).toEqual([['* * *', 'punctuation']]);
    expect(tokens('markdown', '---')).toEqual([['---', 'punctuation']]);
  });

  it('keeps nested spans as one token', () => {
    expect(tokens('markdown', '*a **b** c* and **x `y` z**')).toEqual([['*a **b** c*', 'emphasis'], ['**x `y` z**', 'strong']]);
    expect(tokens('markdown', '***both***')).toEqual([['***both***', 'strong']]);
    expect(tokens('markdown', '`` a ` b ``')).toEqual([['`` a ` b ``', 'code']]);
  });

  it('leaves unmatched or non-flanking delimiters plain', () => {
    expect(tokens('markdown', 'a ** b ** c * d *')).toEqual([]);
    expect(tokens('markdown', 'snake_case_name and 2*3*4')).toEqual([['*3*', 'emphasis']]);
    expect(tokens('markdown', '**open and `open and [open](')).toEqual([]);
    expect(tokens('markdown', '[a] [b](c)')).toEqual([['[b](c)', 'link']]);
    expect(tokens('markdown', String.raw`\*not em\* \`not code\``)).toEqual([]);
  });

  it('handles unicode', () => {
    expect(tokens('markdown', '# 标题 😀')).toEqual([['# 标题 😀', 'heading']]);
    expect(tokens('markdown', '中文 **粗体** *😀* [链接](网址)')).toEqual([['**粗体**', 'strong'], ['*😀*', 'emphasis'], ['[链接](网址)', 'link']]);
  });

  it('stays fast and correct on pathological delimiter runs', () => {
    for (const unit of ['`', '*', '_a', '[', '![', '](', '<a:', '**a ']) {
      const line = unit.repeat(Math.ceil(10_000 / unit.length)).slice(0, 10_000);
      checkInvariants('markdown', line);
    }
  });
});
