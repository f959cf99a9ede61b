// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';

// The worker's output, given directly: the preview's cut is what is under test.
const chunks = vi.hoisted(() => ({ raw: [] as string[] }));
vi.mock('@src/lib/jobs/data', () => ({
  dataJobs: { markdownToHtmlChunks: async () => chunks.raw },
}));

const { ONE_BLOCK_PREVIEW_CHARS, PREVIEW_HTML_CHARS, renderMarkdownJob } = await import('@src/lib/markdownJob');
const run = () => renderMarkdownJob('(ignored)', { onProgress: () => undefined, signal: new AbortController().signal });

describe('the preview of a large rendered document', () => {
  it('shows whole blocks up to PREVIEW_HTML_CHARS', async () => {
    const block = `<p>${'word '.repeat(199)}word</p>\n`;
    chunks.raw = Array.from({ length: 100 }, () => block);
    const out = await run();
    expect(out.truncated).toBe(true);
    expect(out.html.length).toBe(100 * block.length);
    expect(out.preview.length).toBeGreaterThan(PREVIEW_HTML_CHARS - block.length);
    expect(out.preview.length).toBeLessThanOrEqual(PREVIEW_HTML_CHARS);
  });

  it('cuts a document that is one huge block to ONE_BLOCK_PREVIEW_CHARS (one paragraph is laid out as a whole)', async () => {
    chunks.raw = [`<p>${'\u202e\u0301x'.repeat(100_000)}</p>\n`];
    const out = await run();
    expect(out.truncated).toBe(true);
    expect(out.preview.startsWith('<p>')).toBe(true);
    expect(out.preview.length).toBeGreaterThan(ONE_BLOCK_PREVIEW_CHARS / 2);
    expect(out.preview.length).toBeLessThanOrEqual(ONE_BLOCK_PREVIEW_CHARS + '</p>'.length);
    expect(out.html).toBe(chunks.raw[0]);
  });
});
