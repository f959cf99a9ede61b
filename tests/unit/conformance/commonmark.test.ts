// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { markdownToHtmlChunks } from '@workers/data/markdown';
import { renderMarkdownJob } from '@src/lib/markdownJob';
import { normalizeHtml } from './normalizeHtml';
import { readSuiteText } from './suites';

// The tool's job runs marked in the data worker: here the same module, called in place.
vi.mock('@src/lib/jobs/data', () => ({
  dataJobs: { markdownToHtmlChunks: (md: string) => Promise.resolve(markdownToHtmlChunks(md)) },
}));

interface Example {
  markdown: string;
  html: string;
  example: number;
  section: string;
}

/**
 * CommonMark 0.31.2 (commonmark-spec spec.json): each example through
 * markdown-to-html's converter (src/lib/markdownJob.ts over
 * workers/data/markdown.ts), compared as the suite compares (normalize.py,
 * ported in normalizeHtml.ts).
 */
const EXAMPLES = JSON.parse(readSuiteText('commonmark/spec.json')) as Example[];
const ctx = () => ({ onProgress: () => {}, signal: new AbortController().signal });

/** What a reader sees: the text of the rendered HTML, outside elements that do not show text. */
function visibleText(html: string): string {
  const box = document.createElement('div');
  box.innerHTML = html;
  for (const hidden of box.querySelectorAll('script, style, template, noscript, iframe, title, xmp')) hidden.remove();
  return (box.textContent ?? '').replace(/\s+/g, ' ').trim();
}

describe('CommonMark spec', () => {
  it('markdown-to-html output passes ≥ 630 / 652 examples', async () => {
    expect(EXAMPLES).toHaveLength(652);
    const failed: number[] = [];
    for (const e of EXAMPLES) {
      const { html } = await renderMarkdownJob(e.markdown, ctx());
      if (normalizeHtml(html) !== normalizeHtml(e.html)) failed.push(e.example);
    }
    const passed = EXAMPLES.length - failed.length;
    console.log(`CommonMark 0.31.2: ${passed} / ${EXAMPLES.length} examples pass; failing: ${failed.join(', ')}`);
    expect(passed).toBeGreaterThanOrEqual(630);
  }, 120_000);

  it('Safe HTML drops scripts and handlers but no visible text, and adds nothing of the preview', async () => {
    const lost: number[] = [];
    let same = 0;
    for (const e of EXAMPLES) {
      const raw = markdownToHtmlChunks(e.markdown).join('');
      const safe = (await renderMarkdownJob(e.markdown, ctx(), { safe: true })).html;
      if (visibleText(safe) !== visibleText(raw)) lost.push(e.example);
      if (normalizeHtml(safe) === normalizeHtml(e.html)) same += 1;
      expect(safe).not.toMatch(/<script|\son[a-z]+=|target="_blank"|user-content-/i);
    }
    console.log(`CommonMark with Safe HTML: ${same} / ${EXAMPLES.length} examples still pass`);
    expect(lost).toEqual([]);
  }, 120_000);
});
