import AxeBuilder from '@axe-core/playwright';
import { test, expect } from './fixtures';
import { readToolIds } from './shell/helpers';
import { settleAnimations } from './animations';

/** Every tool id in src/catalog/tools.ts (read with a regex: no app code is imported into node). */
const TOOL_IDS = readToolIds();

const PAGES = ['/', '/category/text', '/privacy', ...TOOL_IDS.map((id) => `/tools/${id}`)];

/** The rules whose outcome depends on the colour theme. */
const THEME_RULES = ['color-contrast', 'link-in-text-block'];

/** The highlighted (aria-current) sidebar link. */
const ACTIVE_SIDEBAR_LINK = '[data-testid="sidebar"] nav [aria-current="page"]';

function summary(violations: { id: string; impact?: string | null; help: string; nodes: { target: unknown[]; failureSummary?: string }[] }[]): string {
  return violations
    .map((v) => `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}  ${n.failureSummary?.split('\n')[1] ?? ''}`).join('\n')}`)
    .join('\n');
}

test('the tool list was read from the catalogue', () => {
  expect(TOOL_IDS.length).toBeGreaterThanOrEqual(9);
  expect(TOOL_IDS).toContain('case-converter');
});

// One page load per page, both themes: the stored theme is System (the default), so the emulated colour scheme
// switches the page live (ThemeSync follows it); an explicitly stored theme is the theme spec's.
test.describe('a11y', () => {
  for (const path of PAGES) {
    test(`${path} has no serious or critical WCAG A/AA violation, light and dark`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: 'light' });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      for (const theme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: theme });
        await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b).*$/);
        await settleAnimations(page);
        // The dark pass checks what a theme changes (colours); the light pass, every WCAG A/AA rule.
        const axe = new AxeBuilder({ page });
        const results = await (theme === 'light' ? axe.withTags(['wcag2a', 'wcag2aa']) : axe.withRules(THEME_RULES)).analyze();
        const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
        expect(bad, `axe violations on ${path} [${theme}]:\n${summary(bad)}`).toEqual([]);
      }
    });
  }
});

// Regression guard: the active link once measured 4.32:1 (text-primary on bg-primary/10).
test('the active sidebar link meets WCAG AA contrast in the light theme', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.addInitScript(() => window.localStorage.setItem('theme', 'light'));
  for (const path of ['/', '/category/text']) {
    await page.goto(path);
    await expect(page.locator(ACTIVE_SIDEBAR_LINK)).toBeVisible();
    const results = await new AxeBuilder({ page }).include(ACTIVE_SIDEBAR_LINK).withTags(['wcag2aa']).analyze();
    const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(bad, `axe violations on the active link at ${path}:\n${summary(bad)}`).toEqual([]);
  }
});
