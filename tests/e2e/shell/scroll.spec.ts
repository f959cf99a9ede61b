import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures';
import { scrollY, sessionItem, toolCard } from './helpers';

/** Scrolls so that the given card is centred, waits for the position to be saved, and returns it. */
async function scrollToCard(page: Page, id: string): Promise<number> {
  const card = toolCard(page, id);
  await card.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  const y = await scrollY(page);
  expect(y).toBeGreaterThan(50);
  await expect.poll(() => sessionItem(page, 'scroll_/category/text')).toBe(String(Math.round(y)));
  return y;
}

/** Clicks the centre of a card with the mouse (no auto-scroll, unlike locator.click). */
async function clickCardInPlace(page: Page, id: string): Promise<void> {
  const box = (await toolCard(page, id).boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

test.describe('scroll handling', () => {
  test.use({ viewport: { width: 1440, height: 400 } });

  test('going back to a category restores its scroll position; the tool starts at the top', async ({ page }) => {
    await page.goto('/category/text');
    await expect(toolCard(page, 'lorem-ipsum')).toBeVisible();
    const saved = await scrollToCard(page, 'lorem-ipsum');

    await clickCardInPlace(page, 'lorem-ipsum');
    await expect(page).toHaveURL('/tools/lorem-ipsum');
    await expect(page.getByRole('heading', { level: 1, name: 'Lorem Ipsum Generator' })).toBeVisible();
    await expect.poll(() => scrollY(page)).toBe(0);
    expect(await sessionItem(page, 'scroll_/category/text')).toBe(String(Math.round(saved)));
    // Tool pages never save a position.
    expect(await sessionItem(page, 'scroll_/tools/lorem-ipsum')).toBeNull();

    await page.goBack();
    await expect(page).toHaveURL('/category/text');
    await expect(toolCard(page, 'lorem-ipsum')).toBeVisible();
    await expect.poll(async () => Math.abs((await scrollY(page)) - saved)).toBeLessThanOrEqual(5);
  });

  test('the position survives a full reload of the category (session storage)', async ({ page }) => {
    await page.goto('/category/text');
    await expect(toolCard(page, 'lorem-ipsum')).toBeVisible();
    const saved = await scrollToCard(page, 'markdown-preview');
    await page.goto('/tools/case-converter');
    await expect(page.getByRole('heading', { level: 1, name: 'Case Converter' })).toBeVisible();
    await page.goto('/category/text');
    await expect.poll(async () => Math.abs((await scrollY(page)) - saved)).toBeLessThanOrEqual(5);
  });

  test('a tool page opened from a scrolled tool page starts at the top', async ({ page }) => {
    await page.goto('/tools/text-sorter');
    await expect(page.getByRole('heading', { level: 1, name: 'Text Sorter' })).toBeVisible();
    const related = page.getByRole('region', { name: 'Related tools' }).getByRole('link', { name: 'Word Counter' });
    await related.scrollIntoViewIfNeeded();
    expect(await scrollY(page)).toBeGreaterThan(100);
    await related.click();
    await expect(page).toHaveURL('/tools/word-counter');
    await expect(page.getByRole('heading', { level: 1, name: 'Word Counter' })).toBeVisible();
    await expect.poll(() => scrollY(page)).toBe(0);
  });

  // App bug: history.scrollRestoration stays 'auto', so the browser restores the old offset on Back (src/app/ScrollManager.tsx).
  test('going back to a tool page starts at the top too', async ({ page }) => {
    await page.goto('/tools/text-sorter');
    await expect(page.getByRole('heading', { level: 1, name: 'Text Sorter' })).toBeVisible();
    const related = page.getByRole('region', { name: 'Related tools' }).getByRole('link', { name: 'Word Counter' });
    await related.scrollIntoViewIfNeeded();
    await related.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Word Counter' })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Text Sorter' })).toBeVisible();
    await expect.poll(() => scrollY(page)).toBe(0);
    // And it stays there (nothing restores it later).
    await expect.poll(() => scrollY(page), { intervals: [500, 500] }).toBe(0);
  });

  test('session storage holds scroll_/category/text while scrolling', async ({ page }) => {
    await page.goto('/category/text');
    await expect(toolCard(page, 'lorem-ipsum')).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 123));
    await expect.poll(() => sessionItem(page, 'scroll_/category/text')).toBe('123');
    expect(await page.evaluate(() => window.localStorage.getItem('scroll_/category/text'))).toBeNull();
  });
});
