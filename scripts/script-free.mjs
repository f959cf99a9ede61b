/**
 * A page as it would be without any script: every <script> and every modulepreload removed. Lighthouse
 * (scripts/lighthouse.mjs) and the benchmark (tests/bench/rows/first-paint.ts) load it beside the real page, in the
 * same browser, as the machine's own floor for the first paint.
 */
export function scriptFree(html) {
  return html.replace(/<script\b[\s\S]*?<\/script>/g, '').replace(/<link rel="modulepreload"[^>]*>/g, '');
}
