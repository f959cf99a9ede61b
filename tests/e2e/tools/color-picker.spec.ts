import type { Page } from '@playwright/test';
import { test, expect, readClipboard, expectToast } from '../fixtures';
import { fragmentParam } from './generated-image-helpers';
import { revisit } from './tool-steps';

const value = (page: Page) => page.getByLabel('Colour value');
const shown = (page: Page, f: string) => page.getByTestId(`color-${f}`);

test.describe('color-picker', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/tools/color-picker');
    await expect(page.getByRole('heading', { level: 1, name: 'Color Picker' })).toBeVisible({ timeout: 15_000 });
  });

  const CASES: [string, Record<string, string>][] = [
    ['#f00', { hex: '#ff0000', rgb: 'rgb(255 0 0)', hsl: 'hsl(0 100% 50%)', hwb: 'hwb(0 0% 0%)', oklch: 'oklch(62.8% 0.2577 29.23)' }],
    ['rgb(59 130 246 / 50%)', { hex: '#3b82f680', rgb: 'rgb(59 130 246 / 0.5)' }],
    ['hsl(120 100% 50%)', { hex: '#00ff00' }],
    ['hwb(270 20% 40%)', { hex: '#663399', rgb: 'rgb(102 51 153)' }],
    ['oklch(0.628 0.2577 29.23)', { hex: '#ff0000' }],
    ['RebeccaPurple', { hex: '#663399', hsl: 'hsl(270 50% 40%)' }],
    ['#3b82f6cc', { hex: '#3b82f6cc' }],
  ];
  for (const [input, formats] of CASES) {
    test(`text entry ${input}`, async ({ page }) => {
      await value(page).fill(input);
      for (const [f, text] of Object.entries(formats)) await expect(shown(page, f)).toHaveText(text);
    });
  }

  test('an unrecognised colour says so, and nothing is shown', async ({ page }) => {
    await value(page).fill('not-a-colour');
    await expect(page.getByText('Not a colour we recognise. Try #ff6347, rgb(255 99 71), hsl(9 100% 64%) or tomato.')).toBeVisible();
    await expect(value(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(shown(page, 'hex')).toHaveCount(0);
    await value(page).fill('');
    await expect(page.getByText('Enter a colour: HEX, rgb(), hsl(), hwb(), oklch() or a CSS name')).toBeVisible();
  });

  test('each format has its own copy button', async ({ page }) => {
    await value(page).fill('tomato');
    for (const [label, text] of [['HEX', '#ff6347'], ['RGB', 'rgb(255 99 71)'], ['HSL', 'hsl(9.13 100% 63.9%)'], ['HWB', 'hwb(9.13 27.8% 0%)']]) {
      await page.getByRole('button', { name: `Copy ${label}` }).click();
      await expectToast(page, 'Copied to clipboard!');
      expect(await readClipboard(page)).toBe(text);
    }
    await page.getByRole('button', { name: 'Copy OKLCH' }).click();
    expect(await readClipboard(page)).toMatch(/^oklch\(69\.\d+% 0\.\d+ 3\d\.\d+\)$/);
  });

  test('WCAG contrast against white and black with AA/AAA badges', async ({ page }) => {
    await value(page).fill('#767676');
    const white = page.getByTestId('contrast-white');
    const black = page.getByTestId('contrast-black');
    await expect(page.getByTestId('contrast-white-ratio')).toHaveText('4.54:1');
    await expect(page.getByTestId('contrast-black-ratio')).toHaveText('4.62:1');
    await expect(white.getByRole('listitem').filter({ hasText: /^AApasses$/ })).toHaveCount(1);
    await expect(white.getByRole('listitem').filter({ hasText: /^AAAfails$/ })).toHaveCount(1);
    await expect(white.getByRole('listitem').filter({ hasText: /^AA large/ })).toContainText('passes');

    // 4.478:1 is truncated, never rounded up to a passing 4.48 → AA fails.
    await value(page).fill('#777777');
    await expect(page.getByTestId('contrast-white-ratio')).toHaveText('4.47:1');
    await expect(white.getByRole('listitem').filter({ hasText: /^AAfails$/ })).toHaveCount(1);

    await value(page).fill('black');
    await expect(page.getByTestId('contrast-white-ratio')).toHaveText('21.00:1');
    await expect(page.getByTestId('contrast-black-ratio')).toHaveText('1.00:1');
    await expect(white.getByRole('listitem').filter({ hasText: 'passes' })).toHaveCount(4);
    await expect(black.getByRole('listitem').filter({ hasText: 'fails' })).toHaveCount(4);
  });

  test('tints and shades: clicking one makes it the colour', async ({ page }) => {
    await value(page).fill('#000000');
    const tints = page.getByRole('list', { name: 'Tints (mixed with white)' });
    await expect(tints.getByRole('button')).toHaveCount(9);
    await tints.getByRole('button', { name: 'Use #808080' }).click();
    await expect(value(page)).toHaveValue('#808080');
    await expect(shown(page, 'rgb')).toHaveText('rgb(128 128 128)');
    const shades = page.getByRole('list', { name: 'Shades (mixed with black)' });
    await expect(shades.getByRole('button').first()).toHaveAccessibleName('Use #737373');
  });

  test('the native picker sets the value and keeps the alpha typed before', async ({ page }) => {
    await value(page).fill('#11223380');
    await expect(page.getByLabel('Pick a colour')).toHaveValue('#112233');
    await page.getByLabel('Pick a colour').fill('#abcdef');
    await expect(value(page)).toHaveValue('#abcdef80');
    await expect(shown(page, 'rgb')).toHaveText('rgb(171 205 239 / 0.502)');
  });

  test('fragment round trip; a broken fragment falls back to the default', async ({ page }) => {
    await value(page).fill('hsl(200 50% 40%)');
    await expect.poll(() => fragmentParam(page, 'c')).toBe('hsl(200 50% 40%)');
    await revisit(page, '/');
    await expect(value(page)).toHaveValue('hsl(200 50% 40%)');
    await expect(shown(page, 'hex')).toHaveText('#337799');

    // Each hostile link is opened fresh (not as a fragment change of the open page).
    await page.goto('/');
    await page.goto(`/tools/color-picker#c=${'x'.repeat(300)}&zzz=1`);
    await expect(value(page)).toHaveValue('#3b82f6');
    await page.goto('/');
    await page.goto('/tools/color-picker#c=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E');
    await expect(value(page)).toHaveValue('<img src=x onerror=alert(1)>');
    await expect(page.getByText(/Not a colour we recognise/)).toBeVisible();
  });

  test('Spanish shows the ratio with a decimal comma', async ({ page }) => {
    await page.goto('/tools/color-picker?lng=es#c=%23767676');
    await expect(page.getByTestId('contrast-white-ratio')).toHaveText('4,54:1');
    await expect(page.getByRole('button', { name: 'Copiar HEX' })).toBeVisible();
  });
});

test.describe('color-picker: EyeDropper', () => {
  test('hidden where the browser has none', async ({ page }) => {
    await page.addInitScript(() => {
      delete (window as unknown as { EyeDropper?: unknown }).EyeDropper;
    });
    await page.goto('/tools/color-picker');
    await expect(page.getByTestId('color-hex')).toHaveText('#3b82f6');
    await expect(page.getByRole('button', { name: 'Pick from screen' })).toHaveCount(0);
  });

  test('where it exists, the picked colour becomes the value', async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { EyeDropper: unknown }).EyeDropper = class {
        open() {
          return Promise.resolve({ sRGBHex: '#12ab34' });
        }
      };
    });
    await page.goto('/tools/color-picker');
    await page.getByRole('button', { name: 'Pick from screen' }).click();
    await expect(page.getByLabel('Colour value')).toHaveValue('#12ab34');
    await expect(page.getByTestId('color-hex')).toHaveText('#12ab34');
  });
});
