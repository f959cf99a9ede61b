import { expectNoSeriousAxe } from '../axe';
import type { Locator, Page } from '@playwright/test';
import { test, expect } from '../fixtures';
import { searchBox, toolTitle } from './helpers';
import { settleAnimations } from '../animations';

const palette = (page: Page): Locator => page.getByRole('dialog', { name: 'Quick search' });
const combobox = (page: Page): Locator => palette(page).getByRole('combobox', { name: 'Find a tool' });
const options = (page: Page): Locator => palette(page).getByRole('option');

async function optionIds(page: Page): Promise<string[]> {
  return options(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-tool-id') ?? ''));
}

/** Home page (prerendered: its markup shows before the client has hydrated and registered the shortcuts). */
async function home(page: Page): Promise<void> {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}

/**
 * Opens the palette with `act`, repeating it until the page has hydrated (the prerendered markup ignores keys),
 * but never once the palette is there (its chunk may still be loading from an earlier try).
 */
async function openBy(page: Page, act: () => Promise<void>, box: Locator = combobox(page)): Promise<void> {
  await expect(async () => {
    if (!(await box.isVisible())) {
      await act();
      await expect(box).toBeVisible({ timeout: 3_000 });
    }
  }).toPass({ timeout: 20_000 });
  await expect(box).toBeFocused();
}

const openWithCtrlK = (page: Page, box?: Locator) => openBy(page, () => page.keyboard.press('ControlOrMeta+k'), box);

test.describe('command palette', () => {
  test('Ctrl+K opens it on the listbox of every tool, the first option highlighted', async ({ page }) => {
    await home(page);
    await expect(palette(page)).toHaveCount(0);
    await openWithCtrlK(page);
    await expect(combobox(page)).toHaveAttribute('aria-expanded', 'true');
    const listId = await combobox(page).getAttribute('aria-controls');
    await expect(palette(page).getByRole('listbox')).toHaveAttribute('id', listId!);
    // A screen's worth first (src/app/CommandPalette.tsx); the rest once the visitor moves through the list.
    const firstDrawn = (await optionIds(page)).length;
    expect(firstDrawn).toBeGreaterThanOrEqual(12);
    const first = options(page).first();
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(combobox(page)).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
    await page.keyboard.press('End');
    await expect.poll(async () => (await optionIds(page)).length).toBeGreaterThanOrEqual(52);
    const last = options(page).last();
    await expect(last).toHaveAttribute('aria-selected', 'true');
    await expect(last).toBeInViewport();

    // Closed and opened again: a screen's worth again, and the wheel over the list draws the rest.
    await page.keyboard.press('Escape');
    await openWithCtrlK(page);
    await expect.poll(async () => (await optionIds(page)).length).toBe(firstDrawn);
    await options(page).first().hover();
    await page.mouse.wheel(0, 300);
    await expect.poll(async () => (await optionIds(page)).length).toBeGreaterThanOrEqual(52);
  });

  test('an English word finds the tool, and Enter opens it', async ({ page }) => {
    await home(page);
    await openWithCtrlK(page);
    await combobox(page).fill('json formatter');
    await expect.poll(() => optionIds(page)).toEqual(['json-formatter']);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/tools/json-formatter');
    await expect(palette(page)).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: toolTitle('en', 'json-formatter') })).toBeVisible();
  });

  test('Chinese and Spanish words find tools in the English interface', async ({ page }) => {
    await home(page);
    await openWithCtrlK(page);
    await combobox(page).fill('二维码');
    await expect.poll(() => optionIds(page)).toEqual(['qr-generator']);
    // Shown with its English title.
    await expect(options(page).first()).toContainText(toolTitle('en', 'qr-generator'));
    await combobox(page).fill('préstamos');
    await expect.poll(() => optionIds(page)).toEqual(['loan-calculator']);
    // Accents are optional.
    await combobox(page).fill('contador de palabras');
    await expect.poll(() => optionIds(page)).toEqual(['word-counter']);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/tools/word-counter');
  });

  test('the palette speaks the interface language', async ({ page }) => {
    await page.goto('/?lng=zh');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    const zhPalette = page.getByRole('dialog', { name: '快速搜索' });
    await openWithCtrlK(page, zhPalette.getByRole('combobox', { name: '查找工具' }));
    await zhPalette.getByRole('combobox').fill('case converter');
    await expect(zhPalette.getByRole('option').first()).toContainText(toolTitle('zh', 'case-converter'));
  });

  test('arrow keys, Home and End move the highlight; Enter opens the highlighted tool', async ({ page }) => {
    await home(page);
    await openWithCtrlK(page);
    await combobox(page).fill('password');
    await expect.poll(() => (optionIds(page)).then((ids) => ids.slice(0, 2))).toEqual(['password-generator', 'password-strength-checker']);
    const ids = await optionIds(page);
    const selected = () => palette(page).locator('[role="option"][aria-selected="true"]').getAttribute('data-tool-id');
    const activeDescendant = async () => {
      const id = await combobox(page).getAttribute('aria-activedescendant');
      return page.locator(`[id="${id}"]`).getAttribute('data-tool-id');
    };
    expect(await selected()).toBe(ids[0]);
    await page.keyboard.press('ArrowDown');
    await expect.poll(selected).toBe(ids[1]);
    expect(await activeDescendant()).toBe(ids[1]);
    await page.keyboard.press('ArrowUp');
    await expect.poll(selected).toBe(ids[0]);
    // Wraps around.
    await page.keyboard.press('ArrowUp');
    await expect.poll(selected).toBe(ids.at(-1));
    await page.keyboard.press('Home');
    await expect.poll(selected).toBe(ids[0]);
    await page.keyboard.press('End');
    await expect.poll(selected).toBe(ids.at(-1));
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowDown');
    await expect.poll(selected).toBe('password-strength-checker');
    expect(await activeDescendant()).toBe('password-strength-checker');
    // Focus never leaves the input.
    await expect(combobox(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/tools/password-strength-checker');
  });

  test('the mouse highlights on hover and opens on click', async ({ page }) => {
    await home(page);
    await openBy(page, () => page.getByTestId('palette-hint').click());
    await combobox(page).fill('calculator');
    const second = options(page).nth(1);
    const id = await second.getAttribute('data-tool-id');
    await second.hover();
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await second.click();
    await expect(page).toHaveURL(`/tools/${id}`);
  });

  test('"/" opens it when no field is focused, and types a slash in the header search box', async ({ page }) => {
    await home(page);
    // Hydrated first, so that one "/" is enough below.
    await openWithCtrlK(page);
    await page.keyboard.press('Escape');
    await expect(palette(page)).toHaveCount(0);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('/');
    await expect(combobox(page)).toBeFocused();
    await expect(combobox(page)).toHaveValue('');
    await page.keyboard.press('Escape');
    await expect(palette(page)).toHaveCount(0);

    // In the header search box, "/" is text.
    await searchBox(page).click();
    await page.keyboard.type('a/b');
    await expect(searchBox(page)).toHaveValue('a/b');
    await expect(palette(page)).toHaveCount(0);
  });

  test('"/" in a tool\'s text field types a slash; Ctrl+K still opens the palette from there', async ({ page }) => {
    await page.goto('/tools/word-counter');
    // Hydrated first.
    await openWithCtrlK(page);
    await page.keyboard.press('Escape');
    const input = page.getByRole('textbox').first();
    await input.click();
    await page.keyboard.type('1/2');
    await expect(input).toHaveValue('1/2');
    await expect(palette(page)).toHaveCount(0);
    await openWithCtrlK(page);
    await page.keyboard.press('Escape');
    await expect(input).toBeFocused();
    await expect(input).toHaveValue('1/2');
  });

  test('Escape closes it and gives focus back to where it was', async ({ page }) => {
    await home(page);
    const trigger = page.getByTestId('sidebar-trigger');
    await trigger.focus();
    await openWithCtrlK(page);
    await page.keyboard.press('Escape');
    await expect(palette(page)).toHaveCount(0);
    await expect(trigger).toBeFocused();

    // From the header search box, with its text kept.
    await searchBox(page).fill('abc');
    await openWithCtrlK(page);
    await combobox(page).fill('zzz');
    await page.keyboard.press('Escape');
    await expect(palette(page)).toHaveCount(0);
    await expect(searchBox(page)).toBeFocused();
    await expect(searchBox(page)).toHaveValue('abc');

    // Reopening starts afresh.
    await page.getByTestId('sidebar-trigger').focus();
    await openWithCtrlK(page);
    await expect(combobox(page)).toHaveValue('');
  });

  test('while it is open the page does not scroll and takes no press; both come back when it closes', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 700 });
    await home(page);
    await page.evaluate(() => window.scrollTo(0, 400));
    const before = await page.evaluate(() => window.scrollY);
    await openWithCtrlK(page);
    // Locked by one inline style on the root (src/ui/shims/removeScroll.tsx), no style element of its own.
    const locked = await page.evaluate(() => ({
      overflow: getComputedStyle(document.documentElement).overflow,
      styles: document.querySelectorAll('style[data-scroll-locked], body[data-scroll-locked]').length,
    }));
    expect(locked).toEqual({ overflow: 'hidden', styles: 0 });
    await page.mouse.move(200, 650);
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(before);
    // A press outside the palette lands on the overlay: it closes the palette and opens nothing beneath.
    const url = page.url();
    await page.mouse.click(200, 650);
    await expect(palette(page)).toHaveCount(0);
    expect(page.url()).toBe(url);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('visible');
    await page.mouse.wheel(0, 200);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before);
  });

  test('no match shows a "no results" message and no listbox', async ({ page }) => {
    await home(page);
    await openWithCtrlK(page);
    await combobox(page).fill('zzqqxx');
    await expect(page.getByTestId('palette-no-results')).toHaveText('No tools found. Try different keywords.');
    await expect(palette(page).getByRole('listbox')).toHaveCount(0);
    await expect(combobox(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(combobox(page)).not.toHaveAttribute('aria-activedescendant');
    // Enter does nothing.
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/');
    await expect(palette(page)).toBeVisible();
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`axe passes on the open palette (${theme})`, async ({ page }) => {
      test.slow();
      await page.emulateMedia({ colorScheme: theme });
      await page.addInitScript((t) => window.localStorage.setItem('theme', t), theme);
      await home(page);
      await openWithCtrlK(page);
      await combobox(page).fill('json');
      await expect(options(page).first()).toBeVisible();
      await settleAnimations(page);
      await expectNoSeriousAxe(page, {}, `palette with results, ${theme}`);
      await combobox(page).fill('zzqqxx');
      await expect(page.getByTestId('palette-no-results')).toBeVisible();
      await settleAnimations(page);
      await expectNoSeriousAxe(page, {}, `palette without results, ${theme}`);
    });
  }

  test('its code is not part of start-up: fetched once the page is live and idle, or at the first opening', async ({ page }) => {
    // The host mounts the palette (closed) when the page is idle after loading (src/app/CommandPaletteHost.tsx), so
    // "before it is opened" is not the rule: the rule is that start-up never waits for it.
    await page.addInitScript(() => {
      new MutationObserver(() => {
        const w = window as unknown as { __appReadyAt?: number };
        if (w.__appReadyAt === undefined && document.documentElement?.hasAttribute('data-app-ready')) w.__appReadyAt = performance.now();
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-app-ready'] });
    });
    await home(page);
    await openWithCtrlK(page);
    const timing = await page.evaluate(() => ({
      ready: (window as unknown as { __appReadyAt?: number }).__appReadyAt,
      palette: performance.getEntriesByType('resource').find((e) => /\/CommandPalette-[^/]*\.js$/.test(e.name))?.startTime,
    }));
    expect(timing.ready, 'the app went live').toBeDefined();
    expect(timing.palette, 'the palette chunk was fetched').toBeDefined();
    expect(timing.palette!).toBeGreaterThan(timing.ready!);
  });
});
