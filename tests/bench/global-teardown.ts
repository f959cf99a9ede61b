import { rmSync } from 'node:fs';
import { runsFromEnv } from './harness';
import { RESULTS_PATH, readRows, writeReport } from './report';

/** Prints the table and writes bench-results.json once every row has run (or failed). */
export default function globalTeardown(): void {
  const file = process.env.BENCH_ROWS_FILE;
  if (!file) return;
  const rows = readRows(file);
  rmSync(file, { force: true });
  if (!rows.length) return;
  const text = writeReport(rows, runsFromEnv());
  console.log(`\n${text}\n\nResults written to ${RESULTS_PATH}\n`);
}
