import { defineConfig, devices } from '@playwright/test';
import { existsSync } from 'node:fs';

/**
 * `npm run bench` (tests/bench/run.mjs) runs this config: a Playwright
 * benchmark against the production build, outside `npm test`.
 * Same Chromium launch logic and web server as playwright.config.ts, on its
 * own port (E2E_PORT, default 4192) and build folder, so it never collides
 * with an e2e run.
 */
const systemChromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const benchArgs = [
  // performance.memory with exact (not bucketed) values, and window.gc() for stable before/after readings.
  '--enable-precise-memory-info',
  '--js-flags=--expose-gc',
];
const launchOptions = existsSync(systemChromium)
  ? {
      executablePath: systemChromium,
      args: ['--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync', ...benchArgs],
    }
  : { args: benchArgs };

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
    baseURL: `http://localhost:${port}`,
    ...devices['Desktop Chrome'],
    viewport: { width: 1440, height: 900 },
    launchOptions,
    // The text-tool rows paste 10 MiB with a real Ctrl+V.
    permissions: ['clipboard-read', 'clipboard-write'],
    trace: 'off',
    video: 'off',
    screenshot: 'off',
    // The raw baselines load libraries into bare blob workers with importScripts(string), which the site's Trusted
    // Types policy refuses by design; the policy is the e2e suite's to check, not the benchmark's.
    bypassCSP: true,
    // Every run is a first visit: the offline service worker would install during each measurement, and its "Ready
    // to work offline" toast animate over it. A visitor meets that once; the rows measure the pages as used after.
    serviceWorkers: 'block',
  },
  webServer: {
    command: `node scripts/build.mjs --outDir ${outDir} && npx vite preview --outDir ${outDir} --port ${port} --strictPort`,
    url: `http://localhost:${port}`,
    cwd: '../..', // the repo root (the default is this config's folder)
    reuseExistingServer: !process.env.CI,
    timeout: 240_000,
  },
});
