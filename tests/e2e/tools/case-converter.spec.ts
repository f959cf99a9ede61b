import { test, expect, expectToast } from '../fixtures';
import type { Page } from '@playwright/test';
import { expectClearEmptiesInputs, openTool } from './tool-steps';

const input = (page: Page) => page.getByLabel('Input', { exact: true });
const output = (page: Page) => page.getByTestId('tool-output');
const modeButton = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

test.beforeEach(({ page }) => openTool(page, 'case-converter', 'Case Converter'));

// The example's result (title case), Copy, Clear's result and the empty-input message: contract/table.ts.
test('load example marks Title Case as the chosen mode', async ({ page }) => {
  await page.getByRole('button', { name: 'Load example' }).click();
  await expect(input(page)).toHaveValue(/^the quick brown fox/);
  await expect(modeButton(page, 'Title Case')).toHaveAttribute('aria-pressed', 'true');
});

test('clear empties the input', async ({ page }) => {
  await expectClearEmptiesInputs(page, input(page));
});

test('blank input is refused, and the previous output is not left as if it were the result', async ({ page }) => {
  await input(page).fill('keep me');
  await modeButton(page, 'UPPER CASE').click();
  await expect(output(page)).toHaveValue('KEEP ME');
  await input(page).fill('   ');
  await modeButton(page, 'lower case').click();
  await expectToast(page, 'Please enter some text first');
  await expect(output(page)).toHaveValue('');
});

const MODES: Array<[string, string, string]> = [
  ['UPPER CASE', 'Hello wörld\nsecond line', 'HELLO WÖRLD\nSECOND LINE'],
  ['lower case', 'Hello WÖRLD\nSecond LINE', 'hello wörld\nsecond line'],
  ['Title Case', 'hello WORLD\nsecond line', 'Hello World\nSecond Line'],
  ['Sentence case', 'HELLO. how ARE you?\nsecond LINE', 'Hello. How are you?\nSecond line'],
  ['camelCase', 'Hello World\nhello_world\nHTTPServer', 'helloWorld\nhelloWorld\nhttpServer'],
  ['snake_case', 'Hello World\nhelloWorld\nhello-world', 'hello_world\nhello_world\nhello_world'],
  ['kebab-case', 'Hello World\nhelloWorld\nHTTPServer', 'hello-world\nhello-world\nhttp-server'],
  ['CONSTANT_CASE', 'max retry count\nhelloWorld', 'MAX_RETRY_COUNT\nHELLO_WORLD'],
  ['aLtErNaTiNg', 'hello world', 'hElLo WoRlD'],
];

for (const [mode, text, expected] of MODES) {
  test(`converts to ${mode}`, async ({ page }) => {
    await input(page).fill(text);
    await modeButton(page, mode).click();
    await expectToast(page, 'Text converted!');
    await expect(output(page)).toHaveValue(expected);
    await expect(modeButton(page, mode)).toHaveAttribute('aria-pressed', 'true');
  });
}

test('mode buttons are labelled as a group and fit a 360 px screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  const group = page.getByRole('group', { name: 'Convert to' });
  await expect(group.getByRole('button')).toHaveCount(9);
  for (const [mode] of MODES) {
    const box = await modeButton(page, mode).boundingBox();
    expect(box, mode).not.toBeNull();
    expect((box?.x ?? 0) + (box?.width ?? 0), mode).toBeLessThanOrEqual(360);
  }
});
