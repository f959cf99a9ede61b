import { SCROLL_RESTORE_DELAY_MS, SCROLL_RESTORE_INTERVAL_MS, SCROLL_RESTORE_RETRIES } from '../config/constants';
import { readRaw, removeKey, scrollKey, writeRaw } from './storage';

export function isToolPath(path: string): boolean {
  return path.startsWith('/tools/');
}

export function readSavedScroll(path: string): number | null {
  const raw = readRaw(scrollKey(path), 'session');
  if (raw === null) return null;
  const value = Number(raw);
  return Number.isFinite(value) && value >= 0 ? value : null;
}

export function saveScroll(path: string, y: number): void {
  writeRaw(scrollKey(path), String(Math.round(y)), 'session');
}

export function forgetScroll(path: string): void {
  removeKey(scrollKey(path), 'session');
}

export interface RestoreDeps {
  maxScroll: () => number;
  scrollTo: (y: number) => void;
  schedule: (fn: () => void, ms: number) => unknown;
}

/**
 * Restores a saved position once the page is tall enough: starts after 50 ms,
 * retries up to 20 times every 100 ms (content such as a lazy tool may still be
 * loading), then settles for the tallest position reachable.
 * Returns a cancel function.
 */
export function restoreScroll(target: number, deps: RestoreDeps): () => void {
  let cancelled = false;
  let attempt = 0;
  const tryRestore = () => {
    if (cancelled) return;
    if (deps.maxScroll() >= target || attempt >= SCROLL_RESTORE_RETRIES) {
      deps.scrollTo(target);
      return;
    }
    attempt += 1;
    deps.schedule(tryRestore, SCROLL_RESTORE_INTERVAL_MS);
  };
  deps.schedule(tryRestore, SCROLL_RESTORE_DELAY_MS);
  return () => {
    cancelled = true;
  };
}
