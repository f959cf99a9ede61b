export interface ChartSeries {
  /** Legend label (translated). */
  label: string;
  /** One value per x; same length as `x`. */
  values: readonly number[];
}

export type ChartMode = 'line' | 'stacked';

export interface ChartProps {
  /** What the chart shows, for screen readers (set on the canvas). Say that the table carries the same data. */
  ariaLabel: string;
  /** X values (e.g. years 0…n). */
  x: readonly number[];
  /** Up to three series, drawn in the palette order (--chart-1…3). */
  series: readonly ChartSeries[];
  /** 'line' (default): each series on its own; 'stacked': areas stacked in order, the first at the bottom. */
  mode?: ChartMode;
  /** Tick labels; keep them short (e.g. compact notation for money). */
  formatX?: (value: number) => string;
  formatY?: (value: number) => string;
  /** Plot height in px (the placeholder has the same height, so nothing shifts when the chart loads). */
  height?: number;
  className?: string;
}

/** Number of colours in the palette (CSS variables --chart-1…--chart-3 on the chart's figure). */
export const PALETTE_SIZE = 3;
