#!/usr/bin/env node
// `npm run bench [-- --runs N] [--grep <part of a row name>]`
// Playwright rejects CLI flags it does not know, so --runs is taken here and
// passed on as BENCH_RUNS; every other argument goes to `playwright test`.
import { spawn } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const args = process.argv.slice(2);
const env = { ...process.env };
const rest = [];

for (let i = 0; i < args.length; i++) {
  const arg = args[i];
  const inline = /^--runs=(.*)$/.exec(arg);
  if (arg === '--runs' || inline) {
    const value = inline ? inline[1] : args[++i];
    const runs = Number(value);
    if (!Number.isInteger(runs) || runs < 1) {
      console.error(`--runs needs a whole number >= 1, got "${value ?? ''}"`);
      process.exit(2);
    }
    env.BENCH_RUNS = String(runs);
  } else if (arg === '--baseline' || arg.startsWith('--baseline=')) {
    const value = arg.startsWith('--baseline=') ? arg.slice('--baseline='.length) : args[++i];
    if (!value) {
      console.error('--baseline needs a bench-results.json file of an earlier run');
      process.exit(2);
    }
    env.BENCH_BASELINE = resolve(value);
  } else if (arg === '--fail-on-regression') {
    env.BENCH_FAIL_ON_REGRESSION = '1';
  } else if (arg === '--help' || arg === '-h') {
    console.log('Usage: npm run bench -- [--runs N] [--grep <part of a row name>] [--baseline <bench-results.json> [--fail-on-regression]] [other playwright test flags]');
    console.log('Rows: hashing (text and file) and, when the tools exist, image compress/resize.');
    console.log('Results: an aligned table on stdout, bench-results.json and bench-report.html (charts) at the repo root;');
    console.log('with --baseline, each row faster / same / slower than that run, beyond the spread of its samples.');
    process.exit(0);
  } else {
    rest.push(arg);
  }
}

const child = spawn('npx', ['playwright', 'test', '--config', join('tests', 'bench', 'bench.config.ts'), ...rest], {
  cwd: root,
  env,
  stdio: 'inherit',
  shell: process.platform === 'win32',
});
child.on('exit', (code, signal) => process.exit(signal ? 1 : (code ?? 1)));
