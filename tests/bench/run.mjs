#!/usr/bin/env node
// `npm run bench [-- --runs N] [--grep <part of a row name>]`
// Playwright rejects CLI flags it does not know, so --runs is taken here and
// passed on as BENCH_RUNS; every other argument goes to `playwright test`.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
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
  } else if (arg === '--help' || arg === '-h') {
    console.log('Usage: npm run bench -- [--runs N] [--grep <part of a row name>] [other playwright test flags]');
    console.log('Rows: hashing (text and file) and, when the tools exist, image compress/resize.');
    console.log('Results: an aligned table on stdout and bench-results.json at the repo root.');
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
