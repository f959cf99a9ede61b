import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { MiB, median, medianOrNull, type MachineInfo, type RowResult } from './harness';
import { baselineRows, compareRows, formatComparison, type RowComparison } from './compare';
import { renderHtmlReport } from './htmlReport';

export const RESULTS_PATH = fileURLToPath(new URL('../../bench-results.json', import.meta.url));

/** Each row's result is appended here by the worker (a failed test restarts the worker; a file survives that). */
export function rowsFile(): string {
  const file = process.env.BENCH_ROWS_FILE;
  if (!file) throw new Error('BENCH_ROWS_FILE is not set: run the benchmark through tests/bench/bench.config.ts');
  return file;
}

export function recordRow(result: RowResult): void {
  appendFileSync(rowsFile(), `${JSON.stringify(result)}\n`);
}

export function readRows(file: string): RowResult[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as RowResult);
}

export interface BaselineSummary {
  name: string;
  samplesMs: number[];
  medianMs: number;
  mibPerS: number;
}

export interface RowSummary {
  name: string;
  group: string;
  sizeBytes: number;
  note?: string;
  skipped?: string;
  error?: string;
  runs: number;
  ui?: { samplesMs: number[]; medianMs: number; mibPerS: number };
  raw?: { label: string; samplesMs: number[]; medianMs: number; mibPerS: number };
  ratio?: number;
  longestTaskMs?: number;
  /** Medians of the lead-in (e.g. the paste before the action) and of its longest task, when the row has one. */
  leadIn?: { label: string; medianMs: number; longestTaskMs: number };
  heapDeltaBytes?: number | null;
  heapPeakDeltaBytes?: number | null;
  rssPeakDeltaBytes?: number | null;
  /** Median peak-RSS growth per kind of browser process, during the UI run and during the raw run. */
  rssPeakByKind?: { ui: Record<string, number>; raw: Record<string, number> };
  baselines?: BaselineSummary[];
}

function medianByKind(samples: (Record<string, number> | null)[]): Record<string, number> {
  const kinds = new Set(samples.flatMap((s) => Object.keys(s ?? {})));
  const out: Record<string, number> = {};
  for (const k of kinds) out[k] = median(samples.map((s) => s?.[k] ?? 0));
  return out;
}

const mibPerS = (bytes: number, ms: number) => bytes / MiB / (ms / 1000);

export function summarize(result: RowResult): RowSummary {
  const base: RowSummary = {
    name: result.name,
    group: result.group,
    sizeBytes: result.sizeBytes,
    note: result.note,
    skipped: result.skipped,
    error: result.error,
    runs: result.samples.length,
  };
  if (!result.samples.length) return base;
  const s = result.samples;
  const uiMs = median(s.map((x) => x.uiMs));
  const rawMs = median(s.map((x) => x.rawMs));
  const names = Object.keys(s[0]!.baselines);
  return {
    ...base,
    ui: { samplesMs: s.map((x) => x.uiMs), medianMs: uiMs, mibPerS: mibPerS(result.sizeBytes, uiMs) },
    raw: { label: result.rawLabel, samplesMs: s.map((x) => x.rawMs), medianMs: rawMs, mibPerS: mibPerS(result.sizeBytes, rawMs) },
    ratio: uiMs / rawMs,
    longestTaskMs: median(s.map((x) => x.longTaskMs)),
    leadIn: s[0]!.leadInMs === null ? undefined : {
      label: result.leadInLabel ?? 'the paste, untimed above',
      medianMs: median(s.map((x) => x.leadInMs ?? NaN)),
      longestTaskMs: median(s.map((x) => x.leadInLongTaskMs ?? NaN)),
    },
    heapDeltaBytes: medianOrNull(s.map((x) => x.heapDeltaBytes)),
    heapPeakDeltaBytes: medianOrNull(s.map((x) => x.heapPeakDeltaBytes)),
    rssPeakDeltaBytes: medianOrNull(s.map((x) => x.rssPeakDeltaBytes)),
    rssPeakByKind: { ui: medianByKind(s.map((x) => x.rssPeakByKind)), raw: medianByKind(s.map((x) => x.rawRssPeakByKind)) },
    baselines: names.map((name) => {
      const samplesMs = s.map((x) => x.baselines[name]!);
      const m = median(samplesMs);
      return { name, samplesMs, medianMs: m, mibPerS: mibPerS(result.sizeBytes, m) };
    }),
  };
}

