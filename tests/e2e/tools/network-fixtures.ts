import type { Locator, Page, Route } from '@playwright/test';
import { expect } from '../fixtures';

/**
 * Recorded answers of the three outbound services, in their documented shapes
 * (see src/config/endpoints.ts), for page.route. Tests never reach the internet:
 * tests/e2e/fixtures.ts stubs every off-site request, and these later routes win.
 */

/** Frankfurter v1 GET /latest?base=EUR&symbols=… (ECB reference rates of Fri 20 Nov 2026). */
export const RATES_FIXTURE = {
  amount: 1,
  base: 'EUR',
  date: '2026-11-20',
  rates: { AUD: 1.6183, CAD: 1.4712, CHF: 0.9402, CNY: 7.6125, GBP: 0.8426, INR: 88.64, JPY: 162.41, KRW: 1530.2, USD: 1.0523 },
};

/** ipwho.is GET /8.8.8.8 */
export const IP_FIXTURE = {
  ip: '8.8.8.8',
  success: true,
  type: 'IPv4',
  continent: 'North America',
  continent_code: 'NA',
  country: 'United States',
  country_code: 'US',
  region: 'California',
  region_code: 'CA',
  city: 'Mountain View',
  latitude: 37.3860517,
  longitude: -122.0838511,
  is_eu: false,
  postal: '94039',
  calling_code: '1',
  capital: 'Washington D.C.',
  borders: 'CA,MX',
  flag: { img: 'https://cdn.ipwhois.io/flags/us.svg', emoji: '🇺🇸', emoji_unicode: 'U+1F1FA U+1F1F8' },
  connection: { asn: 15169, org: 'Google LLC', isp: 'Google LLC', domain: 'google.com' },
  timezone: { id: 'America/Los_Angeles', abbr: 'PST', is_dst: false, offset: -28800, utc: '-08:00', current_time: '2026-11-23T06:00:00-08:00' },
};

/** An OpenAI-compatible POST /chat/completions answer. */
export function chatFixture(content: string) {
  return {
    id: 'chatcmpl-fixture',
    object: 'chat.completion',
    created: 1_795_000_000,
    model: 'gpt-4o-mini',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 120, completion_tokens: 80, total_tokens: 200 },
  };
}

export const RATES_URL = /^https:\/\/api\.frankfurter\.dev\/v1\/latest\?/;
export const IP_URL = /^https:\/\/ipwho\.is\//;

export const json = (body: unknown, status = 200) => (route: Route) =>
  route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });

/**
 * Chromium logs every failed load ("Failed to load resource …", a CORS refusal)
 * as a console error. A test that provokes one on purpose drops exactly those
 * from the fixture's error list; anything else still fails the test.
 */
export function allowNetworkErrors(errors: string[]): void {
  const kept = errors.filter((e) => !/Failed to load resource|net::ERR_|blocked by CORS policy|Failed to fetch/.test(e));
  errors.splice(0, errors.length, ...kept);
}

/** Counts requests to `url` (after the route that answers them is set). */
export function countRequests(page: Page, url: RegExp): () => number {
  let n = 0;
  page.on('request', (r) => {
    if (url.test(r.url())) n += 1;
  });
  return () => n;
}

/**
 * Offline, nothing saved: the page says within 3 s that the service cannot be reached (before its retries are over:
 * a visitor should not wait 20 s to learn they are offline), says it is trying again, and still says so after.
 */
export async function expectUnreachableThroughRetries(page: Page, alert: Locator): Promise<void> {
  await expect(alert).toBeVisible({ timeout: 3_000 });
  const retrying = page.getByText('No answer yet, trying again…');
  await expect(retrying).toBeVisible();
  await expect(retrying).toBeHidden({ timeout: 20_000 });
  await expect(alert).toBeVisible();
}
