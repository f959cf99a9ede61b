import type { CDPSession, Locator, Page } from '@playwright/test';

/**
 * A visitor's taps and keystrokes on a live page, timed as INP reads them (Event Timing: from the input to the next
 * frame presented), on a cheap phone (4× slower CPU, a phone-sized window). Shared by the e2e guard
 * (tests/e2e/interaction/) and the benchmark's "interaction" group (tests/bench/rows/interaction.ts), which runs the
 * same steps on the page's script-free copy as the floor.
 */
export interface Interaction {
  /** The script's step: "Load example", "type", the action's name, "Clear", … */
  step: string;
  /** The event that took longest in the interaction (pointerdown, click, keydown, …). */
  event: string;
  /** Page clock; the step's start when it left no entry. */
  startTime: number;
  duration: number;
  inputDelay: number;
  processing: number;
  presentation: number;
  /**
   * Load example only: from the tap to the start of the first frame whose first field holds the example (rAF time),
   * so a tap that answers fast by drawing its work a frame later shows what that costs. Unset when it never came.
   */
  shown?: number;
}

export const PHONE_VIEWPORT = { width: 390, height: 844 };

/** Actions that only hand the result on, and the script's own steps: never "the first action". */
const NOT_AN_ACTION = new Set(['Load example', 'Clear', 'Copy', 'Download', 'Download PNG', 'Download SVG', 'Share', 'Send to…']);

const FIELD = [
  'textarea:not([readonly]):not([disabled])',
  '.cm-content[contenteditable="true"]',
  ...['text', 'number', 'search', 'email', 'url', 'password', 'tel'].map((type) => `input[type="${type}"]:not([readonly]):not([disabled])`),
  'input:not([type]):not([readonly]):not([disabled])',
].join(', ');

const sessions = new WeakMap<Page, Promise<CDPSession>>();
function cdpOf(page: Page): Promise<CDPSession> {
  let session = sessions.get(page);
  if (!session) {
    session = page.context().newCDPSession(page);
    sessions.set(page, session);
  }
  return session;
}

/**
 * Makes headless Chromium present frames as a display would (a screencast consumes them). Without a consumer it
 * skips presenting in some states, and an Event Timing entry, which ends at the next presented frame, then comes
 * seconds late or never: a slow keystroke would read as none.
 */
export async function presentFrames(page: Page): Promise<void> {
  const cdp = await cdpOf(page);
  const flagged = cdp as unknown as { __casting?: boolean };
  if (flagged.__casting) return; // it outlives navigations
  flagged.__casting = true;
  cdp.on('Page.screencastFrame', ({ sessionId }) => void cdp.send('Page.screencastFrameAck', { sessionId }).catch(() => {}));
  await cdp.send('Page.startScreencast', { format: 'jpeg', quality: 10, maxWidth: 320, maxHeight: 240 });
}

export async function setCpuRate(page: Page, rate: number): Promise<void> {
  await (await cdpOf(page)).send('Emulation.setCPUThrottlingRate', { rate });
}

type TimedWindow = Window & { __interactions?: PerformanceEventTiming[] };

/** Starts collecting Event Timing entries of interactions (those over 16 ms: the API's floor) on this document. */
export async function watchInteractions(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as TimedWindow;
    if (w.__interactions) return;
    const list: PerformanceEventTiming[] = [];
    w.__interactions = list;
    new PerformanceObserver((entries) => {
      for (const e of entries.getEntries() as PerformanceEventTiming[]) if (e.interactionId > 0) list.push(e);
    }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  });
}

/** Runs `act` as the step `step` and returns its slowest interaction. */
export async function timed(page: Page, step: string, act: () => Promise<unknown>): Promise<Interaction> {
  const since = await page.evaluate(() => performance.now());
  await act();
  return slowestSince(page, since, step);
}

/**
 * The slowest interaction since `since` (page clock; watchInteractions first). With frames presented (presentFrames),
 * an interaction that left no entry took at most the API's 16 ms floor, and is reported as 16 ms.
 */
export function slowestSince(page: Page, since: number, step = ''): Promise<Interaction> {
  return page.evaluate(async ({ from, name }) => {
    // The entries arrive after the frame they end in, and the step's own work may run on for a while.
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 400))));
    const entries = ((window as TimedWindow).__interactions ?? []).filter((e) => e.startTime >= from);
    if (!entries.length) return { step: name, event: '', startTime: from, duration: 16, inputDelay: 0, processing: 0, presentation: 0 };
    const worst = entries.reduce((a, b) => (b.duration > a.duration ? b : a));
    // Its parts as INP's attribution splits them: the events of the interaction that the same frame presented (their
    // ends agree within the API's 8 ms rounding of durations).
    const end = worst.startTime + worst.duration;
    const same = entries.filter((e) => e.interactionId === worst.interactionId && Math.abs(e.startTime + e.duration - end) <= 8);
    const start = Math.min(...same.map((e) => e.startTime));
    const processingStart = Math.min(...same.map((e) => e.processingStart));
    const processingEnd = Math.max(...same.map((e) => e.processingEnd));
    return {
      step: name,
      event: same.map((e) => e.name).join('+'),
      startTime: start,
      duration: worst.duration,
      inputDelay: processingStart - start,
      processing: processingEnd - processingStart,
      presentation: Math.max(0, end - processingEnd),
    };
  }, { from: since, name: step });
}