// ---------------------------------------------------------------------------
// Text table
// ---------------------------------------------------------------------------

function size(bytes: number): string {
  if (bytes >= MiB) return `${(bytes / MiB).toFixed(bytes % MiB === 0 ? 0 : 1)} MiB`;
  return `${(bytes / 1024).toFixed(0)} KiB`;
}

function ms(v: number | undefined): string {
  if (v === undefined || Number.isNaN(v)) return '';
  return v >= 100 ? v.toFixed(0) : v.toFixed(1);
}

function rate(v: number | undefined): string {
  if (v === undefined || !Number.isFinite(v)) return '';
  return v >= 100 ? v.toFixed(0) : v.toFixed(1);
}

function delta(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined) return 'n/a';
  const sign = bytes > 0 ? '+' : bytes < 0 ? '−' : '±';
  return `${sign}${(Math.abs(bytes) / MiB).toFixed(1)} MiB`;
}

/** The table's column titles; the row names (first column) align left, every figure right. */
const COLUMNS = [
  'row', 'size', 'UI ms', 'UI MiB/s', 'raw ms', 'raw MiB/s', 'UI/raw', 'longest task', 'heap Δ', 'heap peak Δ', 'RSS peak Δ',
] as const;

export function formatTable(rows: RowSummary[]): string {
  const lines: string[][] = [];
  // Skipped or failed rows print as one full-width line at their place.
  const spanAt = new Map<number, string>();
  for (const r of rows) {
    if (r.skipped || r.error || !r.ui || !r.raw) {
      spanAt.set(lines.length, `${r.name}  —  ${r.skipped ? `skipped: ${r.skipped}` : `error: ${r.error ?? 'no samples'}`}`);
      lines.push([]);
      continue;
    }
    lines.push([
      r.name,
      size(r.sizeBytes),
      ms(r.ui.medianMs),
      rate(r.ui.mibPerS),
      ms(r.raw.medianMs),
      rate(r.raw.mibPerS),
      `${r.ratio!.toFixed(2)}×`,
      `${ms(r.longestTaskMs)} ms`,
      delta(r.heapDeltaBytes),
      delta(r.heapPeakDeltaBytes),
      delta(r.rssPeakDeltaBytes),
    ]);
    if (r.leadIn) lines.push([`  ↳ lead-in (${r.leadIn.label})`, '', ms(r.leadIn.medianMs), '', '', '', '', `${ms(r.leadIn.longestTaskMs)} ms`, '', '', '']);
    for (const b of r.baselines ?? []) {
      lines.push([`  ↳ ${b.name}`, '', '', '', ms(b.medianMs), rate(b.mibPerS), '', '', '', '', '']);
    }
  }
  const header = [...COLUMNS];
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? '').length)));
  const fmt = (cells: string[]) =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
      .join('  ')
      .trimEnd();
  const rule = widths.map((w) => '─'.repeat(w)).join('  ');
  const out = [fmt(header), rule];
  lines.forEach((l, i) => out.push(spanAt.get(i) ?? fmt(l)));
  return out.join('\n');
}

// ---------------------------------------------------------------------------
// The whole report: header, table, notes on stdout; bench-results.json at the repo root
// ---------------------------------------------------------------------------

const LEGEND = [
  'UI       the real tool page, production build: from the click on its button ("Generate hashes", "Compress",',
  '         "Resize") or the file hand-off (DataTransfer + change event) to the result in the DOM (MutationObserver).',
  '         The hash tool computes MD5, SHA-1 and SHA-256 in one pass, so each hash input has one UI time.',
  'raw      a bare worker (Blob URL) in the same page, postMessage to reply. Hash rows: hash-wasm, all three',
  '         in one pass, 4 MiB chunks (the fair baseline for UI/raw); ↳ lines: one algorithm each, with',
  '         hash-wasm and with crypto.subtle.digest (whole input at once). Image rows: createImageBitmap +',
  '         OffscreenCanvas.convertToBlob, not browser-image-compression / pica (those need the app build).',
  'longest  the longest main-thread long task (> 50 ms) overlapping the UI run; 0 = none.',
  'lead-in  text-tool rows: UI time runs from the action (the button, or the text landing for a live tool); the',
  '         real Ctrl+V of 10 MiB before it (the browser\'s clipboard hand-over + the switch to the summary) is its',
  '         own ↳ line, with its own longest task.',
  'heap Δ   main-thread JS heap (performance.memory, after GC) after − before the UI run; heap peak Δ: the',
  '         highest 20 ms sample during the run − before. Neither sees the workers nor ArrayBuffer memory:',
  'RSS Δ    extra resident memory of all the browser\'s processes at the run\'s high point (Linux /proc',
  '         peak RSS, reset before the run): includes workers, chunks, decoded images.',
  'Workers are warmed up before each run (spawn and WASM compile are one-off costs, not throughput).',
];

