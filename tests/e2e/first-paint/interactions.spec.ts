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
 * interaction`). The bound here (E2E_MAX_INTERACTION_MS, 250 ms) is loose against the worst measured by this spec
 * after the fixes (about 110 ms: home's command palette, json-formatter's keystroke in the editor), so that only a
 * page that really slows fails; a page over it gets one more run, and fails if that is over too (a noisy moment on a
 * shared machine is one run). Load example renders after its tap's frame, so its example must reach the screen
 * within twice the bound too.
 * Tagged @large: it runs alone after the main suite (the load-tasks project), so other tests' CPU is not the page's.
 */
const GUARD_MS = Number(process.env.E2E_MAX_INTERACTION_MS ?? 250);
const PAGES = ['/', ...readToolIds().map((id) => `/tools/${id}`)];

test.use({ viewport: PHONE_VIEWPORT });

for (const path of PAGES) {
  test(`@large ${path}: every scripted tap and keystroke answers within ${GUARD_MS} ms at 4× CPU`, async ({ page }) => {
    await presentFrames(page);
    const run = async () => {
      await page.goto(path);
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 500))));
      const script = path === '/' ? null : await readToolScript(page);
      await watchInteractions(page);
      await setCpuRate(page, 4);
      const list = script ? await runToolScript(page, script) : await runHomeScript(page, { live: true });
      await setCpuRate(page, 1);
      return list;
    };
    let list = await run();
    if (slowest(list).duration > GUARD_MS) list = await run();
    const worst = slowest(list);
    const shown = list.find((i) => i.shown !== undefined)?.shown;
    console.log(`${path}: slowest ${describeInteraction(worst)}${shown === undefined ? '' : `; example on screen from ${shown} ms`}`);
    test.info().annotations.push({ type: 'interaction', description: list.map(describeInteraction).join('; ') });
    expect(list.length, 'the script found something to press').toBeGreaterThan(0);
    expect(worst.duration, list.map(describeInteraction).join('\n')).toBeLessThanOrEqual(GUARD_MS);
    expect(shown ?? 0, 'Load example: from the tap to the example on screen').toBeLessThanOrEqual(2 * GUARD_MS);
  });
}
