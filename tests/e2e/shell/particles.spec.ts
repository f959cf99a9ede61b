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
    const area = await canvas.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return { w: r.width, h: r.height, iw: window.innerWidth, ih: window.innerHeight };
    });
    expect(area.w).toBe(area.iw);
    expect(area.h).toBe(area.ih);
    // It really draws, and the dots move: drawn by a worker (the canvas is handed over), so seen in two screenshots.
    const first = await canvas.screenshot();
    await expect.poll(async () => !(await canvas.screenshot()).equals(first), { timeout: 10_000 }).toBe(true);
    // They hold still while the visitor types (their frames would be composited between keystrokes), then drift on.
    await page.keyboard.press('Shift');
    await page.waitForTimeout(200);
    const still = await canvas.screenshot();
    await page.waitForTimeout(600);
    expect((await canvas.screenshot()).equals(still)).toBe(true);
    await expect.poll(async () => !(await canvas.screenshot()).equals(still), { timeout: 10_000 }).toBe(true);
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
