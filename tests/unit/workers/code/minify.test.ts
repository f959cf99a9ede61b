import { describe, expect, it } from 'vitest';
import { beautifyCode } from '@workers/code/beautify';
import { minifyCode, minifyCss, minifyHtml, minifyJs } from '@workers/code/minify';
import { firstLine, positionAt, utf8Length, type CodeResult } from '@workers/code/result';
import CleanCSS from '@workers/shims/clean-css';
import { installProcessShim } from '@workers/shims/process';
import { toolExample } from '../../../shared/examples';

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

// JS through terser, CSS through csso, HTML through html-minifier-terser (its inline CSS through csso).
const MINIFY = { js: minifyJs, css: minifyCss, html: minifyHtml } as const;
const ERROR_KEY = { js: 'minifyJs', css: 'minifyCss', html: 'minifyHtml' } as const;
type Language = keyof typeof MINIFY;

describe('minify', () => {
  // Errors, CSS's included: csso alone would drop what it cannot parse, silently.
  it.each<[Language, string, number, number, string]>([
    ['js', 'function (a {\n return 1 }', 1, 10, 'Unexpected token: punc (()'],
    ['js', 'let ok = 1;\nlet x = ;', 2, 9, 'Unexpected token: punc (;)'],
    ['js', 'var s = "unterminated\n', 1, 9, 'Unterminated string constant'],
    ['css', 'a { color: red; \n b {', 2, 4, 'Colon is expected'],
    ['css', 'a { color red }', 1, 11, 'Colon is expected'],
    ['css', '.a { &:hover { color: red } }', 1, 7, 'Identifier is expected'],
    ['html', '<div>\n  <p <<a>>\n</div>', 2, 3, 'Parse Error: <p <<a>>'],
  ])('%s: an error in %j is reported at line %i, column %i', async (language, code, line, column, message) => {
    expect(await MINIFY[language](code)).toEqual({ ok: false, error: { key: ERROR_KEY[language], line, column, message } });
  });

  it.each<[Language, string, string]>([
    ['js', 'function add(a, b) {\n  return a + b;\n}\nconsole.log(add(1, 2));', 'function add(d,n){return d+n}console.log(add(1,2));'],
    ['js', '// comment\r\nvar greeting = "héllo " + "你好 🎉";\r\nalert(greeting);', 'var greeting="héllo 你好 🎉";alert(greeting);'],
    ['js', '\uFEFFconst x = 1 + 1;\nexport default x;', 'export default 2;'],
    ['js', 'import { a } from "./a.js";\nexport const longName = a * 2;', 'import{a as o}from"./a.js";export const longName=2*o;'],
    ['js', '', ''],
    ['css', 'a { color: #ff0000; margin: 0px 0px; }\n.b { }', 'a{color:red;margin:0}'],
    ['css', '/* c */\r\n.x::after { content: "→ 你好 🎉"; }', '.x::after{content:"→ 你好 🎉"}'],
    ['css', '\uFEFF.a{color:red}', '.a{color:red}'],
    ['css', '@media (max-width: 600px) { .a { display: none } }', '@media (max-width:600px){.a{display:none}}'],
    ['css', '@container (min-width: 400px) { .c { color: red } }', '@container (min-width: 400px){.c{color:red}}'],
    ['css', '', ''],
    ['html', '<p style="color : red ; margin : 0px">x</p>', '<p style="color:red;margin:0">x</p>'],
    ['html', '<div>\r\n  <p>héllo  你好 🎉</p>\r\n</div>', '<div><p>héllo 你好 🎉</p></div>'],
    ['html', '\uFEFF<p>a</p>', '\uFEFF<p>a</p>'],
    ['html', '<script>var = ;</script>', '<script>var = ;</script>'],
  ])('%s: %j', async (language, code, expected) => {
    expect(output(await MINIFY[language](code))).toBe(expected);
  });

  it('minifies the example\'s markup, inline CSS and inline JS', async () => {
    const html = output(await minifyHtml(EXAMPLES.html));
    expect(html).toBe(
      '<!doctype html><html lang="en"><head><title>Example</title><style>body{margin:0;font-family:sans-serif}</style></head>' +
        '<body><h1 class="title">Hello, world!</h1><button type="button" disabled>Click me</button>' +
        '<script>var greeting="Hello, world";console.log(greeting)</script></body></html>',
    );
  });

  it('templated HTML (<?php ?>, <% %>) keeps its tags (node has the real clean-css)', async () => {
    const html = '<div style="color : red">\n  <?php echo $name; ?>\n</div>\n<style> a { color : red } </style>\n<p> <% x %> </p>';
    expect(output(await minifyHtml(html))).toBe('<div style="color:red"> <?php echo $name; ?> </div><style>a{color:red}</style><p> <% x %> </p>');
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
