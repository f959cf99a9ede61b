import { median } from './harness';
import type { RowSummary } from './report';

/**
 * `npm run bench -- --baseline <bench-results.json>`: each row of this run against the same row of a saved one.
 * Rows with a raw baseline are compared by their UI/raw ratio, which the machine's speed of the day cancels out of;
 * the others by their UI time. A row is slower or faster only beyond its noise band: half the spread (max − min) of
 * its samples relative to their median, in either run, and never under MIN_BAND.
 */

export type Verdict = 'faster' | 'same' | 'slower' | 'new' | 'gone';

export interface RowComparison {
  name: string;
  group: string;
  verdict: Verdict;
  /** What was compared: 'UI/raw' or 'UI ms'. */
  measure: 'UI/raw' | 'UI ms';
  current?: number;
  baseline?: number;
  /** current / baseline. */
  change?: number;
  /** The relative noise band used, e.g. 0.08 for ±8 %. */
  band?: number;
}

/** The least a change must be to count, whatever the spread: one run's samples can agree by chance, and two runs of the same build on this shared machine differed by up to 10 % in UI/raw. */
export const MIN_BAND = 0.1;

/** Half the spread of samples relative to their median (0 for fewer than two). */
export function spread(samples: readonly number[]): number {
  if (samples.length < 2) return 0;
  const m = median([...samples]);
  return m > 0 ? (Math.max(...samples) - Math.min(...samples)) / (2 * m) : 0;
}

/** The samples a row is compared by: per-run UI/raw ratios when it has a raw baseline, else UI times. */
function figures(row: RowSummary): { measure: RowComparison['measure']; samples: number[] } | null {
  if (!row.ui || row.ui.samplesMs.length === 0) return null;
  const raw = row.raw?.samplesMs;
  if (raw && raw.length === row.ui.samplesMs.length && raw.every((ms) => ms > 0)) {
    return { measure: 'UI/raw', samples: row.ui.samplesMs.map((ms, i) => ms / raw[i]!) };
  }
  return { measure: 'UI ms', samples: row.ui.samplesMs };
}

export function compareRows(current: readonly RowSummary[], baseline: readonly RowSummary[]): RowComparison[] {
  const before = new Map(baseline.map((r) => [r.name, r]));
  const out: RowComparison[] = [];
  for (const row of current) {
    const now = figures(row);
    const then = before.get(row.name);
    before.delete(row.name);
    const old = then ? figures(then) : null;
    if (!now) continue;
    if (!old || old.measure !== now.measure) {
      out.push({ name: row.name, group: row.group, verdict: 'new', measure: now.measure, current: median(now.samples) });
      continue;
    }
    const current = median(now.samples);
    const previous = median(old.samples);
    const band = Math.max(MIN_BAND, spread(now.samples), spread(old.samples));
    const change = current / previous;
    const verdict: Verdict = change > 1 + band ? 'slower' : change < 1 / (1 + band) ? 'faster' : 'same';
    out.push({ name: row.name, group: row.group, verdict, measure: now.measure, current, baseline: previous, change, band });
  }
  for (const gone of before.values()) {
    if (figures(gone)) out.push({ name: gone.name, group: gone.group, verdict: 'gone', measure: figures(gone)!.measure, baseline: median(figures(gone)!.samples) });
  }
  return out;
}

/** The rows of a saved bench-results.json (what report.ts writes), or an error message. */
export function baselineRows(json: unknown): RowSummary[] | string {
  const rows = (json as { rows?: unknown } | null)?.rows;
  if (!Array.isArray(rows)) return 'not a bench-results.json (no "rows")';
  return rows.filter((r): r is RowSummary => !!r && typeof r === 'object' && typeof (r as RowSummary).name === 'string');
}

/** One line per compared row, for the terminal. */
export function formatComparison(rows: readonly RowComparison[]): string {
  const pct = (x: number) => `${x >= 1 ? '+' : '−'}${Math.abs((x - 1) * 100).toFixed(1)} %`;
  return rows
    .map((r) =>
      r.verdict === 'new' || r.verdict === 'gone'
        ? `${r.verdict.padEnd(7)} ${r.name}`
        : `${r.verdict.padEnd(7)} ${r.name}  ${r.measure} ${r.baseline!.toFixed(2)} → ${r.current!.toFixed(2)} (${pct(r.change!)}, noise ±${(r.band! * 100).toFixed(1)} %)`,
    )
    .join('\n');
}
