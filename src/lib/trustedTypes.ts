import { ZH_LINK_SUBMIT_URL } from '../config/site';

/**
 * Trusted Types (`require-trusted-types-for 'script'` in src/config/csp.ts): the browser refuses a plain string at
 * every script-URL and HTML sink. Two policies are allowed:
 * - `default`, for script URLs only, which the site creates itself: its own workers (`new Worker(new URL(…))` must
 *   stay literal for Vite to bundle them, so it cannot call a named policy), blob: workers made by libraries, and the
 *   zh link-submission script. Anything else is refused. It has no createHTML: HTML never passes by default.
 * - `toolbox-html`, for markup already sanitised by DOMPurify (the markdown previews) on its way to the page.
 * DOMPurify brings its own `dompurify` policy.
 */
export const TRUSTED_TYPES_POLICIES = ['default', 'toolbox-html', 'dompurify'] as const;

interface Policy {
  createHTML(input: string): TrustedHTML;
}
interface PolicyFactory {
  createPolicy(name: string, rules: { createScriptURL?: (url: string) => string; createHTML?: (html: string) => string }): Policy;
}

function factory(): PolicyFactory | undefined {
  return (globalThis as { trustedTypes?: PolicyFactory }).trustedTypes;
}

const ALLOWED_SCRIPT_ORIGINS = new Set(Object.values(ZH_LINK_SUBMIT_URL).map((u) => new URL(u).origin));

/** Whether a script URL is one of the site's own (same origin or blob:) or the zh link-submission host. */
export function isAllowedScriptUrl(url: string, pageOrigin: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url, pageOrigin);
  } catch {
    return false;
  }
  if (parsed.protocol === 'blob:') return new URL(parsed.pathname).origin === pageOrigin;
  return parsed.origin === pageOrigin || ALLOWED_SCRIPT_ORIGINS.has(parsed.origin);
}

let installed = false;

/** Creates the default policy; call once, before the first worker is created. */
export function installDefaultPolicy(): void {
  const tt = factory();
  if (installed || !tt) return;
  installed = true;
  tt.createPolicy('default', {
    createScriptURL: (url) => {
      if (isAllowedScriptUrl(url, location.origin)) return url;
      throw new TypeError(`Trusted Types: script URL refused: ${url}`);
    },
  });
}

let htmlPolicy: Policy | null | undefined;

/** Markup that DOMPurify has already sanitised, in the form an HTML sink accepts. Never pass anything else. */
export function sanitizedHtml(html: string): string | TrustedHTML {
  if (htmlPolicy === undefined) htmlPolicy = factory()?.createPolicy('toolbox-html', { createHTML: (s) => s }) ?? null;
  return htmlPolicy ? htmlPolicy.createHTML(html) : html;
}
