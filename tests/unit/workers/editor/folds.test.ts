import { describe, expect, it } from 'vitest';
import { foldRanges, type FoldLanguage } from '@workers/editor/folds';

/** 1-based line of an offset (\n, \r\n and \r end lines, as in CodeMirror). */
function lineOf(text: string, offset: number): number {
  return text.slice(0, offset).split(/\r\n?|\n/).length;
}

/**
 * Each fold as `<line><char before from>-<line><char at to>`: `1{-3}` hides
 * from after a `{` on line 1 to the `}` on line 3.
 */
function folds(text: string, language: FoldLanguage): string[] {
  const ranges = foldRanges(text, language);
  expect(ranges).toBeInstanceOf(Int32Array);
  expect(ranges.length % 2).toBe(0);
  const out: string[] = [];
  for (let k = 0; k < ranges.length; k += 2) {
    const from = ranges[k]!;
    const to = ranges[k + 1]!;
    if (k > 0) expect(from).toBeGreaterThan(ranges[k - 2]!);
    expect(to).toBeGreaterThan(from);
    out.push(`${lineOf(text, from)}${text[from - 1]}-${lineOf(text, to)}${text[to]}`);
  }
  return out;
}

describe('foldRanges: json', () => {
  it('folds multi-line objects and arrays, sorted by start', () => {
    const text = '{\n  "a": [\n    1,\n    2\n  ],\n  "b": {"c": []},\n  "d": {\n  }\n}';
    expect(folds(text, 'json')).toEqual(['1{-9}', '2[-5]', '7{-8}']);
    const ranges = foldRanges(text, 'json');
    expect(ranges[0]).toBe(1);
    expect(ranges[1]).toBe(text.length - 1);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    const text = '{\n  "a": "}]\\" {[",\n  "b": [\n  ]\n}';
    expect(folds(text, 'json')).toEqual(['1{-5}', '3[-4]']);
  });

  it('handles CRLF and CR line endings', () => {
    expect(folds('[\r\n  {\r\n  }\r\n]', 'json')).toEqual(['1[-4]', '2{-3}']);
    expect(folds('[\r1\r]', 'json')).toEqual(['1[-3]']);
    const ranges = foldRanges('{\r\n}', 'json');
    expect(Array.from(ranges)).toEqual([1, 3]);
  });

  it('skips unmatched and mismatched brackets without throwing', () => {
    expect(folds('}\n]\n{\n  "a": 1\n}', 'json')).toEqual(['3{-5}']);
    expect(folds('{\n  [\n}', 'json')).toEqual(['1{-3}']);
    expect(folds('[\n  {\n', 'json')).toEqual([]);
    expect(folds('"unclosed {\n{\n}', 'json')).toEqual(['2{-3}']);
    expect(foldRanges('', 'json')).toEqual(new Int32Array(0));
  });

  it('treats // and /* as text in JSON', () => {
    expect(folds('[\n"//", /* {\n]', 'json')).toEqual(['1[-3]']);
  });
});

describe('foldRanges: javascript', () => {
  it('folds braces, brackets and parentheses, and block comments', () => {
    const text = [
      '/* a',
      ' * comment */',
      'function f(',
      '  a,',
      ') {',
      '  return [',
      '    1,',
      '  ];',
      '}',
    ].join('\n');
    expect(folds(text, 'javascript')).toEqual(['1*-2*', '3(-5)', '5{-9}', '6[-8]']);
  });

  it('skips strings, template literals and comments holding brackets', () => {
    const text = [
      'const a = {',
      "  s: '}', d: \"]\", t: `}",
      '  ${ { x: 1 }',
      '  } {`,',
      '  // }',
      '  /* } */',
      '};',
    ].join('\n');
    expect(folds(text, 'javascript')).toEqual(['1{-7}']);
  });

  it('folds inside template substitutions that span lines', () => {
    const text = 'x = `a ${[\n  1,\n]} b`;\ny = {\n}';
    expect(folds(text, 'javascript')).toEqual(['1[-3]', '4{-5}']);
  });

  it('tells regular expressions from divisions', () => {
    const text = ['f(a / 2, /[}\\]]/g, b) {', "  const r = /'/;", '  return /{/.test(x) / 2;', '}'].join('\n');
    expect(folds(text, 'javascript')).toEqual(['1{-4}']);
  });

  it('keeps an unclosed quote to its line', () => {
    expect(folds("{\n  'oops\n}", 'javascript')).toEqual(['1{-3}']);
  });
});