export function buildReport(results: RowResult[], runs: number): { text: string; json: unknown } {
  const summaries = results.map(summarize);
  const machine: MachineInfo | undefined = results.findLast((r) => r.machine)?.machine;
  const date = new Date().toISOString();
  const head = [
    `Benchmark  ${date}  ·  median of ${runs} run${runs === 1 ? '' : 's'} per row`,
    machine
      ? `Machine    ${machine.hardwareConcurrency} logical CPUs (navigator.hardwareConcurrency), ${machine.cpuModel}, ` +
        `${(machine.totalMemBytes / 1024 ** 3).toFixed(1)} GiB RAM, ${machine.platform}; ${machine.browserVersion}`
      : 'Machine    (no row ran in the browser)',
    machine ? `UA         ${machine.userAgent}` : '',
    machine ? `Load       ${machine.loadAverage.join(' / ')} (1 / 5 / 15 min load average at the end of the last row; > CPUs means contention)` : '',
  ].filter(Boolean);
  const notes = summaries.filter((r) => r.note).map((r) => `note: ${r.name}: ${r.note}`);
  const byKind = (m: Record<string, number>) =>
    Object.entries(m)
      .filter(([, v]) => v >= 0.5 * MiB)
      .sort((a, b) => b[1] - a[1])
      .map(([k, v]) => `${k} ${delta(v)}`)
      .join(', ') || 'none above 0.5 MiB';
  for (const r of summaries) {
    if (r.sizeBytes < 64 * MiB || !r.rssPeakByKind) continue;
    notes.push(
      `memory: ${r.name}: main-thread heap ${delta(r.heapDeltaBytes)} after, ${delta(r.heapPeakDeltaBytes)} at peak; ` +
        `RSS peak Δ by process — UI run: ${byKind(r.rssPeakByKind.ui)}; raw run: ${byKind(r.rssPeakByKind.raw)}`,
    );
  }
  const text = [...head, '', formatTable(summaries), '', ...notes, ...(notes.length ? [''] : []), ...LEGEND].join('\n');
  return { text, json: { date, runs, machine: machine ?? null, rows: summaries } };
}

export const HTML_REPORT_PATH = fileURLToPath(new URL('../../bench-report.html', import.meta.url));

/**
 * Writes bench-results.json and bench-report.html; with a baseline file (BENCH_BASELINE), compares each row with it.
 * Returns the text to print and whether a row got slower beyond its noise band.
 */
export function writeReport(results: RowResult[], runs: number, baselineFile = process.env.BENCH_BASELINE): { text: string; regressed: boolean } {
  const { text, json } = buildReport(results, runs);
  writeFileSync(RESULTS_PATH, `${JSON.stringify(json, null, 2)}\n`);
  const rows = (json as { rows: RowSummary[] }).rows;
  let comparison: { file: string; rows: RowComparison[] } | undefined;
  let compared = '';
  if (baselineFile) {
    const before = baselineRows(JSON.parse(readFileSync(baselineFile, 'utf8')));
    if (typeof before === 'string') throw new Error(`--baseline ${baselineFile}: ${before}`);
    comparison = { file: baselineFile, rows: compareRows(rows, before) };
    compared = `\n\nAgainst ${baselineFile}:\n${formatComparison(comparison.rows)}`;
  }
  const machine = results.findLast((r) => r.machine)?.machine;
  writeFileSync(HTML_REPORT_PATH, renderHtmlReport({
    date: (json as { date: string }).date,
    runs,
    machine: machine ? `${machine.hardwareConcurrency} CPUs, ${machine.cpuModel}, ${machine.browserVersion}` : 'no row ran in the browser',
    rows,
    comparison,
  }));
  const regressed = comparison?.rows.some((r) => r.verdict === 'slower') ?? false;
  return { text: text + compared, regressed };
}
