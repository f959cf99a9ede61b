import type { BenchRow } from '../harness';
import { longestTaskIn, loadTimeline, recordLoadTimeline, routeScriptFree, throttleCpu, type LoadTimeline } from '../../shared/loadTimeline';

/**
 * First paint → live on a cheap phone (CPU slowed 4× through the DevTools protocol), per page: the UI time is from
 * the first paint to <html data-app-ready>, with the longest task in that span; the lead-in line is navigation →
 * first paint and its longest task. The raw baseline is the same page with every script and modulepreload removed
 * (served from the same server): navigation → its first paint, the machine's own floor.
 */
const PAGES = [
  '/', '/category/developer', '/tools/json-formatter', '/tools/word-counter', '/tools/loan-calculator',
  '/tools/image-compressor', '/tools/text-diff', '/zh/tools/json-formatter',
];

let last: LoadTimeline | null = null;

function row(path: string): BenchRow {
  return {
    name: `first paint → live, 4× CPU: ${path}`,
    group: 'first paint',
    sizeBytes: 0,
    rawLabel: 'script-free copy: navigation → first paint',
    leadInLabel: 'navigation → first paint',
    async prepare(page) {
      await recordLoadTimeline(page);
      await routeScriptFree(page);
      // The harness reads the heap before the run: start from a page that has its helpers (about:blank has none).
      await page.goto(path);
    },
    async runUi(page) {
      const cpu = await throttleCpu(page, 4);
      last = await loadTimeline(page, path);
      await cpu(1);
      return { start: 0, actionStart: last.firstPaint, end: last.live! };
    },
    async runRaw(page) {
      const cpu = await throttleCpu(page, 4);
      const bare = await loadTimeline(page, `/__script-free${path === '/' ? '/index.html' : path}`, { live: false });
      await cpu(1);
      return bare.firstPaint;
    },
    get note() {
      return last ? `${path}: longest task from navigation to live ${Math.round(longestTaskIn(last, 0, last.live ?? 0))} ms` : undefined;
    },
  };
}

export const firstPaintRows: BenchRow[] = PAGES.map(row);
