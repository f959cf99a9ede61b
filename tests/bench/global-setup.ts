import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A fresh file for the rows' results; workers inherit the variable. */
export default function globalSetup(): void {
  const file = join(tmpdir(), `toolbox-bench-${process.pid}.jsonl`);
  rmSync(file, { force: true });
  process.env.BENCH_ROWS_FILE = file;
}
