import { describe, expect, it } from 'vitest';
import { beautifyCode } from '@workers/code/beautify';
import { minifyCode, minifyCss, minifyHtml, minifyJs } from '@workers/code/minify';
import { firstLine, positionAt, utf8Length, type CodeResult } from '@workers/code/result';
import CleanCSS from '@workers/shims/clean-css';
import { installProcessShim } from '@workers/shims/process';
import { errorMessageKey, savedFraction } from '@src/tools/code-minifier/logic';
import { toolExample } from '../../shared/examples';

const EXAMPLES = toolExample<Record<'html' | 'css' | 'js', string>>('code-minifier');

function output(r: CodeResult): string {
  if (!r.ok) throw new Error(`expected success, got ${JSON.stringify(r.error)}`);
  return r.output;
}

describe('result helpers', () => {
  it.each([
    ['', 0],
    ['abc', 3],
    ['é', 2],
    ['你好', 6],
    ['🎉', 4],
    ['\uFEFF', 3],
    ['\ud800', 3],
    ['\udc00x', 4],
  ])('utf8Length(%j) = %i', (text, bytes) => {
    expect(utf8Length(text)).toBe(bytes);
    if (!/[\ud800-\udfff]/.test(text.replace(/[\ud800-\udbff][\udc00-\udfff]/g, ''))) expect(bytes).toBe(Buffer.byteLength(text));
  });

  it.each([
    ['a pair across a slice border', 'a'.repeat(65535) + '🎉', 65539],
    ['a lone half at a slice border', 'a'.repeat(65535) + '\ud800', 65538],
    ['several slices', 'a'.repeat(65536) + '🎉' + 'é'.repeat(70000), 65536 + 4 + 140000],
  ])('utf8Length counts in 65,536-unit slices: %s', (_name, text, bytes) => {
    expect(utf8Length(text)).toBe(bytes);
  });

  it.each([
    ['abc', 0, 1, 1],
    ['abc', 2, 1, 3],
    ['a\nbc', 3, 2, 2],
    ['a\r\nb\nc', 5, 3, 1],
  ])('positionAt(%j, %i) = line %i, column %i', (text, offset, line, column) => expect(positionAt(text, offset)).toEqual({ line, column }));

  it('firstLine trims and shortens', () => {
    expect(firstLine('  Boom\nstack')).toBe('Boom');
    expect(firstLine('x'.repeat(500)).length).toBe(160);
  });

  it.each([
    [100, 60, 0.4],
    [100, 120, -0.2],
    [0, 0, null],
  ])('savedFraction(%i, %i) = %s', (a, b, f) => expect(savedFraction(a, b)).toBe(f));

  it('maps errors to translation keys, with and without a position', () => {
    expect(errorMessageKey({ key: 'minifyCss', message: 'Colon is expected', line: 2, column: 4 })).toEqual({
      key: 'errors.minifyCssAt',
      values: { line: 2, column: 4, detail: 'Colon is expected' },
    });
    expect(errorMessageKey({ key: 'formatHtml', message: 'Bad' })).toEqual({ key: 'errors.formatHtml', values: { detail: 'Bad' } });
  });
});

describe('shims', () => {
  it('the clean-css stand-in minifies with csso and reports errors the clean-css way', () => {
    const seen: unknown[] = [];
    expect(new CleanCSS().minify('a { color: #ff0000 }', (_e, out) => seen.push(out))).toEqual({ styles: 'a{color:red}', errors: [], warnings: [] });
    expect(seen).toHaveLength(1);
  });

  it('the process stand-in never replaces a real process', () => {
    const real = globalThis.process;
    installProcessShim();
    expect(globalThis.process).toBe(real);
  });
});

describe('minify JS (terser)', () => {
  it.each([
    ['function add(a, b) {\n  return a + b;\n}\nconsole.log(add(1, 2));', 'function add(d,n){return d+n}console.log(add(1,2));'],
    ['// comment\r\nvar greeting = "héllo " + "你好 🎉";\r\nalert(greeting);', 'var greeting="héllo 你好 🎉";alert(greeting);'],
    ['\uFEFFconst x = 1 + 1;\nexport default x;', 'export default 2;'],
    ['import { a } from "./a.js";\nexport const longName = a * 2;', 'import{a as o}from"./a.js";export const longName=2*o;'],
    ['', ''],
  ])('%j', async (code, expected) => {
    expect(output(await minifyJs(code))).toBe(expected);
  });

  it.each([
    ['function (a {\n return 1 }', 1, 10, 'Unexpected token: punc (()'],
    ['let ok = 1;\nlet x = ;', 2, 9, 'Unexpected token: punc (;)'],
    ['var s = "unterminated\n', 1, 9, 'Unterminated string constant'],
  ])('error in %j → line %i, column %i', async (code, line, column, message) => {
    expect(await minifyJs(code)).toEqual({ ok: false, error: { key: 'minifyJs', line, column, message } });
  });
});

describe('minify CSS (csso)', () => {
  it.each([
    ['a { color: #ff0000; margin: 0px 0px; }\n.b { }', 'a{color:red;margin:0}'],
    ['/* c */\r\n.x::after { content: "→ 你好 🎉"; }', '.x::after{content:"→ 你好 🎉"}'],
    ['\uFEFF.a{color:red}', '.a{color:red}'],
    ['@media (max-width: 600px) { .a { display: none } }', '@media (max-width:600px){.a{display:none}}'],
    ['@container (min-width: 400px) { .c { color: red } }', '@container (min-width: 400px){.c{color:red}}'],
    ['', ''],
  ])('%j', async (css, expected) => {
    expect(output(await minifyCss(css))).toBe(expected);
  });

  it.each([
    ['a { color: red; \n b {', 2, 4, 'Colon is expected'],
    ['a { color red }', 1, 11, 'Colon is expected'],
    ['.a { &:hover { color: red } }', 1, 7, 'Identifier is expected'],
  ])('refuses to silently drop %j (line %i, column %i)', async (css, line, column, message) => {
    expect(await minifyCss(css)).toEqual({ ok: false, error: { key: 'minifyCss', line, column, message } });
  });
});

