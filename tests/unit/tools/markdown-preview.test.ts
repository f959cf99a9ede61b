// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { hasMarkdown, LARGE_MARKDOWN_DELAY_MS, PREVIEW_FILENAME, PREVIEW_MIME } from '@src/tools/markdown-preview/logic';
import { renderMarkdown } from '@src/lib/markdown';
import { toolExample } from '../../shared/examples';

const EXAMPLE_MARKDOWN = toolExample('markdown-preview');

describe('hasMarkdown', () => {
  it.each<[string, string, boolean]>([
    ['empty', '', false],
    ['spaces', '   ', false],
    ['blank lines, CRLF', '\r\n\r\n\t', false],
    ['text', '# Hi', true],
    ['emoji', '🎉', true],
    ['CJK', '你好', true],
    ['accents', 'é', true],
    ['1 MB', 'a'.repeat(1_000_000), true],
    ['1 MB of spaces', ' '.repeat(1_000_000), false],
  ])('%s', (_name, md, expected) => {
    expect(hasMarkdown(md)).toBe(expected);
  });
});

describe('markdown-preview constants and example', () => {
  it('waits for a pause before rendering a large document and downloads preview.html as HTML', () => {
    expect(LARGE_MARKDOWN_DELAY_MS).toBeGreaterThan(0);
    expect(LARGE_MARKDOWN_DELAY_MS).toBeLessThanOrEqual(1000);
    expect(PREVIEW_FILENAME).toBe('preview.html');
    expect(PREVIEW_MIME).toMatch(/^text\/html/);
  });

  it('the example exercises the GFM features the preview styles', () => {
    const root = document.createElement('div');
    root.innerHTML = renderMarkdown(EXAMPLE_MARKDOWN);
    for (const selector of ['h1', 'h2', 'strong', 'em', 'a[target="_blank"]', 'ul ul', 'ol', 'input[type="checkbox"]', 'blockquote', 'pre code', 'table th', 'del']) {
      expect(root.querySelector(selector), selector).not.toBeNull();
    }
  });
});
