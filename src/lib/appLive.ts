import { useEffect } from 'react';

/**
 * When the page is live: its layout has committed and the route's own content (the tool itself, the home grid, the
 * category or info page) has hydrated or rendered. A prerendered route's content sits in a Suspense boundary that
 * React hydrates after the layout, so the layout alone is not enough. main.tsx registers what to do then (replay what
 * the visitor did before, then mark `<html data-app-ready>`); the language switch waits for it.
 */
let layoutCommitted = false;
let contentCommitted = false;
let live = false;
let onLive: () => void = () => {};
const waiting: (() => void)[] = [];

function check(): void {
  if (live || !layoutCommitted || !contentCommitted) return;
  live = true;
  onLive();
  waiting.splice(0).forEach((resolve) => resolve());
}

/** main.tsx: what to run once, the moment the page is live. */
export function whenPageLive(run: () => void): void {
  onLive = run;
}

export function isLive(): boolean {
  return live;
}

export function untilLive(): Promise<void> {
  return live ? Promise.resolve() : new Promise((resolve) => waiting.push(resolve));
}

/** The layout (RootLayout) has committed. */
export function useLayoutLive(): void {
  useEffect(() => {
    layoutCommitted = true;
    check();
  }, []);
}

/** The route's own content has committed: every page component, and ToolLayout for a tool, calls this. */
export function useRouteContentLive(): void {
  useEffect(() => {
    contentCommitted = true;
    check();
  }, []);
}
