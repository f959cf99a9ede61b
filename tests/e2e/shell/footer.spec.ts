import type { Page } from '@playwright/test';
import { test, expect, readClipboard, expectToast } from '../fixtures';
import { scrollY, searchBox } from './helpers';

const footer = (page: Page) => page.getByRole('contentinfo');

test.describe('footer', () => {
  // The quick links are followed from a tool page (deep in the site), the legal links from home.
  const LINKS = {
    'Quick links': [
      { name: 'Favorites', url: '/category/favorites', h1: 'Favorites' },
      { name: 'Recent', url: '/category/recent', h1: 'Recent' },
      { name: 'Generators', url: '/category/generator', h1: 'Generators' },
      { name: 'Developer tools', url: '/category/developer', h1: 'Developer Tools' },
    ],
    Legal: [
      { name: 'About us', url: '/about', h1: 'About ToolBox' },
      { name: 'Privacy policy', url: '/privacy', h1: 'Privacy policy' },
      { name: 'Terms of service', url: '/terms', h1: 'Terms of service' },
      { name: 'Cookie policy', url: '/cookies', h1: 'Cookie policy' },
      { name: 'Legal & copyright', url: '/legal', h1: 'Legal notice and copyright' },
      { name: 'Open-source licenses', url: '/licenses', h1: 'Open-source licenses' },
    ],
  };
  for (const [nav, links] of Object.entries(LINKS)) {
    const quick = nav === 'Quick links';
    for (const { name, url, h1 } of links) {
      test(`${quick ? 'quick' : 'legal'} link "${name}" navigates to ${url}`, async ({ page }) => {
        if (quick) {
          await page.goto('/tools/case-converter');
          await expect(page.getByRole('heading', { level: 1, name: 'Case Converter' })).toBeVisible();
        } else {
          await page.goto('/');
        }
        await footer(page).getByRole('navigation', { name: nav }).getByRole('link', { name, exact: quick }).click();
        await expect(page).toHaveURL(url);
        await expect(page.getByRole('heading', { level: 1, name: h1, exact: quick })).toBeVisible();
        expect(await scrollY(page)).toBe(0);
      });
    }
  }

  test('quick link "Home" goes home and clears the search', async ({ page }) => {
    await page.goto('/category/text');
    await searchBox(page).fill('sorter');
    await footer(page).getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page).toHaveURL('/');
    await expect(searchBox(page)).toHaveValue('');
    await expect(page.getByTestId('hero')).toBeVisible();
  });

  test('WeChat follow button opens a dialog with the account id and a QR image', async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('follow-wechat').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: /WeChat/ })).toBeVisible();
    await expect(dialog.getByTestId('account-id')).toHaveText('toolbox_official');
    const qr = dialog.getByRole('img', { name: 'QR code for WeChat' });
    await expect(qr).toBeVisible();
    // The image actually loaded (not a broken icon).
    await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });

  test('"Copy ID" copies the account id and confirms with a toast', async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('follow-wechat').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Copy ID' }).click();
    await expectToast(page, 'Account ID copied!');
    expect(await readClipboard(page)).toBe('toolbox_official');
  });

  test('the "Close" button closes the dialog and returns focus', async ({ page }) => {
    await page.goto('/');
    const trigger = page.getByTestId('follow-wechat');
    await trigger.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    // Two controls are named "Close": the text button and the X icon; use the text one.
    await dialog.getByRole('button', { name: 'Close' }).filter({ hasText: 'Close' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(trigger).toBeFocused();
  });

  test('the X and Escape close the dialog too', async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('follow-wechat').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Close' }).filter({ hasNotText: 'Close' }).click();
    await expect(dialog).toHaveCount(0);
    await page.getByTestId('follow-wechat').click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });

  test('Instagram opens its own dialog without a QR image', async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('follow-instagram').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByTestId('account-id')).toHaveText('@toolbox.tools');
    await expect(dialog.getByRole('img')).toHaveCount(0);
  });

  test('has a mailto contact link and the text blocks', async ({ page }) => {
    await page.goto('/');
    const mail = footer(page).locator('a[href^="mailto:"]');
    await expect(mail).toHaveCount(1);
    await expect(mail).toHaveAttribute('href', /^mailto:[^@\s]+@[^@\s]+\.[a-z]+$/);
    await expect(mail).toContainText('Contact us');
    await expect(footer(page)).toContainText('Privacy:');
    await expect(footer(page)).toContainText('Disclaimer:');
    await expect(footer(page)).toContainText('Advertising:');
    await expect(footer(page)).toContainText(`© ${new Date().getFullYear()} ToolBox`);
  });
});
