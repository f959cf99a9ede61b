import { devices } from '@playwright/test';
import { existsSync } from 'node:fs';

const STOCK_ARGS = ['--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'];

/**
 * Debian's Chromium (CHROMIUM_PATH, else the first of `candidates` installed) with our quiet flags, else Playwright's
 * own download (a laptop after `npx playwright install chromium`).
 */
export function chromiumLaunch(candidates: string[], extraArgs: string[] = []) {
  const path = process.env.CHROMIUM_PATH ?? candidates.find((p) => existsSync(p)) ?? candidates[candidates.length - 1]!;
  return existsSync(path) ? { executablePath: path, args: [...STOCK_ARGS, ...extraArgs] } : { args: extraArgs };
}

/** What the e2e suite and the benchmark share of a page: a 1440×900 desktop Chromium on the preview, with the clipboard. */
export function desktopPage(port: number, launchOptions: ReturnType<typeof chromiumLaunch>) {
  return {
    baseURL: `http://localhost:${port}`,
    ...devices['Desktop Chrome'],
    viewport: { width: 1440, height: 900 },
    launchOptions,
    permissions: ['clipboard-read', 'clipboard-write'],
    trace: 'off' as const,
  };
}

/** The production build (Vite's client build, then every route prerendered: scripts/build.mjs) served by Vite's preview. */
export function previewServer(outDir: string, port: number) {
  return {
    command: `node scripts/build.mjs --outDir ${outDir} --fail-on-warning && npx vite preview --outDir ${outDir} --port ${port} --strictPort`,
    url: `http://localhost:${port}`,
    reuseExistingServer: !process.env.CI,
    timeout: 240_000,
  };
}
