import { test, expect, expectToast } from '../fixtures';
import type { Page } from '@playwright/test';
import { openTool } from './tool-steps';

const output = (page: Page) => page.getByTestId('tool-output');
const generate = (page: Page) => page.getByRole('button', { name: 'Generate', exact: true }).click();
const count = (page: Page) => page.getByLabel('How many');
const unit = (page: Page) => page.getByLabel('Unit');
const startWithLorem = (page: Page) => page.getByLabel('Start with “Lorem ipsum dolor sit amet”');

const paragraphsOf = (text: string) => text.split('\n\n');
const wordsOf = (text: string) => text.split(/\s+/).filter(Boolean);

test.beforeEach(({ page }) => openTool(page, 'lorem-ipsum', 'Lorem Ipsum Generator'));

test('defaults: paragraphs, 3, classic opening on', async ({ page }) => {
  await expect(unit(page)).toHaveValue('paragraphs');
  await expect(count(page)).toHaveValue('3');
  await expect(startWithLorem(page)).toBeChecked();
  await expect(output(page)).toHaveValue('');
});

test('generate words, sentences and paragraphs', async ({ page }) => {
  await unit(page).selectOption('words');
  await count(page).fill('25');
  await generate(page);
  await expectToast(page, 'Placeholder text generated');
  await expect(output(page)).not.toHaveValue('');
  let text = await output(page).inputValue();
  expect(wordsOf(text)).toHaveLength(25);
  expect(text.startsWith('Lorem ipsum dolor sit amet')).toBe(true);

  await unit(page).selectOption('sentences');
  await count(page).fill('4');
  await generate(page);
  await expect(output(page)).not.toHaveValue(text);
  text = await output(page).inputValue();
  expect(text).not.toContain('\n');
  const sentences = text.split(/(?<=\.) /);
  expect(sentences).toHaveLength(4);
  for (const s of sentences) expect(s).toMatch(/^[A-Z].*\.$/);

  await startWithLorem(page).uncheck();
  await unit(page).selectOption('paragraphs');
  await count(page).fill('5');
  await generate(page);
  await expect(output(page)).not.toHaveValue(text);
  text = await output(page).inputValue();
  expect(paragraphsOf(text)).toHaveLength(5);
  expect(text.startsWith('Lorem ipsum dolor sit amet')).toBe(false);
});

test('count is clamped to its range and empty falls back to a default', async ({ page }) => {
  await count(page).fill('500');
  await generate(page);
  await expect(count(page)).toHaveValue('100');
  await expect.poll(async () => paragraphsOf(await output(page).inputValue()).length).toBe(100);

  await count(page).fill('0');
  await count(page).blur();
  await expect(count(page)).toHaveValue('1');

  await unit(page).selectOption('words');
  await count(page).fill('');
  await generate(page);
  await expect(count(page)).toHaveValue('50');
  await expect.poll(async () => wordsOf(await output(page).inputValue()).length).toBe(50);

  await count(page).fill('20000');
  await generate(page);
  await expect(count(page)).toHaveValue('10000');
  await expect.poll(async () => wordsOf(await output(page).inputValue()).length).toBe(10_000);
});
