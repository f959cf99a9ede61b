import type { Locator, Page } from '@playwright/test';
import { expect, expectToast, readClipboard } from '../fixtures';
import { expectChart } from './finance-helpers';
import { calculate, expectFieldMessage, expectHash, results, value } from './calculator-helpers';
import { revisit } from './tool-steps';

/**
 * A tool test written as data (the way CyberChef keeps its operations' tests): a list of steps, each doing its
 * actions and then checking its expectations, in the order of the fields below. A test that needs another order
 * splits into more steps. The specs whose tests are tables (calculators.spec.ts, text-tools.spec.ts,
 * data-converters.spec.ts) run them here, so every row is checked by the same code.
 */
export interface PageStep {
  // — before the page loads —
  /** Freezes the page's clock (local time). */
  clock?: Date;
  /** Opens the page in this colour theme. */
  theme?: 'dark';

  // — actions —
  /** Opens the tool with this query and fragment (the runner's `open`). */
  open?: string;
  reload?: true;
  /** Leaves the page and comes back to its address, as a bookmark would. */
  revisit?: true;
  /** Clicks the element with exactly this text (a tab or a radio's label). */
  click?: string;
  /** Checks the radio button of this name (`force`: the radio input is styled under its label). */
  choose?: string;
  forceChoose?: string;
  /** Checks or unchecks the checkboxes with these labels. */
  check?: string | string[];
  uncheck?: string | string[];
  /** Types into the fields with these labels (the focus stays: messages must follow the typing). */
  fill?: Record<string, string>;
  /** Types into the fields with these labels and leaves each (so "required" messages may show). */
  enter?: Record<string, string>;
  select?: Record<string, string>;
  /** Focuses the field with this label and leaves it without typing. */
  leave?: string;
  calculate?: true;
  /** Clicks the button with exactly this name. */
  press?: string;

  // — expectations —
  heading?: string;
  /** Field values (a text field or the code editor), by label. */
  fields?: Record<string, string>;
  /** Checkboxes (by label) that are, or are not, checked. */
  checked?: string[];
  unchecked?: string[];
  /** Radio buttons (by name) that are, or are not, checked; and ones that merely exist. */
  chosen?: string[];
  notChosen?: string[];
  radios?: string[];
  /** Calculator results (data-testid="result-<key>"): the value, and the term (dt). */
  values?: Record<string, string | RegExp>;
  terms?: Record<string, string>;
  /** Elements (by data-testid) with exactly this text, holding these texts, not holding them, or not there at all. */
  texts?: Record<string, string | RegExp>;
  has?: Record<string, string | string[]>;
  lacks?: Record<string, string>;
  absent?: string[];
  /** A table (by data-testid): its caption, its number of body rows, and rows' text by index (-1: the last). */
  table?: { id: string; caption?: string; count?: number; rows?: [number, RegExp][] };
  /** Field messages next to their fields, by label. */
  messages?: Record<string, string>;
  /** No field has a message. */
  noMessages?: true;
  /** Action-bar buttons (by name) that wait for a result, each described by its hint. */
  waits?: Record<string, string>;
  /** The results hold no real result (every value a dash). */
  invalid?: true;
  /** Nothing in the results matches. */
  resultsLack?: RegExp;
  /** Visible texts (substring match). */
  see?: string | string[];
  /** The fragment: a pattern on the decoded fragment, or the raw fragment exactly. */
  hash?: RegExp | string;
  chart?: RegExp;
  /** The shared output field's text (a textarea or the code editor). */
  output?: string;
  toast?: string;
  /** Copy (in the action bar) puts exactly this on the clipboard. */
  copied?: string;
  /** The status line holding `has`: its whole text, or text it contains. */
  status?: { has: string; text?: string; contains?: string };
}

export interface StepKit {
  /** Opens the tool page with a query and fragment, and waits until it is usable. */
  open: (page: Page, query: string) => Promise<void>;
}

