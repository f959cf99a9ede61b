// Renders the PWA icons (public/icons/*.png) from public/favicon.svg with Playwright's Chromium.
// The PNGs are committed; run this again only when the favicon changes: `node scripts/make-icons.mjs`.
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

const root = new URL('../', import.meta.url);
const svg = readFileSync(new URL('public/favicon.svg', root), 'utf8');
const outDir = new URL('public/icons/', root);
mkdirSync(outDir, { recursive: true });

/** A maskable icon is cropped by the platform (circle, squircle…): full-bleed background, glyph inside the safe zone. */
const maskable = svg.replace(/<rect([^>]*?) rx="[^"]*"/, '<rect$1');

const ICONS = [
  { file: 'icon-192.png', size: 192, source: svg },
  { file: 'icon-512.png', size: 512, source: svg },
  { file: 'icon-maskable-512.png', size: 512, source: maskable },
  { file: 'apple-touch-icon-180.png', size: 180, source: maskable },
];

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const browser = await chromium.launch(existsSync(executablePath) ? { executablePath } : {});
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const { file, size, source } of ICONS) {
    await page.setViewportSize({ width: size, height: size });
    const sized = source.replace('<svg ', `<svg width="${size}" height="${size}" `);
    await page.setContent(`<!doctype html><style>html,body{margin:0;background:transparent}svg{display:block}</style>${sized}`);
    await page.screenshot({ path: new URL(file, outDir).pathname, omitBackground: true });
    console.log(`public/icons/${file} (${size}×${size})`);
  }
} finally {
  await browser.close();
}
