import { ZH_LINK_SUBMIT_URL } from '../config/site';

// The policies created here are the ones the CSP allows: src/config/trustedTypes.ts says what each is for.

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
