import type { Page } from '@playwright/test';
import { test, expect, expectToast } from '../fixtures';
import { cardIds, localItem, toolTitle } from './helpers';

const DAY = 86_400_000;
const TTL = 30 * DAY;

interface Seed { id: string; ageMs: number }

/**
 * Seeds localStorage `recent-tools` once per tab (a sessionStorage flag stops
 * the init script from re-seeding on later navigations). Timestamps are taken
 * from the browser clock at seeding time.
 */
async function seedRecents(page: Page, seeds: Seed[] | string): Promise<void> {
  await page.addInitScript((data) => {
    if (window.sessionStorage.getItem('__seeded')) return;
    window.sessionStorage.setItem('__seeded', '1');
    const now = Date.now();
    const value = typeof data === 'string'
      ? data
      : JSON.stringify(data.map((s) => ({ id: s.id, title: s.id, lastAccessed: now - s.ageMs })));
    window.localStorage.setItem('recent-tools', value);
  }, seeds);
}

async function storedRecents(page: Page): Promise<{ id: string; title: string; lastAccessed: number }[]> {
  return JSON.parse((await localItem(page, 'recent-tools')) ?? 'null') as { id: string; title: string; lastAccessed: number }[];
}

async function openTool(page: Page, id: string): Promise<void> {
  await page.goto(`/tools/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: toolTitle('en', id) })).toBeVisible();
}

test.describe('recent tools', () => {
  test('opening A, B, A lists A then B, without duplicates', async ({ page }) => {
    await openTool(page, 'case-converter');
    await openTool(page, 'word-counter');
    await openTool(page, 'case-converter');
    await page.goto('/category/recent');
    await expect(page.getByRole('heading', { level: 1, name: 'Recent' })).toBeVisible();
    await expect(page.getByTestId('tool-count')).toHaveText('2 tools');
    await expect.poll(() => cardIds(page)).toEqual(['case-converter', 'word-counter']);
    const stored = await storedRecents(page);
    expect(stored.map((r) => r.id)).toEqual(['case-converter', 'word-counter']);
    expect(stored[0]!.title).toBe('Case Converter');
    expect(stored[0]!.lastAccessed).toBeGreaterThanOrEqual(stored[1]!.lastAccessed);
  });

  test('client-side navigation between tools also records visits', async ({ page }) => {
    await openTool(page, 'text-sorter');
    await page.getByRole('region', { name: 'Related tools' }).getByRole('link', { name: 'HTML to Text' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'HTML to Text' })).toBeVisible();
    await page.getByTestId('sidebar').getByRole('link', { name: 'Recent' }).click();
    await expect(page).toHaveURL('/category/recent');
    await expect.poll(() => cardIds(page)).toEqual(['html-to-text', 'text-sorter']);
  });

  test('a tool left the moment it is live is recorded, and so is the one its link opens', async ({ page }) => {
    // goto returns the instant <html data-app-ready> appears (tests/shared/appReady.ts): the click follows at once.
    await page.goto('/tools/json-formatter');
    await page.getByRole('region', { name: 'Related tools' }).getByRole('link').first().click();
    await expect(page).not.toHaveURL('/tools/json-formatter');
    await expect.poll(async () => (await storedRecents(page))?.map((r) => r.id)).toEqual([expect.any(String), 'json-formatter']);
    const opened = new URL(page.url()).pathname.split('/').pop();
    expect((await storedRecents(page))[0]!.id).toBe(opened);
  });

  test('a link clicked before the page is live opens once it is, and both tools are recorded', async ({ page }) => {
    await page.addInitScript(() => {
      const tick = () => {
        const link = document.querySelector<HTMLAnchorElement>('#root section[aria-labelledby="related-tools-heading"] a[href="/tools/html-to-text"]');
        if (!link || !document.querySelector('#root h1')?.checkVisibility()) return void requestAnimationFrame(tick);
        (window as unknown as { __early: boolean }).__early = !document.documentElement.hasAttribute('data-app-ready');
        link.click();
      };
      requestAnimationFrame(tick);
    });
    await page.goto('/tools/text-sorter', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1, name: 'HTML to Text' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __early: boolean }).__early), 'clicked before live, then a client-side navigation').toBe(true);
    await expect.poll(async () => (await storedRecents(page))?.map((r) => r.id)).toEqual(['html-to-text', 'text-sorter']);
  });

  test('expired entries are pruned, duplicates collapse, newest first', async ({ page }) => {
    const fresh: Seed[] = [
      { id: 'case-converter', ageMs: 1 * 60_000 },
      { id: 'word-counter', ageMs: 2 * 60_000 },
      { id: 'text-sorter', ageMs: 3 * 60_000 },
      { id: 'html-to-text', ageMs: 4 * 60_000 },
      { id: 'text-replacer', ageMs: 5 * 60_000 },
      { id: 'duplicate-remover', ageMs: 6 * 60_000 },
      // older fresh duplicates
      { id: 'case-converter', ageMs: 1 * DAY },
      { id: 'word-counter', ageMs: 2 * DAY },
      { id: 'text-sorter', ageMs: 3 * DAY },
      { id: 'html-to-text', ageMs: 29 * DAY },
    ];
    const expired: Seed[] = [
      { id: 'whitespace-remover', ageMs: TTL + 60_000 },
      { id: 'markdown-preview', ageMs: 31 * DAY },
      { id: 'lorem-ipsum', ageMs: 45 * DAY },
      { id: 'lorem-ipsum', ageMs: 60 * DAY },
      { id: 'case-converter', ageMs: 90 * DAY },
    ];
    // Shuffle so order in storage is not already sorted.
    const seeds = [expired[0]!, fresh[3]!, fresh[8]!, expired[2]!, fresh[0]!, fresh[6]!, expired[1]!, fresh[5]!, fresh[1]!,
      expired[4]!, fresh[9]!, fresh[2]!, expired[3]!, fresh[7]!, fresh[4]!];
    expect(seeds).toHaveLength(15);
    await seedRecents(page, seeds);

    await page.goto('/category/recent');
    await expect(page.getByTestId('tool-count')).toHaveText('6 tools');
    await expect.poll(() => cardIds(page)).toEqual(['case-converter', 'word-counter', 'text-sorter', 'html-to-text', 'text-replacer', 'duplicate-remover']);

    await openTool(page, 'text-replacer');
    const stored = await storedRecents(page);
    const ids = stored.map((r) => r.id);
    expect(ids.length).toBeLessThanOrEqual(12);
    expect(ids).toEqual(['text-replacer', 'case-converter', 'word-counter', 'text-sorter', 'html-to-text', 'duplicate-remover']);
    for (const gone of ['whitespace-remover', 'markdown-preview', 'lorem-ipsum']) expect(ids).not.toContain(gone);
    expect(new Set(ids).size).toBe(ids.length);
  });

  test('at most 12 are kept', async ({ page }) => {
    // 15 fresh, distinct ids: the 9 real tools plus 6 retired ones (a tool removed by a later deploy).
    const ids = ['case-converter', 'word-counter', 'text-sorter', 'html-to-text', 'text-replacer', 'duplicate-remover',
      'whitespace-remover', 'markdown-preview', 'lorem-ipsum', 'retired-1', 'retired-2', 'retired-3', 'retired-4', 'retired-5', 'retired-6'];
    await seedRecents(page, ids.map((id, i) => ({ id, ageMs: (i + 1) * 60_000 })));
    await openTool(page, 'lorem-ipsum');
    const stored = (await storedRecents(page)).map((r) => r.id);
    expect(stored).toHaveLength(12);
    // lorem-ipsum moved to the front; the 12 newest of the rest follow; the oldest fell off.
    expect(stored).toEqual(['lorem-ipsum', ...ids.filter((id) => id !== 'lorem-ipsum').slice(0, 11)]);

    await page.goto('/category/recent');
    // Retired ids are kept in storage but never shown.
    await expect.poll(() => cardIds(page)).toEqual(['lorem-ipsum', 'case-converter', 'word-counter', 'text-sorter', 'html-to-text',
      'text-replacer', 'duplicate-remover', 'whitespace-remover', 'markdown-preview']);
  });

  for (const corrupt of ['not json', '{"id":"case-converter"}', '"x"', '[{"id":1}]']) {
    test(`a corrupt stored value (${corrupt}) is ignored`, async ({ page }) => {
      await seedRecents(page, corrupt);
      await page.goto('/category/recent');
      await expect(page.getByTestId('empty-state')).toContainText('No recent tools yet');
      await openTool(page, 'word-counter');
      expect((await storedRecents(page)).map((r) => r.id)).toEqual(['word-counter']);
    });
  }

  test('"Clear recent" empties the list and removes the storage key', async ({ page }) => {
    await openTool(page, 'case-converter');
    await openTool(page, 'word-counter');
    await page.goto('/category/recent');
    await expect(page.getByTestId('tool-card')).toHaveCount(2);
    await page.getByRole('button', { name: 'Clear recent' }).click();
    await expectToast(page, 'Recent tools cleared');
    await expect(page.getByTestId('empty-state')).toContainText('No recent tools yet');
    await expect(page.getByRole('button', { name: 'Clear recent' })).toHaveCount(0);
    expect(await localItem(page, 'recent-tools')).toBeNull();
    await page.reload();
    await expect(page.getByTestId('empty-state')).toContainText('No recent tools yet');
  });
});
