// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { renderMarkdown, toHtmlDocument } from '@src/lib/markdown';

/** Parses rendered HTML so assertions look at the DOM, not at string formatting. */
function dom(md: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = renderMarkdown(md);
  return root;
}

describe('renderMarkdown: Markdown features', () => {
  it.each<[string, string, string]>([
    ['heading', '# Title', 'h1'],
    ['h3', '### Small', 'h3'],
    ['emphasis', '*a* **b**', 'em + strong'],
    ['bullet list', '- a\n- b', 'ul > li + li'],
    ['ordered list', '1. a\n2. b', 'ol > li + li'],
    ['blockquote', '> quoted', 'blockquote > p'],
    ['fenced code', '```js\nconst a = 1;\n```', 'pre > code.language-js'],
    ['inline code', 'use `npm`', 'p > code'],
    ['GFM table', '| a | b |\n| - | :-: |\n| 1 | 2 |', 'table thead th + th[align="center"]'],
    ['GFM strikethrough', '~~gone~~', 'del'],
    ['GFM task list', '- [x] done\n- [ ] todo', 'li > input[type="checkbox"][disabled][checked]'],
    ['GFM autolink', 'see https://example.com now', 'a[href="https://example.com"]'],
    ['horizontal rule', 'a\n\n---\n\nb', 'hr'],
    ['https image', '![logo](https://example.com/logo.png)', 'img[src="https://example.com/logo.png"][alt="logo"]'],
    ['data image', '![dot](data:image/png;base64,iVBORw0KGgo=)', 'img[src^="data:image/png"]'],
    ['details', '<details><summary>More</summary>hidden</details>', 'details > summary'],
  ])('%s', (_name, md, selector) => {
    expect(dom(md).querySelector(selector)).not.toBeNull();
  });

  it.each<[string, string, string]>([
    ['empty', '', ''],
    ['emoji', 'Pizza 🍕 **time** 🎉', '<p>Pizza 🍕 <strong>time</strong> 🎉</p>'],
    ['CJK', '# 你好\n\n世界', '<h1>你好</h1>\n<p>世界</p>'],
    ['accents', '_café crème_', '<p><em>café crème</em></p>'],
    ['CRLF', 'line one\r\n\r\nline two', '<p>line one</p>\n<p>line two</p>'],
    ['escapes text', 'a < b & c', '<p>a &lt; b &amp; c</p>'],
  ])('%s', (_name, md, html) => {
    expect(renderMarkdown(md).trim()).toBe(html);
  });
});

