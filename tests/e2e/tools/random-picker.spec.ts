import type { Page } from '@playwright/test';
import { test, expect, expectToast } from '../fixtures';
import { expectNoSeriousAxe, WITHOUT_TOASTS } from '../axe';

const items = (page: Page) => page.getByLabel('Items', { exact: true });
const output = (page: Page) => page.getByTestId('tool-output');
const btn = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const NAMES = ['Ana', 'Ben', 'Cleo', 'Dev', 'Eli', 'Fay'];

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/tools/random-picker');
  await expect(page.getByRole('heading', { level: 1, name: 'Random Picker' })).toBeVisible();
});

test('"Please enter at least one item" for an empty or blank list, for every action', async ({ page }) => {
  for (const action of ['Pick', 'Shuffle list', 'Split into teams']) {
    await btn(page, action).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please enter at least one item' })).toBeVisible();
  }
  await items(page).fill(' \n , \n');
  await btn(page, 'Pick').click();
  await expectToast(page, 'Please enter at least one item');
});

test('pick n without repetition; a count out of range is refused', async ({ page }) => {
  await items(page).fill(NAMES.join('\n'));
  await expect(page.getByTestId('item-count')).toHaveText('6 items');
  await page.getByLabel('How many to pick').fill('4');
  await btn(page, 'Pick').click();
  // The result field is drawn a frame after the press (src/ui/OutputArea.tsx).
  await expect(output(page)).not.toHaveValue('');
  const picked = (await output(page).inputValue()).split('\n');
  expect(picked).toHaveLength(4);
  expect(new Set(picked).size).toBe(4);
  picked.forEach((p) => expect(NAMES).toContain(p));

  await page.getByLabel('How many to pick').fill('7');
  await btn(page, 'Pick').click();
  await expect(page.getByRole('alert').filter({ hasText: 'Enter a whole number from 1 to 6' })).toBeVisible();
});

// Copy gives the shown result, whatever the action: contract/table.ts.
test('comma-separated items, shuffle and teams; the session history', async ({ page }) => {
  await items(page).fill(NAMES.join(', '));
  await expect(page.getByTestId('item-count')).toHaveText('6 items');
  await btn(page, 'Shuffle list').click();
  await expect(output(page)).not.toHaveValue('');
  const shuffled = (await output(page).inputValue()).split('\n');
  expect(shuffled.slice().sort()).toEqual(NAMES);

  await page.getByLabel('Number of teams').fill('3');
  await btn(page, 'Split into teams').click();
  await expect(output(page)).toHaveValue(/^Team 1: /);
  const lines = (await output(page).inputValue()).split('\n');
  expect(lines).toHaveLength(3);
  lines.forEach((l, i) => expect(l).toMatch(new RegExp(`^Team ${i + 1}: \\w+, \\w+$`)));

  await page.getByLabel('Number of teams').fill('1');
  await btn(page, 'Split into teams').click();
  await expect(page.getByRole('alert').filter({ hasText: 'Enter a number of teams from 2 to 6' })).toBeVisible();

  const history = page.getByTestId('pick-history').locator('li');
  await expect(history).toHaveCount(2);
  await expect(history.nth(0)).toContainText('Teams');
  await expect(history.nth(1)).toContainText('Shuffle');
  await btn(page, 'Clear history').click();
  await expect(page.getByTestId('pick-history')).toHaveCount(0);
});

test('with motion allowed, a short rolling animation runs before the result', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await items(page).fill(NAMES.join('\n'));
  await btn(page, 'Pick').click();
  await expect(output(page)).toHaveValue('');
  await expect(output(page)).toHaveValue(/^(Ana|Ben|Cleo|Dev|Eli|Fay)$/);
});

test('Chinese commas and labels', async ({ page }) => {
  await page.goto('/tools/random-picker?lng=zh');
  await expect(page.getByRole('heading', { level: 1, name: '随机抽取器' })).toBeVisible();
  await page.getByLabel('选项', { exact: true }).fill('小明，小红，小刚');
  await expect(page.getByTestId('item-count')).toHaveText('3 个选项');
  await btn(page, '抽取').click();
  await expect(output(page)).toHaveValue(/^(小明|小红|小刚)$/);
  await page.getByLabel('选项', { exact: true }).fill('');
  await btn(page, '抽取').click();
  await expect(page.getByRole('alert').filter({ hasText: '请至少输入一个选项' })).toBeVisible();
});


for (const theme of ['light', 'dark'] as const) {
  test(`results, teams, history and messages pass axe (${theme})`, async ({ page }) => {
    test.setTimeout(90_000); // axe over a full page is slow on a busy machine
    await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
    await btn(page, 'Pick').click();
    await items(page).fill(NAMES.join('\n'));
    await btn(page, 'Pick').click();
    await btn(page, 'Split into teams').click();
    await expect(page.getByTestId('pick-history').locator('li')).toHaveCount(2);
    await expectNoSeriousAxe(page, WITHOUT_TOASTS);
  });
}
