import { axeViolations } from '../axe';
import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';

/** Shared steps of the four finance calculators' specs. */
export const toolActions = (page: Page) => page.getByRole('group', { name: 'Tool actions' });
export const results = (page: Page) => page.getByTestId('calculator-results');
export const validResults = (page: Page) => page.locator('[data-testid="calculator-results"][data-valid="true"]');
export const resultValue = (page: Page, key: string) => page.getByTestId(`result-${key}`).locator('dd').first();

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

/** The message shown under a labelled field. */
export async function expectFieldMessage(page: Page, label: string, message: string): Promise<void> {
  const field = page.getByLabel(label, { exact: true });
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  await expect(page.getByTestId('field-error').filter({ hasText: message }).first()).toBeVisible();
}

export async function download(page: Page): Promise<{ name: string; text: string }> {
  const [file] = await Promise.all([
    // A click that saves nothing (an error toast instead) fails here, not at the test's own (long) timeout.
    page.waitForEvent('download', { timeout: 15_000 }),
    toolActions(page).getByRole('button', { name: 'Download' }).click(),
  ]);
  return { name: file.suggestedFilename(), text: await readFile(await file.path(), 'utf8') };
}

/** The fragment once the batched write has happened. */
export async function expectHash(page: Page, hash: string): Promise<void> {
  await expect.poll(() => page.evaluate(() => window.location.hash)).toBe(hash);
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
