import { test, expect } from '../fixtures';
import { longestTaskIn, loadTimeline, recordLoadTimeline, throttleCpu } from '../../shared/loadTimeline';

/**
 * Main-thread tasks while a page loads and hydrates on a cheap phone (4×-slowed CPU), from navigation until it is
 * live (issue 16). The target is the benchmark's (`npm run bench -- --grep "first paint"`: no task over 100 ms, goal
 * 50), not met yet: on this two-core machine the longest task is 109–273 ms (the zh page the highest, home's hydration
 * and the page's own first layout the usual culprits). The guard sits above that, at 400 ms, to catch a regression
 * rather than fail on today's state; it prints what it measured. Tagged @large: it runs alone, after the main suite,
 * so other tests' CPU is not counted as the page's.
 */
const PAGES = [
  '/', '/category/developer', '/tools/json-formatter', '/tools/word-counter', '/tools/loan-calculator',
  '/tools/image-compressor', '/tools/text-diff', '/zh/tools/json-formatter',
];
const GUARD_MS = 400;

for (const path of PAGES) {
  test(`@large ${path}: no main-thread task over ${GUARD_MS} ms from navigation until live, at 4× CPU`, async ({ page }) => {
    await recordLoadTimeline(page);
    await throttleCpu(page, 4);
    const timeline = await loadTimeline(page, path);
    const live = timeline.live!;
    const longest = longestTaskIn(timeline, 0, live);
    const summary = `${path}: first paint ${Math.round(timeline.firstPaint)} ms, live ${Math.round(live)} ms (first paint → live ${Math.round(live - timeline.firstPaint)} ms), longest task ${Math.round(longest)} ms`;
    console.log(summary);
    test.info().annotations.push({ type: 'load', description: summary });
    expect(longest, `tasks: ${JSON.stringify(timeline.tasks.map(([s, d]) => [Math.round(s), Math.round(d)]))}`).toBeLessThan(GUARD_MS);
  });
}
