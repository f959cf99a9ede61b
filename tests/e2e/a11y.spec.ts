import { test, expect } from './fixtures';
import { readToolIds } from './shell/helpers';
import { settleAnimations } from './animations';
import { expectNoSeriousAxe } from './axe';

/** Every tool id in src/catalog/tools.ts (read with a regex: no app code is imported into node). */
const TOOL_IDS = readToolIds();

/** Pages audited whole: the shell (header, sidebar, footer, consent banner) is the same on every page. */
const SHELL_PAGES = ['/', '/category/text', '/privacy'];
/** Tool pages: their own content (the shell around it is audited on the pages above). */
const PAGES = [...SHELL_PAGES, ...TOOL_IDS.map((id) => `/tools/${id}`)];

/** The rules whose outcome depends on the colour theme. */
const THEME_RULES = ['color-contrast', 'link-in-text-block'];

/** The highlighted (aria-current) sidebar link. */
const ACTIVE_SIDEBAR_LINK = '[data-testid="sidebar"] nav [aria-current="page"]';

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
        const include = SHELL_PAGES.includes(path) ? undefined : ['main'];
        await expectNoSeriousAxe(page, { include, rules: theme === 'light' ? undefined : THEME_RULES }, `axe violations on ${path} [${theme}]`);
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
    await expectNoSeriousAxe(page, { include: [ACTIVE_SIDEBAR_LINK], tags: ['wcag2aa'] }, `axe violations on the active link at ${path}`);
  }
});
