// Lint and typecheck side by side: each is one process on one core, so on two cores both take about as long as the
// slower one alone (37 s + 63 s one after the other here). Each one's output is printed whole when it ends.
import { spawn } from 'node:child_process';

const run = (script) =>
  new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { shell: true });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('close', (code) => {
      process.stdout.write(`> npm run ${script}: ${code === 0 ? 'ok' : `failed (exit ${code})`}\n${out}`);
      resolve(code ?? 1);
    });
  });

const codes = await Promise.all(['lint', 'typecheck'].map(run));
process.exit(codes.some((code) => code !== 0) ? 1 : 0);
