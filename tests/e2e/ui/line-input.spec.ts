import { test, expect } from '../fixtures';

// The shared single-line field (InputField) keeps at most its maxLength, also when a value arrives without typing.

/** Sets a value as a drop or a script would: the native setter, then an input event. */
async function setWithoutTyping(page: import('@playwright/test').Page, label: string, value: string): Promise<void> {
  await page.getByLabel(label, { exact: true }).evaluate((el, v) => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(el, v);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  }, value);
}

test('a field with its own limit keeps that many characters (timestamp: 40)', async ({ page }) => {
  await page.goto('/tools/timestamp-converter');
  await setWithoutTyping(page, 'Unix timestamp', '1'.repeat(5_000_000));
  await expect(page.getByLabel('Unix timestamp', { exact: true })).toHaveValue('1'.repeat(40));
  await expect(page.getByLabel('Unix timestamp', { exact: true })).toHaveAttribute('maxlength', '40');
});

test('any other field keeps 10 000 characters at most (IP lookup)', async ({ page }) => {
  await page.goto('/tools/ip-lookup');
  await setWithoutTyping(page, 'IP address', 'x'.repeat(3_000_000));
  const field = page.getByLabel('IP address', { exact: true });
  expect(await field.evaluate((el: HTMLInputElement) => el.value.length)).toBe(10_000);
  await expect(field).toHaveAttribute('maxlength', '10000');
});