describe('foldRanges: css', () => {
  it('folds rule blocks and comments, skipping strings', () => {
    const text = '@media screen {\n  a::before { content: "}"; }\n  b {\n    color: red;\n  }\n}\n/*\n { */';
    expect(folds(text, 'css')).toEqual(['1{-6}', '3{-5}', '7*-8*']);
  });

  it('reads // inside url() as text, not a comment', () => {
    const text = '@media print {\n  a { background: url(//cdn.example/x.png) }\n}';
    expect(folds(text, 'css')).toEqual(['1{-3}']);
  });
});

describe('foldRanges: sql', () => {
  it('folds parentheses, skipping strings and comments', () => {
    const text = [
      'SELECT *',
      'FROM t',
      'WHERE id IN (',
      "  SELECT id FROM u WHERE name = '(' AND note = 'it''s )'",
      '  -- ) not this',
      '  /* ) nor',
      '     this */',
      ')',
    ].join('\n');
    expect(folds(text, 'sql')).toEqual(['3(-8)', '6*-7*']);
  });

  it('lets strings span lines', () => {
    expect(folds("(\n'a\n)'\n)", 'sql')).toEqual(['1(-4)']);
  });
});

describe('foldRanges: xml', () => {
  it('folds elements by name and multi-line comments', () => {
    const text = [
      '<?xml version="1.0"?>',
      '<!DOCTYPE r [ <!ELEMENT r ANY> ]>',
      '<r a="x>y">',
      '  <!-- a',
      '  <b> comment -->',
      '  <c/>',
      '  <d><![CDATA[ </d> ',
      '  ]]></d>',
      '  <e x="1"',
      '     y="2">',
      '  </e>',
      '</r>',
    ].join('\n');
    expect(folds(text, 'xml')).toEqual(['3>-12<', '4--5-', '7>-8<', '10>-11<']);
  });

  it('matches names case-sensitively and skips mismatched closing tags', () => {
    expect(folds('<a>\n<B>\n</b>\n</a>', 'xml')).toEqual(['1>-4<']);
    expect(folds('<a>\n</x>\n</a>', 'xml')).toEqual(['1>-3<']);
    expect(folds('<a>\n<b>\n</a>\n</b>', 'xml')).toEqual(['1>-3<']);
    expect(folds('<a>\n<b', 'xml')).toEqual([]);
    expect(folds('a < b\n<c>\n</c>', 'xml')).toEqual(['2>-3<']);
  });
});

describe('foldRanges: html', () => {
  it('skips void elements and matches names in any case', () => {
    const text = ['<!doctype html>', '<HTML>', '<body>', '  <br><img src=x><input>', '  <DIV>', '    <hr>', '  </div>', '</body>', '</html>'].join('\n');
    expect(folds(text, 'html')).toEqual(['2>-9<', '3>-8<', '5>-7<']);
  });

  it('treats script and style contents as raw text', () => {
    const text = ['<div>', '<script>', '  if (a < b) { x("</div>"); }', '</SCRIPT >', '<style>', '  a > b { }', '</style>', '</div>'].join('\n');
    expect(folds(text, 'html')).toEqual(['1>-8<', '2>-4<', '5>-7<']);
  });

  it('closes elements left open by an outer closing tag', () => {
    const text = '<ul>\n  <li>one\n  <li>two\n</ul>';
    expect(folds(text, 'html')).toEqual(['1>-4<']);
  });
});

describe('foldRanges: large input', () => {
  it('handles deep nesting and long unmatched runs in linear time', () => {
    const deep = '['.repeat(100_000) + '\n' + ']'.repeat(100_000);
    expect(foldRanges(deep, 'json').length).toBe(200_000);
    const unmatched = '{'.repeat(100_000) + '\n' + ')]'.repeat(100_000);
    expect(foldRanges(unmatched, 'javascript').length).toBe(0);
    const tags = '<a>'.repeat(50_000) + '\n' + '</b>'.repeat(50_000);
    expect(foldRanges(tags, 'xml').length).toBe(0);
  });
});