/** The slowest of the interactions (the one INP would report for the page). */
export function slowest(list: Interaction[]): Interaction {
  return list.reduce((a, b) => (b.duration > a.duration ? b : a));
}

export function describeInteraction(i: Interaction): string {
  const ms = (n: number) => Math.round(n);
  return `${i.step}${i.event ? ` (${i.event})` : ''} ${ms(i.duration)} ms = delay ${ms(i.inputDelay)} + processing ${ms(i.processing)} + presentation ${ms(i.presentation)}`;
}

/** Typing steps: the tool script's "type" and the home page's "type into search". */
const TYPING = /^type\b/;

/** The middle item by `key` (the lower of the two middles for an even count): a real run's, so its parts add up. */
function middle<T>(items: T[], key: (item: T) => number): T {
  return [...items].sort((a, b) => key(a) - key(b))[Math.floor((items.length - 1) / 2)]!;
}

/**
 * A page's figures over several runs of its script, each the middle run's: the slowest interaction (as INP reports
 * it, with its parts), the slowest keystroke, and the longest input delay of any interaction (not only the slowest
 * one's) with the step it was in. These are the three figures the interaction targets are set on.
 */
export function summariseRuns(runs: Interaction[][]): string {
  const parts = [`slowest ${describeInteraction(middle(runs.map(slowest), (i) => i.duration))}`];
  const typing = runs.map((list) => list.filter((i) => TYPING.test(i.step))).filter((list) => list.length > 0);
  if (typing.length) parts.push(`typing ${Math.round(middle(typing.map(slowest), (i) => i.duration).duration)} ms`);
  const delay = middle(runs.map((list) => list.reduce((a, b) => (b.inputDelay > a.inputDelay ? b : a))), (i) => i.inputDelay);
  parts.push(`input delay ${Math.round(delay.inputDelay)} ms (${delay.step})`);
  return `${parts.join('; ')}${runs.length > 1 ? ` (medians of ${runs.length} runs)` : ''}`;
}

/** What the script presses on a tool page: found on the live page, pressed again by name on its script-free copy. */
export interface ToolScript {
  example: boolean;
  field: boolean;
  action: string | null;
  clear: boolean;
}

function actions(page: Page): Locator {
  return page.getByRole('group', { name: 'Tool actions' }).first();
}

function button(page: Page, name: string): Locator {
  return actions(page).getByRole('button', { name, exact: true }).first();
}

/** The tool card's first editable text field. */
function firstField(page: Page): Locator {
  return actions(page).locator('xpath=..').locator(FIELD).first();
}

/** Which steps this tool page has (read on the live page, before any step). */
export async function readToolScript(page: Page): Promise<ToolScript> {
  const names = await actions(page).getByRole('button').evaluateAll((buttons) =>
    buttons.map((b) => ({ name: (b.getAttribute('aria-label') ?? b.textContent ?? '').trim(), disabled: (b as HTMLButtonElement).disabled })));
  const has = (name: string) => names.some((b) => b.name === name);
  return {
    example: has('Load example'),
    field: (await firstField(page).count()) > 0,
    // Enabled after the example is loaded (an action waiting for a result is not pressed).
    action: names.find((b) => !NOT_AN_ACTION.has(b.name))?.name ?? null,
    clear: has('Clear'),
  };
}

/**
 * A tap at the button's centre, sent as raw input: Playwright's own click runs its checks in the page between the
 * press and the release, which a visitor's tap does not (at 4× CPU they read as 40-70 ms of input delay).
 */
