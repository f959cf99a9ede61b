import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import type { RowFailure } from '../../lib/deviceBench/run';
import { BENCH_ROWS, formatFigure, formatInputSize, formatSeconds, speedOf, type BenchMode } from '../../lib/deviceBench/suite';

/** What the device's line of a row says while a run goes (a finished row shows its figure). */
export type RowStatus = 'waiting' | 'preparing' | 'running' | 'done' | 'skipped' | { failed: RowFailure };

export interface ChartSeries {
  key: 'device' | 'shared' | 'reference';
  label: string;
  /** Milliseconds per row, suite order; null: no figure. */
  ms: readonly (number | null)[];
}

const BAR_COLOUR: Record<ChartSeries['key'], string> = {
  device: 'bg-primary',
  shared: 'bg-orange-600 dark:bg-orange-400',
  reference: 'bg-slate-400 dark:bg-slate-500',
};

/**
 * One line: the series' name, its bar (decorative: the figure beside it says it all), the figure. The figure's column
 * has a floor width, so the bars of one row share the same track and compare by length.
 */
function Bar({ series, width, figure }: { series: ChartSeries; width: number; figure: string }) {
  return (
    <div className="grid grid-cols-[minmax(0,6.5rem)_minmax(0,1fr)] items-center gap-x-2 sm:grid-cols-[9rem_minmax(0,1fr)]" data-testid={`bench-bar-${series.key}`}>
      <span className="truncate text-xs text-muted-foreground sm:text-sm">{series.label}</span>
      <span className="flex min-w-0 items-center gap-2">
        <span className="h-3 min-w-0 flex-1" aria-hidden="true">
          <span className={cn('block h-full rounded-sm', BAR_COLOUR[series.key])} style={{ width: `${Math.max(1, Math.round(width * 100))}%` }} />
        </span>
        <span className="min-w-[4.75rem] shrink-0 text-right text-xs font-medium tabular-nums sm:min-w-[6rem] sm:text-sm" data-testid="bench-figure">{figure}</span>
      </span>
    </div>
  );
}

function statusText(status: RowStatus, t: (key: string) => string): string | null {
  if (typeof status === 'object') return t(`failures.${status.failed}`);
  return status === 'preparing' || status === 'running' || status === 'skipped' ? t(`rowState.${status}`) : null;
}

/**
 * The suite's rows as horizontal bars: this device (or a past result), a shared result, the reference, each labelled
 * with its figure (MiB/s, or seconds for a photo). Within a row the fastest bar is full width: rows differ in unit
 * and scale, so only the bars of one row compare. Plain elements, no canvas: it renders on the server too.
 */
export function BenchChart({ mode, series, status }: { mode: BenchMode; series: ChartSeries[]; status?: readonly RowStatus[] }) {
  const { t, i18n } = useTranslation('bench');
  const locale = i18n.language;
  const device = series.find((s) => s.key === 'device');
  const totals = series.filter((s) => s.ms.some((ms) => ms !== null));
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">{t('chart.legend')}</p>
      <ol className="flex flex-col gap-4" data-testid="bench-chart" data-mode={mode}>
        {BENCH_ROWS.map((spec, i) => {
          const speeds = series.map((s) => (s.ms[i] != null ? speedOf(spec, mode, s.ms[i]!) : 0));
          const fastest = Math.max(...speeds);
          const rowStatus = status?.[i];
          const note = rowStatus ? statusText(rowStatus, t) : null;
          const deviceMs = device?.ms[i] ?? null;
          return (
            <li key={spec.id} className="flex flex-col gap-1.5" data-testid="bench-row" data-row={spec.id}
              data-status={typeof rowStatus === 'object' ? 'failed' : (rowStatus ?? (deviceMs !== null ? 'done' : 'none'))}
              data-ms={deviceMs ?? undefined}>
              <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                <h3 className="text-sm font-semibold">{t(`rows.${spec.id}`, { size: formatInputSize(spec.input[mode], locale) })}</h3>
                {note && (
                  <span className={cn('text-xs', typeof rowStatus === 'object' ? 'text-destructive' : 'text-muted-foreground')} data-testid="bench-row-status">{note}</span>
                )}
              </div>
              {series.map((s, j) => {
                const ms = s.ms[i];
                if (ms == null) return null;
                return <Bar key={s.key} series={s} width={fastest > 0 ? speeds[j]! / fastest : 0} figure={formatFigure(spec, mode, ms, locale)} />;
              })}
            </li>
          );
        })}
      </ol>
      {totals.length > 0 && (
        <div className="border-t border-border pt-3 text-sm" data-testid="bench-totals">
          <h3 className="font-semibold">{t('chart.total')}</h3>
          <ul className="mt-1 flex flex-wrap gap-x-5 gap-y-1 text-muted-foreground">
            {totals.map((s) => (
              <li key={s.key} data-testid={`bench-total-${s.key}`}>
                {s.label}: <span className="font-medium tabular-nums text-foreground">{formatSeconds(s.ms.reduce<number>((sum, ms) => sum + (ms ?? 0), 0), locale)}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
