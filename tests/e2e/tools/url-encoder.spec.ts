import type { Page } from '@playwright/test';
import { test, expect, readClipboard, expectToast, expectValues } from '../fixtures';
import { openTool, pasteRaw } from './tool-steps';

const EXAMPLE = 'https://example.com/search?q=caf%C3%A9%20au%20lait&lang=fr&tags=a%2Cb#r%C3%A9sultats';

const input = (page: Page) => page.getByLabel('Input', { exact: true });
const output = (page: Page) => page.getByTestId('tool-output');
const scope = (page: Page) => page.getByLabel('Encode as');
const form = (page: Page) => page.getByLabel('Form encoding (+ means space)');
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const error = (page: Page) => page.getByTestId('url-error');
const editor = (page: Page) => page.getByTestId('url-editor');
const rebuilt = (page: Page) => page.getByTestId('url-rebuilt');

test.beforeEach(({ page }) => openTool(page, 'url-encoder', 'URL Encoder / Decoder'));

test('encodes and decodes as a component and as a whole URL; the result follows the options', async ({ page }) => {
  await input(page).fill('https://example.com/a b?q=café&x=1+1');
  await button(page, 'Encode').click();
  await expectToast(page, 'Text converted!');
  await expect(output(page)).toHaveValue('https%3A%2F%2Fexample.com%2Fa%20b%3Fq%3Dcaf%C3%A9%26x%3D1%2B1');
  await expect(button(page, 'Encode')).toHaveAttribute('aria-pressed', 'true');

  await scope(page).selectOption('uri');
  await expect(output(page)).toHaveValue('https://example.com/a%20b?q=caf%C3%A9&x=1+1');

  await input(page).fill('a%2Fb%20%C3%A9%2B');
  await button(page, 'Decode').click();
  // decodeURI keeps the escapes of reserved characters.
  await expect(output(page)).toHaveValue('a%2Fb é%2B');
  await scope(page).selectOption('component');
  await expect(output(page)).toHaveValue('a/b é+');
});

test('form encoding: + is a space only when chosen', async ({ page }) => {
  await input(page).fill('a+b%20c');
  await button(page, 'Decode').click();
  await expect(output(page)).toHaveValue('a+b c');
  await form(page).check();
  await expect(output(page)).toHaveValue('a b c');
  await input(page).fill('x y+z');
  await button(page, 'Encode').click();
  await expect(output(page)).toHaveValue('x+y%2Bz');
  await form(page).uncheck();
  await expect(output(page)).toHaveValue('x%20y%2Bz');
});

test('a malformed percent sequence: "Decoding failed" with its position', async ({ page }) => {
  await input(page).fill('caf%C3%A9 %E4%B8x');
  await button(page, 'Decode').click();
  await expectToast(page, 'Decoding failed');
  await expect(error(page)).toHaveText(
    'Decoding failed: invalid percent sequence at position 11 (“%E4%B8x”). A % must be followed by two hex digits that form valid UTF-8.',
  );
  await expect(output(page)).toHaveValue('');
  // Positions count characters: the emoji is one.
  await input(page).fill('👋 100%');
  await expect(error(page)).toContainText('at position 6 (“%”)');
  await input(page).fill('100%25');
  await expect(error(page)).toHaveCount(0);
  await expect(output(page)).toHaveValue('100%');
});

test('an unpaired surrogate: "Encoding failed" with its position', async ({ page }) => {
  await pasteRaw(input(page), 'ab\uD800cd');
  await button(page, 'Encode').click();
  await expectToast(page, 'Encoding failed');
  await expect(error(page)).toHaveText('Encoding failed: unpaired surrogate character at position 3, which cannot be written as UTF-8.');
});

