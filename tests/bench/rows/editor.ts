import type { Page } from '@playwright/test';
import { presentFrames, setCpuRate, slowestSince, watchInteractions } from '../../shared/interactions';
import { MiB, type BenchRow, type BenchWindow, type Measured } from '../harness';
import { ensureLibWorker, timeLib, type Lib } from './worker-tools';
import { iifeBundle } from '../iifeBundle';

/**
 * The code editor and the JSON tree with 10 MiB of JSON (640,000 lines), each against a baseline in the same page:
 * - a real Ctrl+V into json-formatter's editor: the paste's interaction latency (Event Timing, what INP reads)
 *   against a bare textarea's own paste, and against the floor (a paste handler that only reads the text);
 * - one keystroke at the end of the 10 MiB document, at 1× and 4× CPU, against the same keystroke in a bare
 *   textarea holding 100 KB;
 * - the first screen of a 10 MiB Format result after the job ends, against the same result put in a bare textarea,
 *   with the longest task while scrolling that result end to end;
 * - the tree: its index built in the worker and its first rows painted, against the same index built in a bare worker.
 */

const SIZE = 10 * MiB;

/** Formatted JSON records of about `size` characters, built in the page (megabytes never cross the protocol). */
function makeJson(size: number): string {
  const parts: string[] = [];
  let length = 4;
  for (let i = 0; length < size; i++) {
    const record = `  {\n    "id": ${i},\n    "name": "user ${i}",\n    "email": "user${i}@example.com",\n    "active": ${i % 2 === 0},\n` +
      `    "score": ${(i * 7) % 1000}.5,\n    "tags": ["alpha", "beta"],\n    "address": { "city": "City ${i % 97}", "zip": "${10000 + (i % 89999)}" }\n  }`;
    parts.push(record);
    length += record.length + 2;
  }
  return `[\n${parts.join(',\n')}\n]`;
}

/** The slowest interaction since `since` (page clock), as its start and end: what INP would read of it. */
async function slowestInteraction(page: Page, since: number): Promise<Measured> {
  const worst = await slowestSince(page, since);
  return { start: worst.startTime, end: worst.startTime + worst.duration };
}

/** A bare textarea added to the page (the baselines' own field), focused, with `text` in it and the caret at its end. */
async function bareTextarea(page: Page, text: string, handler: 'none' | 'getData'): Promise<void> {
  await page.evaluate(({ text: value, handler: kind }) => {
    document.getElementById('bench-bare')?.remove();
    const area = document.createElement('textarea');
    area.id = 'bench-bare';
    area.style.cssText = 'position:fixed;left:8px;top:8px;width:400px;height:200px;z-index:9999';
    area.value = value;
    if (kind === 'getData') {
      area.addEventListener('paste', (e) => {
        e.preventDefault();
        (window as unknown as { __benchRead: number }).__benchRead = e.clipboardData!.getData('text/plain').length;
      });
    }
    document.body.append(area);
    area.focus();
    area.setSelectionRange(value.length, value.length);
  }, { text, handler });
}

/** The same records minified: one line of about 10 MiB (a minified API dump). */
function makeOneLine(size: number): string {
  const parts: string[] = [];
  let length = 2;
  for (let i = 0; length < size; i++) {
    const record = `{"id":${i},"name":"user ${i}","email":"user${i}@example.com","active":${i % 2 === 0},"score":${(i * 7) % 1000}.5,` +
      `"tags":["alpha","beta"],"address":{"city":"City ${i % 97}","zip":"${10000 + (i % 89999)}"}}`;
    parts.push(record);
    length += record.length + 1;
  }
  return `[${parts.join(',')}]`;
}

/** The json-formatter page with its editors taken over and the 10 MiB text on the clipboard. */
async function openFormatter(page: Page, oneLine = false): Promise<number> {
  await page.goto('/tools/json-formatter');
  await page.waitForFunction(() => document.querySelectorAll('.cm-editor').length >= 2);
  await watchInteractions(page);
  await presentFrames(page);
  const json = await page.evaluateHandle(oneLine ? makeOneLine : makeJson, SIZE);
  return page.evaluate(async (text) => {
    await navigator.clipboard.writeText(text);
    const w = window as unknown as BenchWindow;
    w.__benchInput = await navigator.clipboard.readText();
    await w.__bench.settle(300);
    return text.length;
  }, json);
}

function inputEditor(page: Page) {
  return page.getByRole('textbox', { name: 'JSON input' });
}

/** Resolves (page clock) when the input editor holds `chars` characters and is editable again. */
function whenWhole(page: Page, chars: number): Promise<number> {
  return page.evaluate((n) => {
    const b = (window as unknown as BenchWindow).__bench;
    const field = document.querySelector('.cm-content[aria-labelledby]')!;
    return b.when(() => b.editorOf(field)!.view.state.doc.length === n && b.fieldReady(field));
  }, chars);
}

