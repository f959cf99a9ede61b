import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures';
import { readLocale } from '../shell/helpers';
import { RATES_FIXTURE, RATES_URL, allowNetworkErrors, json } from '../tools/network-fixtures';
import { gotoIn, LANGUAGES, type Lng } from '../lang';
import { MIN_TARGET_PX, smallTargets } from './measure';

/** A phone: 360×780 CSS px, touch (a coarse pointer), DPR 2. */
test.use({ viewport: { width: 360, height: 780 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });

const OFFSITE = /^https?:\/\/(?!localhost|127\.0\.0\.1)/;

type Texts = Record<string, string>;
const common = (lng: Lng) => readLocale(lng, 'common') as { tool: Texts; cookie: Texts; toast: Texts };
const toolTexts = (lng: Lng, tool: string) => readLocale(lng, `tools/${tool}`) as Texts;
/** A message's words before its first {{placeholder}}. */
const lead = (message: string) => message.split('{{')[0]!;

async function loadExample(page: Page, lng: Lng): Promise<void> {
  const { tool } = common(lng);
  await page.getByRole('group', { name: tool.actions }).getByRole('button', { name: tool.loadExample }).click();
}

/** Whether a tap at the centre of `name`'s button lands on that button (nothing painted over it). */
async function tapLandsOn(page: Page, name: string): Promise<boolean> {
  return page.getByTestId('cookie-banner').getByRole('button', { name, exact: true }).evaluate((button) => {
    const r = button.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return hit !== null && (hit === button || button.contains(hit));
  });
}

test.describe('the consent banner under a toast', () => {
  test.use({ consent: null });

  for (const lng of LANGUAGES) {
    test(`${lng}: a toast stacks above the banner; every banner button takes its tap; the toast's labels are translated`, async ({ page }) => {
      const { cookie, toast: toastTexts } = common(lng);
      await gotoIn(page, '/tools/case-converter', lng);
      const banner = page.getByTestId('cookie-banner');
      await expect(banner).toBeVisible();
      await loadExample(page, lng);
      const toast = page.locator('[data-sonner-toast]').first();
      await expect(toast).toBeVisible();

      for (const name of [cookie.accept!, cookie.decline!, cookie.close!]) {
        expect(await tapLandsOn(page, name), `a tap on "${name}" reaches it`).toBe(true);
      }
      const [toastBox, bannerBox] = [await toast.boundingBox(), await banner.boundingBox()];
      expect(toastBox!.y + toastBox!.height, 'the toast ends above the banner').toBeLessThanOrEqual(bannerBox!.y + 0.5);

      await expect(page.getByRole('region', { name: toastTexts.region!.replace('{{keys}}', 'Alt+T') })).toBeAttached();
      const close = toast.getByRole('button', { name: toastTexts.close });
      await expect(close).toBeAttached();
      expect(await page.evaluate(smallTargets, { roots: '[data-sonner-toaster]', min: MIN_TARGET_PX }), 'the toast ✕ is thumb-sized').toEqual([]);

      // Once answered, the banner goes and the toasts come back down.
      await banner.getByRole('button', { name: cookie.accept, exact: true }).click();
      await expect(banner).toHaveCount(0);
      await loadExample(page, lng);
      await expect.poll(async () => (await page.locator('[data-sonner-toast]').first().boundingBox())?.y ?? 0).toBeGreaterThan(600);
    });
  }
});

test.describe('the consent banner under a toast, on a desktop', () => {
  test.use({ consent: null, viewport: { width: 1440, height: 900 }, hasTouch: false, isMobile: false, deviceScaleFactor: 1 });

  test('en: both banner buttons take their tap while a toast shows', async ({ page }) => {
    const { cookie } = common('en');
    await gotoIn(page, '/tools/case-converter', 'en');
    await expect(page.getByTestId('cookie-banner')).toBeVisible();
    await loadExample(page, 'en');
    await expect(page.locator('[data-sonner-toast]').first()).toBeVisible();
    for (const name of [cookie.accept!, cookie.decline!]) expect(await tapLandsOn(page, name), name).toBe(true);
  });
});

for (const lng of LANGUAGES) {
  test(`${lng}: text diff opens in the unified view on a phone; side by side is one tap away`, async ({ page }) => {
    const texts = readLocale(lng, 'tools/text-diff') as { views: { unified: string; split: string } };
    await gotoIn(page, '/tools/text-diff', lng);
    await loadExample(page, lng);
    await expect(page.getByTestId('diff-rows')).toBeVisible();
    await expect(page.getByRole('radio', { name: texts.views.unified })).toBeChecked();
    await expect(page.getByRole('radio', { name: texts.views.split })).not.toBeChecked();
    await page.getByRole('radio', { name: texts.views.split }).check();
    await expect(page.getByRole('radio', { name: texts.views.split })).toBeChecked();
  });
}

test.describe('the currency converter without a network', () => {
  /** Rates this browser saved on an earlier visit. */
  const saveRates = (page: Page) =>
    page.addInitScript(
      (saved) => localStorage.setItem('currency-rates', JSON.stringify(saved)),
      { base: 'EUR', date: RATES_FIXTURE.date, rates: { ...RATES_FIXTURE.rates, EUR: 1 }, fetchedAt: Date.parse('2026-11-20T17:00:00Z') },
    );

  for (const lng of LANGUAGES) {
    const t = toolTexts(lng, 'currency-converter');

    test(`${lng}: nothing saved: no answer is said within 3 s, offline within 1.5 s`, async ({ page, context, errors }) => {
      await page.route(OFFSITE, (route) => route.abort('internetdisconnected'));
      await gotoIn(page, '/tools/currency-converter#amount=10', lng);
      const message = page.getByTestId('currency-no-rates');
      await expect(message).toHaveText(t.unreachableNoRates!, { timeout: 3_000 });
      await context.setOffline(true);
      await expect(message).toHaveText(t.offlineNoRates!, { timeout: 1_500 });
      await page.close();
      allowNetworkErrors(errors);
    });

    test(`${lng}: rates saved: they are used, with their date, and said within 3 s; offline within 1.5 s`, async ({ page, context, errors }) => {
      await saveRates(page);
      await page.route(OFFSITE, (route) => route.abort('internetdisconnected'));
      await gotoIn(page, '/tools/currency-converter#amount=100', lng);
      const notice = page.getByTestId('currency-offline');
      await expect(notice).toContainText(lead(t.unreachable!), { timeout: 3_000 });
      await expect(page.getByTestId('currency-result-line')).toContainText('95.03'.replace('.', lng === 'es' ? ',' : '.'));
      await context.setOffline(true);
      await expect(notice).toContainText(lead(t.offline!), { timeout: 1_500 });
      await page.close();
      allowNetworkErrors(errors);
    });
  }

  test('en: fresh rates, then the connection drops: offline is said within 1.5 s, the rates stay', async ({ page, context, errors }) => {
    await page.route(RATES_URL, json(RATES_FIXTURE));
    await gotoIn(page, '/tools/currency-converter#amount=100', 'en');
    await expect(page.getByTestId('currency-result-line')).toHaveText('$100.00 = €95.03');
    await expect(page.getByTestId('currency-offline')).toHaveCount(0);
    await context.setOffline(true);
    await expect(page.getByTestId('currency-offline')).toContainText('Offline: showing the last saved rates (ECB, Nov 20, 2026', { timeout: 1_500 });
    await expect(page.getByTestId('currency-result-line')).toHaveText('$100.00 = €95.03');
    await page.close();
    allowNetworkErrors(errors);
  });
});

test('en: colour values wrap between their parts, never inside a number', async ({ page }) => {
  await gotoIn(page, '/tools/color-picker', 'en');
  await page.getByLabel('Colour value').fill('hsl(9 100% 67.5% / 0.098)');
  await expect(page.getByTestId('color-hsl')).toBeVisible();
  const split = await page.locator('[data-testid^="color-"]').evaluateAll((codes) =>
    codes.flatMap((code) => {
      const text = code.firstChild;
      if (!(text instanceof Text)) return [];
      return [...(text.data.matchAll(/[\d.]+%?/g))].filter((m) => {
        const range = document.createRange();
        range.setStart(text, m.index);
        range.setEnd(text, m.index + m[0].length);
        return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size > 1;
      }).map((m) => `${text.data}: ${m[0]}`);
    }),
  );
  expect(split, 'numbers broken across lines').toEqual([]);
});

test('en: wide tables and match rows say they scroll sideways; the first column stays, the fade goes at the end', async ({ page }) => {
  await gotoIn(page, '/tools/loan-calculator', 'en');
  await loadExample(page, 'en');
  const schedule = page.getByRole('region', { name: 'Amortisation schedule by year (open a year to see its months)' });
  await expect(schedule).toBeVisible();
  const box = page.getByTestId('side-scroll').filter({ has: schedule });
  await expect(box.getByTestId('side-scroll-hint')).toHaveText('Scroll sideways to see more');
  await expect(box.getByTestId('side-scroll-fade')).toBeVisible();
  const firstCell = schedule.getByTestId('loan-year').first().locator('th');
  const before = (await firstCell.boundingBox())!.x;
  await schedule.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
  await expect(box.getByTestId('side-scroll-fade')).toHaveCount(0);
  expect((await firstCell.boundingBox())!.x, 'the period column stays in view').toBeCloseTo(before, 0);
  // The title sits above the box, whole, not cut with the columns.
  const title = box.locator('p', { hasText: 'Amortisation schedule by year (open a year to see its months)' });
  expect(await title.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);

  await gotoIn(page, '/tools/regex-tester', 'en');
  await loadExample(page, 'en');
  const matches = page.getByTestId('side-scroll').filter({ has: page.getByTestId('regex-matches') });
  await expect(matches.getByTestId('side-scroll-hint')).toBeVisible();
});
