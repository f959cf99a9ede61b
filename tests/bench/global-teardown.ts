import { rmSync } from 'node:fs';
import { runsFromEnv } from './harness';
import { HTML_REPORT_PATH, RESULTS_PATH, readRows, writeReport } from './report';

/**
 * Prints the table and writes bench-results.json and bench-report.html once every row has run (or failed); with
 * --baseline, the comparison too, and with --fail-on-regression a row slower beyond its noise band fails the run.
 */
export default function globalTeardown(): void {
  const file = process.env.BENCH_ROWS_FILE;
  if (!file) return;
  const rows = readRows(file);
  rmSync(file, { force: true });
  if (!rows.length) return;
  const { text, regressed } = writeReport(rows, runsFromEnv());
  console.log(`\n${text}\n\nResults written to ${RESULTS_PATH} and ${HTML_REPORT_PATH}\n`);
  if (regressed && process.env.BENCH_FAIL_ON_REGRESSION) throw new Error('a row is slower than the baseline beyond its noise band (--fail-on-regression)');
}
