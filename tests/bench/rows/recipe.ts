import type { Page } from '@playwright/test';
import { type BenchRow, type BenchWindow, type Measured } from '../harness';
import { SAMPLE_BYTES } from '../../shared/textSamples';
import { clipSample } from './text-tools';
import { ensureLibWorker, timeLib, type Lib } from './worker-tools';
import { iifeBundle } from '../iifeBundle';

/**
 * The recipe builder: 10 MiB through a five-step recipe (whitespace clean-up → remove duplicates →
 * sort → Base64 encode → SHA-256). The recipe comes from its link; the text arrives by a real Ctrl+V
 * (the row's lead-in), then Run; UI time runs from Run to the hash on screen. The raw baseline is the
 * same five functions called one after another in a bare worker (tests/bench/rawRecipe.ts, bundled
 * with rolldown), on the very string the paste yields. Both workers are warm: the app's has run the
 * recipe once on a small input (live), which loads every module a step needs, as the raw one has.
 */

const RECIPE = ['whitespace', 'dedupeLines', 'sortLines', 'base64Encode', 'sha256'];
const LINK = `/tools/recipe-builder#recipe=${encodeURIComponent(JSON.stringify(RECIPE.map((op) => [op])))}`;
const HEX64 = /^[0-9a-f]{64}$/;

function rawBundle(): Promise<string> {
  return iifeBundle(new URL('../rawRecipe.ts', import.meta.url), 'RawRecipe');
}

const RAW: Lib = {
  key: 'recipe-five-steps',
  file: 'recipe-five-steps', // served from `code`
  code: rawBundle,
  source: 'async function run(input) { return RawRecipe.fiveSteps(input, "en"); }',
  warm: 'b\na\n',
};

const output = (page: Page) => page.getByTestId('tool-output');

async function runUi(page: Page): Promise<Measured> {
  const before = await output(page).evaluate((el) => (window as unknown as BenchWindow).__bench.fieldText(el));
  const field = page.getByLabel('Input', { exact: true });
  await field.focus();
  await page.keyboard.press('Control+A');
  const start = await page.evaluate(() => performance.now());
  await page.keyboard.press('Control+V');
  // The paste is the lead-in; Run is pressed once the text has landed.
  const actionStart = await page.evaluate(() => {
    const bench = (window as unknown as BenchWindow).__bench;
    // Landed: the editor (the recipe's input is one) holds all of it and is editable again.
    const landed = () => [...document.querySelectorAll('.cm-editor')].some((e) => {
      const editor = bench.editorOf(e);
      return !!editor && editor.view.state.doc.length > 1_000_000 && bench.fieldReady(e);
    });
    return bench.when(landed).then(() => {
      const t = performance.now();
      bench.button('Run')!.click();
      return t;
    });
  });
  const end = await page.evaluate(
    ({ previous, hex }) =>
      (window as unknown as BenchWindow).__bench.when(() => {
        if (document.querySelector('[data-testid="tool-error"]')) throw new Error('the recipe failed');
        const b = (window as unknown as BenchWindow).__bench;
        const value = b.fieldText(b.byTestId('tool-output'));
        return value !== previous && new RegExp(hex).test(value);
      }),
    { previous: before, hex: HEX64.source },
  );
  return { start, end, actionStart };
}

const row: BenchRow = {
  name: 'recipe-builder · 10 MiB through 5 steps',
  group: 'recipe',
  sizeBytes: SAMPLE_BYTES,
  rawLabel: 'the same five functions, one after another, in a bare worker',
  async prepare(page: Page) {
    // A fresh document each run (the same URL with a fragment would only be an in-page navigation).
    await page.goto('about:blank');
    await page.goto(LINK);
    await page.getByTestId('recipe-step').nth(4).waitFor();
    // Warm the app's recipe worker: a small input runs live and loads every step's modules.
    await page.getByLabel('Input', { exact: true }).fill('b\na\n');
    await page.waitForFunction((hex) => {
      const b = (window as unknown as BenchWindow).__bench;
      return new RegExp(hex).test(b.fieldText(b.byTestId('tool-output')));
    }, HEX64.source);
    await ensureLibWorker(page, RAW);
    row.sizeBytes = await clipSample(page, 'lines');
  },
  runUi,
  async runRaw(page: Page) {
    const { ms, result } = await timeLib(page, RAW);
    const ui = await output(page).evaluate((el) => (window as unknown as BenchWindow).__bench.fieldText(el));
    if (result !== ui) throw new Error(`raw and UI disagree: ${String(result)} vs ${ui}`);
    return ms;
  },
  async cleanup(page: Page) {
    await page.evaluate(() => {
      delete (window as unknown as BenchWindow).__benchInput;
    });
  },
};

export const recipeRows: BenchRow[] = [row];
