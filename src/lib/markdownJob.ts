import { dataJobs } from './jobs/data';
import { sanitizeHtml, sanitizeHtmlChunks } from './markdown';

/**
 * Putting megabytes of HTML into the live page is itself a long main-thread
 * task (parse, style, layout), so a rendered preview shows about this much
 * of the sanitised HTML; copy, download and HTML source outputs use all of it.
 */
export const PREVIEW_HTML_CHARS = 100_000;

/** Share of the progress bar for the worker (marked); the rest is main-thread sanitising. */
const WORKER_SHARE = 0.6;

/**
 * How much of the joined HTML the preview shows: whole chunks (runs of whole
 * top-level blocks, each sanitised on its own) while they fit in `limit`, so
 * no paragraph is cut in half; `midChunk` when even the first chunk is larger
 * than the limit and had to be cut inside it: the caller then sanitises the
 * cut again, which closes any element left open.
 */
export function previewCut(chunks: readonly string[], limit = PREVIEW_HTML_CHARS): { chars: number; midChunk: boolean } {
  let total = 0;
  for (const chunk of chunks) {
    if (total + chunk.length > limit) return total === 0 ? { chars: limit, midChunk: true } : { chars: total, midChunk: false };
    total += chunk.length;
  }
  return { chars: total, midChunk: false };
}

export interface RenderedMarkdown {
  /** The whole sanitised HTML: source output, copy and download. */
  html: string;
  /** What a rendered preview shows (sanitised). */
  preview: string;
  truncated: boolean;
}

/**
 * Large Markdown without freezing the page (markdown-to-html, markdown-preview):
 * marked runs in the data worker (no DOM needed); DOMPurify needs the DOM, so the
 * raw HTML comes back in chunks and is sanitised here a slice at a time.
 */
export async function renderMarkdownJob(md: string, { onProgress, signal }: { onProgress: (f: number) => void; signal: AbortSignal }): Promise<RenderedMarkdown> {
  const raw = await dataJobs.markdownToHtmlChunks(md, { onProgress: (f) => onProgress(f * WORKER_SHARE), signal });
  const chunks = await sanitizeHtmlChunks(raw, { onProgress: (f) => onProgress(WORKER_SHARE + f * (1 - WORKER_SHARE)), signal });
  const html = chunks.join('');
  const cut = previewCut(chunks, PREVIEW_HTML_CHARS);
  // Whole chunks are whole sanitised elements; a cut inside a chunk may leave
  // an element open, so that cut goes through DOMPurify again.
  const preview = cut.midChunk ? sanitizeHtml(html.slice(0, cut.chars)) : html.slice(0, cut.chars);
  return { html, preview, truncated: cut.chars < html.length };
}

/**
 * A live preview re-renders after every pause in typing: its sanitise + layout must fit in a
 * frame or two, so it shows less than markdown-to-html's one-off preview.
 */
export const DRAFT_PREVIEW_HTML_CHARS = 32_000;

export interface MarkdownDraft {
  /** Raw, UNSANITISED HTML chunks of the whole document: only ever through sanitizeHtmlChunks. */
  raw: string[];
  /** The sanitised beginning the preview shows. */
  preview: string;
  truncated: boolean;
}

/**
 * For a live preview of a large document: the worker renders all of it, but only the
 * part the preview shows is sanitised now (a few milliseconds). The rest is sanitised
 * on demand (`sanitizeDraft`), when the user copies or downloads the whole HTML.
 */
export async function renderMarkdownDraftJob(md: string, { onProgress, signal }: { onProgress: (f: number) => void; signal: AbortSignal }): Promise<MarkdownDraft> {
  const raw = await dataJobs.markdownToHtmlChunks(md, { onProgress, signal });
  const cut = previewCut(raw, DRAFT_PREVIEW_HTML_CHARS);
  let shown = '';
  for (const chunk of raw) {
    if (shown.length >= cut.chars) break;
    shown += chunk.slice(0, cut.chars - shown.length);
  }
  return { raw, preview: sanitizeHtml(shown), truncated: cut.chars < raw.reduce((n, c) => n + c.length, 0) };
}

/** The whole sanitised HTML of a draft, sliced so the page stays responsive. */
export async function sanitizeDraft(draft: MarkdownDraft): Promise<string> {
  return (await sanitizeHtmlChunks(draft.raw)).join('');
}
