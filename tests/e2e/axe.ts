import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import { settleAnimations } from './animations';

/**
 * axe-core in the page, run directly. @axe-core/playwright's analyze() sends the whole library into the page again on
 * every call and finishes each run in a new blank page; on these pages that doubled the audit's time, and the a11y
 * sweep alone was a fifth of the e2e run. Here the library goes in once per document and only violations come back.
 * The site has no iframes (axe would otherwise need to be in each of them too).
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: { target: unknown[]; html: string; failureSummary?: string }[];
}

export interface AxeScope {
  /** CSS selectors to audit (default: the whole document). */
  include?: string[];
  /** CSS selectors to leave out. */
  exclude?: string[];
  /** Only these rules (default: every WCAG 2 A and AA rule). */
  rules?: string[];
  /** Tags instead of the default WCAG 2 A and AA. */
  tags?: string[];
}

/** Serious and critical violations on the page as it is now. */
export async function axeViolations(page: Page, scope: AxeScope = {}): Promise<AxeViolation[]> {
  // A string is evaluated as a script by DevTools, outside the page's CSP (an eval inside the page would be refused).
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async ({ include, exclude, rules, tags }) => {
    const axe = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<{ violations: AxeViolation[] }> } }).axe;
    const left = (exclude ?? []).map((s) => [s]);
    const context = include?.length ? { include: include.map((s) => [s]), exclude: left } : { exclude: left };
    const runOnly = rules ? { type: 'rule', values: rules } : { type: 'tag', values: tags ?? ['wcag2a', 'wcag2aa'] };
    const result = await axe.run(context, { runOnly, resultTypes: ['violations'], iframes: false });
    return result.violations.map((v) => ({
      id: v.id, impact: v.impact, help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target, html: n.html, failureSummary: n.failureSummary })),
    }));
  }, scope);
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** One line per violation and one per node, for an assertion message. */
export function describeViolations(violations: AxeViolation[]): string {
  return violations
    .map((v) => `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}  ${n.failureSummary?.split('\n')[1] ?? ''}  ${n.html.slice(0, 160)}`).join('\n')}`)
    .join('\n');
}

/** The page as it is now has no serious or critical violation in `scope`. */
export async function expectNoSeriousAxe(page: Page, scope: AxeScope = {}, what = 'axe'): Promise<void> {
  const bad = await axeViolations(page, scope);
  expect(bad, `${what}:\n${describeViolations(bad)}`).toEqual([]);
}

/** The shared toaster is left out where a toast may be fading in: its contrast mid-fade is measured in a11y.spec.ts. */
export const WITHOUT_TOASTS: AxeScope = { exclude: ['[data-sonner-toaster]'] };

/** The rules whose outcome depends on the colour theme. */
const THEME_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * `expectNoSeriousAxe` in the light theme (every WCAG A/AA rule) and the dark one (what a theme changes: colours), then
 * back to light. The stored theme must be System (the default): the emulated colour scheme switches the page live.
 */
export async function expectNoSeriousAxeInThemes(page: Page, include: string[] | undefined, what: string): Promise<void> {
  const show = async (theme: 'light' | 'dark') => {
    await page.emulateMedia({ colorScheme: theme });
    await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b).*$/);
  };
  for (const theme of ['light', 'dark'] as const) {
    await show(theme);
    await settleAnimations(page);
    await expectNoSeriousAxe(page, { include, rules: theme === 'light' ? undefined : THEME_RULES }, `axe violations on ${what} [${theme}]`);
  }
  await show('light');
}
