import { useEffect, useRef, useState } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { PALETTE_SIZE, type ChartProps } from './types';

/** `#rrggbb` with an alpha; other colour syntaxes are returned as they are. */
function withAlpha(colour: string, alpha: number): string {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(colour);
  if (!m) return colour;
  const [r, g, b] = m.slice(1, 4).map((h) => parseInt(h ?? '0', 16));
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}

interface Theme {
  series: string[];
  text: string;
  grid: string;
}

function readTheme(el: HTMLElement): Theme {
  const css = getComputedStyle(el);
  const v = (name: string, fallback: string) => css.getPropertyValue(name).trim() || fallback;
  const fallbacks = ['#2563eb', '#c2410c', '#047857'];
  return {
    series: fallbacks.map((f, i) => v(`--chart-${i + 1}`, f)),
    text: v('--muted-foreground', '#57575e'),
    grid: v('--border', '#e4e4e7'),
  };
}

/** Stacked mode draws running sums; the first series sits at the bottom. */
function plotData(x: readonly number[], series: ChartProps['series'], stacked: boolean): uPlot.AlignedData {
  const out: number[][] = [];
  let below: number[] | null = null;
  for (const s of series) {
    const values: number[] = x.map((_, i) => (s.values[i] ?? 0) + (stacked && below ? (below[i] ?? 0) : 0));
    out.push(values);
    below = values;
  }
  return [Array.from(x), ...out];
}

/** Y-axis width that fits its longest tick label (the uPlot axis-autosize recipe). */
function axisSize(self: uPlot, values: string[] | null, axisIdx: number, cycleNum: number): number {
  const axis = self.axes[axisIdx];
  if (!axis) return 50;
  if (cycleNum > 1) return (axis as unknown as { _size: number })._size;
  let size = (axis.ticks?.size ?? 10) + (axis.gap ?? 5);
  const longest = (values ?? []).reduce((acc, v) => (v.length > acc.length ? v : acc), '');
  if (longest) {
    self.ctx.font = (axis.font as unknown as string[] | undefined)?.[0] ?? '12px sans-serif';
    size += self.ctx.measureText(longest).width / (window.devicePixelRatio || 1);
  }
  return Math.ceil(size) + 4;
}

/** The theme class on <html> changes without a React render: watch it. */
function useThemeVersion(): number {
  const [version, setVersion] = useState(0);
  useEffect(() => {
    const observer = new MutationObserver(() => setVersion((n) => n + 1));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class', 'style'] });
    return () => observer.disconnect();
  }, []);
  return version;
}

export default function UplotChart({ ariaLabel, x, series, mode = 'line', formatX, formatY, height = 260 }: ChartProps) {
  const host = useRef<HTMLDivElement>(null);
  const plot = useRef<uPlot | null>(null);
  const themeVersion = useThemeVersion();
  const stacked = mode === 'stacked';
  const shown = series.slice(0, PALETTE_SIZE);
  // Latest props for the long-lived chart's callbacks and for data updates.
  const latest = useRef({ x, series: shown, formatX, formatY, ariaLabel });
  latest.current = { x, series: shown, formatX, formatY, ariaLabel };
  const shape = `${shown.length}|${shown.map((s) => s.label).join('|')}`;

  // (Re)create the chart when its shape, size or theme changes.
  useEffect(() => {
    const el = host.current;
    if (!el) return undefined;
    const theme = readTheme(el);
    const colour = (i: number) => theme.series[i] ?? theme.text;
    const fmtX = (v: number) => latest.current.formatX?.(v) ?? String(v);
    const fmtY = (v: number) => latest.current.formatY?.(v) ?? String(v);
    const axis = (values: uPlot.Axis['values']): uPlot.Axis => ({
      stroke: theme.text,
      grid: { stroke: theme.grid, width: 1 },
      ticks: { stroke: theme.grid, width: 1, size: 5 },
      values,
    });
    const opts: uPlot.Options = {
      width: Math.max(1, el.clientWidth),
      height,
      legend: { show: false },
      cursor: { show: false },
      select: { show: false, left: 0, top: 0, width: 0, height: 0 },
      scales: {
        x: { time: false },
        y: { range: (_u, min, max) => uPlot.rangeNum(Math.min(0, min), Math.max(max, 1), 0.1, true) },
      },
      axes: [
        { ...axis((_u, splits) => splits.map((v) => (Number.isInteger(v) ? fmtX(v) : ''))), incrs: [1, 2, 5, 10, 20, 25, 50, 100] },
        { ...axis((_u, splits) => splits.map(fmtY)), size: axisSize },
      ],
      series: [
        {},
        ...latest.current.series.map((s, i): uPlot.Series => ({
          label: s.label,
          stroke: colour(i),
          width: 2,
          fill: stacked ? withAlpha(colour(i), 0.35) : undefined,
          points: { show: !stacked && latest.current.x.length <= 40, size: 5, fill: colour(i) },
        })),
      ],
      // Each stacked area fills down to the one below it, not to zero.
      bands: stacked ? latest.current.series.slice(1).map((_, i): uPlot.Band => ({ series: [i + 2, i + 1] })) : undefined,
    };
    const u = new uPlot(opts, plotData(latest.current.x, latest.current.series, stacked), el);
    u.ctx.canvas.setAttribute('role', 'img');
    u.ctx.canvas.setAttribute('aria-label', latest.current.ariaLabel);
    plot.current = u;
    const resize = new ResizeObserver(() => {
      const width = Math.max(1, el.clientWidth);
      if (width !== u.width) u.setSize({ width, height });
    });
    resize.observe(el);
    return () => {
      resize.disconnect();
      u.destroy();
      plot.current = null;
    };
  }, [shape, stacked, height, themeVersion]);

  // New numbers (or new formatters: the language changed): redraw without recreating.
  useEffect(() => {
    plot.current?.setData(plotData(x, shown, stacked));
    // `shown` is derived from `series`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [x, series, stacked, formatX, formatY]);

  useEffect(() => {
    plot.current?.ctx.canvas.setAttribute('aria-label', ariaLabel);
  }, [ariaLabel]);

  return <div ref={host} className="h-full w-full overflow-hidden" data-testid="chart-canvas-host" />;
}
