const SPACE = new Set([' ', '\t', '\n', '\r', '\f', '/']);
const MAYBE_HANDLER = /[\s/]on[a-z]/i;
const HANDLER_START = /^on[a-z]/i;

/** What a handler attribute is renamed to (a data-* attribute, which the sanitiser drops). */
export const DISARMED_PREFIX = 'data-disarmed-';

/**
 * Renames inline event-handler attributes (`onerror=`, `onclick=`…) in raw HTML before it
 * is parsed for sanitising. Chromium checks the page's Content Security Policy as soon as
 * such an attribute is parsed, even into an inert document (DOMParser, <template>), and
 * reports a violation (a console error and a securitypolicyviolation event) though nothing
 * runs. DOMPurify drops the renamed attribute (no data-* attributes are allowed) as it would
 * have dropped the handler: this keeps the report away, the sanitiser stays the safety.
 * Text between tags, comments and quoted attribute values are left as they are.
 */
export function disarmHandlers(html: string): string {
  if (!MAYBE_HANDLER.test(html)) return html;
  const parts: string[] = [];
  let last = 0;
  let i = 0;
  const n = html.length;
  while (i < n) {
    const lt = html.indexOf('<', i);
    if (lt < 0) break;
    if (html.startsWith('<!--', lt)) {
      const end = html.indexOf('-->', lt + 4);
      i = end < 0 ? n : end + 3;
      continue;
    }
    if (!/[a-z]/i.test(html[lt + 1] ?? '')) {
      i = lt + 1;
      continue;
    }
    // Inside a start tag: to its closing '>', outside quoted values.
    let j = lt + 1;
    let quote = '';
    let prev = '';
    for (; j < n; j++) {
      const c = html[j]!;
      if (quote) {
        if (c === quote) quote = '';
        continue;
      }
      if (c === '>') break;
      if ((c === '"' || c === "'") && prev === '=') quote = c;
      else if (SPACE.has(c) && HANDLER_START.test(html.slice(j + 1, j + 4))) {
        parts.push(html.slice(last, j + 1), DISARMED_PREFIX);
        last = j + 1;
      }
      if (c !== ' ' && c !== '\t' && c !== '\n' && c !== '\r') prev = c;
    }
    i = j + 1;
  }
  parts.push(html.slice(last));
  return parts.join('');
}
