import { defineConfig, devices } from '@playwright/test';
import { existsSync } from 'node:fs';

/**
 * The example on its own: `npx playwright test -c examples/playwright-bench` from the repository.
 * - TOOLBOX_URL: a site already running (default: this repository's production build, started here on port 4175).
 * - PW_WS_ENDPOINT: drive a browser on another machine (`npx playwright run-server --port 3000` there, then
 *   PW_WS_ENDPOINT=ws://that-machine:3000/ here): the site must then be reachable from that machine (TOOLBOX_URL).
 * - CHROMIUM_PATH: a local Chromium other than Playwright's own (Debian's /usr/bin/chromium is used when present).
 * - RUNS: runs per operation (default 3).
 */
const url = process.env.TOOLBOX_URL ?? 'http://localhost:4175';
const chromium = process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((p) => existsSync(p));

export default defineConfig({
  testDir: '.',
  timeout: 180_000,
  reporter: [['list']],
  use: {
    ...devices['Desktop Chrome'],
    baseURL: url,
    ...(process.env.PW_WS_ENDPOINT ? { connectOptions: { wsEndpoint: process.env.PW_WS_ENDPOINT } } : {}),
    ...(chromium && !process.env.PW_WS_ENDPOINT ? { launchOptions: { executablePath: chromium } } : {}),
  },
  webServer: process.env.TOOLBOX_URL
    ? undefined
    : {
        command: 'node scripts/build.mjs --outDir .e2e-dist/4175 && npx vite preview --outDir .e2e-dist/4175 --port 4175 --strictPort',
        cwd: '../..',
        url,
        reuseExistingServer: true,
        timeout: 240_000,
      },
});
