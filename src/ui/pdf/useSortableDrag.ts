import { useCallback, useEffect, useRef, useState, type PointerEvent as ReactPointerEvent, type RefObject } from 'react';
import { DRAG_THRESHOLD_PX, LONG_PRESS_MS, LONG_PRESS_SLOP_PX, nearestSlot, travelled, type Slot } from './reorder';

export interface DragState {
  id: string;
  from: number;
  /** The slot it would land in if dropped now. */
  to: number;
}

interface Press {
  id: string;
  from: number;
  pointerId: number;
  /** A finger on a handle that lets the page scroll waits for a long press; a mouse, pen or grip drags on moving. */
  longPress: boolean;
  x0: number;
  y0: number;
  x: number;
  y: number;
  timer: number;
  /** The page's scroll at the press: a swipe the compositor already scrolled is no long press, however late its events. */
  scrollY0: number;
  active: boolean;
  slots: Slot[];
}

/** Within this distance of the window's top or bottom edge a drag scrolls the page, faster nearer the edge. */
const EDGE_PX = 64;
const MAX_SCROLL_PX = 18;

/**
 * Pointer dragging for a sortable list: one press at a time, listened to on the window (so a pointer that leaves the
 * list keeps dragging), with the slots measured in page coordinates when the drag begins (so scrolling mid-drag does
 * not shift them). A finger must rest first (LONG_PRESS_MS) unless it presses a grip that is `touch-action: none`;
 * once it drags, touchmove is cancelled so the page stays still under it. Escape drops nothing.
 */
export function useSortableDrag(list: RefObject<HTMLElement | null>, onDrop: (id: string, from: number, to: number) => void) {
  const [drag, setDrag] = useState<DragState | null>(null);
  // The listeners read the drag from here: pointer events can outrun React's renders.
  const shown = useRef<DragState | null>(null);
  const show = useCallback((d: DragState | null) => {
    shown.current = d;
    setDrag(d);
  }, []);
  const press = useRef<Press | null>(null);
  const scrollFrame = useRef(0);
  const drop = useRef(onDrop);
  useEffect(() => {
    drop.current = onDrop;
  });

  const track = useCallback(() => {
    const p = press.current;
    if (!p?.active) return;
    const to = nearestSlot(p.slots, p.x + window.scrollX, p.y + window.scrollY);
    const d = shown.current;
    if (to >= 0 && d && d.to !== to) show({ ...d, to });
  }, [show]);

  const autoScroll = useCallback(() => {
    scrollFrame.current = 0;
    const p = press.current;
    if (!p?.active) return;
    const speed = p.y < EDGE_PX ? -(EDGE_PX - p.y) : p.y > window.innerHeight - EDGE_PX ? p.y - (window.innerHeight - EDGE_PX) : 0;
    if (speed === 0) return;
    window.scrollBy(0, Math.max(-MAX_SCROLL_PX, Math.min(MAX_SCROLL_PX, speed / 3)));
    track();
    scrollFrame.current = requestAnimationFrame(autoScroll);
  }, [track]);

  const activate = useCallback(() => {
    const p = press.current;
    const el = list.current;
    if (!p || !el) return;
    p.active = true;
    p.slots = [...el.children].map((child) => {
      const r = child.getBoundingClientRect();
      return { left: r.left + window.scrollX, top: r.top + window.scrollY, width: r.width, height: r.height };
    });
    show({ id: p.id, from: p.from, to: p.from });
  }, [list, show]);

  const end = useCallback((commit: boolean) => {
    const p = press.current;
    press.current = null;
    if (!p) return;
    window.clearTimeout(p.timer);
    cancelAnimationFrame(scrollFrame.current);
    scrollFrame.current = 0;
    const d = shown.current;
    show(null);
    if (commit && d && d.to !== d.from) drop.current(d.id, d.from, d.to);
  }, [show]);

  // On a busy phone the finger's moves can arrive after the timer: the scroll they caused is already on screen.
  const onLongPress = useCallback(() => {
    const p = press.current;
    if (p && Math.abs(window.scrollY - p.scrollY0) > LONG_PRESS_SLOP_PX) return void end(false);
    activate();
  }, [activate, end]);

  useEffect(() => {
    const onMove = (e: PointerEvent) => {
      const p = press.current;
      if (!p || e.pointerId !== p.pointerId) return;
      p.x = e.clientX;
      p.y = e.clientY;
      if (!p.active) {
        const moved = travelled(p.x0, p.y0, p.x, p.y);
        if (p.longPress) {
          // The finger moved before the long press: it is scrolling the page.
          if (moved > LONG_PRESS_SLOP_PX) end(false);
          return;
        }
        if (moved < DRAG_THRESHOLD_PX) return;
        activate();
      }
      track();
      if (!scrollFrame.current) scrollFrame.current = requestAnimationFrame(autoScroll);
    };
    const onUp = (e: PointerEvent) => {
      if (press.current && e.pointerId === press.current.pointerId) end(e.type === 'pointerup');
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && press.current?.active) {
        e.preventDefault();
        end(false);
      }
    };
    // Non-passive, on the list: once a finger drags an item the page must not scroll under it.
    const onTouchMove = (e: TouchEvent) => {
      if (press.current?.active && e.cancelable) e.preventDefault();
    };
    const onContextMenu = (e: Event) => {
      if (press.current) e.preventDefault();
    };
    const el = list.current;
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', onUp);
    window.addEventListener('pointercancel', onUp);
    window.addEventListener('keydown', onKey);
    el?.addEventListener('touchmove', onTouchMove, { passive: false });
    el?.addEventListener('contextmenu', onContextMenu);
    return () => {
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onUp);
      window.removeEventListener('pointercancel', onUp);
      window.removeEventListener('keydown', onKey);
      el?.removeEventListener('touchmove', onTouchMove);
      el?.removeEventListener('contextmenu', onContextMenu);
      const p = press.current;
      if (p) window.clearTimeout(p.timer);
      cancelAnimationFrame(scrollFrame.current);
    };
  }, [list, activate, autoScroll, end, track]);

  const onPointerDown = useCallback(
    (e: ReactPointerEvent<HTMLElement>, id: string, from: number, grip: boolean) => {
      if (press.current || !e.isPrimary || (e.pointerType === 'mouse' && e.button !== 0)) return;
      const longPress = e.pointerType === 'touch' && !grip;
      press.current = {
        id, from, pointerId: e.pointerId, longPress, x0: e.clientX, y0: e.clientY, x: e.clientX, y: e.clientY, active: false, slots: [],
        scrollY0: window.scrollY,
        timer: longPress ? window.setTimeout(onLongPress, LONG_PRESS_MS) : 0,
      };
    },
    [onLongPress],
  );

  return { drag, onPointerDown };
}
