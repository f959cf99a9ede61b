import { useMemo } from 'react';
import type { TFunction } from 'i18next';
import type { NumberFormatters } from '../../lib/numberInput';
import type { ChartProps, ChartSeries, ChartTableColumn } from '../chart';
import { useLaterValue } from '../useLaterValue';

/** A yearly table's row: the year, then amounts. */
type YearRow = { year: number };
/** The keys of `Row` that hold numbers (amounts). */
type AmountKey<Row> = { [K in keyof Row]: Row[K] extends number ? K : never }[keyof Row] & string;

/** How a sum grows: the yearly rows (the table) and the chart drawn from them. */
export interface Growth<Row extends YearRow> {
  rows: readonly Row[];
  x: readonly number[];
  series: readonly ChartSeries[];
}

/** The chart's data for yearly rows: the years along x, a series per [label, amount of a row]. */
export function growthOf<Row extends YearRow>(rows: readonly Row[], series: readonly (readonly [string, (row: Row) => number])[]): Growth<Row> {
  return { rows, x: rows.map((r) => r.year), series: series.map(([label, value]) => ({ label, values: rows.map(value) })) };
}

/** ChartSection's props (src/ui/chart/ChartSection.tsx). */
export interface GrowthSectionProps<Row> {
  heading: string;
  chart: ChartProps;
  table: { caption: string; columns: readonly ChartTableColumn<Row>[]; rows: readonly Row[]; rowKey: (row: Row) => string; testId: string };
}

/**
 * A growth section's props (`<ChartSection {...section} />`) a frame after the figures: the stacked chart and its
 * table (the year, then `columns` as money) are most of the page's rendering, so the frame of the keystroke paints
 * the results first (useLaterValue). Null while there is no result. Texts from the tool's namespace: `growth`,
 * `chart.label` ({{years}}), `table.caption`, `table.year` and `table.<column>`. The page passes the axis' format
 * (`compact`: compactNumber from src/ui/chart), so that it imports the chart itself, then this file, then ChartSection,
 * as it did when it drew the section itself: its chunks keep their names and the order its prerendered page lists them.
 */
export function useGrowthSection<Row extends YearRow>(
  { t, fmt }: { t: TFunction; fmt: NumberFormatters },
  /** growthOf the result, in a memo (the same object until the result changes), or null. */
  data: Growth<Row> | null,
  { years, columns, testId, compact }: {
    /** The term the chart's label names. */
    years: number | undefined;
    columns: readonly AmountKey<Row>[];
    testId: string;
    compact: (locale: string) => (value: number) => string;
  },
): GrowthSectionProps<Row> | null {
  const later = useLaterValue(data);
  const formatY = useMemo(() => compact(fmt.locale), [compact, fmt.locale]);
  const columnKeys = columns.join('\n');
  // The same objects until the figures, the language or the term change: ChartSection then skips the page's renders.
  const section = useMemo<GrowthSectionProps<Row> | null>(() => later && {
    heading: t('growth'),
    chart: { ariaLabel: t('chart.label', { years: fmt.number(years ?? 0, 2) }), x: later.x, series: later.series, mode: 'stacked', formatX: fmt.integer, formatY },
    table: {
      caption: t('table.caption'),
      columns: [
        { key: 'year', label: t('table.year'), cell: (r) => fmt.number(r.year, 2) },
        ...columns.map((key) => ({ key, label: t(`table.${key}`), cell: (r: Row) => fmt.money(r[key] as number) })),
      ],
      rows: later.rows,
      rowKey: (r) => String(r.year),
      testId,
    },
  // eslint-disable-next-line react-hooks/exhaustive-deps -- columns by value (pages pass a new array literal each render)
  }, [later, t, fmt, years, columnKeys, testId, formatY]);
  return data ? section : null;
}
