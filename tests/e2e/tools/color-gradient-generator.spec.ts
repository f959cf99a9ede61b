import type { Page } from '@playwright/test';
import { test, expect, readClipboard, expectToast } from '../fixtures';
import { bytesOf, decodedSize, fragmentParam, magic, pixelAt } from './generated-image-helpers';
import { revisit } from './tool-steps';

const css = (page: Page) => page.getByTestId('gradient-css');
const stops = (page: Page) => page.getByTestId('gradient-stop');
const DEFAULT_CSS = 'background: linear-gradient(90deg, #ff7e5f 0%, #feb47b 100%);';

test.describe('color-gradient-generator', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/tools/color-gradient-generator');
    await expect(page.getByRole('heading', { level: 1, name: 'CSS Gradient Generator' })).toBeVisible({ timeout: 15_000 });
    await expect(css(page)).toHaveText(DEFAULT_CSS);
  });

  test('the preview paints exactly the CSS shown', async ({ page }) => {
    const bg = await page.getByTestId('gradient-preview').evaluate((el) => getComputedStyle(el).backgroundImage);
    expect(bg).toBe('linear-gradient(90deg, rgb(255, 126, 95) 0%, rgb(254, 180, 123) 100%)');
  });

  const PRESETS: [string, string, string][] = [
    ['Sunset', '#ff7e5f', '#feb47b'],
    ['Ocean', '#2e3192', '#1bffff'],
    ['Forest', '#134e5e', '#71b280'],
    ['Purple Dream', '#c471f5', '#fa71cd'],
    ['Fire', '#f12711', '#f5af19'],
    ['Sky', '#56ccf2', '#2f80ed'],
  ];
  test('presets', async ({ page }) => {
    const group = page.getByRole('group', { name: 'Presets' });
    for (const [name, a, b] of PRESETS) {
      await group.getByRole('button', { name }).click();
      await expect(css(page)).toHaveText(`background: linear-gradient(90deg, ${a} 0%, ${b} 100%);`);
    }
  });

  test('direction presets, custom angle and radial shapes', async ({ page }) => {
    await page.getByRole('button', { name: 'To bottom right (135°)' }).click();
    await expect(css(page)).toContainText('linear-gradient(135deg,');
    await expect(page.getByRole('button', { name: 'To bottom right (135°)' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByLabel('Angle (degrees)').fill('37');
    await expect(css(page)).toContainText('linear-gradient(37deg,');
    await expect(page.getByLabel('Custom angle')).toHaveValue('37');
    await page.getByLabel('Angle (degrees)').fill('400');
    await expect(css(page)).toContainText('linear-gradient(40deg,');
    await page.getByLabel('Type').selectOption('radial');
    await expect(css(page)).toHaveText('background: radial-gradient(circle, #ff7e5f 0%, #feb47b 100%);');
    await page.getByLabel('Shape').selectOption('ellipse');
    await expect(css(page)).toHaveText('background: radial-gradient(ellipse, #ff7e5f 0%, #feb47b 100%);');
  });

  test('add, edit, move and remove stops', async ({ page }) => {
    await page.getByRole('button', { name: 'Add stop' }).click();
    await expect(stops(page)).toHaveCount(3);
    await expect(css(page)).toHaveText('background: linear-gradient(90deg, #ff7e5f 0%, #ff996d 50%, #feb47b 100%);');
    await page.getByLabel('HEX of stop 3').fill('#000000');
    await page.getByLabel('Position of stop 3 (%)').fill('20');
    await expect(css(page)).toHaveText('background: linear-gradient(90deg, #ff7e5f 0%, #000000 20%, #feb47b 100%);');
    await page.getByLabel('Colour of stop 1').fill('#00ff00');
    await expect(css(page)).toContainText('#00ff00 0%');
    await page.getByRole('button', { name: 'Move stop 1 later' }).click();
    await expect(css(page)).toHaveText('background: linear-gradient(90deg, #feb47b 0%, #000000 20%, #00ff00 100%);');
    await page.getByRole('button', { name: 'Remove stop 3' }).click();
    await expect(stops(page)).toHaveCount(2);
    await expect(page.getByRole('button', { name: 'Remove stop 1' })).toBeDisabled();
  });

  test('copy CSS', async ({ page }) => {
    await page.getByRole('button', { name: 'Copy CSS' }).click();
    await expectToast(page, 'Copied to clipboard!');
    expect(await readClipboard(page)).toBe(DEFAULT_CSS);
  });

  test('PNG download: a valid PNG of the chosen size, painted like the CSS', async ({ page }) => {
    await page.getByLabel('Width (px)').fill('300');
    await page.getByLabel('Height (px)').fill('120');
    const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PNG' }).click()]);
    expect(file.suggestedFilename()).toBe('gradient-300x120.png');
    const bytes = await bytesOf(file);
    expect(magic(bytes)).toBe('png');
    expect(await decodedSize(page, bytes, 'image/png')).toEqual({ width: 300, height: 120 });
    // 90deg: left edge is the first stop, right edge the last.
    const left = await pixelAt(page, bytes, 0, 60);
    const right = await pixelAt(page, bytes, 299, 60);
    expect(left.slice(0, 3).map((c, i) => Math.abs(c - [255, 126, 95][i]!)).every((d) => d <= 3)).toBe(true);
    expect(right.slice(0, 3).map((c, i) => Math.abs(c - [254, 180, 123][i]!)).every((d) => d <= 3)).toBe(true);
    await expectToast(page, 'Gradient image downloaded');
  });

  test('radial PNG: centre is the first stop', async ({ page }) => {
    await page.getByLabel('Type').selectOption('radial');
    await page.getByLabel('Width (px)').fill('64');
    await page.getByLabel('Height (px)').fill('64');
    const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PNG' }).click()]);
    const bytes = await bytesOf(file);
    expect(await decodedSize(page, bytes, 'image/png')).toEqual({ width: 64, height: 64 });
    const centre = await pixelAt(page, bytes, 32, 32);
    expect(Math.abs(centre[0]! - 255)).toBeLessThanOrEqual(3);
    expect(Math.abs(centre[1]! - 126)).toBeLessThanOrEqual(6);
  });

  test('messages: invalid size; a failed image', async ({ page }) => {
    await page.getByLabel('Width (px)').fill('5000');
    await page.getByRole('button', { name: 'Download PNG' }).click();
    await expectToast(page, 'Enter a width and height from 1 to 4096 px');
    await page.getByLabel('Width (px)').fill('100');
    await page.evaluate(() => {
      HTMLCanvasElement.prototype.toBlob = function toBlob(cb: BlobCallback) {
        cb(null);
      };
    });
    await page.getByRole('button', { name: 'Download PNG' }).click();
    await expectToast(page, 'Failed to create the gradient image');
  });

  test('fragment round trip; hostile values fall back to defaults', async ({ page }) => {
    await page.getByRole('group', { name: 'Presets' }).getByRole('button', { name: 'Ocean' }).click();
    await page.getByRole('button', { name: 'To bottom (180°)' }).click();
    await page.getByRole('button', { name: 'Add stop' }).click();
    await expect.poll(() => fragmentParam(page, 's')).toBe('#2e3192 0,#1bffff 100,#2598c9 50');
    expect(await fragmentParam(page, 'a')).toBe('180');
    await revisit(page, '/');
    await expect(css(page)).toHaveText('background: linear-gradient(180deg, #2e3192 0%, #2598c9 50%, #1bffff 100%);');
    await expect(stops(page)).toHaveCount(3);

    await page.goto('/');
    await page.goto('/tools/color-gradient-generator#t=conic&a=abc&s=red%200%2Cblue%20100&w=99999');
    await expect(css(page)).toHaveText(DEFAULT_CSS);
    await expect(page.getByLabel('Width (px)')).toHaveValue('1920');
  });
});
