import { Marked } from 'marked';
import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';

/**
 * The one place where user Markdown becomes HTML (markdown-preview and
 * markdown-to-html both use it). Output is always passed through DOMPurify, so
 * callers may put it into the page with dangerouslySetInnerHTML.
 */

// A private instance: the tools never change the global `marked` defaults, and
// nothing another module does to the global instance leaks in here.
const markdown = new Marked({ gfm: true, breaks: false });

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

    if (node.tagName === 'INPUT') node.setAttribute('disabled', '');
  });
  purifier = instance;
  return instance;
}

/** Markdown (GitHub flavoured) → sanitised HTML. Needs a DOM (browser or jsdom). */
export function renderMarkdown(md: string): string {
  const sanitizer = getPurifier();
  if (md === '') return '';
  const html = markdown.parse(md, { async: false });
  return sanitizer.sanitize(html, SANITIZE_CONFIG);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Wraps rendered (already sanitised) HTML in a standalone, readable document for download. */
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
