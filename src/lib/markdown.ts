import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';
import { markdownToRawHtml } from '@workers/data/markdown';
import { JobError } from './jobs/errors';
import { DISARMED_PREFIX, disarmHandlers } from './disarmHandlers';

/**
 * The one place where user Markdown becomes HTML (markdown-preview and
 * markdown-to-html both use it), in three forms:
 * - the converter's own HTML (markdownToRawHtml, marked in
 *   workers/data/markdown.ts): what Markdown means, what markdown-to-html
 *   outputs. NOT safe to put into our page;
 * - safe HTML (safeHtml): the same with scripts, event handlers and
 *   javascript: URLs stripped by DOMPurify, and nothing the preview needs
 *   added: markdown-to-html's "Safe HTML" option, markdown-preview's Copy;
 * - preview HTML (renderMarkdown, sanitizeHtml): for our own page only, so
 *   stricter (HTML profile, no forms or styles, links in a new tab, ids
 *   prefixed, only https and data images), safe for dangerouslySetInnerHTML.
 * marked needs no DOM and runs in the data worker for large documents;
 * DOMPurify needs one, so sanitising stays here, on the main thread.
 */

export { markdownToRawHtml };

const SANITIZE_CONFIG: Config = {
  // HTML only: inline SVG and MathML are where most sanitiser bypasses live.
  USE_PROFILES: { html: true },
  // <style> would restyle the whole site; form controls could post somewhere or
  // fake parts of our UI. Task-list checkboxes (<input>) stay, disabled below.
  FORBID_TAGS: ['style', 'form', 'button', 'select', 'textarea'],
  FORBID_ATTR: ['style'],
  ALLOW_DATA_ATTR: false,
  // Prefixes id/name with "user-content-" so user markup cannot collide with or
  // clobber the ids the app itself relies on (as GitHub does).
  SANITIZE_NAMED_PROPS: true,
};

const NAMED_PROPS_PREFIX = 'user-content-';

/**
 * Only absolute https and inline data images may load. A relative or http URL
 * would be fetched from our own origin (a 404 and a console error) or leak the
 * visitor over plain http.
 */
const LOADABLE_URL = /^(?:https:|data:image\/)/i;

let purifier: Purifier | null = null;

/** Elements whose text is not part of a task item's own words (sub-lists, and markup the sanitiser drops). */
const NOT_LABEL_TEXT = new Set(['UL', 'OL', 'SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT', 'TEXTAREA', 'SELECT', 'IFRAME', 'OBJECT', 'SVG', 'MATH']);
const MAX_LABEL_CHARS = 200;

function taskLabel(item: Element): string {
  let text = '';
  for (const child of item.childNodes) {
    if (child.nodeType === 3) text += child.textContent ?? '';
    else if (child.nodeType === 1 && !NOT_LABEL_TEXT.has((child as Element).tagName.toUpperCase())) text += child.textContent ?? '';
  }
  return text.replace(/\s+/g, ' ').trim().slice(0, MAX_LABEL_CHARS);
}

function getPurifier(): Purifier {
  // Module-level guard: the instance and its hook are created once, however
  // often renderMarkdown runs (a second addHook would run every rule twice).
  if (purifier) return purifier;
  if (typeof window === 'undefined') {
    throw new Error('renderMarkdown needs a DOM (window); it cannot run in a worker or plain Node');
  }
  const instance = DOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (!(node instanceof window.Element)) return;

    if (node.tagName === 'A') {
      const href = node.getAttribute('href');
      if (href?.startsWith('#')) {
        // In-page anchors must follow the id prefix added by SANITIZE_NAMED_PROPS.
        if (href.length > 1 && !href.startsWith(`#${NAMED_PROPS_PREFIX}`)) {
          node.setAttribute('href', `#${NAMED_PROPS_PREFIX}${href.slice(1)}`);
        }
        node.removeAttribute('target');
      } else if (href) {
        // Leaving the tool page for a link in the preview would lose the user's text.
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      } else {
        node.removeAttribute('target');
      }
    }

    for (const attr of ['src', 'poster']) {
      const value = node.getAttribute(attr);
      if (value !== null && !LOADABLE_URL.test(value.trim())) node.removeAttribute(attr);
    }
    // srcset holds a list of URLs; checking each is not worth it for Markdown.
    node.removeAttribute('srcset');

    if (node.tagName === 'INPUT') {
      node.setAttribute('disabled', '');
      // A GFM task-list checkbox has no <label>: name it after its list item's
      // text, so screen readers say what is done or to do (axe "label" rule).
      const label = node.parentElement?.tagName === 'LI' && !node.hasAttribute('aria-label') ? taskLabel(node.parentElement) : '';
      if (label) node.setAttribute('aria-label', label);
    }
  });
  purifier = instance;
  return instance;
}

let safePurifier: Purifier | null = null;

