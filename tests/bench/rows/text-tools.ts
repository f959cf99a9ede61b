import type { Page } from '@playwright/test';
import { type BenchRow, type BenchWindow, type Measured } from '../harness';
import { SAMPLE_BYTES, sampleText, type Sample } from '../../shared/textSamples';
import { ensureLibWorker, timeLib, type Lib } from './worker-tools';
import { iifeBundle } from '../iifeBundle';

/**
 * The text tools with 10 MiB, as the large-text issue measures them: the text arrives
 * by a real clipboard paste (Ctrl+V), then the tool's main action runs (live tools
 * start once the text has landed). UI time runs from the action (the button, or
 * the text landing for a live tool) to the result on screen; the paste before it is
 * reported as the row's lead-in, with its own longest task (the browser's clipboard
 * hand-over plus our switch to the summary). The raw baseline is
 * the very same operation (workers/text/ops.ts, bundled for the bench) in a bare
 * worker in the same page, input posted and result posted back.
 */

/** workers/text/ops.ts as one classic script defining `TextOps.runTextOp`. */
function opsBundle(): Promise<string> {
  return iifeBundle(new URL('../../../workers/text/ops.ts', import.meta.url), 'TextOps');
}

function opsLib(op: string, options: unknown): Lib {
  return {
    key: `text-${op}`,
    file: 'text-ops', // served from `code`, not from node_modules
    code: opsBundle,
    source: `async function run(input) { return TextOps.runTextOp(${JSON.stringify(op)}, input, ${JSON.stringify(options)}); }`,
    warm: 'a\nb\n',
  };
}

interface TextToolSpec {
  slug: string;
  field: string;
  /** null: a live tool, the paste starts the work. */
  button: string | null;
  sample: Sample;
  op: string;
  options: unknown;
  configure?(page: Page): Promise<void>;
  /** CSS selector (and text) that shows the result is on screen. */
  probe: { selector: string; text?: string };
}

async function pasteAndWait(page: Page, spec: TextToolSpec): Promise<Measured> {
  await page.getByLabel(spec.field, { exact: true }).focus();
  const start = await page.evaluate(() => performance.now());
  await page.keyboard.press('Control+V');
  // The paste is the lead-in; the action starts once the text has landed (a live tool starts on its own then).
  const actionStart = await page.evaluate((label) => {
    const bench = (window as unknown as BenchWindow).__bench;
    // Landed: the big-text summary, or the editor holding all of it (the editor has taken the field over).
    const landed = () => document.querySelector('[data-testid="large-input"]') ||
      [...document.querySelectorAll('.cm-editor')].some((e) => {
        const editor = bench.editorOf(e);
        return !!editor && editor.view.state.doc.length > 1_000_000 && bench.fieldReady(e);
      });
    return bench.when(landed).then((landed) => {
      if (!label) return landed;
      const t = performance.now();
      bench.button(label)!.click();
      return t;
    });
  }, spec.button);
  const end = await page.evaluate(
    ({ selector, text }) =>
      (window as unknown as BenchWindow).__bench.when(() => {
        const err = document.querySelector('[data-sonner-toast][data-type="error"]');
        if (err) throw new Error(`the tool reported an error: ${err.textContent}`);
        return [...document.querySelectorAll(selector)].some((el) => text === undefined || (el.textContent ?? '').includes(text));
      }),
    spec.probe,
  );
  return { start, end, actionStart };
}

/**
 * The app spawns its text worker on the first large job; the raw worker is warm before each run, so the app's is too:
 * one job on 3 MiB (over the big-text threshold, its output too) first, the same way (paste, action, result), then Clear.
 */
async function warmAppWorker(page: Page, spec: TextToolSpec): Promise<void> {
  const warm = await page.evaluateHandle(sampleText, { kind: spec.sample, size: 3 * 1024 * 1024 });
  await page.evaluate((s) => navigator.clipboard.writeText(s), warm);
  await pasteAndWait(page, spec);
  await page.getByRole('group', { name: 'Tool actions' }).getByRole('button', { name: 'Clear', exact: true }).click();
  await page.getByLabel(spec.field, { exact: true }).waitFor();
}

