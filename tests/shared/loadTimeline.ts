import type { Page } from '@playwright/test';
import { scriptFree } from '../../scripts/script-free.mjs';

/**
 * One page load on a cheap phone, from the page's own clock: when it first painted, when it was live
 * (<html data-app-ready>), and every main-thread task over 50 ms since navigation. Shared by the e2e guard
 * (tests/e2e/first-paint/load-tasks.spec.ts) and the benchmark (tests/bench/rows/first-paint.ts).
 */
export interface LoadTimeline {
  /** first-contentful-paint, ms since navigation */
  firstPaint: number;
  /** <html data-app-ready>, ms since navigation; null for a page without the app (the script-free copy) */
  live: number | null;
  /** every long task: [start, duration] ms */
  tasks: [number, number][];
}

/** Records the timeline from document start (every document of the page). */
export async function recordLoadTimeline(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const timeline = { firstPaint: 0, live: null as number | null, tasks: [] as [number, number][] };
    (window as unknown as { __loadTimeline: typeof timeline }).__loadTimeline = timeline;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) timeline.tasks.push([e.startTime, e.duration]);
    }).observe({ type: 'longtask', buffered: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') timeline.firstPaint = e.startTime;
    }).observe({ type: 'paint', buffered: true });
    // The document element may not exist yet when this runs: watch the document.
    new MutationObserver((_, observer) => {
      if (!document.documentElement?.hasAttribute('data-app-ready')) return;
      timeline.live = performance.now();
      observer.disconnect();
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-app-ready'] });
  });
}

/** Slows the page's CPU (4× stands for a low-end phone); returns a function to change the rate. */
export async function throttleCpu(page: Page, rate: number): Promise<(rate: number) => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return async (next) => {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: next });
  };
}

/** Loads `path` and waits until it is live (or, with `live: false`, until it has painted and settled). */
export async function loadTimeline(page: Page, path: string, { live = true } = {}): Promise<LoadTimeline> {
  await page.goto(path, { waitUntil: 'commit' });
  if (live) await page.waitForFunction(() => (window as unknown as { __loadTimeline?: LoadTimeline }).__loadTimeline?.live != null, undefined, { timeout: 60_000 });
  else await page.waitForFunction(() => (window as unknown as { __loadTimeline?: LoadTimeline }).__loadTimeline?.firstPaint, undefined, { timeout: 60_000 });
  // Long tasks are reported after they end: give the observer a moment.
  await page.waitForTimeout(300);
  return page.evaluate(() => (window as unknown as { __loadTimeline: LoadTimeline }).__loadTimeline);
}

/** The longest task that overlaps [from, to] (ms since navigation), 0 when none was over 50 ms. */
export function longestTaskIn(timeline: LoadTimeline, from: number, to: number): number {
  return timeline.tasks.filter(([start, duration]) => start <= to && start + duration >= from).reduce((max, [, d]) => Math.max(max, d), 0);
}

/**
 * The longest task that starts within [from, to]. From the first paint on, that is the app's own work (evaluating,
 * hydrating); a task that ends with the first paint is the browser laying out the prerendered page, which the
 * script-free copy has too.
 */
export function longestTaskStartingIn(timeline: LoadTimeline, from: number, to: number): number {
  return timeline.tasks.filter(([start]) => start >= from && start <= to).reduce((max, [, d]) => Math.max(max, d), 0);
}

/** Serves `/__script-free/<path>` as the script-free copy of `<path>`, on the same server, so both load alike. */
export async function routeScriptFree(page: Page): Promise<void> {
  await page.route('**/__script-free/**', async (route) => {
    const url = new URL(route.request().url());
    const original = await route.fetch({ url: `${url.origin}${url.pathname.replace('/__script-free', '')}${url.search}` });
    await route.fulfill({ response: original, body: scriptFree(await original.text()) });
  });
}
