import { test, expect, expectTexts } from '../fixtures';
import { largeFieldChars } from '../editor';
import type { Page } from '@playwright/test';
import { expectClearEmptiesInputs, openTool } from './tool-steps';

const input = (page: Page) => page.getByLabel('Input', { exact: true });
const stat = (page: Page, key: string) => page.getByTestId(`stat-${key}`).locator('dd');

test.beforeEach(({ page }) => openTool(page, 'word-counter', 'Word Counter'));

// The example's word count, the summary Copy gives, Clear's zero count and Copy waiting for a result: contract/table.ts.
test('load example shows its other statistics', async ({ page }) => {
  await page.getByRole('button', { name: 'Load example' }).click();
  await expectTexts((key) => stat(page, key), {
    characters: '224',
    charactersNoSpaces: '185',
    sentences: '5',
    paragraphs: '2',
    lines: '4',
    readingTime: '10 s',
    speakingTime: '16 s',
  });
});

test('every stat card has a visible label', async ({ page }) => {
  for (const label of ['Words', 'Characters', 'Characters (no spaces)', 'Sentences', 'Paragraphs', 'Lines', 'Reading time', 'Speaking time']) {
    await expect(page.getByRole('term').filter({ hasText: new RegExp(`^${label.replace(/[()]/g, '\\$&')}$`) })).toBeVisible();
  }
});

test('counts live while typing, CJK characters as words', async ({ page }) => {
  await expect(stat(page, 'words')).toHaveText('0');
  await input(page).fill('Hello 你好');
  await expect(stat(page, 'words')).toHaveText('3');
  await expect(stat(page, 'characters')).toHaveText('8');
  await expect(stat(page, 'charactersNoSpaces')).toHaveText('7');
  await input(page).pressSequentially(' world. Next!');
  await expect(stat(page, 'words')).toHaveText('5');
  await expect(stat(page, 'sentences')).toHaveText('2');
  await input(page).fill('你好世界');
  await expect(stat(page, 'words')).toHaveText('4');
});

test('long reading times use minutes and hours', async ({ page }) => {
  await input(page).fill('word '.repeat(500));
  await expect(stat(page, 'words')).toHaveText('500');
  await expect(stat(page, 'readingTime')).toHaveText('2 min 7 s');
  await expect(stat(page, 'speakingTime')).toHaveText('3 min 20 s');
  await input(page).fill('word '.repeat(20_000));
  await expect(stat(page, 'words')).toHaveText('20,000');
  await expect(stat(page, 'readingTime')).toHaveText('1 h 24 min');
});

test('clear empties the text', async ({ page }) => {
  await expectClearEmptiesInputs(page, input(page));
});

test('typing turns Copy on and takes the no-result hint away', async ({ page }) => {
  await input(page).fill('one two');
  await expect(page.getByRole('button', { name: 'Copy', exact: true })).toBeEnabled();
  await expect(page.getByTestId('no-result-hint')).toHaveCount(0);
});

test('a 1 MB paste is counted in the worker; the text stays out of the page', async ({ page }) => {
  test.setTimeout(60_000);
  const text = 'Hello world, 你好. Next line here!\n\n';
  const repeats = Math.ceil(1_000_000 / text.length);
  // Typing a megabyte through fill() is slow; a paste sets the value at once, as this does.
  await input(page).evaluate(
    (el, [chunk, times]) => {
      const area = el as HTMLTextAreaElement;
      Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set?.call(area, chunk.repeat(times));
      area.dispatchEvent(new Event('input', { bubbles: true }));
    },
    [text, repeats] as const,
  );
  await expect.poll(() => largeFieldChars(page)).toBe(text.length * repeats);
  await expect(stat(page, 'words')).toHaveText((7 * repeats).toLocaleString('en'), { timeout: 20_000 });
  await expect(stat(page, 'paragraphs')).toHaveText(repeats.toLocaleString('en'));
  // Clearing brings the field back, and the counts follow at once.
  await page.getByRole('group', { name: 'Tool actions' }).getByRole('button', { name: 'Clear', exact: true }).click();
  await expect(stat(page, 'words')).toHaveText('0');
  await input(page).fill('one two');
  await expect(stat(page, 'words')).toHaveText('2');
});

test('stat grid fits a 360 px screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  for (const key of ['words', 'speakingTime']) {
    const box = await page.getByTestId(`stat-${key}`).boundingBox();
    expect(box).not.toBeNull();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(360);
  }
});