/**
 * Puts a generated sample of SAMPLE_BYTES on the clipboard, for the row's real Ctrl+V, and leaves in
 * window.__benchInput the very string a paste yields (the clipboard hands text over as UTF-16, twice the bytes of
 * the generated one-byte string to clone and to scan): the raw run gets the same input as the UI. Returns its length.
 */
export async function clipSample(page: Page, kind: Sample): Promise<number> {
  const text = await page.evaluateHandle(sampleText, { kind, size: SAMPLE_BYTES });
  return page.evaluate(async (s) => {
    const w = window as unknown as BenchWindow;
    await navigator.clipboard.writeText(s);
    w.__benchInput = await navigator.clipboard.readText();
    await w.__bench.settle(300);
    return s.length;
  }, text);
}

function textToolRow(spec: TextToolSpec): BenchRow {
  const lib = opsLib(spec.op, spec.options);
  const row: BenchRow = {
    name: `${spec.slug} · paste 10 MiB`,
    group: 'text tools',
    sizeBytes: SAMPLE_BYTES,
    rawLabel: `the same operation (${spec.op}) in a bare worker`,
    async prepare(page: Page) {
      await page.goto(`/tools/${spec.slug}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await spec.configure?.(page);
      await warmAppWorker(page, spec);
      await ensureLibWorker(page, lib);
      row.sizeBytes = await clipSample(page, spec.sample);
    },
    runUi: (page) => pasteAndWait(page, spec),
    async runRaw(page: Page) {
      return (await timeLib(page, lib)).ms;
    },
    async cleanup(page: Page) {
      await page.evaluate(() => {
        delete (window as unknown as BenchWindow).__benchInput;
      });
    },
  };
  return row;
}

/** A result too large for a textarea: its summary until the editor has taken over, then the editor. */
const LARGE_OUTPUT = { selector: '[data-testid="large-output"], [data-testid="tool-output"] .cm-editor' };

const SPECS: TextToolSpec[] = [
  { slug: 'case-converter', field: 'Input', button: 'UPPER CASE', sample: 'lines', op: 'case', options: { mode: 'upper' }, probe: LARGE_OUTPUT },
  { slug: 'word-counter', field: 'Input', button: null, sample: 'lines', op: 'wordStats', options: {}, probe: { selector: '[data-testid="stat-words"] dd', text: ',' } },
  { slug: 'text-sorter', field: 'Input', button: 'Sort lines', sample: 'lines', op: 'sortLines', options: { order: 'asc', natural: true, removeDuplicates: false, trimLines: false, removeEmpty: true, locale: 'en' }, probe: LARGE_OUTPUT },
  { slug: 'html-to-text', field: 'HTML', button: 'Convert', sample: 'html', op: 'htmlToText', options: {}, probe: LARGE_OUTPUT },
  {
    slug: 'text-replacer', field: 'Input', button: 'Replace all', sample: 'lines', op: 'replace', options: { find: 'quick', replacement: 'slow', caseSensitive: true },
    configure: async (page: Page) => {
      await page.getByLabel('Find', { exact: true }).fill('quick');
      await page.getByLabel('Replace with', { exact: true }).fill('slow');
      await page.getByLabel('Case sensitive').check();
    },
    probe: LARGE_OUTPUT,
  },
  { slug: 'duplicate-remover', field: 'Input', button: 'Remove duplicates', sample: 'lines', op: 'dedupeLines', options: { removeEmpty: true, caseSensitive: true, trim: true }, probe: { selector: '[role="status"]', text: 'Removed' } },
  { slug: 'whitespace-remover', field: 'Input', button: 'Clean whitespace', sample: 'lines', op: 'whitespace', options: { extraSpaces: true, tabs: true, trimLines: true, lineBreaks: false }, probe: LARGE_OUTPUT },
];

export const textToolRows: BenchRow[] = SPECS.map(textToolRow);

