import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures';
import { BADGE_COLORS, type BadgeKey } from '@src/catalog/badges';
import { readLocale, readToolBadges, readToolIds, toolTitle } from '../shell/helpers';
import { gotoIn, switchLanguage, type Lng } from '../lang';
import { badges, cutTexts, MIN_TARGET_PX, smallTargets } from './measure';

/**
 * The whole catalogue on a phone (360 px, touch: a coarse pointer): every control in the header, the page and the
 * footer has a 44×44 hit area; nothing is cut behind an ellipsis, a too-long placeholder or option in Chinese and
 * Spanish; each badge wears its own colour. One page load per tool: opened in English, switched in the page to zh and
 * to es (cut texts, empty tool), then "Load example" (cut texts and hit areas, result controls included).
 */
test.use({ viewport: { width: 360, height: 780 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });

const ROOTS = 'main, header, footer, [data-testid="mobile-sidebar"]';
const TOOL_IDS = readToolIds();
const TRANSLATED: readonly Lng[] = ['zh', 'es'];

const BADGE_OF = readToolBadges() as Map<string, BadgeKey>;

async function expectThumbSized(page: Page, where: string): Promise<void> {
  expect(await page.evaluate(smallTargets, { roots: ROOTS, min: MIN_TARGET_PX }), `${where}: controls under ${MIN_TARGET_PX}×${MIN_TARGET_PX} px`).toEqual([]);
}

async function expectNothingCut(page: Page, where: string): Promise<void> {
  expect(await page.evaluate(cutTexts), `${where}: text cut at 360 px`).toEqual([]);
}

/** Every badge shown has its badge's variant, and one badge label is painted one way only. */
async function expectBadgeColours(page: Page, lng: Lng, where: string): Promise<void> {
  const labels = readLocale(lng, 'catalog').badges as Record<BadgeKey, string>;
  const keyOf = new Map(Object.entries(labels).map(([key, label]) => [label, key as BadgeKey]));
  const shown = await page.evaluate(badges);
  expect(shown.length, `${where}: badges shown`).toBeGreaterThan(0);
  const paint = new Map<string, Set<string>>();
  for (const b of shown) {
    const key = keyOf.get(b.label);
    expect(key, `${where}: "${b.label}" is a badge label`).toBeDefined();
    expect(b.variant, `${where}: the colour of "${b.label}"`).toBe(BADGE_COLORS[key!]);
    paint.set(b.label, (paint.get(b.label) ?? new Set()).add(b.colour));
  }
  for (const [label, colours] of paint) expect([...colours], `${where}: "${label}" painted one way`).toHaveLength(1);
}

async function withDrawer(page: Page, check: () => Promise<void>): Promise<void> {
  await page.getByTestId('sidebar-trigger').click();
  await expect(page.getByTestId('mobile-sidebar')).toBeVisible();
  await check();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('mobile-sidebar')).toBeHidden();
}

test('home, a category, search and the menu: thumb-sized, nothing cut in any language, one colour per badge', async ({ page }) => {
  await gotoIn(page, '/', 'en');
  await expect(page.getByTestId('tool-card')).toHaveCount(TOOL_IDS.length);
  await expectThumbSized(page, 'home');
  await expectNothingCut(page, 'home (en)');
  await expectBadgeColours(page, 'en', 'home');
  await withDrawer(page, () => expectThumbSized(page, 'menu'));

  await page.getByRole('searchbox').fill('json');
  await expect(page.getByTestId('tool-card').first()).toBeVisible();
  await expectBadgeColours(page, 'en', 'search "json"');
  await page.getByRole('searchbox').fill('');

  await gotoIn(page, '/category/text', 'en');
  await expectThumbSized(page, 'category');
  await expectBadgeColours(page, 'en', 'category');

  await gotoIn(page, '/', 'en');
  for (const lng of TRANSLATED) {
    await switchLanguage(page, lng);
    await expect(page.getByTestId('tool-card').first()).toContainText(toolTitle(lng, TOOL_IDS[0]!));
    await expectNothingCut(page, `home (${lng})`);
    await expectBadgeColours(page, lng, `home (${lng})`);
    await withDrawer(page, () => expectNothingCut(page, `menu (${lng})`));
  }
});

for (const id of TOOL_IDS) {
  test(`${id}: thumb-sized, nothing cut in en, zh and es, its badge's colour`, async ({ page }) => {
    await gotoIn(page, `/tools/${id}`, 'en');
    await expect(page.getByRole('heading', { level: 1, name: toolTitle('en', id) })).toBeVisible();
    const badge = await page.locator('main [data-badge-variant]').first().getAttribute('data-badge-variant');
    expect(badge, `${id}: its badge's colour`).toBe(BADGE_COLORS[BADGE_OF.get(id)!]);
    await expectNothingCut(page, `${id} (en)`);
    for (const lng of TRANSLATED) {
      await switchLanguage(page, lng);
      await expect(page.getByRole('heading', { level: 1, name: toolTitle(lng, id) })).toBeVisible();
      await expectNothingCut(page, `${id} (${lng})`);
    }
    // Then with a result on screen (its controls and labels count too), still in Spanish.
    const tool = readLocale('es', 'common').tool as { actions: string; loadExample: string };
    const example = page.getByRole('group', { name: tool.actions }).getByRole('button', { name: tool.loadExample });
    if ((await example.count()) > 0) {
      await example.click();
      await page.waitForTimeout(500); // let the result and its controls render
      await expectNothingCut(page, `${id} (es, example loaded)`);
    }
    await expectThumbSized(page, id);
  });
}
