import { Chart } from './index';
import { ChartTable } from './ChartTable';
import type { ChartProps } from './types';

/** A titled chart with the table that carries the same data (screen readers, exact values). */
export function ChartSection<Row>({ heading, chart, table }: { heading: string; chart: ChartProps; table: Parameters<typeof ChartTable<Row>>[0] }) {
  return (
    <section className="flex flex-col gap-3">
      <h2 className="text-base font-semibold">{heading}</h2>
      <Chart {...chart} />
      <ChartTable {...table} />
    </section>
  );
}
