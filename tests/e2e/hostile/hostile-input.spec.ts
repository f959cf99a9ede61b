import { mkdirSync, writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures';
import { readToolIds } from '../shell/helpers';
import { installHostileKit, type FieldState, type RunResult, type RunSpec } from './kit';
import { HEAVY_BUTTONS, PAYLOADS, TEN_MB } from './payloads';
import { EXCEPTIONS } from './exceptions';

/**
 * Issue 10, "Hostile input, every tool": one test per catalogued tool (read from
 * src/catalog/tools.ts, so a new tool is swept without touching this file). Each
 * hostile input of payloads.ts goes into every text field of the tool, then every
 * action button is pressed (kit.ts says which fields and buttons count); then, once
 * per tool, 10 MiB: a garbage file into each file input and a paste into the first
 * text field. The rules checked after each input are listed in exceptions.ts.
 * The page is reopened only after an input that broke a rule.
 */
const TOOL_IDS = readToolIds();
const MAX_ANSWER_MS = Number(process.env.E2E_MAX_ANSWER_MS ?? 100);
/** Buttons pressed per input (a tool with a long list of item buttons is not pressed through all of them). */
const MAX_BUTTONS = 12;
/** The inputs a tool's `slowOnLarge` exception covers (payloads.ts ids, and the 10 MiB run's label). */
const LARGE_INPUTS = new Set(['1 MB text', '10 MiB']);

async function open(page: Page, id: string): Promise<void> {
  await page.goto(`/tools/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Tool actions' })).toBeVisible();
}

/**
 * Fields whose value changed between `before` and `after` (a field that is gone is not counted: a mode switch may hide
 * it). The big-text summary counts the text as given and the editor its lines split as a textarea splits them (one
 * \n for a CRLF): when the editor took the field over in between, their counts are not compared.
 */
function changed(before: FieldState[], after: FieldState[]): string[] {
  return before.flatMap((b) => {
    const a = after.find((x) => x.key === b.key);
    if (!a || a.value === b.value) return [];
    if (b.kind === 'large' && a.kind === 'editor') return [];
    return [`${b.key}: ${b.value.length} → ${a.value.length} chars`];
  });
}

interface Tally {
  tool: string;
  inputs: number;
  fields: number;
  buttons: string[];
  fileInputs: number;
  tenMb: string | null;
  maxGap10Mb: number | null;
  worstAnswerMs: number;
  offOrigin: string[];
  findings: string[];
  notes: string[];
}

for (const id of TOOL_IDS) {
  test(`hostile input: ${id}`, async ({ page, errors }, testInfo) => {
    test.setTimeout(240_000);
    const rules = EXCEPTIONS[id] ?? {};
    const tally: Tally = {
      tool: id, inputs: 0, fields: 0, buttons: [], fileInputs: 0, tenMb: null, maxGap10Mb: null,
      worstAnswerMs: 0, offOrigin: [], findings: [], notes: [],
    };
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(`${d.type()}: ${d.message()}`);
      void d.dismiss().catch(() => undefined);
    });
    page.on('popup', (p) => dialogs.push(`popup: ${p.url()}`));
    page.on('request', (r) => {
      const url = r.url();
      if (/^https?:/.test(url) && !/^https?:\/\/(localhost|127\.0\.0\.1)[:/]/.test(url)) tally.offOrigin.push(url.slice(0, 100));
    });
    await page.addInitScript(installHostileKit);
    await open(page, id);
    const baseline = new Set((await page.evaluate(() => window.__hostile.outcome(0, ''))).poison.map((p) => p.token));
    // Errors of a plain load (no input yet) are the page's, not an input's: reported once, not after every input.
    const loadErrors = new Set(errors.splice(0));
    const onLoad = [...loadErrors].map((e) => `page load, before any input: ${e}`);

    /** Checks the rules of exceptions.ts on one input's result; returns the findings. */
    const check = async (label: string, r: RunResult) => {
      const found: string[] = [];
      if (!r.settled) {
        if (LARGE_INPUTS.has(label) && rules.slowOnLarge) tally.notes.push(`${label}: still working when the sweep stopped waiting (${rules.slowOnLarge})`);
        else found.push('still busy long after the actions');
      }
      for (const e of errors.splice(0)) if (!loadErrors.has(e)) found.push(e);
      for (const d of dialogs.splice(0)) found.push(`dialog/popup opened — ${d}`);
      if (r.pwned || (await page.evaluate(() => window.__pwned !== undefined))) found.push('a payload script ran (window.__pwned set)');
      tally.worstAnswerMs = Math.max(tally.worstAnswerMs, Math.round(r.answerMs));
      if (r.answerMs > MAX_ANSWER_MS) found.push(`page answers in ${Math.round(r.answerMs)} ms (> ${MAX_ANSWER_MS})`);
      for (const b of r.pressed) if (!tally.buttons.includes(b)) tally.buttons.push(b);
      tally.fields = Math.max(tally.fields, r.set);
      const failed = r.messages.length > 0;
      const lost = changed(r.before, r.after);
      if (lost.length && failed && !rules.rewritesInput) found.push(`input not kept after a failure (${r.messages[0]}): ${lost.join('; ')}`);
      else if (lost.length) tally.notes.push(`${label}: input rewritten without a failure: ${lost.join('; ')}`);
      const poison = r.poison.filter((p) => !baseline.has(p.token) && !rules.poisonOk?.tokens.includes(p.token));
      for (const p of poison) found.push(`shows ${p.token} instead of a message: "…${p.at}…"`);
      if (label === 'empty' && !failed && r.outputs.some((o) => o.trim() !== '') && !rules.outputWhenEmpty) {
        found.push(`empty input: an output without a message ("${r.outputs.find((o) => o.trim())!.slice(0, 60)}")`);
      }
      return found.map((f) => `${label}: ${f}`);
    };

    const t0 = Date.now();
    for (const payload of PAYLOADS) {
      const spec: RunSpec = {
        text: payload.text, area: payload.area, numeric: payload.numeric, dates: payload.dates ?? false,
        regex: payload.regex ?? false, maxButtons: payload.heavy ? HEAVY_BUTTONS : MAX_BUTTONS, timeout: 30_000,
      };
      let found: string[];
      try {
        found = await check(payload.id, await page.evaluate((x) => window.__hostile.run(x), spec));
      } catch (e) {
        // A crashed or hung page: the finding is that, and the sweep goes on with a fresh page.
        found = [`${payload.id}: the page did not finish the input: ${String(e).split('\n')[0]}`];
      }
      tally.inputs++;
      if (found.length) {
        tally.findings.push(...found);
        await open(page, id);
      }
    }
    const tLoop = Date.now() - t0;

    // 10 MiB, once: a garbage file into every file input, then a paste into the first text field.
    try {
      await open(page, id);
      await page.evaluate(() => window.__hostile.startGaps());
      const files = page.getByRole('group', { name: 'Tool actions' }).locator('xpath=..').locator('input[type="file"]');
      tally.fileInputs = await files.count();
      let textFileInputs = 0;
      for (let i = 0; i < tally.fileInputs; i++) {
        const accept = (await files.nth(i).getAttribute('accept')) ?? '';
        const image = accept.includes('image');
        // A big text field's own "Open a text file" picker puts the file into that field.
        if (await files.nth(i).evaluate((el) => (el as HTMLInputElement).labels?.[0]?.textContent?.includes('Open a text file') ?? false)) textFileInputs++;
        const file = { index: i, size: TEN_MB, name: image ? 'garbage.png' : 'garbage.txt', type: image ? 'image/png' : 'text/plain' };
        await page.evaluate((f) => window.__hostile.setFile(f), file);
        await page.evaluate(() => window.__hostile.settle(30_000));
      }
      // A file that landed in a big-text field (its "Open a text file") already is that field's 10 MiB; else paste it.
      // Reading 10 MiB into the field can outlast the settle on a busy machine: such a picker's field gets a few seconds.
      const isLarge = () => window.__hostile.fields().some((f) => f.kind === 'large' || (f.kind === 'editor' && (f.chars ?? 0) > 1_000_000));
      if (textFileInputs > 0) await page.waitForFunction(isLarge, null, { timeout: 10_000 }).catch(() => undefined);
      const filled = await page.evaluate(isLarge);
      tally.tenMb = filled ? 'a text field, from its file input' : await page.evaluate((size) => window.__hostile.setLarge({ size }), TEN_MB);
      if (tally.tenMb !== null || tally.fileInputs > 0) {
        await page.evaluate(() => window.__hostile.startGaps());
        // Every field keeps what it holds (numeric: null, text: the 10 MiB already there is re-read, not replaced).
        // Only the first action: 10 MiB through every button of a nine-button converter is the same work nine times.
        // A tool known to be slow on it (its slowOnLarge exception) is given less time: the note is the same.
        const timeout = rules.slowOnLarge ? 8_000 : 30_000;
        const r = await page.evaluate((t) => window.__hostile.run({ text: '', numeric: null, dates: false, regex: false, maxButtons: 1, timeout: t, keep: true }), timeout);
        tally.maxGap10Mb = Math.round(await page.evaluate(() => window.__hostile.maxGap()));
        const found = await check('10 MiB', r);
        if (tally.maxGap10Mb > 1_000) found.push(`10 MiB: a ${tally.maxGap10Mb} ms main-thread task`);
        tally.findings.push(...found);
        tally.inputs++;
      }
    } catch (e) {
      tally.findings.push(`10 MiB: the page did not finish: ${String(e).split('\n')[0]}`);
    }
    const tAll = Date.now() - t0;
    tally.findings.unshift(...onLoad);

    writeFileSync(testInfo.outputPath('hostile.json'), JSON.stringify(tally, null, 2));
    // HOSTILE_REPORT_DIR keeps the tallies where other runs' clean-up of test-results/ does not reach.
    if (process.env.HOSTILE_REPORT_DIR) {
      mkdirSync(process.env.HOSTILE_REPORT_DIR, { recursive: true });
      writeFileSync(`${process.env.HOSTILE_REPORT_DIR}/${id}.json`, JSON.stringify(tally, null, 2));
    }
    console.log(`[hostile] ${id}: ${tally.inputs} inputs × ${tally.fields} fields, ${tally.buttons.length} buttons [${tally.buttons.join(' | ')}], ` +
      `${tally.fileInputs} file inputs, 10 MiB into ${tally.tenMb ?? '—'} (max frame gap ${tally.maxGap10Mb ?? '—'} ms), ` +
      `worst answer ${tally.worstAnswerMs} ms, off-origin requests ${tally.offOrigin.length}, findings ${tally.findings.length}; loop ${tLoop} ms, 10 MiB ${tAll - tLoop} ms`);
    for (const n of tally.notes) console.log(`[hostile]   note ${id}: ${n}`);
    for (const f of tally.findings) console.log(`[hostile]   finding ${id}: ${f.slice(0, 300)}`);
    expect(tally.findings, `${id}: hostile-input findings`).toEqual([]);
  });
}
