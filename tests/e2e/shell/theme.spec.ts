import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures';
import { localItem } from './helpers';

const html = (page: Page) => page.locator('html');
const themeButton = (page: Page, name: 'Light' | 'Dark' | 'System') =>
  page.getByRole('group', { name: 'Theme' }).getByRole('button', { name, exact: true });

test.describe('theme', () => {
  test('Dark adds class "dark", is stored and persists after a reload', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    await expect(page.getByTestId('hero')).toBeVisible();
    await expect(html(page)).not.toHaveClass(/\bdark\b/);
    await themeButton(page, 'Dark').click();
    await expect(html(page)).toHaveClass(/\bdark\b/);
    await expect(themeButton(page, 'Dark')).toHaveAttribute('aria-pressed', 'true');
    expect(await localItem(page, 'theme')).toBe('dark');
    // The page really is dark: the body background is no longer white.
    const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(bg).not.toBe('rgb(255, 255, 255)');

    await page.reload();
    await expect(html(page)).toHaveClass(/\bdark\b/);
    await expect(themeButton(page, 'Dark')).toHaveAttribute('aria-pressed', 'true');
  });

  test('Light removes the class and is stored', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.addInitScript(() => {
      if (!window.sessionStorage.getItem('__seeded')) {
        window.sessionStorage.setItem('__seeded', '1');
        window.localStorage.setItem('theme', 'dark');
      }
    });
    await page.goto('/');
    await expect(html(page)).toHaveClass(/\bdark\b/);
    await themeButton(page, 'Light').click();
    await expect(html(page)).not.toHaveClass(/\bdark\b/);
    expect(await localItem(page, 'theme')).toBe('light');
    // Light wins over a dark system preference, also after a reload.
    await page.reload();
    await expect(page.getByTestId('hero')).toBeVisible();
    await expect(html(page)).not.toHaveClass(/\bdark\b/);
    await expect(themeButton(page, 'Light')).toHaveAttribute('aria-pressed', 'true');
  });

  test('System follows prefers-color-scheme, live', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await expect(page.getByTestId('hero')).toBeVisible();
    // With nothing stored the default is System.
    await expect(themeButton(page, 'System')).toHaveAttribute('aria-pressed', 'true');
    await expect(html(page)).toHaveClass(/\bdark\b/);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(html(page)).not.toHaveClass(/\bdark\b/);

    await themeButton(page, 'Dark').click();
    await themeButton(page, 'System').click();
    expect(await localItem(page, 'theme')).toBe('system');
    await expect(html(page)).not.toHaveClass(/\bdark\b/);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(html(page)).toHaveClass(/\bdark\b/);
  });

  test('a bad stored theme falls back to System', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.addInitScript(() => window.localStorage.setItem('theme', '<b>purple</b>'));
    await page.goto('/');
    await expect(themeButton(page, 'System')).toHaveAttribute('aria-pressed', 'true');
    await expect(html(page)).toHaveClass(/\bdark\b/);
  });
});

test.describe('theme (mobile drawer)', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the drawer has a theme select that sets dark', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    await expect(page.getByRole('group', { name: 'Theme' })).toBeHidden();
    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    await page.getByTestId('mobile-sidebar').getByRole('combobox', { name: 'Theme' }).selectOption('dark');
    await expect(html(page)).toHaveClass(/\bdark\b/);
    expect(await localItem(page, 'theme')).toBe('dark');
  });
});