async function click(locator: Locator): Promise<void> {
  if (!(await locator.count()) || !(await locator.isVisible()) || !(await locator.isEnabled())) return;
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  if (!box) return;
  await locator.page().mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

type ShownWindow = Window & { __shown?: number };

/** From the next pointerdown to the first animation frame that finds the first field's value changed (3 s at most). */
async function watchFirstFieldChange(page: Page): Promise<void> {
  await page.evaluate((selector) => {
    const w = window as ShownWindow;
    const read = () => {
      // The script's first field: the first in the card that holds the tool's actions (as firstField finds it).
      const el = document.querySelector('[role="group"][aria-label="Tool actions"]')?.parentElement?.querySelector(selector);
      if (el instanceof HTMLTextAreaElement || el instanceof HTMLInputElement) return el.value;
      return el?.textContent ?? '';
    };
    const before = read();
    delete w.__shown;
    let tap: number | undefined;
    document.addEventListener('pointerdown', (e) => { tap ??= e.timeStamp; }, { capture: true, once: true });
    const until = performance.now() + 3_000;
    const frame = (now: number) => {
      if (tap !== undefined && read() !== before) {
        w.__shown = Math.round(now - tap);
        return;
      }
      if (now < until) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  }, FIELD);
}

/**
 * The tool page script: Load example, three characters typed at the end of the first field, the first action,
 * Clear; each step's slowest interaction. The same presses on a script-free copy time the browser's own floor.
 */
export async function runToolScript(page: Page, script: ToolScript): Promise<Interaction[]> {
  const out: Interaction[] = [];
  if (script.example) {
    await watchFirstFieldChange(page);
    const step = await timed(page, 'Load example', () => click(button(page, 'Load example')));
    const shown = await page.evaluate(() => (window as ShownWindow).__shown);
    out.push(shown === undefined ? step : { ...step, shown });
  }
  if (script.field) {
    const field = firstField(page);
    // Focused without a tap (the tap would be an interaction of its own), the caret at the end and in view, as where a
    // visitor taps to type: a caret left off screen made the first key scroll the page (CodeMirror's scroll handling
    // and a repaint, 15-25 ms at 4x), which a tap never asks for.
    await field.evaluate((el) => {
      const editor = (el.closest('.cm-editor') as (HTMLElement & { toolboxEditor?: { view: { state: { doc: { length: number } }; dispatch(s: unknown): void; focus(): void } } }) | null)?.toolboxEditor;
      if (editor) {
        editor.view.dispatch({ selection: { anchor: editor.view.state.doc.length }, scrollIntoView: true });
        editor.view.focus();
        return;
      }
      (el as HTMLElement).focus();
      if (el instanceof HTMLTextAreaElement || (el instanceof HTMLInputElement && el.type !== 'number' && el.type !== 'email')) {
        el.setSelectionRange(el.value.length, el.value.length);
      } else if ((el as HTMLElement).isContentEditable) {
        const range = document.createRange();
        range.selectNodeContents(el);
        range.collapse(false);
        getSelection()?.removeAllRanges();
        getSelection()?.addRange(range);
      }
    });
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    out.push(await timed(page, 'type', async () => {
      for (const key of ['1', '2', '3']) {
        await page.keyboard.press(key);
        await page.waitForTimeout(150);
      }
    }));
  }
  if (script.action) out.push(await timed(page, script.action, () => click(button(page, script.action!))));
  if (script.clear) out.push(await timed(page, 'Clear', () => click(button(page, 'Clear'))));
  return out;
}

/** How long a key stays down in a typed shortcut (a quick hand: 50-100 ms). */
const KEY_HELD_MS = 80;

/**
 * The home page script: three characters typed into the search, a favourite star, the command palette (Ctrl+K, then
 * Escape), a language switch (the next language, chosen from the select with the keyboard). On the script-free copy
 * (`live: false`) the same presses, minus the language, whose native change would only reload the page.
 */
export async function runHomeScript(page: Page, { live }: { live: boolean }): Promise<Interaction[]> {
  const out: Interaction[] = [];
  const search = page.getByRole('searchbox', { name: 'Search tools' }).first();
  if ((await search.count()) && (await search.isVisible())) {
    await search.evaluate((el) => (el as HTMLInputElement).focus());
    out.push(await timed(page, 'type into search', async () => {
      for (const key of ['j', 's', 'o']) {
        await page.keyboard.press(key);
        await page.waitForTimeout(150);
      }
    }));
    await search.evaluate((el) => (el as HTMLInputElement).blur());
  }
  const star = page.getByRole('button', { name: /to favorites$/ }).first();
  out.push(await timed(page, 'favourite star', () => click(star)));
  // Each key held as a hand holds it: pressed at once, a keyup landed before or behind the opening's work by chance,
  // and the figure with it.
  out.push(await timed(page, 'command palette', async () => {
    await page.keyboard.down('Control');
    await page.keyboard.down('k');
    await page.waitForTimeout(KEY_HELD_MS);
    await page.keyboard.up('k');
    await page.keyboard.up('Control');
    await page.waitForTimeout(300);
    await page.keyboard.down('Escape');
    await page.waitForTimeout(KEY_HELD_MS);
    await page.keyboard.up('Escape');
  }));
  const language = page.getByRole('combobox', { name: 'Language' }).first();
  if (live && (await language.count()) && (await language.isVisible())) {
    await language.evaluate((el) => (el as HTMLElement).focus());
    out.push(await timed(page, 'switch language', () => page.keyboard.press('ArrowDown')));
  }
  return out;
}
