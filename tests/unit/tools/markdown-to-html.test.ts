// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { markdownToHtmlChunks, markdownToRawHtml } from '@workers/data/markdown';
import {
  WHOLE_SANITIZE_CHARS, renderMarkdown, safeHtml, safeMarkdown, sanitizeHtml, sanitizeHtmlChunks,
} from '@src/lib/markdown';
import { JobError } from '@src/lib/jobs/errors';
import { PREVIEW_HTML_CHARS, previewCut } from '@src/tools/markdown-to-html/logic';
import { toolExample } from '../../shared/examples';

const EXAMPLE_MARKDOWN = toolExample('markdown-to-html');

const BLOCK =
  '## Section\n\nSome *text* with a [link](https://example.com), a [ref][r] and `code`.\n\n' +
  '- item <img src=x onerror=alert(1)>\n- two\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n```js\nconst x = 1;\n```\n\n';

function bigMarkdown(chars: number): string {
  return '[r]: https://ref.example.com\n\n' + BLOCK.repeat(Math.ceil(chars / BLOCK.length));
}

describe('markdownToHtmlChunks (worker side)', () => {
  it.each<[string, string]>([
    ['empty', ''],
    ['heading', '# Title'],
    ['emoji, CJK, accents', '# 你好 😀\n\n_café crème_'],
    ['CRLF', 'line one\r\n\r\nline two\r\n\r\n- a\r\n- b'],
    ['reference link defined after use', '[x][id]\n\n' + 'para\n\n'.repeat(100) + '[id]: https://example.com'],
    ['raw HTML', '<div>\n\n*inside*\n\n</div>\n\n<script>alert(1)</script>'],
    ['GFM table and task list', '| a |\n|---|\n| 1 |\n\n- [x] done\n- [ ] todo'],
    ['example', EXAMPLE_MARKDOWN],
  ])('joined chunks equal the one-call render: %s', (_name, md) => {
    expect(markdownToHtmlChunks(md, undefined, 64).join('')).toBe(markdownToRawHtml(md));
  });

  it('cuts a large document between blocks into chunks of about the target size', () => {
    const md = bigMarkdown(300_000);
    const chunks = markdownToHtmlChunks(md, undefined, 16 * 1024);
    expect(chunks.length).toBeGreaterThan(10);
    expect(chunks.join('')).toBe(markdownToRawHtml(md));
    for (const c of chunks.slice(0, -1)) expect(c.length).toBeGreaterThanOrEqual(16 * 1024);
    // Every chunk starts at a block boundary.
    for (const c of chunks) expect(c).toMatch(/^<(h2|p|ul|table|pre)\b/);
  });

  it('reports progress from 0 to 1, in order', () => {
    const calls: number[] = [];
    markdownToHtmlChunks(bigMarkdown(100_000), (f) => calls.push(f), 4096);
    expect(calls[0]).toBe(0);
    expect(calls.at(-1)).toBe(1);
    expect([...calls].sort((a, b) => a - b)).toEqual(calls);
  });

  it('is raw: scripts are still there (the main thread must sanitise)', () => {
    expect(markdownToHtmlChunks('<script>alert(1)</script>').join('')).toContain('<script>');
  });
});

describe('sanitizeHtml and renderMarkdown share one configuration', () => {
  it.each([
    '# Hi',
    '[a](https://example.com) and [b](#sec) and [c](javascript:alert(1))',
    '<img src="http://example.com/x.png"> <img src="https://example.com/y.png" onerror="x()">',
    '<style>body{}</style><form><button>go</button></form><p style="color:red" id="x">p</p>',
    '- [x] task',
    EXAMPLE_MARKDOWN,
  ])('sanitizeHtml(markdownToRawHtml(md)) === renderMarkdown(md): %s', (md) => {
    expect(sanitizeHtml(markdownToRawHtml(md))).toBe(renderMarkdown(md));
  });

  it('empty stays empty', () => {
    expect(sanitizeHtml('')).toBe('');
  });
});

describe('safeHtml (the "Safe HTML" output)', () => {
  it.each<[string, string, string]>([
    ['keeps links as written: no target, no rel', '[a](https://example.com)', '<p><a href="https://example.com">a</a></p>'],
    ['keeps fragments and ids as written', '<h2 id="top">T</h2>\n\n[up](#top)', '<h2 id="top">T</h2><p><a href="#top">up</a></p>'],
    ['keeps relative and http images', '![a](/url) ![b](http://x.test/b.png)', '<p><img src="/url" alt="a"> <img src="http://x.test/b.png" alt="b"></p>'],
    ['removes scripts', '<script>alert(1)</script>\n\ntext', '<p>text</p>'],
    ['removes event handlers, keeps the element', '<p onclick="x()" data-note="n">hi</p>', '<p data-note="n">hi</p>'],
    ['removes javascript: links, keeps the text', '[go](javascript:alert(1))', '<p><a>go</a></p>'],
    ['keeps the text of unknown elements', '[foo <bar attr="](baz)">', '<p>[foo </p>'],
    ['keeps styles and forms (they run no code)', '<form><button>go</button></form>', '<form><button>go</button></form>'],
  ])('%s', (_name, md, expected) => {
    expect(safeMarkdown(md).trim()).toBe(expected);
  });

  it('empty stays empty', () => {
    expect(safeHtml('')).toBe('');
    expect(safeMarkdown('')).toBe('');
  });

  it('large documents are made safe chunk by chunk', async () => {
    const md = bigMarkdown(Math.ceil(WHOLE_SANITIZE_CHARS * 1.2));
    const html = (await sanitizeHtmlChunks(markdownToHtmlChunks(md), { sanitize: safeHtml })).join('');
    expect(html).not.toMatch(/onerror|target=/);
    expect(html).toContain('<img src="x">');
    expect(html).toContain('<a href="https://example.com">link</a>');
  }, 120_000);
});

