import type { Page } from '@playwright/test';

/**
 * Prerendered pages show their buttons before React has hydrated them; a click then would do nothing. After every
 * `goto` and `reload`, wait for the app's mark (src/start.tsx sets it once the route's own content is live and what
 * the visitor did before has been replayed). A page that never gets it (not the
 * app, or a test of a broken load) is left to the test's own assertions.
 */
export function waitForAppAfterNavigation(page: Page): void {
  const ready = async () => {
    await page
      // Absence of #root counts only once the document is parsed: with `waitUntil: 'commit'` the check can run before
      // the parser has reached it, and a page taken as ready then is acted on before it hydrated (or was even styled).
      .waitForFunction(
        // documentElement is null for an instant while one document replaces another (a click navigated away).
        () => document.documentElement?.hasAttribute('data-app-ready') || (document.readyState !== 'loading' && !document.getElementById('root')),
        undefined,
        { timeout: 15_000 },
      )
      .catch(() => undefined);
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await ready();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await ready();
    return response;
  };
}
