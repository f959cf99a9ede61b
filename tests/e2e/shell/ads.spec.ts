import type { Locator, Page } from '@playwright/test';
import { test, expect } from '../fixtures';

async function height(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  return box?.height ?? -1;
}

/** Measures both slots as soon as they are attached, then again once the page has settled. */
async function expectReservedSlots(page: Page, path: string, ready: Locator): Promise<void> {
  await page.goto(path, { waitUntil: 'commit' });
  const top = page.getByTestId('ad-top');
  const bottom = page.getByTestId('ad-bottom');
  await top.waitFor({ state: 'attached' });
  await bottom.waitFor({ state: 'attached' });
  const early = [await height(top), await height(bottom)];
  expect(early[0]).toBeGreaterThan(0);
  expect(early[1]).toBeGreaterThan(0);

  await expect(ready).toBeVisible();
  await page.waitForLoadState('networkidle');
  const late = [await height(top), await height(bottom)];
  expect(late).toEqual(early);
  // Large banner (728x90) on desktop.
  expect(late[0]).toBeGreaterThanOrEqual(90);
  await expect(top).toHaveAccessibleName('Advertisement');
  // Top sits above the page heading, bottom below it.
  const h1 = (await ready.boundingBox())!;
  expect((await top.boundingBox())!.y).toBeLessThan(h1.y);
  expect((await bottom.boundingBox())!.y).toBeGreaterThan(h1.y);
}

test.describe('ad placeholders', () => {
  test('home has top and bottom slots with a fixed reserved height', async ({ page }) => {
    await expectReservedSlots(page, '/', page.getByRole('heading', { level: 1, name: '50+ free online tools' }));
  });

  test('a tool page has top and bottom slots with a fixed reserved height', async ({ page }) => {
    await expectReservedSlots(page, '/tools/word-counter', page.getByRole('heading', { level: 1, name: 'Word Counter' }));
  });

  for (const path of ['/category/text', '/category/favorites', '/privacy']) {
    test(`${path} has no ad slot`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('[data-testid^="ad-"]')).toHaveCount(0);
    });
  }

  test('the sidebar has no ad slot', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('ad-top')).toBeVisible();
    await expect(page.getByTestId('sidebar').locator('[data-testid^="ad-"]')).toHaveCount(0);
    await expect(page.getByTestId('ad-sidebar')).toHaveCount(0);
  });

  test.describe('mobile', () => {
    test.use({ viewport: { width: 375, height: 800 } });
    test('slots use the small banner height on phones', async ({ page }) => {
      await page.goto('/');
      const top = page.getByTestId('ad-top');
      await expect(top).toBeVisible();
      const h = await height(top);
      expect(h).toBeGreaterThanOrEqual(50);
      expect(h).toBeLessThan(60);
      const box = (await top.boundingBox())!;
      expect(box.width).toBeLessThanOrEqual(375);
    });
  });
});
