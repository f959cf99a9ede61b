import { test, expect } from '../fixtures';
import { gotoIn, LANGUAGES } from '../lang';
import { readLocale } from '../shell/helpers';
import { MIN_TARGET_PX, smallTargets } from '../mobile/measure';
import { waitForEditors } from '../editor';

/**
 * The editor and the tree on a phone (360 px, touch) in every language: every control of theirs (the toolbar, the
 * search panel, the tabs, the tree's buttons and search) is thumb-sized, and nothing makes the page scroll sideways:
 * long lines scroll inside the editor.
 */
test.use({ viewport: { width: 360, height: 780 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });

type Texts = Record<string, string>;

for (const lng of LANGUAGES) {
  test(`${lng}: json-formatter's editors, search panel and tree are thumb-sized and never widen the page`, async ({ page }) => {
    const { tool } = readLocale(lng, 'common') as { tool: Texts & { resultView: Texts } };
    const editor = readLocale(lng, 'editor') as { toolbar: Texts; tree: Texts };
    await gotoIn(page, '/tools/json-formatter', lng);
    await waitForEditors(page, 2);
    await page.getByRole('group', { name: tool.actions }).getByRole('button', { name: tool.loadExample }).click();
    await expect(page.getByTestId('tool-output')).toHaveFieldValue(/"name"/);
    const wide = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

    // A long line scrolls inside the editor, not the page.
    await page.getByRole('textbox').first().press('End');
    // One insertion, not 401 keystrokes: typed key by key it took most of the test's 30 s on a loaded machine.
    await page.keyboard.insertText(` ${'x'.repeat(400)}`);
    expect(await wide(), 'the page does not scroll sideways').toBeLessThanOrEqual(0);

    await page.getByRole('toolbar', { name: editor.toolbar.label }).first().getByRole('button', { name: editor.toolbar.search }).click();
    await expect(page.locator('.cm-search').first()).toBeVisible();
    expect(await page.evaluate(smallTargets, { roots: '.toolbox-editor, [role="toolbar"]', min: MIN_TARGET_PX })).toEqual([]);
    expect(await wide(), 'the search panel fits').toBeLessThanOrEqual(0);

    await page.getByRole('tab', { name: tool.resultView.tree }).tap();
    await expect(page.getByRole('tree', { name: editor.tree.label })).toBeVisible();
    expect(await page.evaluate(smallTargets, { roots: '.toolbox-tree, [role="tablist"]', min: MIN_TARGET_PX })).toEqual([]);
    expect(await wide(), 'the tree fits').toBeLessThanOrEqual(0);
  });
}
