import { dataJobs } from './jobs/data';
import { WHOLE_SANITIZE_CHARS, safeHtml, sanitizeHtml, sanitizeHtmlChunks, yieldToPage } from './markdown';

/**
 * Putting megabytes of HTML into the live page is itself a long main-thread
 * task (parse, style, layout), so a rendered preview shows about this much
 * of the sanitised HTML; copy, download and HTML source outputs use all of it.
 * 100 000 characters of hostile text (10 MiB of random bytes: one paragraph of control, combining and bidi
 * characters) took 1.1 s to lay out on a fast machine; 32 000 take about a third of that. A 10 MB document's 32 000
 * characters of tables and lists then cost 0.26 s in one task to sanitise for the page and commit (SanitizedHtml
 * sanitises again at render), 1.3 s on a loaded CI machine; 16 000, still several screens, half that.
 */
export const PREVIEW_HTML_CHARS = 16_000;

/**
 * The preview of a document whose first block alone is over the cap (10 MiB of random bytes is one paragraph):
 * one paragraph is laid out as a whole, and 32 000 characters of mixed scripts, bidi and combining marks in a single
 * line box took 0.6-1.4 s on a loaded CI machine. Its beginning says as much at a quarter of the size.
 */
export const ONE_BLOCK_PREVIEW_CHARS = 8_000;

/** Share of the progress bar for the worker (marked) when the main thread sanitises the output after it. */
const WORKER_SHARE = 0.6;

/**
 * How much of the joined HTML the preview shows: whole chunks (runs of whole
 * top-level blocks) while they fit in `limit`, so no paragraph is cut in half;
 * `midChunk` when even the first chunk is larger than the limit and had to be
 * cut inside it (sanitising the cut closes any element left open).
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
  /** The HTML output (source, copy, download): marked's own, or safe HTML when asked. */
  html: string;
  /** What the rendered preview shows (preview-sanitised, capped). */
  preview: string;
  truncated: boolean;
}

/**
 * The beginning of raw HTML chunks that a preview shows, sanitised for the page:
 * whole chunks (runs of whole blocks) while they fit in `limit`, else a cut
 * inside the first one (DOMPurify closes what the cut left open). A large
 * document's preview is sanitised chunk by chunk, yielding to the page between
 * slices, as the whole document was before: no long main-thread task.
 */
async function previewOf(raw: readonly string[], limit: number, signal?: AbortSignal): Promise<{ preview: string; truncated: boolean }> {
  const cut = previewCut(raw, limit);
  const total = raw.reduce((n, c) => n + c.length, 0);
  const truncated = cut.chars < total;
  if (cut.midChunk) {
    // Its own task: receiving and joining megabytes from the worker was one already, and the render after is another.
    await yieldToPage();
    return { preview: sanitizeHtml((raw[0] ?? '').slice(0, Math.min(cut.chars, ONE_BLOCK_PREVIEW_CHARS))), truncated };
  }
  const shown: string[] = [];
  let taken = 0;
  for (const chunk of raw) {
    if (taken >= cut.chars) break;
    shown.push(chunk);
    taken += chunk.length;
  }
  const wholeChars = total > WHOLE_SANITIZE_CHARS ? 0 : WHOLE_SANITIZE_CHARS;
  return { preview: (await sanitizeHtmlChunks(shown, { signal, wholeChars })).join(''), truncated };
}

/**
 * Large Markdown without freezing the page (markdown-to-html): marked runs in
 * the data worker (no DOM needed). The output is its HTML as it is, or, with
 * `safe`, stripped of scripts and handlers by DOMPurify here, a slice at a time;
 * the preview sanitises only the part it shows.
 */
export async function renderMarkdownJob(
  md: string,
  { onProgress, signal }: { onProgress: (f: number) => void; signal: AbortSignal },
  { safe = false }: { safe?: boolean } = {},
): Promise<RenderedMarkdown> {
  const share = safe ? WORKER_SHARE : 1;
  const raw = await dataJobs.markdownToHtmlChunks(md, { onProgress: (f) => onProgress(f * share), signal });
  const html = safe
    ? (await sanitizeHtmlChunks(raw, { sanitize: safeHtml, onProgress: (f) => onProgress(share + f * (1 - share)), signal })).join('')
    : raw.join('');
  return { html, ...(await previewOf(raw, PREVIEW_HTML_CHARS, signal)) };
}

/**
 * A live preview re-renders after every pause in typing: its sanitise + layout must fit in a
 * frame or two: the same cap as markdown-to-html's one-off preview.
 */
export const DRAFT_PREVIEW_HTML_CHARS = PREVIEW_HTML_CHARS;

export interface MarkdownDraft {
  /** Raw, UNSANITISED HTML chunks of the whole document: only ever through sanitizeHtmlChunks. */
  raw: string[];
  /** The sanitised beginning the preview shows. */
  preview: string;
  truncated: boolean;
}

/**
 * For a live preview of a large document: the worker renders all of it, but only the
 * part the preview shows is sanitised now (a few milliseconds). The whole is made safe
 * on demand (`safeDraftHtml`), when the user copies or downloads the HTML.
 */
export async function renderMarkdownDraftJob(md: string, { onProgress, signal }: { onProgress: (f: number) => void; signal: AbortSignal }): Promise<MarkdownDraft> {
  const raw = await dataJobs.markdownToHtmlChunks(md, { onProgress, signal });
  return { raw, ...(await previewOf(raw, DRAFT_PREVIEW_HTML_CHARS, signal)) };
}

/** The whole document of a draft as safe HTML (markdown-preview's Copy and Download), sliced so the page stays responsive. */
export async function safeDraftHtml(draft: MarkdownDraft): Promise<string> {
  return (await sanitizeHtmlChunks(draft.raw, { sanitize: safeHtml })).join('');
}
