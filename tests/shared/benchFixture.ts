import type { RowSummary } from '../bench/report';

/** A bench-results.json row as report.ts writes it, from its UI (and raw) samples. */
export function benchRow(name: string, group: string, ui: number[], raw?: number[]): RowSummary {
  const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  return {
    name,
    group,
    sizeBytes: 1024 * 1024,
    runs: ui.length,
    ui: { samplesMs: ui, medianMs: med(ui), mibPerS: 1000 / med(ui) },
    ...(raw ? { raw: { label: 'raw', samplesMs: raw, medianMs: med(raw), mibPerS: 1000 / med(raw) }, ratio: med(ui) / med(raw) } : {}),
    longestTaskMs: 0,
  };
}