describe('sanitizeHtmlChunks (main thread side)', () => {
  it('small documents are sanitised in one call, exactly like renderMarkdown', async () => {
    // More than one parser batch of top-level blocks, and a <div> spanning blocks.
    const md = '<div>\n\n*inside*\n\n</div>\n\n<script>alert(1)</script>\n\n' + '[x](https://example.com)\n\n'.repeat(80);
    const chunks = markdownToHtmlChunks(md, undefined, 8);
    expect(chunks.length).toBeGreaterThan(1);
    expect((await sanitizeHtmlChunks(chunks)).join('')).toBe(renderMarkdown(md));
  });

  it('nothing in, nothing out', async () => {
    expect(await sanitizeHtmlChunks([])).toEqual([]);
    expect(await sanitizeHtmlChunks(['<script>x</script>'])).toEqual([]);
  });

  it('large documents are sanitised chunk by chunk: same blocks, nothing unsafe left', async () => {
    const size = Math.ceil(WHOLE_SANITIZE_CHARS * 1.2);
    const md = bigMarkdown(size);
    const raw = markdownToHtmlChunks(md);
    expect(raw.join('').length).toBeGreaterThan(WHOLE_SANITIZE_CHARS);
    const progress: number[] = [];
    const safe = await sanitizeHtmlChunks(raw, { onProgress: (f) => progress.push(f) });
    expect(safe).toHaveLength(raw.length);
    const html = safe.join('');
    // Markdown has no raw HTML spanning blocks here, so chunking changes nothing.
    expect(html).toBe(renderMarkdown(md));
    expect(html).not.toMatch(/onerror/);
    expect(html.match(/<h2>/g)).toHaveLength(Math.ceil(size / BLOCK.length));
    expect(html).toContain('href="https://ref.example.com"');
    expect(progress.at(-1)).toBe(1);
  }, 120_000);

  it('a cancelled signal stops with JobError("cancelled")', async () => {
    const raw = markdownToHtmlChunks(bigMarkdown(WHOLE_SANITIZE_CHARS * 1.2));
    const abort = new AbortController();
    abort.abort();
    await expect(sanitizeHtmlChunks(raw, { signal: abort.signal })).rejects.toEqual(new JobError('cancelled'));
  });

});

describe('1 MB of Markdown', () => {
  // Sanitising 1 MB under jsdom takes far longer than in a browser, so the
  // worker half is tested at 1 MB and the sanitiser above at ~300 KB.
  it('renders to chunks that join to the one-call HTML', () => {
    const md = bigMarkdown(1_000_000);
    expect(md.length).toBeGreaterThanOrEqual(1_000_000);
    const chunks = markdownToHtmlChunks(md);
    const html = chunks.join('');
    expect(html.match(/<table>/g)).toHaveLength(Math.ceil(1_000_000 / BLOCK.length));
    expect(html).toBe(markdownToRawHtml(md));
  }, 120_000);
});

describe('previewCut', () => {
  it.each<[string, string[], number, number, boolean]>([
    ['everything fits', ['aa', 'bb'], 10, 4, false],
    ['stops before the chunk that does not fit', ['aaaa', 'bbbb', 'cc'], 9, 8, false],
    ['exact fit', ['aaaa', 'bbbb'], 8, 8, false],
    ['first chunk larger than the limit → cut inside it', ['a'.repeat(50)], 10, 10, true],
    ['no chunks', [], 10, 0, false],
  ])('%s', (_name, chunks, limit, chars, midChunk) => {
    expect(previewCut(chunks, limit)).toEqual({ chars, midChunk });
  });

  it('defaults to PREVIEW_HTML_CHARS', () => {
    expect(previewCut(['x'.repeat(PREVIEW_HTML_CHARS + 1)])).toEqual({ chars: PREVIEW_HTML_CHARS, midChunk: true });
  });

  it('a cut inside an element is repaired by sanitising again', () => {
    const html = renderMarkdown('**bold [link](https://example.com) text** and more');
    const cut = sanitizeHtml(html.slice(0, html.indexOf('link') + 2));
    const root = document.createElement('div');
    root.innerHTML = cut;
    expect(root.innerHTML).toBe(cut);
    expect(root.querySelector('strong a')?.textContent).toBe('li');
  });
});

describe('task-list checkboxes are named after their item (shared renderer)', () => {
  it.each<[string, string, string[]]>([
    ['plain items', '- [x] Write the draft\n- [ ] Review *it*', ['Write the draft', 'Review it']],
    ['nested list text is left out', '- [ ] Parent\n  - child', ['Parent']],
    ['unicode', '- [x] 翻译 café 🎉', ['翻译 café 🎉']],
    ['dropped markup is left out', '- [ ] Safe <script>alert(1)</script>', ['Safe']],
  ])('%s', (_name, md, labels) => {
    const root = document.createElement('div');
    root.innerHTML = renderMarkdown(md);
    expect([...root.querySelectorAll('input[type="checkbox"]')].map((i) => i.getAttribute('aria-label'))).toEqual(labels);
  });
});
