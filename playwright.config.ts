import { defineConfig } from '@playwright/test';
import { chromiumLaunch, desktopPage, previewServer } from './tests/shared/playwrightBase';

// Debian's headless shell (the build Playwright itself uses for headless runs) when installed: the same Chromium 156
// engine without the full browser's UI layers, and 2.4 times the tests per minute on a two-core machine. Else the
// full system Chromium, else Playwright's own download.
const launchOptions = chromiumLaunch(['/usr/bin/chromium-headless-shell', '/usr/bin/chromium']);

// E2E_PORT lets several checkouts (or helpers) run suites side by side, each on its own build.
const port = Number(process.env.E2E_PORT ?? 4173);
const outDir = port === 4173 ? 'dist' : `.e2e-dist/${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Two for the main project (two cores) and one for the first-paint specs beside it (see projects). A fourth (two
  // for first-paint) starved main: its tests ran at a quarter of their rate and a contract row timed out.
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 3,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    ...desktopPage(port, launchOptions),
    // The particle background keeps a core busy in headless Chromium's software compositor: with two workers on two
    // cores that alone doubled every test's time. Suites run with reduced motion (no particles, no card entrances);
    // shell/particles.spec.ts and the specs about animation opt back in.
    reducedMotion: 'reduce',
    // No service worker unless a spec asks for one (tests/e2e/shell/offline.spec.ts): every other test gets fresh
    // network loads, its page.route stubs always apply, and no test pays for the offline precache download.
    serviceWorkers: 'block',
  },
  projects: [
    // Everything but the jank measurements, the first-paint specs and the hostile-input sweep (main-late).
    { name: 'main', grepInvert: /@large/, testIgnore: [/first-paint\//, /hostile\/hostile-input\.spec\.ts$/], workers: 2 },
    // Mostly waiting: pages on a 4×-slowed CPU (DevTools throttling stretches the page's time, it does not use the
    // machine's) and their first paints, in every language. A third worker runs them beside the main project.
    { name: 'first-paint', grepInvert: /@large/, testMatch: /first-paint\/.*\.spec\.ts$/, workers: 1 },
    // The 10 MB inputs (tagged @large), one at a time. No dependency: Playwright starts a dependent project only once
    // every project of the phase before has finished, so this one takes a worker when the first-paint specs
    // leave it (projects are dispatched in this order). Their frame-gap bars are frozen-tab guards (E2E_MAX_GAP_MS),
    // not throughput: the figures belong to `npm run bench`.
    { name: 'large-text', grep: /@large/, testIgnore: /(load-tasks|interactions)\.spec\.ts$/, workers: 1 },
    // The hostile-input sweep, one test per tool, queued last: a worker takes it once the first-paint specs are done,
    // and main's two join it when their own queue is empty. With it in main, the third worker sat idle for the last
    // quarter of the run while main's two were still busy.
    { name: 'main-late', grepInvert: /@large/, testMatch: /hostile\/hostile-input\.spec\.ts$/ },
    // Long tasks during start-up and the taps' latency at 4× CPU: last and alone, where the CPU use of other tests
    // cannot lengthen them.
    // The page API example to copy (examples/playwright-bench): it runs in CI against the same production build.
    { name: 'example', testDir: 'examples/playwright-bench', testMatch: /\.spec\.ts$/, grepInvert: /@large/ },
    { name: 'load-tasks', grep: /@large/, testMatch: /(load-tasks|interactions)\.spec\.ts$/, dependencies: ['main', 'large-text', 'main-late'], workers: 1 },
  ],
  webServer: previewServer(outDir, port),
});
