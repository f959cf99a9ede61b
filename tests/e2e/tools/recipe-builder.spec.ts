import type { Locator, Page } from '@playwright/test';
import { test, expect, expectToast, readClipboard } from '../fixtures';
import { a11yViolations, useTheme } from './worker-tool-helpers';

/**
 * The recipe builder's own behaviour (its stock contract is in contract/table.ts): building a recipe
 * with the mouse and with the keyboard alone, a link that opens it in a fresh page, a failing middle
 * step, a runaway regular expression stopped by its time limit, saving / export / import, and its
 * labels in Chinese and Spanish. "Send to…" between tools is in send-to.spec.ts.
 */

const input = (page: Page) => page.getByLabel('Input', { exact: true });
const output = (page: Page) => page.getByTestId('tool-output');
const steps = (page: Page) => page.getByTestId('recipe-step');
const step = (page: Page, n: number) => steps(page).nth(n - 1);
const stepNames = (page: Page) => steps(page).locator('h3').allInnerTexts();

async function open(page: Page, path = '/tools/recipe-builder'): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Recipe Builder' })).toBeVisible();
}

/** Adds a step by clicking through the searchable list. */
async function addWithMouse(page: Page, search: string, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Add step' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a step' });
  await dialog.getByRole('searchbox', { name: 'Search operations' }).fill(search);
  await dialog.getByRole('button', { name, exact: true }).click();
  await expect(dialog).toBeHidden();
}

/** Presses Tab (or Shift+Tab, when the control comes earlier) until `target` has the focus, as a keyboard user moves. */
async function tabTo(page: Page, target: Locator, max = 40): Promise<void> {
  const backwards = await target.evaluate((el) => {
    const active = document.activeElement;
    return !!active && active !== document.body && !!(el.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_FOLLOWING);
  });
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error('could not reach the control with Tab');
}

async function dragStep(page: Page, from: number, to: number): Promise<void> {
  // Both ends on screen: a pointer drag does not scroll the page.
  await page.getByRole('heading', { name: 'Recipe steps' }).evaluate((el) => el.scrollIntoView({ block: 'start' }));
  const handle = step(page, from).getByRole('button', { name: /^Move step \d+, / });
  const target = step(page, to);
  const a = (await handle.boundingBox())!;
  const b = (await target.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  // Past the target's middle, in a few moves, as a hand does.
  const y = to > from ? b.y + b.height * 0.75 : b.y + b.height * 0.25;
  await page.mouse.move(a.x + a.width / 2, y, { steps: 8 });
  await page.mouse.up();
}

test('build a recipe with the mouse: add, edit options, drag to reorder, switch off, look at a step, remove', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 1400 });
  await open(page);
  await input(page).fill('pear\nApple\npear\nfig\n');
  await addWithMouse(page, 'upper', 'Change case');
  await addWithMouse(page, 'dupl', 'Remove duplicate lines');
  await addWithMouse(page, 'sort', 'Sort lines');
  await addWithMouse(page, 'sha', 'SHA-256 hash');
  expect(await stepNames(page)).toEqual(['1 Change case', '2 Remove duplicate lines', '3 Sort lines', '4 SHA-256 hash']);
  // Live: the recipe runs as the steps arrive; each step reports what it did.
  await expect(output(page)).toHaveFieldValue(/^[0-9a-f]{64}$/);
  await expect(step(page, 4).getByTestId('step-status')).toContainText('Done: 64 characters');

  // Options in place: lower case instead of upper, descending order.
  await step(page, 1).getByLabel('Convert to').selectOption('lower');
  await step(page, 3).getByLabel('Order', { exact: true }).selectOption('desc');
  // Drag the hash to the top of the list, then back down to the end, by its handle.
  await dragStep(page, 4, 1);
  expect(await stepNames(page)).toEqual(['1 SHA-256 hash', '2 Change case', '3 Remove duplicate lines', '4 Sort lines']);
  await dragStep(page, 1, 4);
  expect(await stepNames(page)).toEqual(['1 Change case', '2 Remove duplicate lines', '3 Sort lines', '4 SHA-256 hash']);
  // Switch the hash off: the output is then the sorted list.
  await step(page, 4).getByRole('switch', { name: 'Step 4 (SHA-256 hash) on' }).uncheck();
  await expect(output(page)).toHaveFieldValue('pear\nfig\napple');
  await expect(step(page, 4).getByTestId('step-status')).toHaveText('Off: passes its input on unchanged');
  // Any step's output can be looked at: the de-duplicated list, before sorting.
  await step(page, 2).getByRole('button', { name: 'Show the output of step 2 (Remove duplicate lines)' }).click();
  await expect(page.getByText('Output of step 2: Remove duplicate lines')).toBeVisible();
  await expect(output(page)).toHaveFieldValue('pear\napple\nfig');
  await page.getByLabel('Show', { exact: true }).selectOption({ label: 'Final output' });
  await expect(output(page)).toHaveFieldValue('pear\nfig\napple');
  // Remove the first step: the case stays as typed.
  await step(page, 1).getByRole('button', { name: 'Remove step 1 (Change case)' }).click();
  await expect(steps(page)).toHaveCount(3);
  await expect(output(page)).toHaveFieldValue('pear\nfig\nApple');
  expect(await a11yViolations(page)).toEqual([]);
});

