import { useSyncExternalStore } from 'react';

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const mql = window.matchMedia(query);
      mql.addEventListener('change', onChange);
      return () => mql.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/**
 * For event handlers: whether `query` matches right now. A handler that only needs the answer when it runs should
 * ask here rather than subscribe with useMediaQuery: a subscription whose answer differs from the server's (a phone
 * is "mobile", the prerender is not) re-renders its component synchronously after hydration, and when that component
 * is the layout, React then hydrates the whole page content in that one long task.
 */
export function matchesMedia(query: string): boolean {
  return window.matchMedia(query).matches;
}

export const MOBILE_QUERY = '(max-width: 767px)';
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';
