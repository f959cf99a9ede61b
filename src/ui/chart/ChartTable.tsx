import { useId, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { SideScroll } from '../list/SideScroll';

/** The first column stays in view while the others scroll sideways (opaque, so the scrolled cells pass under it). */
export const STICKY_CELL = 'sticky left-0 z-10 bg-card';
export const STICKY_HEAD = 'sticky left-0 z-10 bg-muted';

export interface ChartTableColumn<Row> {
  key: string;
  label: string;
  /** The formatted cell. */
  cell: (row: Row) => ReactNode;
  /** Numbers are right-aligned (default true except for the first column). */
  numeric?: boolean;
}

/**
 * The table that carries a chart's data (the accessible twin of the canvas): a caption,
 * a header row, one row per point. Scrolls inside its own box when long or wide; the box is
 * focusable so keyboard users can scroll it. The title sits above the box (inside it, a wide
 * table's caption scrolled with the columns and was cut on a phone) and the first column stays
 * put while the others scroll sideways.
 */
export function ChartTable<Row>({ caption, columns, rows, rowKey, maxHeight = 360, testId, className }: {
  caption: string;
  columns: readonly ChartTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  maxHeight?: number;
  testId?: string;
  className?: string;
}) {
  const titleId = useId();
  return (
    <SideScroll className={className} title={<p id={titleId} className="text-sm font-semibold">{caption}</p>}>
      <div
        role="region"
        aria-labelledby={titleId}
        tabIndex={0}
        className="overflow-auto rounded-lg border border-border focus-ring"
        style={{ maxHeight }}
      >
        <table className="w-full border-collapse text-sm tabular-nums" data-testid={testId}>
          <caption className="sr-only">{caption}</caption>
          <thead className="sticky top-0 z-20 bg-muted">
            <tr>
              {columns.map((c, i) => (
                <th key={c.key} scope="col" className={cn('whitespace-nowrap px-3 py-2 font-medium', (c.numeric ?? i > 0) ? 'text-right' : 'text-left', i === 0 && STICKY_HEAD)}>
                  {c.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)} className="border-t border-border">
                {columns.map((c, i) =>
                  i === 0 ? (
                    <th key={c.key} scope="row" className={cn('whitespace-nowrap px-3 py-1.5 font-normal', (c.numeric ?? false) ? 'text-right' : 'text-left', STICKY_CELL)}>{c.cell(row)}</th>
                  ) : (
                    <td key={c.key} className={cn('whitespace-nowrap px-3 py-1.5', (c.numeric ?? true) ? 'text-right' : 'text-left')}>{c.cell(row)}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </SideScroll>
  );
}
