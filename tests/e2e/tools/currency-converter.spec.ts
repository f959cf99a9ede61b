import type { Page } from '@playwright/test';
import { test, expect as baseExpect, expectToast, readClipboard } from '../fixtures';
import { RATES_FIXTURE, RATES_URL, allowNetworkErrors, expectUnreachableThroughRetries, json } from './network-fixtures';

// The machine running e2e may be busy: network tools get a longer default wait.
const expect = baseExpect.configure({ timeout: 15_000 });

const amount = (page: Page) => page.getByLabel('Amount', { exact: true });
const from = (page: Page) => page.getByLabel('From', { exact: true });
const to = (page: Page) => page.getByLabel('To', { exact: true });
const resultLine = (page: Page) => page.getByTestId('currency-result-line');
const convertBtn = (page: Page) => page.getByRole('button', { name: 'Convert', exact: true });

test.describe('with the rates service answering', () => {
  test.beforeEach(async ({ page }) => {
    await page.route(RATES_URL, json(RATES_FIXTURE));
  });

  test('converts, shows the rate with its ECB date and all ten currencies', async ({ page }) => {
    await page.goto('/tools/currency-converter');
    await amount(page).fill('100');
    await expect(resultLine(page)).toHaveText('$100.00 = €95.03');
    await expect(page.getByTestId('currency-rate')).toHaveText('1 USD = 0.950299 EUR · ECB reference rate of Nov 20, 2026');
    const all = page.getByTestId('currency-all').getByRole('listitem');
    await expect(all).toHaveCount(10);
    await expect(all.filter({ hasText: 'KRW' })).toContainText('₩145,415');
    await expect(all.filter({ hasText: 'GBP' })).toContainText('£80.07');
    await expect(page.getByTestId('currency-offline')).toHaveCount(0);
  });

  test('asks the service once, with base EUR and the nine other currencies', async ({ page }) => {
    const urls: string[] = [];
    page.on('request', (r) => { if (RATES_URL.test(r.url())) urls.push(r.url()); });
    await page.goto('/tools/currency-converter');
    await amount(page).fill('5');
    await expect(resultLine(page)).not.toHaveText('—');
    expect(urls).toEqual(['https://api.frankfurter.dev/v1/latest?base=EUR&symbols=AUD,CAD,CHF,CNY,GBP,INR,JPY,KRW,USD']);
  });

  test('swap, cross rates, copy, and the state in the URL fragment', async ({ page }) => {
    await page.goto('/tools/currency-converter#amount=50&from=GBP&to=JPY');
    await expect(amount(page)).toHaveValue('50');
    await expect(from(page)).toHaveValue('GBP');
    await expect(to(page)).toHaveValue('JPY');
    await expect(resultLine(page)).toHaveText('£50.00 = ¥9,637');
    await page.getByRole('button', { name: 'Swap currencies' }).click();
    await expect(from(page)).toHaveValue('JPY');
    await expect(to(page)).toHaveValue('GBP');
    await expect.poll(() => page.evaluate(() => window.location.hash)).toBe('#amount=50&from=JPY&to=GBP');
    await expect(resultLine(page)).toHaveText('¥50 = £0.2594');
    await page.getByRole('button', { name: 'Copy' }).click();
    expect(await readClipboard(page)).toBe('¥50 = £0.2594');
    await page.reload();
    await expect(from(page)).toHaveValue('JPY');
    await expect(amount(page)).toHaveValue('50');
  });

  test('a broken fragment falls back to the defaults', async ({ page }) => {
    await page.goto('/tools/currency-converter#from=BTC&to=%3Cscript%3E&amount=12');
    await expect(amount(page)).toHaveValue('12');
    await expect(from(page)).toHaveValue('USD');
    await expect(to(page)).toHaveValue('EUR');
  });

  test('"Please enter a valid amount" for text and negative numbers', async ({ page }) => {
    await page.goto('/tools/currency-converter');
    for (const bad of ['abc', '-5']) {
      await amount(page).fill(bad);
      await convertBtn(page).click();
      await expectToast(page, 'Please enter a valid amount');
      await expect(page.getByRole('alert').filter({ hasText: 'Please enter a valid amount' })).toBeVisible();
    }
  });

  test('Spanish and Chinese format numbers and the date in their language', async ({ page }) => {
    await page.goto('/tools/currency-converter?lng=es#amount=1234.5&from=EUR&to=USD');
    await expect(page.getByTestId('currency-rate')).toContainText('Tipo de referencia del BCE del 20 nov 2026');
    await expect(resultLine(page)).toHaveText(/1234,50\s€ = 1299,06\sUS\$/);
    await page.goto('/tools/currency-converter?lng=zh#amount=10&from=USD&to=CNY');
    await expect(page.getByTestId('currency-rate')).toContainText('欧洲央行 2026年11月20日 参考汇率');
  });
});