let chars = 0;
let wholeMs = NaN;

const pasteRow: BenchRow = {
  name: 'editor · Ctrl+V 10 MiB JSON into json-formatter',
  group: 'editor',
  sizeBytes: SIZE,
  rawLabel: 'the same Ctrl+V into a bare textarea (Event Timing)',
  leadInLabel: 'key press → text whole in the editor',
  async prepare(page) {
    chars = await openFormatter(page);
    pasteRow.sizeBytes = chars;
  },
  async runUi(page) {
    await inputEditor(page).focus();
    const since = await page.evaluate(() => performance.now());
    await page.keyboard.press('Control+V');
    const whole = await whenWhole(page, chars);
    wholeMs = whole - since;
    return slowestInteraction(page, since);
  },
  async runRaw(page) {
    await bareTextarea(page, '', 'none');
    const since = await page.evaluate(() => performance.now());
    await page.keyboard.press('Control+V');
    await page.evaluate(() => (window as unknown as BenchWindow).__bench.settle(100));
    const m = await slowestInteraction(page, since);
    return m.end - m.start;
  },
  baselines: [
    {
      name: 'floor: a paste handler that only reads the text (getData)',
      async run(page) {
        await bareTextarea(page, '', 'getData');
        const since = await page.evaluate(() => performance.now());
        await page.keyboard.press('Control+V');
        const m = await slowestInteraction(page, since);
        return m.end - m.start;
      },
    },
    { name: 'editor: key press → the whole text in, editable', run: async () => wholeMs },
  ],
  async cleanup(page) {
    await page.evaluate(() => {
      document.getElementById('bench-bare')?.remove();
      delete (window as unknown as BenchWindow).__benchInput;
    });
  },
};

/** Five keystrokes, 300 ms apart, in the focused field; the slowest one's Event Timing. */
async function typeFive(page: Page, rate: number): Promise<Measured> {
  await setCpuRate(page, rate);
  const since = await page.evaluate(() => performance.now());
  for (let i = 0; i < 5; i++) {
    await page.keyboard.press('x');
    await page.waitForTimeout(300);
  }
  const m = await slowestInteraction(page, since);
  await setCpuRate(page, 1);
  return m;
}

function typingRow(rate: number, oneLine = false): BenchRow {
  return {
    name: oneLine ? `editor · one keystroke at the end of a 10 MiB one-line JSON, ${rate}× CPU` : `editor · one keystroke at the end of 10 MiB JSON, ${rate}× CPU`,
    group: 'editor',
    sizeBytes: SIZE,
    rawLabel: `the same keystrokes in a bare textarea holding 100 KB (${rate}× CPU)`,
    async prepare(page) {
      chars = await openFormatter(page, oneLine);
      await inputEditor(page).focus();
      await page.keyboard.press('Control+V');
      await whenWhole(page, chars);
      await inputEditor(page).press('Control+End');
      await page.evaluate(() => (window as unknown as BenchWindow).__bench.settle(1000));
    },
    async runUi(page) {
      await inputEditor(page).focus();
      return typeFive(page, rate);
    },
    async runRaw(page) {
      // 100 lines of 1,000 characters: 100 KB.
      await bareTextarea(page, `${'The quick brown fox jumps over the lazy dog. '.repeat(22)}\n`.repeat(100), 'none');
      const m = await typeFive(page, rate);
      return m.end - m.start;
    },
    baselines: [
      {
        name: `a bare CodeMirror 6 (line numbers, fold gutter, history; no language) holding the same text (${rate}× CPU)`,
        async run(page) {
          await page.evaluate(() => document.getElementById('bench-bare')?.remove());
          await withBareCodeMirror(page);
          await page.evaluate(() => {
            const w = window as unknown as BenchWindow & { BareCodeMirror: { mount(text: string): void } };
            w.BareCodeMirror.mount(w.__benchInput as string);
          });
          await page.evaluate(() => (window as unknown as BenchWindow).__bench.settle(1000));
          const m = await typeFive(page, rate);
          return m.end - m.start;
        },
      },
    ],
    async cleanup(page) {
      await page.evaluate(() => {
        document.getElementById('bench-bare')?.remove();
        (window as unknown as { BareCodeMirror?: { unmount(): void } }).BareCodeMirror?.unmount();
      });
    },
  };
}

/** tests/bench/bareCodeMirror.ts in the page, as window.BareCodeMirror (the run's context bypasses the CSP). */
async function withBareCodeMirror(page: Page): Promise<void> {
  if (await page.evaluate(() => 'BareCodeMirror' in window)) return;
  await page.addScriptTag({ content: await iifeBundle(new URL('../bareCodeMirror.ts', import.meta.url), 'BareCodeMirror') });
}

