import { forwardRef, useEffect, type ElementType, type ReactNode } from 'react';

/**
 * Stands in for react-remove-scroll, which Radix's Dialog wraps its overlay in (vite.config.ts aliases it here).
 * That package locks the page with a style element whose body rule sets a custom property: adding and removing it
 * restyled the whole page, 65 ms at each opening and closing of a dialog on a 4×-slowed phone (Escape in the command
 * palette took 130-200 ms to its frame). Here the lock is an inline style on the root element, which restyles that
 * one element; a page that showed a scrollbar keeps its room (scrollbar-gutter), so nothing shifts sideways.
 * Scroll events need no filtering: while the root cannot scroll, only the dialog's own content can.
 */
interface RemoveScrollProps {
  as?: ElementType;
  enabled?: boolean;
  children?: ReactNode;
  /** react-remove-scroll's event-filtering options: not needed here (see above). */
  shards?: unknown;
  allowPinchZoom?: boolean;
}

let locks = 0;
let saved: { overflow: string; gutter: string } | null = null;

function lock(): () => void {
  locks += 1;
  if (locks === 1) {
    const root = document.documentElement;
    const scrollbar = window.innerWidth - root.clientWidth;
    saved = { overflow: root.style.overflow, gutter: root.style.scrollbarGutter };
    root.style.overflow = 'hidden';
    if (scrollbar > 0) root.style.scrollbarGutter = 'stable';
  }
  return () => {
    locks -= 1;
    if (locks > 0 || !saved) return;
    const root = document.documentElement;
    root.style.overflow = saved.overflow;
    root.style.scrollbarGutter = saved.gutter;
    saved = null;
  };
}

export const RemoveScroll = forwardRef<HTMLElement, RemoveScrollProps>(function RemoveScroll(
  { as: Container = 'div', enabled = true, children },
  ref,
) {
  useEffect(() => (enabled ? lock() : undefined), [enabled]);
  return <Container ref={ref}>{children}</Container>;
});
