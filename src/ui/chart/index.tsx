import { lazy, memo, Suspense, useSyncExternalStore } from 'react';
import { cn } from '../../lib/cn';
import { PALETTE_SIZE, type ChartProps } from './types';
import { numberFormat } from '../../lib/intlFormat';

export type { ChartProps, ChartSeries, ChartMode } from './types';
export { ChartTable, type ChartTableColumn } from './ChartTable';

/**
 * The chart library (uPlot, ~50 kB raw) and its CSS live in this lazy chunk only: pages
 * that never chart never load it, and the home bundle does not carry it.
 */
const UplotChart = lazy(() => import('./UplotChart'));

const DEFAULT_HEIGHT = 260;

// Light and dark palettes as CSS variables on the figure; the canvas reads them in an effect,
// the legend swatches use them directly. Contrast ≥ 3:1 against the card in both themes.
const PALETTE =
  '[--chart-1:#2563eb] [--chart-2:#c2410c] [--chart-3:#047857] ' +
  'dark:[--chart-1:#60a5fa] dark:[--chart-2:#fb923c] dark:[--chart-3:#34d399]';

const subscribeNothing = () => () => {};

/** True in the browser after hydration; false on the server and in the hydrating render. */
function useHydrated(): boolean {
  return useSyncExternalStore(subscribeNothing, () => true, () => false);
}

/**
 * A small themed chart with a legend. Server-safe: the server (and the first client render)
 * draws a placeholder of the same height; the canvas appears once the chunk is loaded.
 * Always pair it with a table carrying the same data (see ChartTable).
 */
export const Chart = memo(function Chart(props: ChartProps) {
  const hydrated = useHydrated();
  const height = props.height ?? DEFAULT_HEIGHT;
  const placeholder = <div className="h-full w-full rounded-md bg-muted/60" data-testid="chart-placeholder" />;
  return (
    <figure className={cn('flex min-w-0 flex-col gap-2', PALETTE, props.className)} data-testid="chart">
      <div className="relative w-full min-w-0" style={{ height }}>
        {hydrated ? <Suspense fallback={placeholder}><UplotChart {...props} height={height} /></Suspense> : placeholder}
      </div>
      <figcaption>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
          {props.series.slice(0, PALETTE_SIZE).map((s, i) => (
            <li key={s.label} className="inline-flex items-center gap-1.5">
              <span aria-hidden="true" className="inline-block h-3 w-3 rounded-sm" style={{ background: `var(--chart-${i + 1})` }} />
              {s.label}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
});

/** Short tick labels in the UI language: 250000 → "250K" (en), "25万" (zh), "250 mil" (es). */
export function compactNumber(locale: string): (value: number) => string {
  const format = numberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 });
  return (value) => (Number.isFinite(value) ? format.format(Object.is(value, -0) ? 0 : value) : '');
}
