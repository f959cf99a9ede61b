// `npm run lighthouse`: Lighthouse (mobile defaults) on the production build, median of 5 runs per page, and in the
// same Chrome, interleaved run by run, the same pages with every script and modulepreload removed: the machine's own
// floor, so a slow machine is not mistaken for a slow page. Not part of `npm test`: scores depend on the machine.
// Uses Debian's Chromium when present (CHROME_PATH overrides).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { scriptFree } from './script-free.mjs';

// Not 4190: fetch and Chromium refuse it (ManageSieve is on the spec's bad-ports list).
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 4193);
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const OUT = '.lighthouse-dist';
const PAGES = ['/', '/tools/json-formatter', '/tools/image-compressor', '/zh/tools/json-formatter'];
const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };
/** FCP may trail the script-free copy's by this much; TBT at most this. */
const FCP_SLACK_MS = 300;
const TBT_MAX_MS = 100;
const chromePath = process.env.CHROME_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

function run(cmd, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: 'inherit' });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} exited ${code}`))));
  });
}

async function waitForServer(url, ms = 60_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`server at ${url} did not start`);
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The built file of a page path (what vite preview serves for it). */
const fileOf = (path) => (path === '/' ? 'index.html' : `${path.slice(1)}.html`);
/** Where the script-free copy of a page is served. */
const bareOf = (path) => `/__script-free/${fileOf(path)}`;

await run('node', ['scripts/build.mjs', '--outDir', OUT]);
for (const path of PAGES) {
  const target = join(OUT, bareOf(path));
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, scriptFree(readFileSync(join(OUT, fileOf(path)), 'utf8')));
}
const server = spawn('npx', ['vite', 'preview', '--outDir', OUT, '--port', String(PORT), '--strictPort'], { stdio: 'ignore' });

async function audit(chrome, url) {
  const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
  const { categories, audits } = result.lhr;
  return {
    scores: Object.fromEntries(Object.keys(TARGETS).map((k) => [k, Math.round((categories[k]?.score ?? 0) * 100)])),
    fcp: audits['first-contentful-paint'].numericValue,
    lcp: audits['largest-contentful-paint'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
  };
}

/** The median run by performance score, so its timings belong together. */
function medianRun(runs) {
  const mid = median(runs.map((r) => r.scores.performance));
  return runs.find((r) => r.scores.performance === mid);
}

const s = (ms) => `${(ms / 1000).toFixed(2)} s`;
let failed = false;
try {
  await waitForServer(`http://localhost:${PORT}/`);
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  const rows = [];
  try {
    for (const path of PAGES) {
      const ours = [];
      const bare = [];
      for (let i = 0; i < RUNS; i++) {
        ours.push(await audit(chrome, `http://localhost:${PORT}${path}`));
        bare.push(await audit(chrome, `http://localhost:${PORT}${bareOf(path)}`));
      }
      rows.push({ path, ours: medianRun(ours), bare: medianRun(bare), fcpMedian: median(ours.map((r) => r.fcp)), bareFcpMedian: median(bare.map((r) => r.fcp)) });
    }
  } finally {
    await chrome.kill();
  }
  console.log(`\nLighthouse mobile, median of ${RUNS}; "script-free" is the same HTML with every script and modulepreload removed, run in the same Chrome, interleaved`);
  console.log('| page | perf | a11y | best practices | SEO | FCP | LCP | TBT | CLS | script-free: perf | FCP | LCP | TBT |');
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const { path, ours: r, bare: b, fcpMedian, bareFcpMedian } of rows) {
    const sc = r.scores;
    console.log(
      `| ${path} | ${sc.performance} | ${sc.accessibility} | ${sc['best-practices']} | ${sc.seo} | ${s(r.fcp)} | ${s(r.lcp)} | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} ` +
        `| ${b.scores.performance} | ${s(b.fcp)} | ${s(b.lcp)} | ${Math.round(b.tbt)} ms |`,
    );
    for (const [k, target] of Object.entries(TARGETS)) {
      if (sc[k] < target) {
        failed = true;
        console.log(`  below target: ${k} ${sc[k]} < ${target}`);
      }
    }
    if (fcpMedian - bareFcpMedian > FCP_SLACK_MS) {
      failed = true;
      console.log(`  FCP median ${s(fcpMedian)} is more than ${FCP_SLACK_MS} ms after the script-free copy's ${s(bareFcpMedian)}`);
    }
    if (r.tbt > TBT_MAX_MS) {
      failed = true;
      console.log(`  TBT ${Math.round(r.tbt)} ms > ${TBT_MAX_MS} ms`);
    }
  }
} finally {
  server.kill();
}
process.exitCode = failed ? 1 : 0;
