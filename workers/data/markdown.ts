import { Marked, type Token, type TokensList } from 'marked';
import { throttleProgress, type ProgressFn } from './common';

/**
 * The Markdown → HTML step of the site's one Markdown renderer. It needs no
 * DOM, so it runs in the data worker for large documents. Its output is NOT
 * safe to display: src/lib/markdown.ts sanitises it with DOMPurify on the
 * main thread (renderMarkdown, sanitizeHtmlChunks), and nothing else may put
 * it into a page.
 */

// A private instance: the tools never change the global `marked` defaults, and
// nothing another module does to the global instance leaks in here.
const markdown = new Marked({ gfm: true, breaks: false });

/** Markdown (GitHub flavoured) → raw, unsanitised HTML. */
export function markdownToRawHtml(md: string): string {
  return markdown.parse(md, { async: false });
}

/** HTML per chunk: each is sanitised in one main-thread slice of a few milliseconds. */
export const HTML_CHUNK_CHARS = 16 * 1024;
/** Top-level tokens rendered per parser call. */
const TOKENS_PER_BATCH = 32;

/**
 * The same HTML as markdownToRawHtml, cut between top-level blocks into
 * chunks of about HTML_CHUNK_CHARS, so the main thread can sanitise a large
 * document a slice at a time and never freeze. Joined, the chunks equal
 * markdownToRawHtml(md): every slice of tokens carries the document's link
 * definitions, so reference links still resolve.
 */
export function markdownToHtmlChunks(md: string, onProgress?: ProgressFn, chunkChars = HTML_CHUNK_CHARS): string[] {
  const progress = throttleProgress(onProgress);
  progress(0);
  if (md === '') return [];
  const tokens: TokensList = markdown.lexer(md);
  progress(0.5);
  const chunks: string[] = [];
  let current = '';
  for (let i = 0; i < tokens.length; i += TOKENS_PER_BATCH) {
    const slice = Object.assign(tokens.slice(i, i + TOKENS_PER_BATCH) as Token[], { links: tokens.links }) as TokensList;
    current += markdown.parser(slice);
    if (current.length >= chunkChars) {
      chunks.push(current);
      current = '';
    }
    progress(0.5 + (0.5 * Math.min(tokens.length, i + TOKENS_PER_BATCH)) / tokens.length);
  }
  if (current) chunks.push(current);
  progress(1);
  return chunks;
}