test('a pasted URL is taken apart, edited and rebuilt', async ({ page }) => {
  await expect(editor(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Load example' }).click();
  const parts = editor(page);
  await expectValues((label) => parts.getByLabel(label), {
    Protocol: 'https',
    Host: 'example.com',
    Port: '',
    Path: '/search',
    Fragment: 'résultats',
    'Name of parameter 1': 'q',
    'Value of parameter 1': 'café au lait',
    'Value of parameter 3': 'a,b',
  });
  await expect(rebuilt(page)).toHaveValue(EXAMPLE);

  await parts.getByLabel('Value of parameter 1').fill('thé & co');
  await expect(rebuilt(page)).toHaveValue('https://example.com/search?q=th%C3%A9%20%26%20co&lang=fr&tags=a%2Cb#r%C3%A9sultats');
  await parts.getByRole('button', { name: 'Remove parameter 2' }).click();
  await parts.getByRole('button', { name: 'Add parameter' }).click();
  await parts.getByLabel('Name of parameter 3').fill('page');
  await parts.getByLabel('Value of parameter 3').fill('2');
  await parts.getByLabel('Port').fill('8080');
  const edited = 'https://example.com:8080/search?q=th%C3%A9%20%26%20co&tags=a%2Cb&page=2#r%C3%A9sultats';
  await expect(rebuilt(page)).toHaveValue(edited);

  await parts.getByLabel('Port').fill('99999');
  await expect(parts.getByRole('alert')).toHaveText('Invalid port: enter a number from 0 to 65535, or leave it empty.');
  await expect(rebuilt(page)).toHaveValue('');
  await parts.getByLabel('Port').fill('8080');

  await parts.getByRole('button', { name: 'Copy URL' }).click();
  await expectToast(page, 'Copied to clipboard!');
  expect(await readClipboard(page)).toBe(edited);

  await parts.getByRole('button', { name: 'Use as input' }).click();
  await expect(input(page)).toHaveValue(edited);
  await expect(parts.getByLabel('Value of parameter 1')).toHaveValue('thé & co');

  await expect(parts.getByRole('button', { name: 'Undo edits' })).toHaveCount(0);
  await input(page).fill('not a url');
  await expect(editor(page)).toHaveCount(0);
});

test('the state round-trips through the URL fragment; long input stays out of it', async ({ page }) => {
  await input(page).fill('a b&c');
  await scope(page).selectOption('uri');
  await form(page).check();
  await button(page, 'Encode').click();
  await expect(output(page)).toHaveValue('a%20b&c');
  await expect.poll(() => new URL(page.url()).hash).toBe('#text=a+b%26c&mode=encode&scope=uri&form=1');

  const other = await page.context().newPage();
  await other.goto(page.url());
  await expect(other.getByLabel('Input', { exact: true })).toHaveValue('a b&c');
  await expect(other.getByLabel('Encode as')).toHaveValue('uri');
  await expect(other.getByLabel('Form encoding (+ means space)')).toBeChecked();
  await expect(other.getByTestId('tool-output')).toHaveValue('a%20b&c');
  await other.close();

  // A hostile fragment is ignored field by field.
  await page.goto('/tools/url-encoder#text=%25E4%25B8&mode=explode&scope=%3Cscript%3E&form=yes');
  await expect(input(page)).toHaveValue('%E4%B8');
  await expect(scope(page)).toHaveValue('component');
  await expect(form(page)).not.toBeChecked();
  await expect(output(page)).toHaveValue('');

  await input(page).fill('x'.repeat(2500));
  await expect(page.getByTestId('fragment-note')).toHaveText('This input is longer than 2,000 characters, so it is not saved in the page link.');
  await button(page, 'Encode').click();
  await expect(output(page)).toHaveValue('x'.repeat(2500));
  await expect.poll(() => new URL(page.url()).hash).toBe('#mode=encode');
});

test('messages in Spanish and Chinese', async ({ page }) => {
  await page.goto('/tools/url-encoder?lng=es#text=%25ZZ&mode=decode');
  await expect(page.getByTestId('url-error')).toHaveText(/^Error al decodificar: secuencia porcentual no válida en la posición 1 \(«%ZZ»\)/);
  await page.goto('/tools/url-encoder?lng=zh#text=ok%25ZZ&mode=decode');
  await expect(page.getByTestId('url-error')).toHaveText(/^解码失败：第 3 个字符处的百分号序列无效（“%ZZ”）/);
});