/** workers/editor/jsonTree.ts for the bare worker: `JsonTree.buildJsonTree`. */
function treeBundle(): Promise<string> {
  return iifeBundle(new URL('../../../workers/editor/jsonTree.ts', import.meta.url), 'JsonTree');
}

const TREE_LIB: Lib = {
  key: 'json-tree',
  file: 'json-tree',
  code: treeBundle,
  source: 'async function run(input) { const r = JsonTree.buildJsonTree(input); return r.ok ? r.tree.count : -1; }',
  warm: '[1]',
};

let scrollTaskMs = NaN;

/** Formats the 10 MiB input; resolves with when the job ended and when the result's first screen was drawn. */
async function formatAndWait(page: Page): Promise<Measured> {
  return page.evaluate(async () => {
    const b = (window as unknown as BenchWindow).__bench;
    const jobs = () => performance.getEntriesByType('measure').filter((e) => e.name === 'toolbox:data');
    const before = jobs().length;
    b.button('Format')!.click();
    const drawn = await b.when(() => {
      const out = b.byTestId('tool-output');
      const editor = b.editorOf(out);
      return !!editor && editor.view.state.doc.length > 1_000_000 && out!.querySelectorAll('.cm-line').length > 10;
    });
    const job = jobs()[before];
    const jobEnd = job ? job.startTime + job.duration : NaN;
    return { start: jobEnd, end: drawn };
  });
}

const resultRow: BenchRow = {
  name: 'editor · first screen of a 10 MiB Format result',
  group: 'editor',
  sizeBytes: SIZE,
  rawLabel: 'the same result put in a bare textarea (value + layout)',
  leadInLabel: 'job end → first screen',
  async prepare(page) {
    chars = await openFormatter(page);
    await inputEditor(page).focus();
    await page.keyboard.press('Control+V');
    await whenWhole(page, chars);
    // The worker and its formatter warm: the first job's start-up is not the editor's.
    await page.evaluate(() => (window as unknown as BenchWindow).__bench.settle(300));
  },
  async runUi(page) {
    const m = await formatAndWait(page);
    // Scrolled end to end in 40 steps, a frame each; the longest task meanwhile is the scroll's.
    scrollTaskMs = await page.evaluate(async () => {
      const scroller = document.querySelector('[data-testid="tool-output"] .cm-scroller') as HTMLElement;
      const tasks = (window as unknown as { __benchLongTasks: { startTime: number; duration: number }[] }).__benchLongTasks;
      const from = performance.now();
      for (let i = 1; i <= 40; i++) {
        scroller.scrollTop = (scroller.scrollHeight * i) / 40;
        await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      }
      await new Promise((r) => setTimeout(r, 200));
      return Math.max(0, ...tasks.filter((t) => t.startTime >= from).map((t) => t.duration));
    });
    return m;
  },
  async runRaw(page) {
    return page.evaluate(() => {
      const b = (window as unknown as BenchWindow).__bench;
      const text = b.fieldText(b.byTestId('tool-output'));
      const area = document.createElement('textarea');
      area.style.cssText = 'position:fixed;left:0;top:0;width:600px;height:300px';
      document.body.append(area);
      const start = performance.now();
      area.value = text;
      void area.scrollHeight;
      const ms = performance.now() - start;
      area.remove();
      return ms;
    });
  },
  baselines: [
    { name: 'longest main-thread task while scrolling the result end to end', run: async () => scrollTaskMs },
  ],
};

const treeRow: BenchRow = {
  name: 'tree · 10 MiB JSON: index in the worker and first rows',
  group: 'editor',
  sizeBytes: SIZE,
  rawLabel: 'the same index (buildJsonTree) in a bare worker',
  async prepare(page) {
    await resultRow.prepare!(page);
    await formatAndWait(page);
    await ensureLibWorker(page, TREE_LIB);
    await page.evaluate(() => {
      const w = window as unknown as BenchWindow;
      w.__benchInput = w.__bench.fieldText(w.__bench.byTestId('tool-output'));
    });
  },
  async runUi(page) {
    const m = await page.evaluate(async () => {
      const b = (window as unknown as BenchWindow).__bench;
      const tab = [...document.querySelectorAll('[role="tab"]')].find((t) => t.textContent?.includes('Tree')) as HTMLElement;
      const start = performance.now();
      tab.click();
      const end = await b.when(() => document.querySelectorAll('[role="treeitem"]').length > 3);
      return { start, end };
    });
    return m;
  },
  async runRaw(page) {
    return (await timeLib(page, TREE_LIB)).ms;
  },
  async cleanup(page) {
    await page.evaluate(() => delete (window as unknown as BenchWindow).__benchInput);
  },
};

export const editorRows: BenchRow[] = [pasteRow, typingRow(1), typingRow(4), typingRow(1, true), typingRow(4, true), resultRow, treeRow];