describe('renderMarkdown: sanitising', () => {
  it.each<[string, string]>([
    ['script tag', '<script>window.__pwned = 1</script>'],
    ['img onerror', '<img src=x onerror="window.__pwned=1">'],
    ['img onerror with data url', '<img src="data:," onerror="window.__pwned=1">'],
    ['svg onload', '<svg onload="window.__pwned=1"><circle r="1"/></svg>'],
    ['svg script', '<svg><script>window.__pwned=1</script></svg>'],
    ['iframe', '<iframe src="javascript:window.__pwned=1"></iframe>'],
    ['object', '<object data="javascript:window.__pwned=1"></object>'],
    ['body onload', '<body onload="window.__pwned=1">'],
    ['a onclick', '<a href="#" onclick="window.__pwned=1">x</a>'],
    ['details ontoggle', '<details open ontoggle="window.__pwned=1">x</details>'],
    ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:window.__pwned=1">'],
    ['style tag', '<style>body{display:none}</style>'],
    ['style attribute', '<p style="position:fixed;inset:0">cover</p>'],
    ['form', '<form action="https://evil.example"><input name="q"><button>Go</button></form>'],
    ['base href', '<base href="https://evil.example/">'],
    ['link stylesheet', '<link rel="stylesheet" href="https://evil.example/x.css">'],
  ])('%s leaves nothing executable or page-altering', (_name, md) => {
    const root = dom(md);
    for (const el of root.querySelectorAll('*')) {
      for (const attr of el.getAttributeNames()) expect(attr.startsWith('on')).toBe(false);
      expect(el.getAttribute('style')).toBeNull();
    }
    expect(root.querySelector('script, svg, iframe, object, embed, meta, base, link, style, form, button')).toBeNull();
    expect(root.innerHTML).not.toMatch(/javascript:/i);
  });

  it.each([
    '[click](javascript:alert(1))',
    '[click](JaVaScRiPt:alert(1))',
    '[click](  javascript:alert(1))',
    '<a href="javascript:alert(1)">click</a>',
    '<a href="jav&#x09;ascript:alert(1)">click</a>',
    '[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
    '[click](vbscript:msgbox(1))',
  ])('dangerous link %s loses its href', (md) => {
    const a = dom(md).querySelector('a');
    expect(a).not.toBeNull();
    expect(a?.hasAttribute('href')).toBe(false);
  });

  it('external links open in a new tab without opener or referrer', () => {
    const a = dom('[site](https://example.com) and <a href="/page" target="_self">rel</a>').querySelectorAll('a');
    expect(a).toHaveLength(2);
    for (const link of a) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
  });

  it('in-page anchors stay in the page and follow the id prefix', () => {
    const root = dom('<a id="intro"></a>\n\n[jump](#intro)');
    const link = root.querySelector('a[href]');
    expect(link?.getAttribute('href')).toBe('#user-content-intro');
    expect(link?.hasAttribute('target')).toBe(false);
    expect(root.querySelector('#user-content-intro')).not.toBeNull();
  });

  it.each([
    ['relative', '![x](x.png)'],
    ['root-relative', '<img src="/api/secret">'],
    ['http', '![x](http://example.com/a.png)'],
    ['non-image data', '<img src="data:,">'],
    ['srcset', '<img src="https://example.com/a.png" srcset="b.png 2x">'],
  ])('image loads are limited to https and data:image (%s)', (_name, md) => {
    const img = dom(md).querySelector('img');
    expect(img).not.toBeNull();
    const src = img?.getAttribute('src');
    if (src !== null && src !== undefined) expect(src).toMatch(/^https:/);
    expect(img?.hasAttribute('srcset')).toBe(false);
  });

  it('repeated calls give identical output (one hook, no attribute piling up)', () => {
    const md = '[a](https://example.com)';
    const first = renderMarkdown(md);
    for (let i = 0; i < 5; i += 1) renderMarkdown(md);
    expect(renderMarkdown(md)).toBe(first);
    expect(first.match(/rel=/g)).toHaveLength(1);
  });

  it('handles 1 MB of Markdown', () => {
    const block = '## Section\n\nSome *text* with a [link](https://example.com) and `code`.\n\n- item <img src=x onerror=alert(1)>\n\n';
    const md = block.repeat(Math.ceil(1_000_000 / block.length));
    expect(md.length).toBeGreaterThanOrEqual(1_000_000);
    const html = renderMarkdown(md);
    const count = Math.ceil(1_000_000 / block.length);
    expect(html.match(/<h2>/g)).toHaveLength(count);
    expect(html).not.toMatch(/onerror/);
  }, 30_000); // jsdom is far slower than a browser; this checks size handling, not speed.
});

describe('toHtmlDocument', () => {
  it('wraps the body in a complete UTF-8 document with an escaped title', () => {
    const doc = toHtmlDocument('<p>hi</p>', 'Notes <draft> & "more"', 'zh');
    expect(doc.startsWith('<!doctype html>')).toBe(true);
    expect(doc).toContain('<html lang="zh">');
    expect(doc).toContain('<meta charset="utf-8">');
    expect(doc).toContain('<title>Notes &#60;draft&#62; &#38; &#34;more&#34;</title>');
    expect(doc).toContain('<body>\n<p>hi</p>\n</body>');
  });
});
