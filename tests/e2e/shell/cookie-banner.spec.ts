import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures';
import { cookieDaysLeft, cookieValue } from './helpers';

const banner = (page: Page) => page.getByTestId('cookie-banner');

/** Loads the page and waits until the app has rendered (the banner timer starts at mount). */
async function openHome(page: Page): Promise<void> {
  await page.goto('/');
  await expect(page.getByTestId('hero')).toBeVisible();
}

async function reloadHome(page: Page): Promise<void> {
  await page.reload();
  await expect(page.getByTestId('hero')).toBeVisible();
}

/** No banner, even after waiting longer than its delay. */
async function expectNoBannerLater(page: Page): Promise<void> {
  await page.waitForTimeout(1500);
  await expect(banner(page)).toHaveCount(0);
}

test.describe('cookie banner (no stored consent)', () => {
  test.use({ consent: null });

  test('appears after about 1 s, not before', async ({ page }) => {
    // Timing is the feature. Record, in the page, when the app is live (the prerendered page is in the HTML long
    // before: the <html data-app-ready> mark) and when the banner appears (assertion polling alone could
    // notice either one late).
    await page.addInitScript(() => {
      const w = window as unknown as { __appAt?: number; __bannerAt?: number; __shownAt500?: boolean };
      new MutationObserver(() => {
        if (w.__appAt === undefined && document.documentElement.hasAttribute('data-app-ready')) {
          w.__appAt = performance.now();
          // Checked in the page itself: a round trip from the test could land late on a busy machine.
          window.setTimeout(() => { w.__shownAt500 = document.querySelector('[data-testid="cookie-banner"]') !== null; }, 500);
        }
        if (w.__bannerAt === undefined && document.querySelector('[data-testid="cookie-banner"]')) w.__bannerAt = performance.now();
      }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-app-ready'] });
    });
    await page.goto('/');
    await page.waitForFunction(() => (window as unknown as { __shownAt500?: boolean }).__shownAt500 !== undefined);
    expect(await page.evaluate(() => (window as unknown as { __shownAt500: boolean }).__shownAt500), 'shown 500 ms after the app is live').toBe(false);
    // Its timing is measured in the page below; here only that it comes.
    await expect(banner(page)).toBeVisible({ timeout: 3000 });
    await expect(banner(page)).toContainText('No advertising or tracking cookies');
    const { appAt, bannerAt } = await page.evaluate(() => {
      const w = window as unknown as { __appAt: number; __bannerAt: number };
      return { appAt: w.__appAt, bannerAt: w.__bannerAt };
    });
    const delay = bannerAt - appAt;
    expect(delay, 'not visible at ~500 ms').toBeGreaterThan(900);
    expect(delay, 'visible by ~1500 ms').toBeLessThan(1500);
  });

  test('links to the privacy policy', async ({ page }) => {
    await openHome(page);
    const link = banner(page).getByRole('link', { name: 'Privacy policy' });
    await expect(link).toHaveAttribute('href', '/privacy');
    await link.click();
    await expect(page).toHaveURL('/privacy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
  });

  test('Accept stores accepted for a year and the banner never returns', async ({ page }) => {
    await openHome(page);
    await banner(page).getByRole('button', { name: 'Accept' }).click();
    await expect(banner(page)).toHaveCount(0);
    expect(await cookieValue(page, 'cookieConsent')).toBe('accepted');
    const days = await cookieDaysLeft(page, 'cookieConsent');
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThan(366);

    await reloadHome(page);
    await expectNoBannerLater(page);
    await page.goto('/tools/word-counter');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoBannerLater(page);
  });

  const DECLINING = [
    { button: 'Decline', title: 'Decline stores declined and the banner never returns' },
    { button: 'Close', title: 'Close (X) stores declined' },
  ];
  for (const { button, title } of DECLINING) {
    test(title, async ({ page }) => {
      await openHome(page);
      await banner(page).getByRole('button', { name: button }).click();
      await expect(banner(page)).toHaveCount(0);
      expect(await cookieValue(page, 'cookieConsent')).toBe('declined');
      await reloadHome(page);
      await expectNoBannerLater(page);
    });
  }

  test('the banner does not block the page: it sits at the bottom and the header stays usable', async ({ page }) => {
    await openHome(page);
    await expect(banner(page)).toBeVisible();
    const box = await banner(page).boundingBox();
    const viewport = page.viewportSize()!;
    expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height);
    expect(box!.y).toBeGreaterThan(viewport.height / 2);
    await page.getByRole('searchbox', { name: 'Search tools' }).fill('sorter');
    await expect(page.getByTestId('tool-card')).toHaveCount(1);
  });

  // On a phone its paragraph is larger than a tool's own description: appearing at once, it was the page's largest
  // contentful paint, a second after the content a visitor came for.
  test("on a phone the late banner is not the page's largest contentful paint", async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await page.addInitScript(() => {
      const w = window as unknown as { __lcp: string[] };
      w.__lcp = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & { element: Element | null })[]) {
          w.__lcp.push(e.element?.closest('[data-testid="cookie-banner"]') ? 'banner' : (e.element?.tagName ?? '?'));
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto('/tools/json-formatter');
    await expect(banner(page)).toBeVisible({ timeout: 5000 });
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 100))));
    const entries = await page.evaluate(() => (window as unknown as { __lcp: string[] }).__lcp);
    expect(entries.length, 'the page reported its largest contentful paint').toBeGreaterThan(0);
    expect(entries).not.toContain('banner');
  });
});

test.describe('cookie banner (consent already stored)', () => {
  test('never shows when declined was stored earlier', async ({ page, context }) => {
    await context.clearCookies();
    await context.addCookies([{ name: 'cookieConsent', value: 'declined', url: 'http://localhost' }]);
    await openHome(page);
    await expectNoBannerLater(page);
  });
});
