import { readFile } from 'node:fs/promises';
import { test, expect, readClipboard, expectToast, setFieldValue } from '../fixtures';
import type { Page } from '@playwright/test';
import { openTool } from './tool-steps';

const input = (page: Page) => page.getByLabel('Email addresses', { exact: true });
const validate = (page: Page) => page.getByRole('button', { name: 'Validate', exact: true }).click();
const rows = (page: Page) => page.getByTestId('email-row');
const count = (page: Page, key: 'total' | 'valid' | 'invalid' | 'duplicates') => page.getByTestId(`count-${key}`).locator('dd');
const actions = (page: Page) => page.getByRole('group', { name: 'Tool actions' });

/** A domain of exactly `n` characters (labels of 63 or fewer). */
const domainOf = (n: number) => {
  const head = `${'d'.repeat(63)}.`.repeat(3); // 192
  const rest = n - head.length - 4; // ".com"
  return `${head}${'e'.repeat(rest)}.com`;
};

test.beforeEach(({ page }) => openTool(page, 'email-validator', 'Email Validator'));

test('the page lists the checks in the order they run', async ({ page }) => {
  await expect(page.getByTestId('email-rules').locator('li')).toHaveText([
    'Email is empty',
    'Invalid email format',
    'Local part too long (max 64 characters)',
    'Domain too long (max 255 characters)',
    'Local part cannot start or end with a dot',
    'Consecutive dots are not allowed',
    'Domain must contain a dot',
  ]);
});

test('every reason is shown', async ({ page }) => {
  await input(page).fill(
    [
      'ok@example.com,,two@example.com',
      'not-an-email',
      `${'a'.repeat(65)}@example.com`,
      `b@${domainOf(256)}`,
      '.dot@example.com',
      'a..b@example.com',
      'user@localhost',
    ].join('\n'),
  );
  await validate(page);
  await expect(rows(page)).toHaveCount(9);
  const expected: Array<[number, string]> = [
    [0, 'Valid'],
    [1, 'Email is empty'],
    [2, 'Valid'],
    [3, 'Invalid email format'],
    [4, 'Local part too long (max 64 characters)'],
    [5, 'Domain too long (max 255 characters)'],
    [6, 'Local part cannot start or end with a dot'],
    [7, 'Consecutive dots are not allowed'],
    [8, 'Domain must contain a dot'],
  ];
  for (const [i, text] of expected) await expect(rows(page).nth(i).locator('td').nth(2)).toHaveText(text);
  await expect(count(page, 'total')).toHaveText('9');
  await expect(count(page, 'valid')).toHaveText('2');
  await expect(count(page, 'invalid')).toHaveText('7');
  await expect(page.getByRole('status').filter({ hasText: '2 of 9 addresses are valid' })).toBeVisible();
});

test('boundary lengths 64 and 255 are valid', async ({ page }) => {
  await input(page).fill(`${'a'.repeat(64)}@example.com\nb@${domainOf(255)}`);
  await validate(page);
  await expect(count(page, 'valid')).toHaveText('2');
  await expect(count(page, 'invalid')).toHaveText('0');
});

test('duplicates are flagged, domain compared without case; Copy and Download give each valid address once', async ({ page }) => {
  await input(page).fill('Ann@Example.com; ann@example.com\nAnn@example.COM\nbad\nbad\nzoe@mail.example.org');
  await validate(page);
  await expect(count(page, 'duplicates')).toHaveText('2');
  await expect(rows(page).nth(2)).toContainText('Duplicate');
  await expect(rows(page).nth(4)).toContainText('Duplicate');
  await expect(rows(page).filter({ hasText: 'Duplicate' })).toHaveCount(2);
  await expect(rows(page).nth(1)).not.toContainText('Duplicate');

  const valid = 'Ann@Example.com\nann@example.com\nzoe@mail.example.org';
  await actions(page).getByRole('button', { name: 'Copy' }).click();
  await expectToast(page, 'Copied to clipboard!');
  expect(await readClipboard(page)).toBe(valid);

  const [file] = await Promise.all([page.waitForEvent('download'), actions(page).getByRole('button', { name: 'Download', exact: true }).click()]);
  expect(file.suggestedFilename()).toBe('valid-emails.txt');
  expect(await readFile(await file.path(), 'utf8')).toBe(valid);
});

test('messages: blank input, nothing valid to save', async ({ page }) => {
  await input(page).fill('   \n  ');
  await validate(page);
  await expectToast(page, 'Please enter emails');
  await expect(page.getByTestId('email-results')).toHaveCount(0);

  await input(page).fill('nope');
  await validate(page);
  await expect(rows(page)).toHaveCount(1);
  await actions(page).getByRole('button', { name: 'Download', exact: true }).click();
  await expectToast(page, 'There are no valid addresses to save');
});

test('a long list shows the first 100 rows; counts and Copy cover all', async ({ page }) => {
  const list = Array.from({ length: 1500 }, (_, i) => `user${i}@example.com`);
  await setFieldValue(input(page), list.join('\n'));
  await validate(page);
  await expect(count(page, 'total')).toHaveText('1,500');
  await expect(rows(page)).toHaveCount(100);
  await expect(page.getByTestId('email-truncated')).toHaveText('Showing the first 100 of 1,500 addresses.');
  await actions(page).getByRole('button', { name: 'Copy' }).click();
  await expectToast(page, 'Copied to clipboard!');
  expect((await readClipboard(page)).split('\n')).toEqual(list);
});

test('a large input is validated in the worker', async ({ page }) => {
  // ~ 200 kB: above the main-thread limit (64 kB), below the big-text summary (1 M).
  const list = Array.from({ length: 10_000 }, (_, i) => (i % 10 === 9 ? `bad..${i}@example.com` : `person${i}@example.com`));
  await input(page).fill(list.join(', '));
  await validate(page);
  await expect(count(page, 'total')).toHaveText('10,000', { timeout: 15_000 });
  await expect(count(page, 'valid')).toHaveText('9,000');
  await expect(count(page, 'invalid')).toHaveText('1,000');
  await expect(rows(page).nth(9)).toContainText('Consecutive dots are not allowed');
  await expect(rows(page)).toHaveCount(100);
  // The worker sends back 100 rows and the valid list, never all 10,000 rows: Copy still covers every address.
  await actions(page).getByRole('button', { name: 'Copy' }).click();
  await expectToast(page, 'Copied to clipboard!');
  const copied = (await readClipboard(page)).split('\n');
  expect(copied).toHaveLength(9000);
  expect(copied.at(-1)).toBe('person9998@example.com');
});

test('zh and es texts and number formatting', async ({ page }) => {
  await page.goto('/tools/email-validator?lng=zh');
  await page.getByRole('button', { name: '加载示例' }).first().click();
  await expect(page.getByTestId('email-results')).toContainText('域名必须包含点');
  await page.goto('/tools/email-validator?lng=es');
  const list = Array.from({ length: 1200 }, (_, i) => `u${i}@example.com`).join('\n');
  await setFieldValue(page.getByLabel('Direcciones de correo', { exact: true }), list);
  await page.getByRole('button', { name: 'Validar', exact: true }).click();
  await expect(page.getByTestId('email-truncated')).toHaveText('Se muestran las primeras 100 de 1200 direcciones.');
  await expect(page.getByTestId('email-results')).toContainText('Válida');
});
