/**
 * The Trusted Types policies the CSP allows (`require-trusted-types-for 'script'` in src/config/csp.ts; they are
 * created in src/lib/trustedTypes.ts): the browser refuses a plain string at every script-URL and HTML sink. Two
 * policies are allowed:
 * - `default`, for script URLs only, which the site creates itself: its own workers (`new Worker(new URL(…))` must
 *   stay literal for Vite to bundle them, so it cannot call a named policy), blob: workers made by libraries, and the
 *   zh link-submission script. Anything else is refused. It has no createHTML: HTML never passes by default.
 * - `toolbox-html`, for markup already sanitised by DOMPurify (the markdown previews) on its way to the page.
 * DOMPurify brings its own `dompurify` policy.
 */
export const TRUSTED_TYPES_POLICIES = ['default', 'toolbox-html', 'dompurify'] as const;
