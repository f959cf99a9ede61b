import { test, expect } from './fixtures';
import { expectNoSeriousAxe, expectNoSeriousAxeInThemes } from './axe';

/** Pages audited whole: the shell (header, sidebar, footer, consent banner) is the same on every page. */
const SHELL_PAGES = ['/', '/category/text', '/privacy', '/licenses'];
/** The highlighted (aria-current) sidebar link. */
const ACTIVE_SIDEBAR_LINK = '[data-testid="sidebar"] nav [aria-current="page"]';

// One page load per page, both themes (ThemeSync follows the emulated colour scheme; an explicitly stored theme is the
// theme spec's). Every tool page is audited the same way, in <main>, by its row of catalog-contract.spec.ts.
test.describe('a11y', () => {
  for (const path of SHELL_PAGES) {
    test(`${path} has no serious or critical WCAG A/AA violation, light and dark`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: 'light' });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expectNoSeriousAxeInThemes(page, undefined, path);
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
