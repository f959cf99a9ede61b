import { defineConfig } from '@playwright/test';
import { chromiumLaunch, desktopPage, previewServer } from '../shared/playwrightBase';

/**
 * `npm run bench` (tests/bench/run.mjs) runs this config: a Playwright
 * benchmark against the production build, outside `npm test`.
 * Same Chromium launch logic and web server as playwright.config.ts, on its
 * own port (E2E_PORT, default 4192) and build folder, so it never collides
 * with an e2e run.
 */
const launchOptions = chromiumLaunch(['/usr/bin/chromium'], [
  // performance.memory with exact (not bucketed) values, and window.gc() for stable before/after readings.
  '--enable-precise-memory-info',
  '--js-flags=--expose-gc',
]);

// Not 4190: Chromium and fetch refuse it (a bad port in the fetch spec).
const port = Number(process.env.E2E_PORT ?? 4192);
const outDir = `.e2e-dist/${port}`;

export default defineConfig({
  testDir: '.',
  testMatch: /\.bench\.ts$/,
  globalSetup: './global-setup.ts',
  globalTeardown: './global-teardown.ts',
  outputDir: '../../test-results/bench',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 10 * 60_000,
  expect: { timeout: 60_000 },
  reporter: [['list']],
  use: {
    // The text-tool rows paste 10 MiB with a real Ctrl+V (the clipboard permissions are in desktopPage).
    ...desktopPage(port, launchOptions),
    video: 'off',
    screenshot: 'off',
    // The raw baselines load libraries into bare blob workers with importScripts(string), which the site's Trusted
    // Types policy refuses by design; the policy is the e2e suite's to check, not the benchmark's.
    bypassCSP: true,
    // Every run is a first visit: the offline service worker would install during each measurement, and its "Ready
    // to work offline" toast animate over it. A visitor meets that once; the rows measure the pages as used after.
    serviceWorkers: 'block',
  },
  webServer: { ...previewServer(outDir, port), cwd: '../..' /* the repo root (the default is this config's folder) */ },
});
