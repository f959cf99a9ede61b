import type { Page } from '@playwright/test';
import type { BenchRow, BenchWindow } from '../harness';
import { routeScriptFree } from '../../shared/loadTimeline';
import { readToolIds } from '../../e2e/shell/helpers';
import {
  PHONE_VIEWPORT, presentFrames, readToolScript, runHomeScript, runToolScript, setCpuRate, slowest, summariseRuns, watchInteractions,
  type Interaction, type ToolScript,
} from '../../shared/interactions';

/**
 * Every tap on a cheap phone (CPU slowed 4×, a 390×844 window), per page, as INP reads it (Event Timing): a tool page
 * runs Load example, three characters typed into its first field, its first action, Clear; home runs typing into
 * search, a favourite star, the command palette, a language switch. The UI figure is the slowest interaction of the
 * script; the note gives, as medians over the runs, its three parts (input delay, processing, presentation), the
 * slowest keystroke and the longest input delay of any step. The raw baseline is the same
 * presses on the page's script-free copy in the same run: the browser's own style, layout and paint. Load example's
 * note also says when the example reached the screen (the first frame that found it in the first field): a tap that
 * answers at once and draws its work a frame later is fast only if that frame is not far off.
 */
const DESKTOP = { width: 1440, height: 900 };

function row(path: string, kind: 'home' | 'tool'): BenchRow {
  let script: ToolScript | null = null;
  // This row's runs so far: the note gives their medians.
  const runs: Interaction[][] = [];
  const shownAfter: number[] = [];
  const r: BenchRow = {
    name: `interaction · 4× CPU: ${path}`,
    group: 'interaction',
    sizeBytes: 0,
    rawLabel: 'the same presses on the script-free copy',
    async prepare(page) {
      await page.setViewportSize(PHONE_VIEWPORT);
      await routeScriptFree(page);
      await presentFrames(page);
      await page.goto(path);
      await page.waitForSelector('html[data-app-ready]');
      await page.evaluate(() => (window as unknown as BenchWindow).__bench.settle(1000));
      if (kind === 'tool') script = await readToolScript(page);
      await watchInteractions(page);
    },
    async runUi(page) {
      await setCpuRate(page, 4);
      const list = kind === 'home' ? await runHomeScript(page, { live: true }) : await runToolScript(page, script!);
      await setCpuRate(page, 1);
      const worst = slowest(list);
      runs.push(list);
      const shown = list.find((i) => i.shown !== undefined)?.shown;
      if (shown !== undefined) shownAfter.push(shown);
      const shownNote = shownAfter.length ? `; the example in the first field from ${Math.max(...shownAfter)} ms after the tap at the latest` : '';
      r.note = `${path}: ${summariseRuns(runs)}${shownNote}`;
      return { start: worst.startTime, end: worst.startTime + worst.duration };
    },
    async runRaw(page) {
      await page.goto(`/__script-free${path === '/' ? '/index.html' : path}`);
      await watchInteractions(page);
      await setCpuRate(page, 4);
      const list = kind === 'home' ? await runHomeScript(page, { live: false }) : await runToolScript(page, script!);
      await setCpuRate(page, 1);
      return slowest(list).duration;
    },
    async cleanup(page: Page) {
      await page.setViewportSize(DESKTOP);
    },
  };
  return r;
}

export const interactionRows: BenchRow[] = [
  row('/', 'home'),
  ...readToolIds().map((id) => row(`/tools/${id}`, 'tool')),
];
