import { ZH_LINK_SUBMIT_URL } from '../config/site';

const SCRIPT_ID = 'zh-link-submit';

interface AnalyticsQueue {
  push: (entry: unknown[]) => void;
}

declare global {
  interface Window {
    _hmt?: AnalyticsQueue;
  }
}

export function linkSubmitUrl(protocol: string): string {
  return protocol === 'https:' ? ZH_LINK_SUBMIT_URL.https : ZH_LINK_SUBMIT_URL.http;
}

/**
 * Chinese-language extras (spec section 2): on each path change while the
 * interface is Chinese AND the visitor has accepted cookies, re-inject the
 * search engine's link-submission script and report the page view to the
 * analytics queue when one is present. Both hand the visitor's address to a
 * third party, so without that consent (declined, or not answered yet) nothing
 * loads, and a script injected earlier is removed. Never runs for other languages.
 */
export function runZhExtras(
  path: string,
  language: string,
  consent: 'accepted' | 'declined' | null,
  doc: Document = document,
  win: Window = window,
): boolean {
  doc.getElementById(SCRIPT_ID)?.remove();
  if (!language.toLowerCase().startsWith('zh') || consent !== 'accepted') return false;
  const script = doc.createElement('script');
  script.id = SCRIPT_ID;
  script.async = true;
  script.src = linkSubmitUrl(win.location.protocol);
  doc.body.appendChild(script);
  win._hmt?.push(['_trackPageview', path]);
  return true;
}