function getSafePurifier(): Purifier {
  if (safePurifier) return safePurifier;
  if (typeof window === 'undefined') throw new Error('safeHtml needs a DOM (window); it cannot run in a worker or plain Node');
  const instance = DOMPurify(window);
  // disarmHandlers renamed on… attributes to data-disarmed-…; DOMPurify's defaults keep data-* attributes.
  instance.addHook('uponSanitizeAttribute', (_node, data) => {
    if (data.attrName.startsWith(DISARMED_PREFIX)) data.keepAttr = false;
  });
  safePurifier = instance;
  return instance;
}

/**
 * HTML with what runs code removed (<script>, on… handlers, javascript: URLs;
 * DOMPurify's defaults) and otherwise as it was: links, ids, relative images
 * and unknown elements' text stay. For output text, not for our page.
 */
export function safeHtml(html: string): string {
  if (html === '') return '';
  return getSafePurifier().sanitize(disarmHandlers(html), {});
}

/** Markdown (GitHub flavoured) → safe HTML (see safeHtml). Needs a DOM. */
export function safeMarkdown(md: string): string {
  return md === '' ? '' : safeHtml(markdownToRawHtml(md));
}

/** Markdown (GitHub flavoured) → preview HTML (sanitised for our page). Needs a DOM (browser or jsdom). */
export function renderMarkdown(md: string): string {
  // Empty first: the prerender renders the empty tool with no DOM.
  if (md === '') return '';
  const sanitizer = getPurifier();
  return sanitizer.sanitize(disarmHandlers(markdownToRawHtml(md)), SANITIZE_CONFIG);
}

/** Raw HTML (from marked) → preview HTML, safe to put into the page, with the same rules as renderMarkdown. */
export function sanitizeHtml(html: string): string {
  if (html === '') return '';
  const sanitizer = getPurifier();
  return sanitizer.sanitize(disarmHandlers(html), SANITIZE_CONFIG);
}

/** Below this much raw HTML the chunks are joined and sanitised in one call, exactly as renderMarkdown does. */
export const WHOLE_SANITIZE_CHARS = 256 * 1024;
/** Main-thread time spent sanitising before yielding a frame to the page. */
const SLICE_MS = 25;

export const yieldToPage = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export interface SanitizeChunksOptions {
  onProgress?: (fraction: number) => void;
  /** Aborting rejects with JobError('cancelled') at the next slice. */
  signal?: AbortSignal;
  /** Which sanitiser: the preview's (default) or safeHtml for output text. */
  sanitize?: (html: string) => string;
  /** Up to this much HTML is sanitised in one call (default WHOLE_SANITIZE_CHARS); 0: always chunk by chunk. */
  wholeChars?: number;
}

/**
 * Sanitises raw HTML chunks (workers/data/markdown.ts markdownToHtmlChunks)
 * without freezing the page: DOMPurify needs the DOM, so it cannot run in the
 * worker, and one call on megabytes of HTML is a multi-second task. Large
 * documents are sanitised chunk by chunk, yielding to the page every ~25 ms.
 * Each chunk is a run of whole top-level blocks, so the only difference from
 * sanitising the whole string is that raw HTML opened in one chunk and closed
 * in another (a <div> around several paragraphs) is closed early.
 * Returns the sanitised chunks; join them for the full HTML.
 */
export async function sanitizeHtmlChunks(
  chunks: readonly string[],
  { onProgress, signal, sanitize = sanitizeHtml, wholeChars = WHOLE_SANITIZE_CHARS }: SanitizeChunksOptions = {},
): Promise<string[]> {
  const total = chunks.reduce((sum, c) => sum + c.length, 0);
  if (total <= wholeChars) {
    const html = sanitize(chunks.join(''));
    onProgress?.(1);
    return html ? [html] : [];
  }
  const out: string[] = [];
  let done = 0;
  let sliceStart = performance.now();
  for (const chunk of chunks) {
    if (performance.now() - sliceStart > SLICE_MS) {
      await yieldToPage();
      sliceStart = performance.now();
    }
    if (signal?.aborted) throw new JobError('cancelled');
    out.push(sanitize(chunk));
    done += chunk.length;
    onProgress?.(done / total);
  }
  return out;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Wraps an HTML fragment in a standalone, readable document for download. */
export function toHtmlDocument(bodyHtml: string, title: string, lang = 'en'): string {
  return `<!doctype html>
<html lang="${escapeHtml(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;line-height:1.6;max-width:48rem;margin:2rem auto;padding:0 1rem;color:#1f2937}
pre{background:#f3f4f6;padding:1rem;overflow:auto;border-radius:.375rem}
code{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:.9em}
table{border-collapse:collapse}th,td{border:1px solid #d1d5db;padding:.375rem .75rem}
blockquote{margin-left:0;padding-left:1rem;border-left:4px solid #d1d5db;color:#4b5563}
img{max-width:100%}
</style>
</head>
<body>
${bodyHtml}
</body>
</html>
`;
}