test('build a recipe with the keyboard only', async ({ page }) => {
  await open(page);
  await tabTo(page, input(page));
  await page.keyboard.type('{"b":[2,1],"a":true}');
  // Add "Base64 encode" and "JSON format": Enter in the search adds the first match, the arrows move through the list.
  await tabTo(page, page.getByRole('button', { name: 'Add step' }));
  await page.keyboard.press('Enter');
  await page.keyboard.type('base64 encode');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Add step' })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.type('json');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('button', { name: 'JSON format', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  expect(await stepNames(page)).toEqual(['1 Base64 encode', '2 JSON format']);
  // JSON format must come first: move it up with the arrow key on its handle.
  await tabTo(page, step(page, 2).getByRole('button', { name: 'Move step 2, JSON format' }));
  await page.keyboard.press('ArrowUp');
  expect(await stepNames(page)).toEqual(['1 JSON format', '2 Base64 encode']);
  await expect(page.getByTestId('recipe-announcer')).toHaveText('Step moved to position 1 of 2');
  await expect(step(page, 1).getByRole('button', { name: 'Move step 1, JSON format' })).toBeFocused();
  // Options by keyboard: 4 spaces, then the URL-safe alphabet (Space toggles a checkbox).
  await tabTo(page, step(page, 1).getByLabel('Indentation'));
  await page.keyboard.press('ArrowDown');
  await tabTo(page, step(page, 2).getByLabel('URL-safe alphabet (- _)'));
  await page.keyboard.press('Space');
  const raw = Buffer.from(JSON.stringify({ b: [2, 1], a: true }, null, 4)).toString('base64url');
  await expect(output(page)).toHaveFieldValue(raw + '='.repeat((4 - (raw.length % 4)) % 4));
  // Switch a step off and run by keyboard.
  await tabTo(page, step(page, 2).getByRole('switch'));
  await page.keyboard.press('Space');
  await tabTo(page, page.getByRole('button', { name: 'Run', exact: true }));
  await page.keyboard.press('Enter');
  await expect(output(page)).toHaveFieldValue(JSON.stringify({ b: [2, 1], a: true }, null, 4));
});

