let locks = 0;
let saved: { overflow: string; gutter: string } | null = null;

/**
 * Stops the page from scrolling behind a modal; returns the release. One inline style on the root element, which
 * restyles that one element (a style element with a body rule restyled the whole page); a page that showed a
 * scrollbar keeps its room (scrollbar-gutter), so nothing shifts sideways. Nested locks release with the last.
 */
export function lockScroll(): () => void {
  locks += 1;
  if (locks === 1) {
    const root = document.documentElement;
    const scrollbar = window.innerWidth - root.clientWidth;
    saved = { overflow: root.style.overflow, gutter: root.style.scrollbarGutter };
    root.style.overflow = 'hidden';
    if (scrollbar > 0) root.style.scrollbarGutter = 'stable';
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    locks -= 1;
    if (locks > 0 || !saved) return;
    const root = document.documentElement;
    root.style.overflow = saved.overflow;
    root.style.scrollbarGutter = saved.gutter;
    saved = null;
  };
}
