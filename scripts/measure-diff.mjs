// Measures the text-diff engine against GNU diff and against plain jsdiff on
// generated files (default: two 1 MiB texts, 2 % of lines changed).
//
//   node scripts/measure-diff.mjs [--mib 1] [--percent 2] [--runs 7]
//
// Times are CPU times (user + system), so that other processes on a busy
// machine do not inflate them; wall-clock medians are printed too. GNU diff is
// timed as a child process: its CPU time includes exec and start-up, which is
// also part of what a user waits for. `spawn true` shows that start-up cost.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { diffLines } from 'diff';
import { runnerImport } from 'vite';

const { values } = parseArgs({
  options: {
    mib: { type: 'string', default: '1' },
    percent: { type: 'string', default: '2' },
    runs: { type: 'string', default: '7' },
  },
});
const bytes = Math.round(Number(values.mib) * 1024 * 1024);
const fraction = Number(values.percent) / 100;
const runs = Number(values.runs);

function xorshift(seed) {
  let x = seed >>> 0;
  return () => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x / 4294967296;
  };
}

const WORDS = ('lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor incididunt ut labore et '
  + 'dolore magna aliqua enim ad minim veniam quis nostrud exercitation ullamco laboris nisi aliquip ex ea commodo').split(' ');

/** Prose-like lines; a changed line is edited, deleted or followed by an inserted line, a third each. */
export function generate(size, changed, seed = 42) {
  const random = xorshift(seed);
  const lines = [];
  let total = 0;
  while (total < size) {
    const words = Array.from({ length: 3 + Math.floor(random() * 12) }, () => WORDS[Math.floor(random() * WORDS.length)]);
    const line = `${words.join(' ')} ${Math.floor(random() * 1e6)}`;
    lines.push(line);
    total += line.length + 1;
  }
  const edited = [];
  for (const line of lines) {
    if (random() >= changed) edited.push(line);
    else {
      const kind = random();
      if (kind < 1 / 3) edited.push(line.replace(/\w+/, 'CHANGED'));
      else if (kind >= 2 / 3) edited.push(line, `inserted line ${Math.floor(random() * 1e9)}`);
    }
  }
  return [`${lines.join('\n')}\n`, `${edited.join('\n')}\n`];
}

function measure(fn) {
  const cpu = [];
  const wall = [];
  let result;
  for (let i = 0; i < runs; i++) {
    const c = process.cpuUsage();
    const t = performance.now();
    result = fn();
    wall.push(performance.now() - t);
    const d = process.cpuUsage(c);
    cpu.push((d.user + d.system) / 1000);
  }
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  return { cpu: median(cpu), wall: median(wall), result };
}

/** CPU time of a child process, from the shell's `times` builtin over many runs. */
function childCpu(command, count = 40) {
  const out = execFileSync('bash', ['-c', `for i in $(seq ${count}); do ${command} > /dev/null; done; times`], { encoding: 'utf8' });
  // `times` prints two lines: the shell's own, then its children's ("0m0.123s 0m0.045s").
  const children = out.trim().split('\n').at(-1) ?? '';
  const seconds = [...children.matchAll(/(\d+)m([\d.]+)s/g)].reduce((sum, m) => sum + Number(m[1]) * 60 + Number(m[2]), 0);
  return (seconds * 1000) / count;
}

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const { module: engine } = await runnerImport(path.join(root, 'workers/text/diff.ts'), { configFile: false, logLevel: 'silent' });

const [a, b] = generate(bytes, fraction);
const dir = mkdtempSync(path.join(tmpdir(), 'measure-diff-'));
const fa = path.join(dir, 'a.txt');
const fb = path.join(dir, 'b.txt');
writeFileSync(fa, a);
writeFileSync(fb, b);
const lines = a.split('\n').length - 1;
console.log(`input: ${(a.length / 1048576).toFixed(2)} MiB / ${(b.length / 1048576).toFixed(2)} MiB, ${lines} lines, ${values.percent} % of lines changed`);

const gnuSpawn = measure(() => spawnSync('diff', [fa, fb]));
const gnuUnified = measure(() => spawnSync('diff', ['-u', '--label', 'original', '--label', 'modified', fa, fb], { encoding: 'utf8', maxBuffer: 1 << 30 }));
const trueSpawn = measure(() => spawnSync('/bin/true'));
const gnuCpu = childCpu(`diff -u '${fa}' '${fb}'`);
const trueCpu = childCpu('/bin/true');
const opts = { ignoreCase: false, ignoreWhitespace: false };
const ours = measure(() => engine.diffTexts(a, b, { ...opts, mode: 'lines' }));
const oursWords = measure(() => engine.diffTexts(a, b, { ...opts, mode: 'words' }));
const oursChars = measure(() => engine.diffTexts(a, b, { ...opts, mode: 'chars' }));
const oursCase = measure(() => engine.diffTexts(a, b, { ignoreCase: true, ignoreWhitespace: true, mode: 'lines' }));
const plain = measure(() => diffLines(a, b));

const row = (label, m) => console.log(`${label.padEnd(44)} cpu ${m.cpu.toFixed(1).padStart(8)} ms   wall ${m.wall.toFixed(1).padStart(8)} ms`);
row('GNU diff (spawnSync)', gnuSpawn);
row('GNU diff -u (spawnSync)', gnuUnified);
row('spawn /bin/true (process start-up only)', trueSpawn);
console.log(`${'GNU diff -u, child CPU (40 runs)'.padEnd(44)} cpu ${gnuCpu.toFixed(1).padStart(8)} ms   (start-up alone: ${trueCpu.toFixed(1)} ms)`);
row('jsdiff diffLines alone', plain);
row('ours, lines (+ unified text)', ours);
row('ours, words', oursWords);
row('ours, chars', oursChars);
row('ours, lines, ignore case + whitespace', oursCase);

const gnuText = gnuUnified.result.stdout;
const same = gnuText === ours.result.unified;
const count = (text, c) => text.split('\n').filter((l) => l.startsWith(c) && !l.startsWith(c.repeat(3))).length;
console.log(`unified text identical to GNU diff -u: ${same}` + (same ? '' : ` (GNU -${count(gnuText, '-')} +${count(gnuText, '+')}, ours -${ours.result.removedLines} +${ours.result.addedLines})`));
const patched = spawnSync('patch', ['-s', '-o', '-', fa], { input: ours.result.unified, encoding: 'utf8', maxBuffer: 1 << 30 });
if (!patched.error) console.log(`GNU patch applies our unified diff and yields the new text: ${patched.status === 0 && patched.stdout === b}`);
console.log(`ratios (CPU): ours/GNU ${(ours.cpu / gnuCpu).toFixed(1)}×, jsdiff/GNU ${(plain.cpu / gnuCpu).toFixed(1)}×, jsdiff/ours ${(plain.cpu / ours.cpu).toFixed(1)}×`);
rmSync(dir, { recursive: true, force: true });
