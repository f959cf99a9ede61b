import { test, expect } from '../fixtures';
import { cookieDaysLeft, cookieValue, scrollY, searchBox, sidebarNav } from './helpers';
import type { Locator } from '@playwright/test';

async function width(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  return box?.width ?? -1;
}

test.describe('sidebar (desktop 1440 px)', () => {
  test('starts expanded at 16rem and the trigger collapses it to 3rem', async ({ page }) => {
    await page.goto('/');
    const sidebar = page.getByTestId('sidebar');
    await expect(sidebar).toHaveAttribute('data-state', 'expanded');
    await expect.poll(() => width(sidebar)).toBeCloseTo(256, 0);
    await expect(sidebarNav(page).getByRole('link', { name: 'All Tools' })).toBeVisible();

    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
    await expect.poll(() => width(sidebar)).toBeCloseTo(48, 0);
    expect(await cookieValue(page, 'sidebar_state')).toBe('false');

    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    await expect(sidebar).toHaveAttribute('data-state', 'expanded');
    await expect.poll(() => width(sidebar)).toBeCloseTo(256, 0);
    expect(await cookieValue(page, 'sidebar_state')).toBe('true');
  });

  test('Ctrl+B toggles the sidebar', async ({ page }) => {
    await page.goto('/');
    const sidebar = page.getByTestId('sidebar');
    await expect(sidebar).toHaveAttribute('data-state', 'expanded');
    await page.keyboard.press('Control+b');
    await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
    await page.keyboard.press('Control+b');
    await expect(sidebar).toHaveAttribute('data-state', 'expanded');
    // Meta+B (Cmd on macOS) works too.
    await page.keyboard.press('Meta+b');
    await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
  });

  test('the collapsed state is saved in a 7-day cookie and survives a reload', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    await expect(page.getByTestId('sidebar')).toHaveAttribute('data-state', 'collapsed');
    expect(await cookieValue(page, 'sidebar_state')).toBe('false');
    const days = await cookieDaysLeft(page, 'sidebar_state');
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThan(7.1);

    await page.reload();
    await expect(page.getByTestId('sidebar')).toHaveAttribute('data-state', 'collapsed');
    await expect.poll(() => width(page.getByTestId('sidebar'))).toBeCloseTo(48, 0);
  });

  test('the active link has aria-current="page"', async ({ page }) => {
    await page.goto('/category/text');
    const nav = sidebarNav(page);
    await expect(nav.getByRole('link', { name: 'Text Tools' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'All Tools' })).not.toHaveAttribute('aria-current', 'page');
    await nav.getByRole('link', { name: 'All Tools' }).click();
    await expect(page).toHaveURL('/');
    await expect(nav.getByRole('link', { name: 'All Tools' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Text Tools' })).not.toHaveAttribute('aria-current', 'page');
  });

  test('a category link navigates, clears the search, forgets the saved scroll and goes to the top', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 500 });
    await page.goto('/');
    await expect(page.getByTestId('hero')).toBeVisible();
    // A stale saved position for the target must not be restored after a sidebar click.
    await page.evaluate(() => window.sessionStorage.setItem('scroll_/category/text', '400'));
    await searchBox(page).fill('text');
    await expect(page.getByRole('heading', { name: 'Search results' })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 300));
    await expect.poll(() => scrollY(page)).toBeGreaterThan(0);

    await sidebarNav(page).getByRole('link', { name: 'Text Tools' }).click();
    await expect(page).toHaveURL('/category/text');
    await expect(page.getByRole('heading', { level: 1, name: 'Text Tools' })).toBeVisible();
    await expect(searchBox(page)).toHaveValue('');
    // Unfiltered: the whole category is listed.
    await expect(page.getByTestId('tool-card').nth(8)).toBeVisible();
    await expect(page.getByTestId('tool-count')).toHaveText(`${await page.getByTestId('tool-card').count()} tools`);
    expect(await scrollY(page)).toBe(0);
    // Give the restorer (50 ms + retries) a chance to misbehave: still at the top.
    await expect.poll(() => scrollY(page), { intervals: [300, 300, 300] }).toBe(0);
  });

  test('collapsed rail: hovering an icon shows its label as a tooltip after the delay', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    await expect(page.getByTestId('sidebar')).toHaveAttribute('data-state', 'collapsed');
    // Tooltips load after the page (they are not part of its first JS).
    await expect(sidebarNav(page)).toHaveAttribute('data-tooltips', 'ready');
    const link = sidebarNav(page).getByRole('link', { name: 'Text Tools' });
    await link.hover();
    const tooltip = page.getByRole('tooltip');
    // Delay is 700 ms: not yet at ~300 ms…
    await page.waitForTimeout(300);
    await expect(tooltip).toHaveCount(0);
    // …then shown.
    await expect(tooltip).toHaveText('Text Tools', { timeout: 2000 });
  });

  test('Spanish: a truncated label shows a tooltip, a short one does not', async ({ page }) => {
    await page.goto('/?lng=es');
    const nav = page.getByTestId('sidebar').getByRole('navigation');
    const long = nav.getByRole('link', { name: 'Herramientas para desarrolladores' });
    await expect(long).toBeVisible();
    // Tooltips load after the page, and the links are re-rendered inside them then: measure after that.
    await expect(nav).toHaveAttribute('data-tooltips', 'ready');
    // Precondition: the label really is cut off at 16rem.
    expect(await long.locator('span').evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    await nav.getByRole('link', { name: 'Diseño' }).hover();
    await page.waitForTimeout(1200); // longer than the 700 ms tooltip delay
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    await long.hover();
    await expect(page.getByRole('tooltip')).toHaveText('Herramientas para desarrolladores', { timeout: 2000 });
  });

  test('expanded rail: readable labels get no tooltip', async ({ page }) => {
    await page.goto('/');
    await sidebarNav(page).getByRole('link', { name: 'Text Tools' }).hover();
    await page.waitForTimeout(1200); // longer than the 700 ms tooltip delay
    await expect(page.getByRole('tooltip')).toHaveCount(0);
  });
});