test('a link opens the recipe in a fresh page; the input goes along only when asked', async ({ page, context }) => {
  await open(page);
  await input(page).fill('b,a\n2,1');
  await addWithMouse(page, 'csv', 'CSV to JSON');
  await addWithMouse(page, 'sort keys', 'JSON sort keys');
  await step(page, 2).getByLabel('Indentation').selectOption('none');
  await expect(output(page)).toHaveFieldValue('[{"a":"1","b":"2"}]');

  await page.getByRole('button', { name: 'Copy link' }).click();
  await expectToast(page, 'Link copied');
  const withoutInput = await readClipboard(page);
  expect(withoutInput).toMatch(/\/tools\/recipe-builder#recipe=/);
  expect(decodeURIComponent(withoutInput)).not.toContain('2,1');

  await page.getByLabel('Include the input in the link').check();
  await page.getByRole('button', { name: 'Copy link' }).click();
  const withInput = await readClipboard(page);
  // The page's own address follows the recipe too (replaceState), so Back is not filled with edits.
  await expect.poll(() => page.evaluate(() => decodeURIComponent(location.hash))).toContain('input=b,a');

  const fresh = await context.newPage();
  await fresh.goto(withoutInput);
  await expect(fresh.getByTestId('recipe-step')).toHaveCount(2);
  await expect(fresh.getByTestId('recipe-step').nth(1).getByLabel('Indentation')).toHaveFieldValue('none');
  await expect(input(fresh)).toHaveFieldValue('');

  const second = await context.newPage();
  await second.goto(withInput);
  await expect(input(second)).toHaveFieldValue('b,a\n2,1');
  await expect(output(second)).toHaveFieldValue('[{"a":"1","b":"2"}]');
  await fresh.close();
  await second.close();
});

test('a failing middle step is named with its message; the steps before it keep their output; the input stays', async ({ page }) => {
  await open(page);
  const broken = '  {"name": "Ada",, "born": 1815}  ';
  await input(page).fill(broken);
  await addWithMouse(page, 'whitespace', 'Clean up whitespace');
  await addWithMouse(page, 'json format', 'JSON format');
  await addWithMouse(page, 'md5', 'MD5 hash');
  const alert = page.getByTestId('tool-error');
  await expect(alert).toHaveText('Step 2 (JSON format) failed: Invalid JSON (line 1, column 16)');
  await expect(step(page, 1).getByTestId('step-status')).toContainText('Done');
  await expect(step(page, 2).getByTestId('step-status')).toHaveText('Invalid JSON (line 1, column 16)');
  await expect(step(page, 3).getByTestId('step-status')).toHaveText('Not run');
  // The output shows the last step that worked; the input is untouched.
  await expect(page.getByText('Output of step 1 (Clean up whitespace), the last step that worked')).toBeVisible();
  await expect(output(page)).toHaveFieldValue(broken.trim());
  await expect(input(page)).toHaveFieldValue(broken);
  // Fixing the input fixes the run.
  await input(page).fill('{"name": "Ada"}');
  await expect(alert).toBeHidden();
  await expect(output(page)).toHaveFieldValue(/^[0-9a-f]{32}$/);
});

test('a runaway regular expression is stopped by its time limit; only its step fails', async ({ page }) => {
  test.setTimeout(60_000);
  await open(page);
  await input(page).fill(`${'a'.repeat(40)}!`);
  await addWithMouse(page, 'lower', 'Change case');
  await addWithMouse(page, 'replace', 'Find and replace');
  await step(page, 2).getByLabel('Find', { exact: true }).fill('(a+)+$');
  await step(page, 2).getByLabel('Use regex').check();
  await expect(page.getByTestId('tool-error')).toContainText('Step 2 (Find and replace) failed: This step took too long and was stopped', { timeout: 20_000 });
  await expect(step(page, 1).getByTestId('step-status')).toContainText('Done: 41 characters');
  await expect(output(page)).toHaveFieldValue(`${'A'.repeat(40)}!`);
  // The recipe worker was replaced and works: a harmless pattern now.
  await step(page, 2).getByLabel('Find', { exact: true }).fill('a+');
  await step(page, 2).getByLabel('Replace with').fill('x');
  await expect(output(page)).toHaveFieldValue('x!');
});

test('Reverse builds the inverse recipe and gives the input back; a step without inverse is named', async ({ page }) => {
  await open(page);
  await input(page).fill('héllo wörld');
  await addWithMouse(page, 'base64 encode', 'Base64 encode');
  await addWithMouse(page, 'url encode', 'URL encode');
  await expect(output(page)).toHaveFieldValue('aMOpbGxvIHfDtnJsZA%3D%3D');
  await page.getByRole('button', { name: 'Reverse' }).click();
  await expectToast(page, 'Recipe reversed: the output is now the input.');
  expect(await stepNames(page)).toEqual(['1 URL decode', '2 Base64 decode']);
  await expect(output(page)).toHaveFieldValue('héllo wörld');

  await addWithMouse(page, 'sort', 'Sort lines');
  await page.getByRole('button', { name: 'Reverse' }).click();
  await expectToast(page, 'Step 3 (Sort lines) has no inverse, so the recipe cannot be reversed.');
  await expect(steps(page)).toHaveCount(3);
});

test('saved in this browser, exported and imported', async ({ page }) => {
  await open(page);
  await addWithMouse(page, 'sha1', 'SHA-1 hash');
  await page.getByLabel('Recipe name').fill('Checksum');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, 'Recipe “Checksum” saved in this browser');
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export file' }).click()]);
  expect(file.suggestedFilename()).toBe('Checksum.recipe.json');
  const path = await file.path();

  await page.reload();
  await expect(steps(page)).toHaveCount(1); // the link kept it
  await page.goto('/tools/recipe-builder');
  await expect(steps(page)).toHaveCount(0);
  await expect(page.getByLabel('Saved recipes')).toHaveFieldValue('Checksum');
  await page.getByRole('button', { name: 'Open', exact: true }).click();
  await expect(step(page, 1)).toContainText('SHA-1 hash');

  await step(page, 1).getByRole('button', { name: /^Remove step 1/ }).click();
  await page.getByLabel('Import file').setInputFiles(path);
  await expectToast(page, 'Recipe imported');
  await expect(step(page, 1)).toContainText('SHA-1 hash');
  await page.getByLabel('Import file').setInputFiles({ name: 'x.json', mimeType: 'application/json', buffer: Buffer.from('{"hello":1}') });
  await expectToast(page, 'This file is not a recipe');
});

