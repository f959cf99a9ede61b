import { test, expect, expectToast } from '../fixtures';
import { cardIds, localItem, toolCard } from './helpers';

const star = (page: import('@playwright/test').Page, id: string) => toolCard(page, id).getByTestId('favorite-button');

test.describe('favorites', () => {
  test('the star toggles a favorite without opening the tool', async ({ page }) => {
    await page.goto('/');
    const button = star(page, 'case-converter');
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await expect(button).toHaveAccessibleName('Add Case Converter to favorites');

    await button.click();
    await expectToast(page, 'Case Converter added to favorites');
    await expect(page).toHaveURL('/');
    await expect(page.getByTestId('hero')).toBeVisible();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(button).toHaveAccessibleName('Remove Case Converter from favorites');
    expect(JSON.parse((await localItem(page, 'favorites')) ?? 'null')).toEqual(['case-converter']);

    await button.click();
    await expectToast(page, 'Case Converter removed from favorites');
    await expect(page).toHaveURL('/');
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(JSON.parse((await localItem(page, 'favorites')) ?? 'null')).toEqual([]);
  });

  test('the favorites page lists starred tools in the order they were added', async ({ page }) => {
    await page.goto('/');
    for (const [id, name] of [['word-counter', 'Word Counter'], ['case-converter', 'Case Converter'], ['lorem-ipsum', 'Lorem Ipsum Generator']] as const) {
      await star(page, id).click();
      await expectToast(page, `${name} added to favorites`);
    }

    await page.getByRole('contentinfo').getByRole('link', { name: 'Favorites' }).click();
    await expect(page).toHaveURL('/category/favorites');
    await expect(page.getByRole('heading', { level: 1, name: 'Favorites' })).toBeVisible();
    await expect(page.getByTestId('tool-count')).toHaveText('3 tools');
    await expect.poll(() => cardIds(page)).toEqual(['word-counter', 'case-converter', 'lorem-ipsum']);
    for (const id of ['word-counter', 'case-converter', 'lorem-ipsum']) {
      await expect(star(page, id)).toHaveAttribute('aria-pressed', 'true');
    }

    // Un-starring on the favorites page removes the card at once.
    await star(page, 'case-converter').click();
    await expectToast(page, 'Case Converter removed from favorites');
    await expect.poll(() => cardIds(page)).toEqual(['word-counter', 'lorem-ipsum']);
  });

  test('"Clear favorites" empties the list', async ({ page }) => {
    await page.goto('/');
    await star(page, 'text-sorter').click();
    await star(page, 'html-to-text').click();
    await page.goto('/category/favorites');
    await expect(page.getByTestId('tool-card')).toHaveCount(2);
    await page.getByRole('button', { name: 'Clear favorites' }).click();
    await expectToast(page, 'Favorites cleared');
    await expect(page.getByTestId('empty-state')).toContainText('No favorites yet');
    await expect(page.getByTestId('tool-card')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Clear favorites' })).toHaveCount(0);
    expect(JSON.parse((await localItem(page, 'favorites')) ?? '[]')).toEqual([]);
    await page.reload();
    await expect(page.getByTestId('empty-state')).toContainText('No favorites yet');
  });

  test('favorites persist across a reload', async ({ page }) => {
    await page.goto('/');
    await star(page, 'markdown-preview').click();
    await expect(star(page, 'markdown-preview')).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(star(page, 'markdown-preview')).toHaveAttribute('aria-pressed', 'true');
    await expect(star(page, 'case-converter')).toHaveAttribute('aria-pressed', 'false');
    await page.goto('/category/favorites');
    await expect.poll(() => cardIds(page)).toEqual(['markdown-preview']);
  });

  test('the star on the tool page shares the same state', async ({ page }) => {
    await page.goto('/tools/word-counter');
    await expect(page.getByRole('heading', { level: 1, name: 'Word Counter' })).toBeVisible();
    await page.getByRole('button', { name: 'Add Word Counter to favorites' }).click();
    await expectToast(page, 'Word Counter added to favorites');
    await expect(page).toHaveURL('/tools/word-counter');
    await page.goto('/category/favorites');
    await expect.poll(() => cardIds(page)).toEqual(['word-counter']);
  });

  for (const corrupt of ['{oops', '"x"', '{"a":1}', '[1,2]', 'null']) {
    test(`a corrupt stored value (${corrupt}) loads as empty without errors`, async ({ page }) => {
      await page.addInitScript((value) => window.localStorage.setItem('favorites', value), corrupt);
      await page.goto('/category/favorites');
      await expect(page.getByRole('heading', { level: 1, name: 'Favorites' })).toBeVisible();
      await expect(page.getByTestId('empty-state')).toContainText('No favorites yet');
      await page.goto('/');
      await expect(page.getByTestId('favorite-button').first()).toBeVisible();
      await expect(page.locator('[data-testid="favorite-button"][aria-pressed="true"]')).toHaveCount(0);
      // Starring still works and overwrites the bad value.
      await star(page, 'case-converter').click();
      await expectToast(page, 'Case Converter added to favorites');
      expect(JSON.parse((await localItem(page, 'favorites')) ?? 'null')).toEqual(['case-converter']);
    });
  }
});
