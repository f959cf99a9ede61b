import { test, expect } from '../fixtures';
import { readToolIds } from '../shell/helpers';
import {
  PHONE_VIEWPORT, describeInteraction, presentFrames, readToolScript, runHomeScript, runToolScript, setCpuRate, slowest, watchInteractions,
} from '../../shared/interactions';

/**
 * Every tap answers on a cheap phone (issue 28): on home and on every tool page, once live, at 4× CPU in a 390×844
 * window, the script of the benchmark's interaction group (Load example, three keystrokes in the first field, the
 * first action, Clear; home: search, a star, the command palette, a language switch), each interaction timed as INP
 * reads it. The target (100 ms, goal 50) and the script-free floor are the benchmark's (`npm run bench -- --grep
 * interaction`). The bound here (E2E_MAX_INTERACTION_MS) is a tap that freezes the page, 1 s, until issue 28's pages
 * are fixed: measured by this spec, 20 of 54 pages are still over 250 ms (worst: home's command palette, 616 ms, and
 * jwt-decoder's keystroke, 488 ms); it comes down to 250 ms as they are.
 * Tagged @large: it runs alone after the main suite (the load-tasks project), so other tests' CPU is not the page's.
 */
const GUARD_MS = Number(process.env.E2E_MAX_INTERACTION_MS ?? 1_000);
const PAGES = ['/', ...readToolIds().map((id) => `/tools/${id}`)];

test.use({ viewport: PHONE_VIEWPORT });

for (const path of PAGES) {
  test(`@large ${path}: every scripted tap and keystroke answers within ${GUARD_MS} ms at 4× CPU`, async ({ page }) => {
    await presentFrames(page);
    await page.goto(path);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 500))));
    const script = path === '/' ? null : await readToolScript(page);
    await watchInteractions(page);
    await setCpuRate(page, 4);
    const list = script ? await runToolScript(page, script) : await runHomeScript(page, { live: true });
    await setCpuRate(page, 1);
    const worst = slowest(list);
    console.log(`${path}: slowest ${describeInteraction(worst)}`);
    test.info().annotations.push({ type: 'interaction', description: list.map(describeInteraction).join('; ') });
    expect(list.length, 'the script found something to press').toBeGreaterThan(0);
    expect(worst.duration, list.map(describeInteraction).join('\n')).toBeLessThanOrEqual(GUARD_MS);
  });
}