test.describe('when the service fails', () => {
  test('500: "Failed to fetch exchange rates" after the retries', async ({ page, errors }) => {
    test.setTimeout(45_000);
    let calls = 0;
    await page.route(RATES_URL, (route) => { calls += 1; return route.fulfill({ status: 500, body: 'oops' }); });
    await page.goto('/tools/currency-converter#amount=10');
    await expect(page.getByText('Converting…')).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Failed to fetch exchange rates' })).toBeVisible({ timeout: 20_000 });
    expect(calls).toBe(4);
    // Convert tries again (with its own retries), then says so.
    await convertBtn(page).click();
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Failed to fetch exchange rates' })).toBeVisible({ timeout: 20_000 });
    expect(calls).toBe(8);
    allowNetworkErrors(errors);
  });

  test('no network (request aborted), nothing cached yet: says so at once, and still after the retries', async ({ page, errors }) => {
    test.setTimeout(45_000);
    await page.route(RATES_URL, (route) => route.abort('internetdisconnected'));
    await page.goto('/tools/currency-converter#amount=10');
    const alert = page.getByRole('alert').filter({ hasText: 'Cannot reach the exchange-rate service (is the connection working?), and no exchange rates are saved' });
    await expectUnreachableThroughRetries(page, alert);
    await expect(page.getByTestId('currency-result')).toHaveCount(0);
    allowNetworkErrors(errors);
  });

  test('a wrong shape is the same failure, not a crash', async ({ page }) => {
    await page.route(RATES_URL, json({ base: 'EUR', date: '2026-11-20', rates: { USD: 'many' } }));
    await page.goto('/tools/currency-converter#amount=10');
    await expect(page.getByRole('alert').filter({ hasText: 'Failed to fetch exchange rates' })).toBeVisible();
  });

  test('reloaded offline: the cached rates and their age', async ({ page, errors }) => {
    test.setTimeout(45_000);
    await page.clock.setFixedTime(new Date('2026-11-23T12:00:00Z'));
    await page.route(RATES_URL, json(RATES_FIXTURE));
    await page.goto('/tools/currency-converter#amount=100');
    await expect(resultLine(page)).toHaveText('$100.00 = €95.03');
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('currency-rates') ?? 'null') as { date: string } | null);
    expect(stored?.date).toBe('2026-11-20');

    await page.unroute(RATES_URL);
    await page.route(RATES_URL, (route) => route.abort('internetdisconnected'));
    await page.reload();
    await expect(resultLine(page)).toHaveText('$100.00 = €95.03');
    await expect(page.getByTestId('currency-offline')).toHaveText(
      'Cannot reach the exchange-rate service (is the connection working?): showing the last saved rates (ECB, Nov 20, 2026, 3 days ago). They will update once it answers.',
      { timeout: 3_000 },
    );
    allowNetworkErrors(errors);
  });

  test('a corrupt cache is ignored', async ({ page, errors }) => {
    test.setTimeout(45_000);
    await page.addInitScript(() => localStorage.setItem('currency-rates', '{"base":"EUR","date":"x","rates":{"USD":"1"},"fetchedAt":1}'));
    await page.route(RATES_URL, (route) => route.abort('internetdisconnected'));
    await page.goto('/tools/currency-converter#amount=10');
    await expect(page.getByTestId('currency-no-rates')).toContainText('no exchange rates are saved in this browser yet', { timeout: 20_000 });
    await expect(page.getByTestId('currency-result')).toHaveCount(0);
    allowNetworkErrors(errors);
  });
});
