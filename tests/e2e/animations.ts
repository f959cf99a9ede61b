import type { Page } from '@playwright/test';

/**
 * Waits for the page's finite animations (card entrances, a dialog fading in) to end, so axe measures colours at
 * full opacity. Endless ones (spinners) are not waited for.
 */
export async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(() => Promise.all(document.getAnimations()
    .filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity))
    .map((a) => a.finished.catch(() => undefined))));
}
