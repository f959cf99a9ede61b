import type { RowComparison } from './compare';
import type { RowSummary } from './report';

/**
 * bench-report.html beside bench-results.json: per group, a bar chart of each row's UI time against its raw baseline
 * with the longest main-thread task, then the table; with `--baseline`, each row's verdict against the saved run.
 * One static file (inline SVG and CSS, no script), to open in any browser or attach to an issue.
 */

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const ms = (v: number | undefined) => (v === undefined ? '—' : v >= 100 ? `${v.toFixed(0)} ms` : `${v.toFixed(1)} ms`);

const BAR = 16;
const GAP = 6;
const LABEL = 330;
const WIDTH = 900;

/** Two bars per row (UI, raw) on one scale, with the longest task written at the end. */
function chart(group: string, rows: readonly RowSummary[]): string {
  const measured = rows.filter((r) => r.ui);
  const max = Math.max(1, ...measured.flatMap((r) => [r.ui!.medianMs, r.raw?.medianMs ?? 0]));
  const scale = (v: number) => ((WIDTH - LABEL - 150) * v) / max;
  const rowHeight = 2 * BAR + 3 * GAP;
  const height = measured.length * rowHeight + GAP;
  const parts = measured.map((r, i) => {
    const y = GAP + i * rowHeight;
    const ui = r.ui!.medianMs;
    const raw = r.raw?.medianMs;
    const task = r.longestTaskMs ? `, longest task ${ms(r.longestTaskMs)}` : '';
    return [
      `<text x="${LABEL - 8}" y="${y + BAR + 2}" text-anchor="end" class="label">${esc(r.name.length > 52 ? `${r.name.slice(0, 51)}…` : r.name)}</text>`,
      `<rect class="ui" x="${LABEL}" y="${y}" width="${scale(ui).toFixed(1)}" height="${BAR}"><title>UI ${ms(ui)}</title></rect>`,
      `<text x="${LABEL + scale(ui) + 6}" y="${y + BAR - 4}" class="value">UI ${ms(ui)}${r.ratio ? ` (${r.ratio.toFixed(2)}×)` : ''}${task}</text>`,
      raw === undefined
        ? ''
        : `<rect class="raw" x="${LABEL}" y="${y + BAR + GAP}" width="${scale(raw).toFixed(1)}" height="${BAR}"><title>raw ${ms(raw)}</title></rect>` +
          `<text x="${LABEL + scale(raw) + 6}" y="${y + 2 * BAR + GAP - 4}" class="value">raw ${ms(raw)}</text>`,
    ].join('');
  });
  return `<svg data-group="${esc(group)}" role="img" aria-label="${esc(`${group}: UI against raw, median ms`)}" viewBox="0 0 ${WIDTH} ${height}" width="${WIDTH}" height="${height}">${parts.join('')}</svg>`;
}

function table(rows: readonly RowSummary[], verdicts: Map<string, RowComparison>): string {
  const head = `<tr><th>row</th><th>UI</th><th>raw</th><th>UI/raw</th><th>longest task</th>${verdicts.size ? '<th>against the baseline</th>' : ''}</tr>`;
  const body = rows.map((r) => {
    const v = verdicts.get(r.name);
    const against = v
      ? `<td class="${v.verdict}" data-verdict="${v.verdict}">${v.verdict}${v.change ? ` ${v.change >= 1 ? '+' : '−'}${Math.abs((v.change - 1) * 100).toFixed(1)} % (±${(v.band! * 100).toFixed(1)} %, ${v.measure})` : ''}</td>`
      : verdicts.size ? '<td></td>' : '';
    const problem = r.skipped ? `skipped: ${r.skipped}` : r.error ? `error: ${r.error}` : '';
    return problem
      ? `<tr><td>${esc(r.name)}</td><td colspan="4">${esc(problem)}</td>${against}</tr>`
      : `<tr><td>${esc(r.name)}</td><td>${ms(r.ui?.medianMs)}</td><td>${ms(r.raw?.medianMs)}</td><td>${r.ratio ? `${r.ratio.toFixed(2)}×` : '—'}</td><td>${ms(r.longestTaskMs)}</td>${against}</tr>`;
  });
  return `<table>${head}${body.join('')}</table>`;
}

export interface HtmlReportInput {
  date: string;
  runs: number;
  machine: string;
  rows: readonly RowSummary[];
  comparison?: { file: string; rows: readonly RowComparison[] };
}

export function renderHtmlReport({ date, runs, machine, rows, comparison }: HtmlReportInput): string {
  const groups = [...new Set(rows.map((r) => r.group))];
  const verdicts = new Map((comparison?.rows ?? []).map((c) => [c.name, c]));
  const counts = comparison ? (['slower', 'faster', 'same'] as const).map((v) => `${comparison.rows.filter((c) => c.verdict === v).length} ${v}`).join(', ') : '';
  const sections = groups.map((g) => {
    const inGroup = rows.filter((r) => r.group === g);
    return `<section><h2>${esc(g)}</h2>${inGroup.some((r) => r.ui) ? chart(g, inGroup) : ''}${table(inGroup, verdicts)}</section>`;
  });
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>ToolBox benchmark ${esc(date)}</title>
<style>
body{font:14px/1.4 system-ui,sans-serif;margin:24px;color:#111}h1{font-size:20px}h2{font-size:16px;margin-top:28px}
table{border-collapse:collapse;margin-top:8px}td,th{border-bottom:1px solid #ddd;padding:4px 8px;text-align:left}
svg{max-width:100%;height:auto}.label{font-size:12px}.value{font-size:11px;fill:#333}.ui{fill:#2563eb}.raw{fill:#9ca3af}
.slower{color:#b91c1c;font-weight:600}.faster{color:#15803d;font-weight:600}
</style></head><body>
<h1>ToolBox benchmark</h1>
<p>${esc(date)} · median of ${runs} run${runs === 1 ? '' : 's'} per row · ${esc(machine)}</p>
<p>Blue: the real tool page (UI); grey: the raw baseline in a bare worker, in the same page.${comparison ? ` Against <code>${esc(comparison.file)}</code>: ${counts}.` : ''}</p>
${sections.join('\n')}
</body></html>
`;
}
