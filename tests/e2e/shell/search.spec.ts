import { test, expect } from '../fixtures';
import type { Page } from '@playwright/test';
import { cardIds, searchBox, toolCard } from './helpers';

/** Opens the home page and returns its cards' ids, in the order a cleared search must bring back. */
async function openHome(page: Page): Promise<string[]> {
  await page.goto('/');
  await expect(page.getByTestId('hero')).toBeVisible();
  return cardIds(page);
}

/** No search left: the hero is back, with `all` the cards in their first order. */
async function expectHomeRestored(page: Page, all: string[]): Promise<void> {
  await expect(page.getByTestId('hero')).toBeVisible();
  await expect.poll(() => cardIds(page)).toEqual(all);
}

test.describe('search', () => {
  test('a query hides the hero and shows the results heading with a count', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('hero')).toBeVisible();
    await searchBox(page).fill('word counter');
    await expect(page.getByTestId('hero')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Search results' })).toBeVisible();
    await expect(page.getByTestId('result-count')).toHaveText('1 tool found');
    await expect(page.getByTestId('tool-card')).toHaveCount(1);
    await expect(toolCard(page, 'word-counter')).toBeVisible();
  });

  test('"word" matches titles and descriptions (Word Counter, and Lorem Ipsum whose description says "words")', async ({ page }) => {
    // The brief expected "1 tool found", but the spec (section 5) matches descriptions too, and the
    // Lorem Ipsum description contains "words" (later tools such as a password generator match too).
    await page.goto('/');
    await searchBox(page).fill('word');
    await expect(page.getByTestId('hero')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Search results' })).toBeVisible();
    await expect(toolCard(page, 'word-counter')).toBeVisible();
    await expect(toolCard(page, 'lorem-ipsum')).toBeVisible();
    await expect(toolCard(page, 'case-converter')).toHaveCount(0);
    const ids = await cardIds(page);
    expect(ids[0]).toBe('word-counter');
    await expect(page.getByTestId('result-count')).toHaveText(`${ids.length} tools found`);
  });

  test('search is case-insensitive and trimmed', async ({ page }) => {
    const all = await openHome(page);
    await searchBox(page).fill('   LOREM  ');
    await expect(page.getByTestId('result-count')).toHaveText('1 tool found');
    await expect(toolCard(page, 'lorem-ipsum')).toBeVisible();
    // Blank means no search.
    await searchBox(page).fill('    ');
    await expectHomeRestored(page, all);
  });

  test('no match shows "No tools found" and a hint', async ({ page }) => {
    await page.goto('/');
    await searchBox(page).fill('zzzz');
    await expect(page.getByTestId('empty-state')).toContainText('No tools found');
    await expect(page.getByTestId('empty-state')).toContainText('Try different keywords');
    await expect(page.getByTestId('result-count')).toHaveText('0 tools found');
    await expect(page.getByTestId('tool-card')).toHaveCount(0);
  });

  test('the "Clear search" button restores the hero and every card', async ({ page }) => {
    const all = await openHome(page);
    expect(all.length).toBeGreaterThanOrEqual(9);
    await searchBox(page).fill('zzzz');
    await expect(page.getByTestId('hero')).toHaveCount(0);
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(searchBox(page)).toHaveValue('');
    await expect(page.getByTestId('tool-card')).toHaveCount(all.length);
    await expectHomeRestored(page, all);
    await expect(page.getByRole('button', { name: 'Clear search' })).toHaveCount(0);
  });

  test('emptying the box restores the hero and every card', async ({ page }) => {
    const all = await openHome(page);
    await searchBox(page).fill('sorter');
    await expect(page.getByTestId('tool-card')).toHaveCount(1);
    await searchBox(page).fill('');
    await expectHomeRestored(page, all);
  });

  test('cross-language: 大小写 finds Case Converter in the English interface', async ({ page }) => {
    await page.goto('/');
    await searchBox(page).fill('大小写');
    await expect(toolCard(page, 'case-converter')).toBeVisible();
    await expect(toolCard(page, 'case-converter').getByRole('link', { name: 'Case Converter' })).toBeVisible();
    await expect(toolCard(page, 'word-counter')).toHaveCount(0);
  });

  test('cross-language: "contador" finds Word Counter', async ({ page }) => {
    await page.goto('/');
    await searchBox(page).fill('contador');
    await expect(toolCard(page, 'case-converter')).toHaveCount(0);
    await expect(toolCard(page, 'word-counter').getByRole('link', { name: 'Word Counter' })).toBeVisible();
  });

  test('typing on a tool page goes to the home page with results', async ({ page }) => {
    await page.goto('/tools/case-converter');
    await expect(page.getByRole('heading', { level: 1, name: 'Case Converter' })).toBeVisible();
    await searchBox(page).pressSequentially('sorter');
    await expect(page).toHaveURL('/');
    await expect(searchBox(page)).toHaveValue('sorter');
    await expect(searchBox(page)).toBeFocused();
    await expect(page.getByRole('heading', { name: 'Search results' })).toBeVisible();
    await expect(page.getByTestId('result-count')).toHaveText('1 tool found');
    await expect(toolCard(page, 'text-sorter')).toBeVisible();
  });

  test('typing on a category page filters that category in place', async ({ page }) => {
    await page.goto('/category/text');
    await searchBox(page).fill('sorter');
    await expect(page).toHaveURL('/category/text');
    await expect(page.getByTestId('tool-count')).toHaveText('1 tool');
    await expect.poll(() => cardIds(page)).toEqual(['text-sorter']);
    await searchBox(page).fill('zzzz');
    await expect(page.getByTestId('empty-state')).toContainText('No matching tools in this category');
  });

  test('favorites page: a non-matching query shows "No matching favorites"', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('favorites', JSON.stringify(['case-converter', 'word-counter'])));
    await page.goto('/category/favorites');
    await expect(page.getByTestId('tool-card')).toHaveCount(2);
    await searchBox(page).fill('counter');
    await expect.poll(() => cardIds(page)).toEqual(['word-counter']);
    await searchBox(page).fill('zzzz');
    await expect(page.getByTestId('empty-state')).toContainText('No matching favorites');
    await expect(page.getByTestId('empty-state')).toContainText('Try different keywords or clear the search.');
    // The clear button stays: the list itself is not empty.
    await expect(page.getByRole('button', { name: 'Clear favorites' })).toBeVisible();
  });
});