describe('minify HTML (html-minifier-terser, CSS through csso)', () => {
  it('minifies markup, inline CSS and inline JS', async () => {
    const html = output(await minifyHtml(EXAMPLES.html));
    expect(html).toBe(
      '<!doctype html><html lang="en"><head><title>Example</title><style>body{margin:0;font-family:sans-serif}</style></head>' +
        '<body><h1 class="title">Hello, world!</h1><button type="button" disabled>Click me</button>' +
        '<script>var greeting="Hello, world";console.log(greeting)</script></body></html>',
    );
  });

  it.each([
    ['<p style="color : red ; margin : 0px">x</p>', '<p style="color:red;margin:0">x</p>'],
    ['<div>\r\n  <p>héllo  你好 🎉</p>\r\n</div>', '<div><p>héllo 你好 🎉</p></div>'],
    ['\uFEFF<p>a</p>', '\uFEFF<p>a</p>'],
    ['<script>var = ;</script>', '<script>var = ;</script>'],
  ])('%j', async (html, expected) => {
    expect(output(await minifyHtml(html))).toBe(expected);
  });

  it('templated HTML (<?php ?>, <% %>) keeps its tags (node has the real clean-css)', async () => {
    const html = '<div style="color : red">\n  <?php echo $name; ?>\n</div>\n<style> a { color : red } </style>\n<p> <% x %> </p>';
    expect(output(await minifyHtml(html))).toBe('<div style="color:red"> <?php echo $name; ?> </div><style>a{color:red}</style><p> <% x %> </p>');
  });

  it('reports a parse error with the place it starts', async () => {
    expect(await minifyHtml('<div>\n  <p <<a>>\n</div>')).toEqual({
      ok: false,
      error: { key: 'minifyHtml', line: 2, column: 3, message: 'Parse Error: <p <<a>>' },
    });
  });
});

describe('format (prettier, loaded on demand)', () => {
  it.each([
    ['js', 'const a={b:1,c:[1,2]};function f(){return a}', 'const a = { b: 1, c: [1, 2] };\nfunction f() {\n  return a;\n}\n'],
    ['css', 'a{color:red;margin:0}', 'a {\n  color: red;\n  margin: 0;\n}\n'],
    ['html', '<div><p>hi 你好</p><script>var a=1</script></div>', '<div>\n  <p>hi 你好</p>\n  <script>\n    var a = 1;\n  </script>\n</div>\n'],
    ['js', 'let s = "🎉"\r\n', 'let s = "🎉";\n'],
  ] as const)('%s: %j', async (language, code, expected) => {
    expect(output(await beautifyCode(code, language))).toBe(expected);
  });

  it.each([
    ['js', 'const a = {\n', 'formatJs', 2, 1, 'Unexpected token'],
    ['css', 'a{color:red', 'formatCss', 1, 1, 'CssSyntaxError: Unclosed block'],
  ] as const)('%s error in %j', async (language, code, key, line, column, message) => {
    expect(await beautifyCode(code, language)).toEqual({ ok: false, error: { key, line, column, message } });
  });
});

describe('minifyCode: progress and sizes', () => {
  it.each(['html', 'css', 'js'] as const)('%s example: smaller, with progress from 0 to 1', async (language) => {
    const seen: number[] = [];
    const r = await minifyCode(EXAMPLES[language], language, (f) => seen.push(f));
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.inputBytes).toBe(Buffer.byteLength(EXAMPLES[language]));
      expect(r.outputBytes).toBe(Buffer.byteLength(r.output));
      expect(r.outputBytes).toBeLessThan(r.inputBytes);
    }
    expect(seen).toEqual([0, 1]);
  });
});

describe('1 MB inputs', () => {
  const repeatTo = (unit: (i: number) => string, bytes: number) => {
    const parts: string[] = [];
    let size = 0;
    for (let i = 0; size < bytes; i++) {
      const part = unit(i);
      parts.push(part);
      size += part.length;
    }
    return parts.join('');
  };

  it('CSS', async () => {
    const css = repeatTo((i) => `.item-${i} {\n  color: #ff0000;\n  margin: 0px 0px;\n  content: "é ${i}";\n}\n`, 1024 * 1024);
    const out = output(await minifyCss(css));
    expect(out.startsWith('.item-0{color:red;margin:0;content:"é 0"}')).toBe(true);
    expect(out.length).toBeLessThan(css.length * 0.7);
  }, 60_000);

  it('JS', async () => {
    const js = repeatTo((i) => `function handler${i}(event) {\n  const value = event.target.value + ${i};\n  return value * 2;\n}\n`, 1024 * 1024);
    const out = output(await minifyJs(js));
    expect(out.startsWith('function handler0(')).toBe(true);
    expect(out.length).toBeLessThan(js.length * 0.8);
    expect(() => new Function(out)).not.toThrow();
  }, 120_000);

  it('HTML', async () => {
    const html = `<ul>\n${repeatTo((i) => `  <li class="row"  data-i="${i}">  Item   ${i}  </li>\n`, 1024 * 1024)}</ul>`;
    const out = output(await minifyHtml(html));
    expect(out.startsWith('<ul><li class="row" data-i="0">Item 0</li>')).toBe(true);
    expect(out.length).toBeLessThan(html.length * 0.9);
  }, 60_000);
});
