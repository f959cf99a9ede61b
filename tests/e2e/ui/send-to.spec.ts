import { axeViolations, describeViolations } from '../axe';
import type { Page } from '@playwright/test';
import { test, expect, expectToast } from '../fixtures';
import { largeFieldChars, outputHead } from '../editor';
import { pasteGenerated } from '../tools/data-helpers';

/**
 * "Send to…" (ToolLayout's action bar, every tool whose result is text): the chosen tool opens with
 * the result as its input, held in memory across the route change, whatever its size; and "Add to a
 * recipe" opens the recipe builder with the tool's step.
 */

const actions = (page: Page) => page.getByRole('group', { name: 'Tool actions' });
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Send the result to…' });

async function sendTo(page: Page, search: string, tool: string): Promise<void> {
  await actions(page).getByRole('button', { name: 'Send to…' }).click();
  await dialog(page).getByRole('searchbox', { name: 'Search tools' }).fill(search);
  await dialog(page).getByRole('button', { name: tool, exact: true }).click();
}

test('case converter → text sorter: the result arrives as the input', async ({ page }) => {
  await page.goto('/tools/case-converter');
  await page.getByLabel('Input', { exact: true }).fill('pear\napple\nfig');
  await page.getByRole('button', { name: 'UPPER CASE' }).click();
  await sendTo(page, 'sort', 'Text Sorter');
  await expect(page).toHaveURL(/\/tools\/text-sorter$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Text Sorter' })).toBeVisible();
  await expect(page.getByLabel('Input', { exact: true })).toHaveFieldValue('PEAR\nAPPLE\nFIG');
  await expectToast(page, 'Input received from Case Converter');
  // Only once: coming back to the sorter later starts empty.
  await page.goto('/tools/text-sorter');
  await expect(page.getByLabel('Input', { exact: true })).toHaveFieldValue('');
});

test('Base64 decode → JSON formatter, by keyboard: arrows move through the choices', async ({ page }) => {
  await page.goto('/tools/base64');
  await page.getByLabel('Input', { exact: true }).fill(Buffer.from('{"b":1,"a":[true]}').toString('base64'));
  await page.getByRole('button', { name: 'Decode', exact: true }).click();
  await expect(page.getByTestId('tool-output')).toHaveFieldValue('{"b":1,"a":[true]}');
  await actions(page).getByRole('button', { name: 'Send to…' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog(page).getByRole('searchbox', { name: 'Search tools' })).toBeFocused();
  await page.keyboard.type('json formatter');
  await page.keyboard.press('ArrowDown');
  await expect(dialog(page).getByRole('button', { name: 'JSON Formatter', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('JSON input')).toHaveFieldValue('{"b":1,"a":[true]}');
  await page.getByRole('button', { name: 'Format', exact: true }).click();
  await expect(page.getByTestId('tool-output')).toHaveFieldValue('{\n  "b": 1,\n  "a": [\n    true\n  ]\n}');
});

test('JSON formatter → "Add to a recipe": the builder opens with the step and the tool\'s input', async ({ page }) => {
  await page.goto('/tools/json-formatter');
  await page.getByLabel('JSON input').fill('{"b":1,"a":2}');
  await page.getByRole('button', { name: 'Minify', exact: true }).click();
  await actions(page).getByRole('button', { name: 'Send to…' }).click();
  await dialog(page).getByRole('button', { name: 'Add “JSON format” to a recipe' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Recipe Builder' })).toBeVisible();
  await expectToast(page, 'Added to the recipe: JSON format');
  await expect(page.getByTestId('recipe-step')).toHaveCount(1);
  await expect(page.getByLabel('Input', { exact: true })).toHaveFieldValue('{"b":1,"a":2}');
  await expect(page.getByTestId('tool-output')).toHaveFieldValue('{\n  "b": 1,\n  "a": 2\n}');

  // Chain on: the recipe builder's own result goes on to the hash generator.
  await sendTo(page, 'hash', 'Hash Generator');
  await expect(page.getByRole('heading', { level: 1, name: 'Hash Generator' })).toBeVisible();
  await expectToast(page, 'Input received from Recipe Builder');

  // Back in the builder, the recipe is still there, and another tool's step is added after it. (In-page
  // navigation: the recipe being built lives in this tab's memory, as the hand-off does.)
  await page.getByTestId('sidebar').getByRole('link', { name: 'Converters' }).click();
  await page.locator('[data-testid="tool-card"][data-tool-id="url-encoder"]').click();
  await page.getByLabel('Input', { exact: true }).fill('a b');
  await page.getByRole('button', { name: 'Encode', exact: true }).click();
  await actions(page).getByRole('button', { name: 'Send to…' }).click();
  await dialog(page).getByRole('button', { name: 'Add “URL encode” to a recipe' }).click();
  await expect(page.getByTestId('recipe-step').locator('h3')).toHaveText(['1 JSON format', '2 URL encode']);
  // An unfinished recipe keeps its own input.
  await expect(page.getByLabel('Input', { exact: true })).toHaveFieldValue('{"b":1,"a":2}');
});

test('5 MiB goes across in memory: not in the URL, not in storage', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/tools/case-converter');
  const chars = await pasteGenerated(page.getByLabel('Input', { exact: true }), (n: number) => 'abc def\n'.repeat(n), (5 * 1024 * 1024) / 8);
  await page.getByRole('button', { name: 'UPPER CASE' }).click();
  await expect.poll(async () => (await outputHead(page, 0)).length, { timeout: 20_000 }).toBe(chars);
  await sendTo(page, 'duplicate', 'Duplicate Line Remover');
  await expect.poll(() => largeFieldChars(page)).toBe(chars);
  const leaked = await page.evaluate(() => {
    const stored = [...Object.keys(localStorage).map((k) => localStorage.getItem(k) ?? ''), ...Object.keys(sessionStorage).map((k) => sessionStorage.getItem(k) ?? '')];
    return { url: location.href.length, storage: Math.max(0, ...stored.map((v) => v.length)) };
  });
  expect(leaked.url).toBeLessThan(200);
  expect(leaked.storage).toBeLessThan(10_000);
  await page.getByRole('button', { name: 'Remove duplicates', exact: true }).click();
  await expect(page.getByTestId('tool-output')).toHaveFieldValue('ABC DEF');
});

test('nothing to send yet: Send to… waits for a result, as Copy does, and says why', async ({ page }) => {
  await page.goto('/tools/text-sorter');
  const send = actions(page).getByRole('button', { name: 'Send to…' });
  await expect(send).toBeDisabled();
  await expect(send).toHaveAccessibleDescription('No result yet: these buttons turn on once there is one.');
  await page.getByLabel('Input', { exact: true }).fill('b\na');
  await page.getByRole('button', { name: 'Sort lines', exact: true }).click();
  await expect(send).toBeEnabled();
  await send.click();
  await expect(dialog(page)).toBeVisible();
});

test('the dialogs pass axe in light and dark, and fit a 360 px screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await page.addInitScript((t) => window.localStorage.setItem('theme', t), theme);
    await page.goto('/tools/json-formatter');
    await page.getByLabel('JSON input').fill('{"a":1}');
    await page.getByRole('button', { name: 'Format', exact: true }).click();
    await expect(page.getByTestId('tool-output')).toHaveFieldValue('{\n  "a": 1\n}');
    await actions(page).getByRole('button', { name: 'Send to…' }).click();
    await expect(dialog(page)).toBeVisible();
    const sendTo = await axeViolations(page, { include: ['[role="dialog"]'] });
    expect(sendTo, `send-to, ${theme}: ${describeViolations(sendTo)}`).toEqual([]);
    expect(await dialog(page).evaluate((el) => el.getBoundingClientRect().right)).toBeLessThanOrEqual(360);
    await page.keyboard.press('Escape');
    await expect(actions(page).getByRole('button', { name: 'Send to…' })).toBeFocused();

    await page.goto('/tools/recipe-builder');
    await page.getByRole('button', { name: 'Add step' }).click();
    await expect(page.getByRole('dialog', { name: 'Add a step' })).toBeVisible();
    const addStep = await axeViolations(page, { include: ['[role="dialog"]'] });
    expect(addStep, `add step, ${theme}: ${describeViolations(addStep)}`).toEqual([]);
    await page.keyboard.press('Escape');
  }
});
