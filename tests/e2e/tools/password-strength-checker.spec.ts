import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures';
import { openTool } from './tool-steps';

const field = (page: Page) => page.getByLabel('Password to check');
const check = (page: Page, id: string) => page.locator(`[data-check="${id}"]`);

test.beforeEach(({ page }) => openTool(page, 'password-strength-checker', 'Password Strength Checker'));

test('a password field with autocomplete off, shown and hidden on demand', async ({ page }) => {
  await expect(field(page)).toHaveAttribute('type', 'password');
  await expect(field(page)).toHaveAttribute('autocomplete', 'off');
  const toggle = page.getByRole('button', { name: 'Show password' });
  await toggle.click();
  await expect(field(page)).toHaveAttribute('type', 'text');
  await expect(page.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Hide password' }).click();
  await expect(field(page)).toHaveAttribute('type', 'password');
});

test('the five checks update live', async ({ page }) => {
  const all = ['length', 'uppercase', 'lowercase', 'digits', 'special'];
  for (const id of all) await expect(check(page, id)).toHaveAttribute('data-passed', 'false');
  await field(page).fill('abc');
  await expect(check(page, 'lowercase')).toHaveAttribute('data-passed', 'true');
  for (const id of ['length', 'uppercase', 'digits', 'special']) await expect(check(page, id)).toHaveAttribute('data-passed', 'false');
  await expect(page.getByText('1 of 5 hints met')).toBeVisible();
  await field(page).fill('Abcdefghijk1!');
  for (const id of all) await expect(check(page, id)).toHaveAttribute('data-passed', 'true');
  await expect(page.getByText('5 of 5 hints met')).toBeVisible();
  // One verdict only: the hints have no level of their own.
  await expect(page.getByRole('meter')).toHaveCount(1, { timeout: 15_000 });
  await expect(page.getByRole('meter', { name: 'Estimated strength' })).toBeVisible();
});

test('one verdict: a known password meeting every hint is weak; a long passphrase is strong', async ({ page }) => {
  const verdict = page.getByRole('meter', { name: 'Estimated strength' });
  await field(page).fill('P@ssw0rd');
  await expect(page.getByTestId('strength-result')).toContainText('score 0 of 4', { timeout: 15_000 });
  await expect(verdict).toHaveAttribute('aria-valuetext', 'Weak');

  await field(page).fill('correcthorsebatterystaple');
  await expect(page.getByTestId('strength-result')).toContainText('score 4 of 4');
  await expect(verdict).toHaveAttribute('aria-valuetext', 'Strong');
  await expect(page.getByTestId('strength-lowered')).toHaveText('zxcvbn alone says Very strong: lowered because a hint is not met.');
});

test('zxcvbn: score, crack times, warning and suggestions', async ({ page }) => {
  await field(page).fill('password');
  const result = page.getByTestId('strength-result');
  await expect(result).toContainText('score 0 of 4', { timeout: 15_000 });
  await expect(page.getByRole('meter', { name: 'Estimated strength' })).toHaveAttribute('aria-valuetext', 'Weak');
  await expect(page.getByTestId('crack-offlineFastHashingXPerSecond')).toHaveText('less than a second');
  await expect(page.getByTestId('feedback-warning')).toHaveText('This is a heavily used password.');
  await expect(page.getByTestId('feedback-suggestions')).toContainText('Add more words that are less common.');

  await field(page).fill('correct horse battery staple');
  await expect(result).toContainText('score 4 of 4');
  // No uppercase letter or digit: the hints lower zxcvbn's "very strong" to strong.
  await expect(page.getByRole('meter', { name: 'Estimated strength' })).toHaveAttribute('aria-valuetext', 'Strong');
  await expect(page.getByTestId('crack-onlineThrottlingXPerHour')).toHaveText('centuries');

  // A dictionary word passing every rule is still weak: the estimate says so.
  await field(page).fill('P@ssw0rd1234');
  await expect(result).toContainText(/score [01] of 4/);
});

test('feedback in Spanish (the library’s pack) and Chinese (our texts)', async ({ page }) => {
  await page.goto('/tools/password-strength-checker?lng=es');
  await page.getByLabel('Contraseña que comprobar').fill('password');
  await expect(page.getByTestId('feedback-warning')).toHaveText('Es de las contraseñas más usadas.', { timeout: 15_000 });
  await expect(page.getByTestId('crack-offlineFastHashingXPerSecond')).toHaveText('menos de un segundo');
  await page.getByLabel('Contraseña que comprobar').fill('correct horse battery staple');
  await expect(page.getByTestId('crack-onlineThrottlingXPerHour')).toHaveText('siglos');

  await page.goto('/tools/password-strength-checker?lng=zh');
  await page.getByLabel('要检测的密码').fill('password');
  await expect(page.getByTestId('feedback-warning')).toHaveText('这是最常用的十个密码之一。', { timeout: 15_000 });
  await expect(page.getByTestId('feedback-suggestions')).toContainText('再加入一些不太常见的单词。');
});

test('crack times are formatted in the UI language', async ({ page }) => {
  await field(page).fill('Tr0ub4dor&3');
  const slow = page.getByTestId('crack-offlineSlowHashingXPerSecond');
  await expect(slow).toHaveText(/^(less than a second|\d+ (second|minute|hour|day|month|year)s?|centuries)$/, { timeout: 15_000 });
});

test('the password is never stored, put in the URL or sent', async ({ page, context }) => {
  const secret = 'Zq8!uniqueSecret#42';
  const seen: string[] = [];
  page.on('request', (req) => seen.push(`${req.url()} ${req.postData() ?? ''}`));
  await field(page).fill(secret);
  await expect(page.getByTestId('strength-result')).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Show password' }).click();
  await page.waitForTimeout(500);
  for (const part of [secret, encodeURIComponent(secret)]) {
    expect(page.url()).not.toContain(part);
    expect(seen.join('\n')).not.toContain(part);
  }
  const stored = await page.evaluate(() => JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage }, cookie: document.cookie }));
  expect(stored).not.toContain(secret);
  expect(JSON.stringify(await context.cookies())).not.toContain(secret);
  // Navigating away and back leaves nothing behind.
  await page.goto('/');
  await page.goBack();
  await expect(field(page)).toHaveValue('');
});

test('zxcvbn and its dictionaries load on this page only', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (req) => requests.push(req.url()));
  await page.goto('/tools/uuid-generator');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForTimeout(500);
  expect(requests.filter((u) => /password\.worker|commonWords|zxcvbn/i.test(u))).toEqual([]);
  await page.goto('/tools/password-strength-checker');
  await expect(page.getByText('Type a password to see how long it would take to crack.')).toBeVisible({ timeout: 15_000 });
  expect(requests.some((u) => /password\.worker/.test(u))).toBe(true);
});
