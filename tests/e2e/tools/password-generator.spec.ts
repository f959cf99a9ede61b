import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect, expectToast, readClipboard } from '../fixtures';
import { openTool } from './tool-steps';

const output = (page: Page) => page.getByTestId('tool-output');
const generate = (page: Page) => page.getByRole('button', { name: 'Generate', exact: true }).click();
const lengthNumber = (page: Page) => page.getByLabel('Length (4–128)');
const lengthSlider = (page: Page) => page.getByRole('slider', { name: 'Length' });
const lines = async (page: Page) => (await output(page).inputValue()).split('\n');
const setOnly = async (page: Page, keep: string[]) => {
  for (const name of ['Uppercase (A–Z)', 'Lowercase (a–z)', 'Digits (0–9)', 'Symbols (!@#$…)']) {
    await page.getByLabel(name).setChecked(keep.includes(name));
  }
};

test.beforeEach(({ page }) => openTool(page, 'password-generator', 'Password Generator'));

test('messages: no character type, nothing generated yet', async ({ page }) => {
  await page.getByRole('button', { name: 'Copy first' }).click();
  await expectToast(page, 'Please generate a password first');
  await setOnly(page, []);
  await generate(page);
  await expectToast(page, 'Please select at least one character type');
  await expect(output(page)).toHaveValue('');
});

test('the slider and the number stay in sync', async ({ page }) => {
  await lengthNumber(page).fill('40');
  await expect(lengthSlider(page)).toHaveValue('40');
  await lengthSlider(page).fill('100');
  await expect(lengthNumber(page)).toHaveValue('100');
  await lengthNumber(page).fill('500');
  await lengthNumber(page).blur();
  await expect(lengthNumber(page)).toHaveValue('128');
  await expect(lengthSlider(page)).toHaveValue('128');
  await lengthNumber(page).fill('2');
  await lengthNumber(page).blur();
  await expect(lengthNumber(page)).toHaveValue('4');
});

test('character sets, length and look-alikes', async ({ page }) => {
  await setOnly(page, ['Digits (0–9)']);
  await lengthNumber(page).fill('12');
  await generate(page);
  await expectToast(page, 'Password generated');
  await expect(output(page)).toHaveValue(/^\d{12}$/);

  await setOnly(page, ['Uppercase (A–Z)', 'Lowercase (a–z)', 'Digits (0–9)', 'Symbols (!@#$…)']);
  await page.getByLabel('Exclude look-alikes (I l 1 O 0)').check();
  await lengthNumber(page).fill('128');
  await page.getByLabel('How many (1–50)').fill('20');
  await generate(page);
  // The output is drawn a frame after the press: wait for the twenty.
  await expect.poll(async () => (await lines(page)).length).toBe(20);
  const list = await lines(page);
  for (const pw of list) {
    expect(pw).toHaveLength(128);
    expect(pw).not.toMatch(/[Il1O0]/);
    for (const re of [/[A-Z]/, /[a-z]/, /\d/, /[^A-Za-z0-9]/]) expect(pw).toMatch(re);
  }
  expect(new Set(list).size).toBe(20);
});

test('bulk is capped at 50 and the strength is shown', async ({ page }) => {
  await page.getByLabel('How many (1–50)').fill('80');
  await generate(page);
  await expect(page.getByLabel('How many (1–50)')).toHaveValue('50');
  await expect.poll(async () => (await lines(page)).length).toBe(50);
  // 16 characters from 89: about 104 bits, strong.
  await expect(page.getByTestId('strength-level')).toHaveText('Strong');
  await expect(page.getByText('About 104 bits of entropy')).toBeVisible();

  await lengthNumber(page).fill('4');
  await page.getByLabel('How many (1–50)').fill('1');
  await generate(page);
  await expect(page.getByTestId('strength-level')).toHaveText('Weak');
});

test('copy first and download', async ({ page }) => {
  await page.getByLabel('How many (1–50)').fill('3');
  await generate(page);
  // The list may draw a frame after the press: read it once all three are there.
  await expect(output(page)).toHaveValue(/^.+\n.+\n.+$/);
  const list = await lines(page);
  await page.getByRole('button', { name: 'Copy first' }).click();
  await expectToast(page, 'Copied to clipboard!');
  expect(await readClipboard(page)).toBe(list[0]);
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download', exact: true }).click()]);
  expect(file.suggestedFilename()).toBe('passwords.txt');
  expect(readFileSync(await file.path(), 'utf8')).toBe(`${list.join('\n')}\n`);
});

test('passphrases come from the shipped word list', async ({ page }) => {
  await page.getByLabel('Passphrase').check();
  await page.getByRole('slider', { name: 'Words' }).fill('6');
  await page.getByLabel('Separator').selectOption('space');
  await page.getByLabel('Capitalize each word').uncheck();
  await page.getByLabel('Add a digit').uncheck();
  await generate(page);
  await expect(output(page)).toHaveValue(/^[a-z]{4,8}( [a-z]{4,8}){5}$/);
  // 6 words × 11 bits: strong by entropy; no uppercase or digit keeps it from "very strong".
  await expect(page.getByText('About 66 bits of entropy')).toBeVisible();
  await expect(page.getByTestId('strength-level')).toHaveText('Strong');
});

test('nothing generated ever reaches the URL or storage', async ({ page }) => {
  await generate(page);
  await expect(output(page)).not.toHaveValue('');
  const pw = await output(page).inputValue();
  expect(page.url()).not.toContain(encodeURIComponent(pw));
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
  expect(stored).not.toContain(pw);
});

test('Spanish and Chinese texts', async ({ page }) => {
  await page.goto('/tools/password-generator?lng=es');
  await page.getByRole('button', { name: 'Generar', exact: true }).click();
  await expectToast(page, 'Contraseña generada');
  await expect(page.getByTestId('strength-level')).toHaveText('Fuerte');
  await page.goto('/tools/password-generator?lng=zh');
  for (const name of ['大写字母（A–Z）', '小写字母（a–z）', '数字（0–9）', '符号（!@#$…）']) await page.getByLabel(name).uncheck();
  await page.getByRole('button', { name: '生成', exact: true }).click();
  await expectToast(page, '请至少选择一种字符类型');
});