test.describe('sidebar (mobile 375 px)', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the desktop rail is hidden and the trigger opens an 18rem drawer', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('hero')).toBeVisible();
    await expect(page.getByTestId('sidebar')).toBeHidden();
    await expect(page.getByTestId('mobile-sidebar')).toHaveCount(0);

    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    const drawer = page.getByTestId('mobile-sidebar');
    await expect(drawer).toBeVisible();
    await expect.poll(() => width(drawer)).toBeCloseTo(288, 0);
    await expect(drawer.getByRole('link', { name: 'All Tools' })).toBeVisible();
  });

  test('clicking a drawer link navigates and closes the drawer', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    const drawer = page.getByTestId('mobile-sidebar');
    await drawer.getByRole('link', { name: 'Text Tools' }).click();
    await expect(page).toHaveURL('/category/text');
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Text Tools' })).toBeVisible();
  });

  test('Escape closes the drawer', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    await expect(page.getByTestId('mobile-sidebar')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('mobile-sidebar')).toBeHidden();
    await expect(page).toHaveURL('/');
  });

  test('Ctrl+B opens and closes the drawer, and does not touch the desktop cookie', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('hero')).toBeVisible();
    await page.keyboard.press('Control+b');
    await expect(page.getByTestId('mobile-sidebar')).toBeVisible();
    await page.keyboard.press('Control+b');
    await expect(page.getByTestId('mobile-sidebar')).toBeHidden();
    expect(await cookieValue(page, 'sidebar_state')).toBeUndefined();
  });

  test('the close button in the drawer closes it', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    const drawer = page.getByTestId('mobile-sidebar');
    await drawer.getByRole('button', { name: 'Close menu' }).click();
    await expect(drawer).toBeHidden();
  });
});

test.describe('sidebar breakpoint', () => {
  test('768 px shows the rail, 767 px switches to the drawer', async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 800 });
    await page.goto('/');
    await expect(page.getByTestId('sidebar')).toBeVisible();
    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    await expect(page.getByTestId('sidebar')).toHaveAttribute('data-state', 'collapsed');
    await expect(page.getByTestId('mobile-sidebar')).toHaveCount(0);

    await page.setViewportSize({ width: 767, height: 800 });
    await expect(page.getByTestId('sidebar')).toBeHidden();
    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    await expect(page.getByTestId('mobile-sidebar')).toBeVisible();
  });
});
