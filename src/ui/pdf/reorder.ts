/** Pure helpers of SortableGrid: unit-tested without a DOM. */

/** `list` with the item at `from` taken out and put back at `to` (both indexes of the list as it is). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || from >= list.length || to < 0 || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

/**
 * Where Alt + a key sends the item at `index`: one place earlier (Left, Up) or later (Right, Down), or to either end
 * (Home, End). A grid's row length changes with the screen, so Up and Down step by one as Left and Right do.
 */
export function keyTarget(key: string, index: number, length: number): number | null {
  const to = ({ ArrowLeft: index - 1, ArrowUp: index - 1, ArrowRight: index + 1, ArrowDown: index + 1, Home: 0, End: length - 1 } as Record<string, number>)[key];
  if (to === undefined || to < 0 || to >= length || to === index) return null;
  return to;
}

export interface Slot {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * The slot a dragged item lands in: the one whose centre is nearest the pointer. The slots are where the items stood
 * when the drag began; the preview reorders items but the grid's slots stay put, so this holds in rows and in lists.
 */
export function nearestSlot(slots: readonly Slot[], x: number, y: number): number {
  let best = -1;
  let bestDistance = Infinity;
  slots.forEach((s, i) => {
    const dx = s.left + s.width / 2 - x;
    const dy = s.top + s.height / 2 - y;
    const d = dx * dx + dy * dy;
    if (d < bestDistance) {
      bestDistance = d;
      best = i;
    }
  });
  return best;
}

/** How far a pointer must travel before a press becomes a drag (a click or a tap stays one). */
export const DRAG_THRESHOLD_PX = 6;
/** A finger must rest this long before it drags: a swipe still scrolls the page. */
export const LONG_PRESS_MS = 350;
/** A finger may wobble this much while it rests. */
export const LONG_PRESS_SLOP_PX = 10;

export function travelled(x0: number, y0: number, x: number, y: number): number {
  return Math.hypot(x - x0, y - y0);
}