test('corrupt saved recipes are dropped, the good one kept', async ({ page }) => {
  await page.goto('/favicon.svg');
  await page.evaluate(() => localStorage.setItem('saved-recipes', JSON.stringify({
    recipes: [{ name: 'Broken', recipe: { steps: 'x' } }, 7, { name: 'Good', recipe: { steps: [{ op: 'md5' }] } }, { name: { a: 1 } }],
  })));
  await open(page);
  await expect(page.getByLabel('Saved recipes').locator('option')).toHaveText(['Good']);
});

for (const [lng, labels] of [
  ['zh', { h1: '配方构建器', add: '添加步骤', run: '运行', dialog: '添加步骤', search: '搜索操作', step: '行排序', send: '发送到…' }],
  ['es', { h1: 'Creador de recetas', add: 'Añadir paso', run: 'Ejecutar', dialog: 'Añadir un paso', search: 'Buscar operaciones', step: 'Ordenar líneas', send: 'Enviar a…' }],
] as const) {
  test(`labels in ${lng}`, async ({ page }) => {
    await page.goto(`/tools/recipe-builder?lng=${lng}`);
    await expect(page.getByRole('heading', { level: 1, name: labels.h1 })).toBeVisible();
    await expect(page.getByRole('button', { name: labels.run, exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: labels.send })).toBeVisible();
    await page.getByRole('button', { name: labels.add }).click();
    const dialog = page.getByRole('dialog', { name: labels.dialog });
    await dialog.getByRole('searchbox', { name: labels.search }).fill(labels.step.slice(0, 2));
    await dialog.getByRole('button', { name: labels.step, exact: true }).click();
    await expect(page.getByTestId('recipe-step').locator('h3')).toHaveText(`1 ${labels.step}`);
    expect(await a11yViolations(page)).toEqual([]);
  });
}

test('switching the language keeps the recipe and relabels it', async ({ page }) => {
  await open(page);
  await addWithMouse(page, 'sort', 'Sort lines');
  await input(page).fill('b\na');
  await expect(output(page)).toHaveFieldValue('a\nb');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('zh');
  await expect(page.getByRole('heading', { level: 1, name: '配方构建器' })).toBeVisible();
  await expect(steps(page).locator('h3')).toHaveText(['1 行排序']);
  await expect(page.getByLabel('输入', { exact: true })).toHaveFieldValue('b\na');
  await expect(step(page, 1).getByLabel('排序方向')).toHaveFieldValue('asc');
});

test('light and dark, 360 px: no serious accessibility issue, nothing wider than the screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await open(page);
  await page.getByRole('button', { name: 'Load example' }).click();
  await expect(output(page)).toHaveFieldValue(/"address"/);
  for (const theme of ['light', 'dark'] as const) {
    await useTheme(page, theme);
    await page.getByRole('button', { name: 'Load example' }).click();
    await expect(steps(page)).toHaveCount(3);
    expect(await a11yViolations(page), theme).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  }
});
