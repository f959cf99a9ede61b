import { memo, type ReactElement } from 'react';
import { Chart } from './index';
import { ChartTable } from './ChartTable';
import type { ChartProps } from './types';

type ChartSectionProps<Row> = { heading: string; chart: ChartProps; table: Parameters<typeof ChartTable<Row>>[0] };

/**
 * A titled chart with the table that carries the same data (screen readers, exact values). Drawn again only when its
 * parts change (useGrowthSection keeps them the same objects), not on every keystroke in the page's fields.
 */
export const ChartSection = memo(function ChartSection<Row>({ heading, chart, table }: ChartSectionProps<Row>) {
  return (
    <section className="flex flex-col gap-3">
      <h2 className="text-base font-semibold">{heading}</h2>
      <Chart {...chart} />
      <ChartTable {...table} />
    </section>
  );
}) as <Row>(props: ChartSectionProps<Row>) => ReactElement;
