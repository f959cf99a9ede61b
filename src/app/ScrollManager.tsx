import { useEffect, useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { isToolPath, readSavedScroll, restoreScroll, saveScroll } from '../lib/scroll';

/** Tool routes start at the top; other routes get their saved position back. */
export function ScrollManager() {
  const { pathname } = useLocation();

  useEffect(() => {
    // Otherwise the browser restores its own position on Back after ours, and tool pages would not start at the top.
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  }, []);

  useEffect(() => {
    if (isToolPath(pathname)) {
      window.scrollTo(0, 0);
      return undefined;
    }
    const saved = readSavedScroll(pathname);
    if (saved === null || saved === 0) {
      window.scrollTo(0, 0);
      return undefined;
    }
    return restoreScroll(saved, {
      maxScroll: () => document.documentElement.scrollHeight - window.innerHeight,
      scrollTo: (y) => window.scrollTo(0, y),
      schedule: (fn, ms) => window.setTimeout(fn, ms),
    });
  }, [pathname]);

  // A layout effect: its cleanup runs in the commit that leaves the page. The next page is often shorter, the browser
  // clamps the scroll position and fires 'scroll'; a passive effect's listener would still be there to save that
  // clamped value under the page being left.
  useLayoutEffect(() => {
    if (isToolPath(pathname)) return undefined;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => saveScroll(pathname, window.scrollY));
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [pathname]);

  return null;
}
