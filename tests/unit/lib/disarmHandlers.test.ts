// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { disarmHandlers } from '@src/lib/disarmHandlers';
import { renderMarkdown } from '@src/lib/markdown';

// Hostile-input sweep: `<img src=x onerror=…>` in Markdown made Chromium report a CSP violation (a console
// error) while DOMPurify parsed it, though nothing ran. Handlers are renamed before that parse.
describe('disarmHandlers', () => {
  it.each<[string, string, string]>([
    ['img onerror', '<img src=x onerror="window.__pwned=1">', '<img src=x data-disarmed-onerror="window.__pwned=1">'],
    ['after a slash', '<svg/onload=alert(1)>', '<svg/data-disarmed-onload=alert(1)>'],
    ['several, any case', '<b OnClick=x onmouseover=\'y\'>t</b>', '<b data-disarmed-OnClick=x data-disarmed-onmouseover=\'y\'>t</b>'],
    ['newline before', '<a\nonfocus=x>', '<a\ndata-disarmed-onfocus=x>'],
    ['text between tags kept', '<p>set onclick=go here</p>', '<p>set onclick=go here</p>'],
    ['quoted values kept', '<a title="x onclick=y" href="/">a</a>', '<a title="x onclick=y" href="/">a</a>'],
    ['comments kept', '<!-- <b onclick=x> --><i>', '<!-- <b onclick=x> --><i>'],
    ['escaped code kept', '<code>&lt;b onclick=x&gt;</code>', '<code>&lt;b onclick=x&gt;</code>'],
    // Every on…= name is renamed: no attribute the sanitiser keeps starts with "on".
    ['any on… attribute, but not a bare "on"', '<input one=1 on=2>', '<input data-disarmed-one=1 on=2>'],
    ['no handler: same string', '<p class="x">only</p>', '<p class="x">only</p>'],
  ])('%s', (_n, html, out) => expect(disarmHandlers(html)).toBe(out));

  it('a 2 MB document with a handler per line is handled in one pass', () => {
    const html = '<p><img src=x onerror=y>text onclick=z</p>\n'.repeat(50_000);
    const started = performance.now();
    const out = disarmHandlers(html);
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(out.split('data-disarmed-onerror').length - 1).toBe(50_000);
    expect(out.includes('text onclick=z')).toBe(true);
  });
});

describe('renderMarkdown still drops every handler', () => {
  it.each([
    '<img src=x onerror="window.__pwned=1">',
    '<a href="https://x.test" onclick="x()">a</a>',
    '<div title="a>b" onmouseover="x()">d</div>',
  ])('%s', (md) => {
    const html = renderMarkdown(md);
    expect(html).not.toMatch(/\son[a-z]+=/i);
    expect(html).not.toContain('data-disarmed');
  });
});
