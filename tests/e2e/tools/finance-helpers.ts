import { axeViolations } from '../axe';
import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';

/** Shared steps of the four finance calculators' specs (the calculator pattern's own: calculator-helpers.ts). */
export { expectFieldMessage, expectHash, results, value as resultValue } from './calculator-helpers';
export const toolActions = (page: Page) => page.getByRole('group', { name: 'Tool actions' });
/** The fragment each finance calculator's specs open with: the tool's own example. */
export const EXAMPLE_HASH = {
  'interest-calculator': '#principal=1000&rate=5&years=10',
  'investment-calculator': '#initial=10000&monthly=200&rate=7&years=10',
  'loan-calculator': '#amount=200000&rate=6.5&term=30',
  'credit-card-calculator': '#balance=5000&apr=18&payment=100',
} as const;
export const validResults = (page: Page) => page.locator('[data-testid="calculator-results"][data-valid="true"]');

/** Opens a calculator (optionally in a language and with a fragment) and waits for its heading. */
export async function openTool(page: Page, slug: string, opts: { lng?: string; hash?: string } = {}): Promise<void> {
  const query = opts.lng ? `?lng=${opts.lng}` : '';
  await page.goto(`/tools/${slug}${query}${opts.hash ?? ''}`);
  // The tool chunk loads on demand: allow for a slow, busy machine.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
}

/** Types into the labelled field and leaves it (so "required" messages may show). */
export async function fillField(page: Page, label: string | RegExp, value: string): Promise<void> {
  const field = page.getByLabel(label, { exact: typeof label === 'string' });
  await field.fill(value);
  await field.blur();
}

export async function download(page: Page): Promise<{ name: string; text: string }> {
  const [file] = await Promise.all([
    // A click that saves nothing (an error toast instead) fails here, not at the test's own (long) timeout.
    page.waitForEvent('download', { timeout: 15_000 }),
    toolActions(page).getByRole('button', { name: 'Download' }).click(),
  ]);
  return { name: file.suggestedFilename(), text: await readFile(await file.path(), 'utf8') };
}

/** The chart finished loading: its canvas (role img) is drawn with the given accessible name. */
export async function expectChart(page: Page, name: RegExp): Promise<void> {
  const canvas = page.getByRole('img', { name });
  await expect(canvas).toBeVisible();
  const box = await canvas.boundingBox();
  expect(box?.width ?? 0).toBeGreaterThan(100);
  expect(box?.height ?? 0).toBeGreaterThan(100);
  await expect(page.getByTestId('chart-placeholder')).toHaveCount(0);
}

/** Serious or critical axe violations in the page (chart and tables included), in a theme. */
export async function axeInTheme(page: Page, theme: 'light' | 'dark', url: string): Promise<string[]> {
  await page.emulateMedia({ colorScheme: theme });
  await page.addInitScript((t) => window.localStorage.setItem('theme', t), theme);
  await page.goto(url);
  await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b).*$/);
  await expect(page.getByTestId('chart-placeholder')).toHaveCount(0);
  await page.evaluate(() => Promise.all(document.getAnimations()
    .filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity))
    .map((a) => a.finished.catch(() => undefined))));
  await page.mouse.move(0, 0);
  return (await axeViolations(page))
    .flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')} ${n.failureSummary?.split('\n')[1] ?? ''}`));
}