const list = (v: string | string[] | undefined): string[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const radio = (page: Page, name: string) => page.getByRole('radio', { name });

/** A field's whole text; an empty field must still be there (an element that is gone also reads as ''). */
async function expectFieldValue(target: Locator, text: string): Promise<void> {
  if (text === '') await expect(target).toBeAttached();
  await expect(target).toHaveFieldValue(text);
}

async function expectTable(page: Page, { id, caption, count, rows = [] }: NonNullable<PageStep['table']>): Promise<void> {
  const table = page.getByTestId(id);
  if (caption !== undefined) await expect(table.getByRole('caption')).toHaveText(caption);
  if (count !== undefined) await expect(table.locator('tbody tr')).toHaveCount(count);
  for (const [index, text] of rows) await expect(table.locator('tbody tr').nth(index)).toHaveText(text);
}

async function act(page: Page, step: PageStep, kit?: StepKit): Promise<void> {
  if (step.clock) await page.clock.setFixedTime(step.clock);
  if (step.theme) {
    await page.emulateMedia({ colorScheme: step.theme });
    await page.addInitScript((t) => window.localStorage.setItem('theme', t), step.theme);
  }
  if (step.open !== undefined) {
    if (!kit) throw new Error(`a step opens "${step.open}", but its table has no way to open a page`);
    await kit.open(page, step.open);
  }
  if (step.reload) await page.reload();
  if (step.revisit) await revisit(page);
  if (step.click) await page.getByText(step.click, { exact: true }).click();
  if (step.choose) await radio(page, step.choose).check();
  if (step.forceChoose) await radio(page, step.forceChoose).check({ force: true });
  for (const label of list(step.check)) await page.getByLabel(label).check();
  for (const label of list(step.uncheck)) await page.getByLabel(label).uncheck();
  for (const [label, text] of Object.entries(step.fill ?? {})) await field(page, label).fill(text);
  for (const [label, text] of Object.entries(step.enter ?? {})) {
    await field(page, label).fill(text);
    await field(page, label).blur();
  }
  for (const [label, option] of Object.entries(step.select ?? {})) await field(page, label).selectOption(option);
  if (step.leave) {
    await field(page, step.leave).focus();
    await field(page, step.leave).blur();
  }
  if (step.calculate) await calculate(page);
  if (step.press) await page.getByRole('button', { name: step.press, exact: true }).click();
}

async function check(page: Page, step: PageStep): Promise<void> {
  if (step.heading) await expect(page.getByRole('heading', { level: 1 })).toHaveText(step.heading);
  for (const [label, text] of Object.entries(step.fields ?? {})) await expectFieldValue(field(page, label), text);
  for (const label of step.checked ?? []) await expect(page.getByLabel(label)).toBeChecked();
  for (const label of step.unchecked ?? []) await expect(page.getByLabel(label)).not.toBeChecked();
  for (const name of step.chosen ?? []) await expect(radio(page, name)).toBeChecked();
  for (const name of step.notChosen ?? []) await expect(radio(page, name)).not.toBeChecked();
  for (const name of step.radios ?? []) await expect(radio(page, name)).toBeAttached();
  for (const [key, text] of Object.entries(step.values ?? {})) await expect(value(page, key)).toHaveText(text);
  for (const [key, text] of Object.entries(step.terms ?? {})) await expect(page.getByTestId(`result-${key}`).locator('dt')).toHaveText(text);
  for (const [id, text] of Object.entries(step.texts ?? {})) await expect(page.getByTestId(id)).toHaveText(text);
  for (const [id, texts] of Object.entries(step.has ?? {})) {
    for (const text of list(texts)) await expect(page.getByTestId(id)).toContainText(text);
  }
  for (const [id, text] of Object.entries(step.lacks ?? {})) await expect(page.getByTestId(id)).not.toContainText(text);
  for (const id of step.absent ?? []) await expect(page.getByTestId(id)).toHaveCount(0);
  if (step.table) await expectTable(page, step.table);
  for (const [label, message] of Object.entries(step.messages ?? {})) await expectFieldMessage(page, label, message);
  if (step.noMessages) await expect(page.getByTestId('field-error')).toHaveCount(0);
  if (step.invalid) {
    await expect(results(page)).not.toHaveAttribute('data-valid');
    await expect(page.locator('[data-testid="calculator-results"][data-valid="true"]')).toHaveCount(0);
  }
  for (const [name, hint] of Object.entries(step.waits ?? {})) {
    const button = page.getByRole('group', { name: 'Tool actions' }).getByRole('button', { name });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(hint);
  }
  if (step.resultsLack) await expect(results(page)).not.toContainText(step.resultsLack);
  for (const text of list(step.see)) await expect(page.getByText(text)).toBeVisible();
  if (step.hash !== undefined) await expectHash(page, step.hash);
  if (step.chart) await expectChart(page, step.chart);
  if (step.output !== undefined) await expectFieldValue(page.getByTestId('tool-output'), step.output);
  if (step.toast) await expectToast(page, step.toast);
  if (step.status) {
    const line = page.getByRole('status').filter({ hasText: step.status.has });
    if (step.status.text !== undefined) await expect(line).toHaveText(step.status.text);
    if (step.status.contains !== undefined) await expect(line).toContainText(step.status.contains);
  }
  if (step.copied !== undefined) {
    await page.getByRole('group', { name: 'Tool actions' }).getByRole('button', { name: 'Copy' }).click();
    expect(await readClipboard(page)).toBe(step.copied);
  }
}

/** Runs the steps in order: each one's actions, then its expectations. `kit` is needed by steps that open a page. */
export async function runSteps(page: Page, steps: readonly PageStep[], kit?: StepKit): Promise<void> {
  for (const step of steps) {
    await act(page, step, kit);
    await check(page, step);
  }
}

/** A test as data (steps), or as code where steps do not say it. */
export type ToolRow = { title: string; tag?: string } & ({ steps: PageStep[] } | { run: (page: Page) => Promise<void> });

/** Runs a row: its steps, or its code. */
export function runRow(page: Page, row: ToolRow): Promise<void> {
  return 'steps' in row ? runSteps(page, row.steps) : row.run(page);
}

/** The row's test details (its tag: @large rows run in their own project). */
export const rowDetails = (row: ToolRow) => ({ tag: row.tag ? [row.tag] : [] });
