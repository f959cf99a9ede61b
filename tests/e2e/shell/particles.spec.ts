import { test, expect } from '../fixtures';

test.describe('particle background', () => {
  // The suite runs with reduced motion (playwright.config.ts); the particles only exist without it.
  test.use({ reducedMotion: 'no-preference' });

  test('a full-window canvas that never takes pointer events', async ({ page }) => {
    await page.goto('/');
    const canvas = page.getByTestId('particles');
    await expect(canvas).toHaveCount(1);
    expect(await canvas.evaluate((el) => getComputedStyle(el).pointerEvents)).toBe('none');
    expect(await canvas.getAttribute('aria-hidden')).toBe('true');
    const size = await canvas.evaluate((el: HTMLCanvasElement) => ({ w: el.width, h: el.height, iw: window.innerWidth, ih: window.innerHeight }));
    expect(size.w).toBe(size.iw);
    expect(size.h).toBe(size.ih);
    // It really draws: some pixels are painted.
    await expect.poll(() => canvas.evaluate((el: HTMLCanvasElement) => {
      const data = el.getContext('2d')!.getImageData(0, 0, el.width, el.height).data;
      let painted = 0;
      for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) painted += 1;
      return painted;
    })).toBeGreaterThan(0);
    // Clicks go through to the content underneath.
    const card = page.getByTestId('tool-card').first();
    const box = (await card.boundingBox())!;
    const hit = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('[data-testid="tool-card"]') !== null,
      { x: box.x + box.width / 2, y: box.y + box.height / 2 });
    expect(hit).toBe(true);
  });

  test('absent under prefers-reduced-motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await expect(page.getByTestId('hero')).toBeVisible();
    await expect(page.getByTestId('particles')).toHaveCount(0);
  });
});
