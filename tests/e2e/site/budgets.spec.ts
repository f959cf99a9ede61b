import { test, expect } from '../fixtures';
import { BUILD_DIR } from '../buildDir';
// @ts-expect-error -- plain ESM script shared with the CLI; its shapes are checked here
import { BUDGETS, editorChunks, gzipOfUrls, precacheBytes, toolChunks, totalBytes } from '../../../scripts/budgets.mjs';

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

// The app loads once the page has painted (src/boot/inlineBoot.js), often after the load event: the budget counts the
// JS the home page asked for until it was live. What it defers past that (the toaster, the offline worker's
// registration) may land before the test looks on a slow machine, and is not counted.
test('the home page loads at most the JS budget (gzip) until it is live', async ({ page }) => {
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.documentElement.hasAttribute('data-app-ready')) return;
      (window as unknown as { __liveAt: number }).__liveAt = performance.now();
      observer.disconnect();
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-app-ready'] });
  });
  await page.goto('/');
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  const scripts = await page.evaluate(() => {
    const liveAt = (window as unknown as { __liveAt: number }).__liveAt;
    return performance.getEntriesByType('resource')
      .filter((e) => e.startTime <= liveAt)
      .map((e) => new URL(e.name).pathname)
      .filter((path) => path.endsWith('.js'));
  });
  expect(scripts.length).toBeGreaterThan(0);
  const gzip = gzipOfUrls(BUILD_DIR, scripts) as number;
  expect(gzip, `home JS ${kb(gzip)} gzip over ${kb(BUDGETS.homeJsGzip)}:\n${scripts.join('\n')}`).toBeLessThanOrEqual(BUDGETS.homeJsGzip);
});

test('each tool’s own chunks stay within the tool budget (gzip)', () => {
  const tools = toolChunks(BUILD_DIR) as { slug: string; gzip: number }[];
  expect(tools.length).toBeGreaterThanOrEqual(50);
  const over = tools.filter((t) => t.gzip > BUDGETS.toolJsGzip).map((t) => `${t.slug}: ${kb(t.gzip)}`);
  expect(over, `over ${kb(BUDGETS.toolJsGzip)}`).toEqual([]);
});

test('the code editor with any one of its languages stays within its budget (gzip), on top of the tool page', () => {
  const editor = editorChunks(BUILD_DIR) as { language: string; gzip: number; missing: string[] }[];
  expect(editor.flatMap((e) => e.missing), 'language modules the build no longer has (update scripts/budgets.mjs)').toEqual([]);
  const over = editor.filter((e) => e.gzip > BUDGETS.editorWithLanguageGzip).map((e) => `${e.language}: ${kb(e.gzip)}`);
  expect(over, `over ${kb(BUDGETS.editorWithLanguageGzip)}`).toEqual([]);
  // The editor is a chunk of its own: a tool page never carries it in its own code.
  expect(Math.min(...editor.map((e) => e.gzip))).toBeGreaterThan(50 * 1024);
});

test('what the offline service worker precaches (every page in three languages included) stays within its budget', () => {
  const precache = precacheBytes(BUILD_DIR) as number;
  expect(precache, `precache is ${kb(precache)}`).toBeLessThanOrEqual(BUDGETS.precacheBytes);
});

test('the whole build (what can be cached for offline use) stays within the total budget', () => {
  const total = totalBytes(BUILD_DIR) as number;
  expect(total, `build is ${kb(total)}`).toBeLessThanOrEqual(BUDGETS.totalBytes);
});
