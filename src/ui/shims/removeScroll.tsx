import { forwardRef, useEffect, type ElementType, type ReactNode } from 'react';
import { lockScroll } from '../dialog/scrollLock';

/**
 * Stands in for react-remove-scroll, which Radix's Dialog wraps its overlay in (vite.config.ts aliases it here).
 * That package locks the page with a style element whose body rule sets a custom property: adding and removing it
 * restyled the whole page, 65 ms at each opening and closing of a dialog on a 4×-slowed phone (Escape in the command
 * palette took 130-200 ms to its frame). Here the lock is one inline style on the root element (../dialog/scrollLock).
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

export const RemoveScroll = forwardRef<HTMLElement, RemoveScrollProps>(function RemoveScroll(
  { as: Container = 'div', enabled = true, children },
  ref,
) {
  useEffect(() => (enabled ? lockScroll() : undefined), [enabled]);
  return <Container ref={ref}>{children}</Container>;
});
