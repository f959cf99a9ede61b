import type { Page } from '@playwright/test';
import { test, expect as baseExpect, expectToast, readClipboard, expectTexts } from '../fixtures';
import { IP_FIXTURE, IP_URL, allowNetworkErrors, countRequests, expectUnreachableThroughRetries, json } from './network-fixtures';

// The machine running e2e may be busy: network tools get a longer default wait.
const expect = baseExpect.configure({ timeout: 15_000 });

const ipField = (page: Page) => page.getByLabel('IP address', { exact: true });
const lookUp = (page: Page) => page.getByRole('button', { name: 'Look up', exact: true }).click();
const field = (page: Page, key: string) => page.getByTestId(`ip-${key}`);
const failed = (page: Page) => page.getByRole('alert').filter({ hasText: 'Failed to look up IP' });

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(new Date('2026-11-23T14:00:00Z'));
});

test('looks up an IPv4 address: every field, flag, local time and map link', async ({ page }) => {
  await page.route(IP_URL, async (route) => {
    await new Promise((r) => setTimeout(r, 400));
    await json(IP_FIXTURE)(route);
  });
  const requests = countRequests(page, IP_URL);
  await page.goto('/tools/ip-lookup');
  await ipField(page).fill('8.8.8.8');
  await lookUp(page);
  await expect(page.getByText('Looking up…')).toBeVisible();
  await expectTexts((key) => field(page, key), {
    ip: '8.8.8.8 (IPv4)',
    city: 'Mountain View',
    region: 'California',
    country: '🇺🇸United States (US)',
    isp: 'Google LLC',
    org: 'Google LLC',
  });
  await expect(field(page, 'timezone')).toContainText('America/Los_Angeles (UTC-08:00)');
  await expect(field(page, 'timezone')).toContainText(/Local time: Nov 23, 2026, 6:00\sAM/);
  await expect(field(page, 'coordinates')).toContainText('37.3861° N, 122.0839° W');
  await expect(page.getByRole('link', { name: 'Open map' })).toHaveAttribute(
    'href', 'https://www.openstreetmap.org/?mlat=37.3861&mlon=-122.0839#map=11/37.3861/-122.0839',
  );
  await expect(field(page, 'postal')).toHaveText('94039');
  expect(requests()).toBe(1);

  await page.getByRole('button', { name: 'Copy' }).click();
  const clip = await readClipboard(page);
  expect(clip).toContain('IP address: 8.8.8.8\nCity: Mountain View\nRegion: California\nCountry: United States');
  expect(clip).toContain('Postal code: 94039');
});

test('empty field looks up your own IP (no address in the request)', async ({ page }) => {
  const urls: string[] = [];
  await page.route(IP_URL, (route) => { urls.push(route.request().url()); return json({ ...IP_FIXTURE, ip: '2001:4860:4860::8888', type: 'IPv6' })(route); });
  await page.goto('/tools/ip-lookup');
  await lookUp(page);
  await expect(field(page, 'ip')).toHaveText('2001:4860:4860::8888 (IPv6)');
  expect(urls).toEqual(['https://ipwho.is/']);
});

test('IPv6 addresses are accepted', async ({ page }) => {
  const urls: string[] = [];
  await page.route(IP_URL, (route) => { urls.push(route.request().url()); return json({ ...IP_FIXTURE, ip: '2001:4860:4860::8888', type: 'IPv6' })(route); });
  await page.goto('/tools/ip-lookup');
  await ipField(page).fill('2001:4860:4860::8888');
  await lookUp(page);
  await expect(field(page, 'city')).toHaveText('Mountain View');
  expect(urls).toEqual(['https://ipwho.is/2001%3A4860%3A4860%3A%3A8888']);
});

test('"Invalid IP address", and no request', async ({ page }) => {
  const requests = countRequests(page, IP_URL);
  await page.goto('/tools/ip-lookup');
  for (const bad of ['999.1.1.1', '1.2.3', 'example.com', '1::2::3']) {
    await ipField(page).fill(bad);
    await lookUp(page);
    await expectToast(page, 'Invalid IP address');
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid IP address' })).toBeVisible();
  }
  expect(requests()).toBe(0);
});

test('private and reserved addresses are answered locally', async ({ page }) => {
  const requests = countRequests(page, IP_URL);
  await page.goto('/tools/ip-lookup');
  await ipField(page).fill('192.168.1.1');
  await lookUp(page);
  await expect(page.getByTestId('ip-special')).toContainText('192.168.1.1: this is a private address');
  await expect(page.getByTestId('ip-special')).toContainText('Range 192.168.0.0/16');
  await ipField(page).fill('::1');
  await lookUp(page);
  await expect(page.getByTestId('ip-special')).toContainText('::1: this is a loopback address');
  await ipField(page).fill('fd00::5');
  await lookUp(page);
  await expect(page.getByTestId('ip-special')).toContainText('this is a private address');
  expect(requests()).toBe(0);
});

test('500: "Failed to look up IP" after the retries', async ({ page, errors }) => {
  test.setTimeout(45_000);
  let calls = 0;
  await page.route(IP_URL, (route) => { calls += 1; return route.fulfill({ status: 500, body: 'down' }); });
  await page.goto('/tools/ip-lookup');
  await ipField(page).fill('8.8.8.8');
  await lookUp(page);
  await expect(page.getByText('Looking up…')).toBeVisible();
  await expect(failed(page)).toBeVisible({ timeout: 20_000 });
  await expectToast(page, 'Failed to look up IP');
  expect(calls).toBe(4);
  allowNetworkErrors(errors);
});

test('no network: says at once that the service cannot be reached, while retrying and after', async ({ page, errors }) => {
  test.setTimeout(45_000);
  await page.route(IP_URL, (route) => route.abort('internetdisconnected'));
  await page.goto('/tools/ip-lookup');
  await ipField(page).fill('1.1.1.1');
  await lookUp(page);
  const unreachable = page.getByRole('alert').filter({ hasText: 'Cannot reach the IP lookup service' });
  await expectUnreachableThroughRetries(page, unreachable);
  await expectToast(page, 'Cannot reach the IP lookup service (is the connection working?). Private and reserved addresses are still recognised here.');
  await expect(page.getByTestId('ip-result')).toHaveCount(0);
  allowNetworkErrors(errors);
});

test('a refusal and a wrong shape are failures with a message, not crashes', async ({ page }) => {
  await page.route(IP_URL, json({ success: false, message: 'Reserved range' }));
  await page.goto('/tools/ip-lookup');
  await ipField(page).fill('9.9.9.9');
  await lookUp(page);
  await expect(failed(page)).toContainText('Failed to look up IP — Reserved range');

  await page.unroute(IP_URL);
  await page.route(IP_URL, json({ ip: 42 }));
  await ipField(page).fill('9.9.9.10');
  await lookUp(page);
  await expect(failed(page)).toHaveText('Failed to look up IP');
});

test('Chinese: labels and local time in the UI language', async ({ page }) => {
  await page.route(IP_URL, json(IP_FIXTURE));
  await page.goto('/tools/ip-lookup?lng=zh');
  await page.getByLabel('IP 地址', { exact: true }).fill('8.8.8.8');
  await page.getByRole('button', { name: '查询', exact: true }).click();
  await expect(field(page, 'timezone')).toContainText('当地时间：2026年11月23日 06:00');
});
