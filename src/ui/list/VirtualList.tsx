import { useEffect, useRef, useState, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface VirtualListProps {
  /** Number of rows. */
  count: number;
  /** Every row has this height in px; that is what makes the window arithmetic exact. */
  rowHeight: number;
  /** Renders row `index`; it is placed in a listitem of exactly rowHeight. */
  renderRow: (index: number) => ReactNode;
  /** Accessible name of the list. */
  label: string;
  /** The scroll box grows with the content up to this height (px). */
  maxHeight?: number;
  /** Rows rendered above and below the visible ones, so fast scrolling shows no blank band. */
  overscan?: number;
  className?: string;
  rowClassName?: (index: number) => string | undefined;
  /** Rows as wide as the widest rendered one (long lines scroll sideways); false keeps rows at the box width. */
  scrollX?: boolean;
  'data-testid'?: string;
}

/**
 * A fixed-row-height virtual list: only the rows in view (plus overscan) are
 * in the DOM, so 200 000 rows cost the same as 40. The scroll box is focusable,
 * so arrow keys, Page Up/Down, Home and End scroll it.
 */
export function VirtualList({
  count,
  rowHeight,
  renderRow,
  label,
  maxHeight = 480,
  overscan = 8,
  className,
  rowClassName,
  scrollX = true,
  'data-testid': testId,
}: VirtualListProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const total = count * rowHeight;
  const height = Math.max(rowHeight, Math.min(maxHeight, total));
  const [viewport, setViewport] = useState(height);

  useEffect(() => {
    const box = boxRef.current;
    if (!box || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => setViewport(box.clientHeight));
    observer.observe(box);
    return () => observer.disconnect();
  }, []);

  // A shorter list may leave the box scrolled past its end; the browser clamps, we follow.
  useEffect(() => {
    const box = boxRef.current;
    if (box && box.scrollTop !== scrollTop) setScrollTop(box.scrollTop);
  }, [count, scrollTop]);

  const first = Math.max(0, Math.floor(scrollTop / rowHeight) - overscan);
  const last = Math.min(count, Math.ceil((scrollTop + Math.max(viewport, height)) / rowHeight) + overscan);
  const rows: ReactNode[] = [];
  for (let i = first; i < last; i++) {
    rows.push(
      <div
        key={i}
        role="listitem"
        aria-setsize={count}
        aria-posinset={i + 1}
        className={cn('overflow-hidden', rowClassName?.(i))}
        style={{ height: rowHeight }}
      >
        {renderRow(i)}
      </div>,
    );
  }

  return (
    <div
      ref={boxRef}
      role="list"
      aria-label={label}
      tabIndex={0}
      data-testid={testId}
      onScroll={(e) => setScrollTop(e.currentTarget.scrollTop)}
      className={cn(
        'relative overflow-auto rounded-md border border-border bg-background',
        'focus-ring',
        className,
      )}
      style={{ height }}
    >
      <div style={{ height: total, position: 'relative' }}>
        <div className={scrollX ? 'w-max min-w-full' : 'w-full'} style={{ transform: `translateY(${first * rowHeight}px)` }}>
          {rows}
        </div>
      </div>
    </div>
  );
}
