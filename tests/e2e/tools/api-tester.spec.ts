import type { Page } from '@playwright/test';
import { test, expect as baseExpect, expectToast, readClipboard } from '../fixtures';
import { allowNetworkErrors } from './network-fixtures';

// The machine running e2e may be busy: network tools get a longer default wait.
const expect = baseExpect.configure({ timeout: 15_000 });

const url = (page: Page) => page.getByLabel('URL', { exact: true });
const method = (page: Page) => page.getByLabel('Method', { exact: true });
const headersJson = (page: Page) => page.getByLabel('Headers (JSON)', { exact: true });
const body = (page: Page) => page.getByLabel('Request body', { exact: true });
const send = (page: Page) => page.getByRole('button', { name: 'Send', exact: true }).click();
const output = (page: Page) => page.getByTestId('tool-output');
const FAKE_API = 'https://api.example.test/items';

/** Fills the request form in the order a user must: the method first, as GET and DELETE keep the body disabled. */
async function fillRequest(page: Page, request: { method: string; url: string; headers: string; body: string }): Promise<void> {
  await method(page).selectOption(request.method);
  await url(page).fill(request.url);
  await headersJson(page).fill(request.headers);
  await body(page).fill(request.body);
}

test.beforeEach(async ({ page }) => {
  await page.goto('/tools/api-tester');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('GET the preview server itself: status 200, time, size, headers, body', async ({ page }) => {
  await url(page).fill('/robots.txt');
  await send(page);
  await expect(page.getByTestId('api-status')).toHaveText(/^200\b/);
  await expect(page.getByTestId('api-time')).toHaveText(/^\d+ ms$/);
  await expect(page.getByTestId('api-size')).toHaveText(/^\d+ byte$/);
  await expect(output(page)).toHaveFieldValue(/^User-agent: \*/);
  await page.getByText(/^Response headers \(\d+\)$/).click();
  await expect(page.getByTestId('api-response').getByText('content-type', { exact: true })).toBeVisible();
});

test('JSON bodies are pretty-printed', async ({ page }) => {
  await url(page).fill(`${await page.evaluate(() => window.location.origin)}/manifest.webmanifest`);
  await send(page);
  await expect(page.getByTestId('api-status')).toHaveText(/^200\b/);
  await expect(output(page)).toHaveFieldValue(/^\{\n {2}"name": "ToolBox",\n {2}"short_name": "ToolBox",/);
  await expect(page.getByLabel('Response body (JSON, formatted)')).toBeVisible();
});

test('a URL that fails: "Request failed" with what CORS is and why browsers block', async ({ page, errors }) => {
  await url(page).fill('http://localhost:1/nothing-listens-here');
  await send(page);
  const box = page.getByTestId('request-failed');
  await expect(box).toContainText('Request failed');
  await expect(box).toContainText('CORS (Cross-Origin Resource Sharing)');
  await expect(box).toContainText('Browsers enforce this to protect you');
  await expectToast(page, 'Request failed');
  allowNetworkErrors(errors);
});

test('an off-site URL refused by the network (route.abort) is explained the same way', async ({ page, errors }) => {
  await page.route(FAKE_API, (route) => route.abort('failed'));
  await url(page).fill(FAKE_API);
  await send(page);
  await expect(page.getByTestId('request-failed')).toContainText('Access-Control-Allow-Origin');
  allowNetworkErrors(errors);
});

// "Please enter a URL" with nothing entered: contract/table.ts.
test('"Invalid JSON in headers"', async ({ page }) => {
  await url(page).fill('/robots.txt');
  await headersJson(page).fill('{"Accept": ');
  await send(page);
  await expectToast(page, 'Invalid JSON in headers');
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid JSON in headers' })).toBeVisible();
  await headersJson(page).fill('["Accept"]');
  await send(page);
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid JSON in headers — not an object' })).toBeVisible();
});

test('the body is disabled with a hint for GET and DELETE, enabled for POST, PUT, PATCH', async ({ page }) => {
  await expect(body(page)).toBeDisabled();
  await expect(page.getByTestId('body-hint')).toHaveText('GET requests are sent without a body. Choose POST, PUT or PATCH to send one.');
  for (const m of ['POST', 'PUT', 'PATCH']) {
    await method(page).selectOption(m);
    await expect(body(page)).toBeEnabled();
    await expect(page.getByTestId('body-hint')).toHaveCount(0);
  }
  await method(page).selectOption('DELETE');
  await expect(body(page)).toBeDisabled();
});

test('POST sends the method, headers and JSON body (Content-Type added) and shows the status', async ({ page }) => {
  let seen: { method: string; body: string | null; headers: Record<string, string> } | null = null;
  await page.route(FAKE_API, (route) => {
    const r = route.request();
    seen = { method: r.method(), body: r.postData(), headers: r.headers() };
    return route.fulfill({ status: 201, contentType: 'application/json', body: '{"id":7}' });
  });
  await fillRequest(page, { method: 'POST', url: FAKE_API, headers: '{"X-Request-Id": "abc-123"}', body: '{"name":"Widget"}' });
  await send(page);
  await expect(page.getByTestId('api-status')).toHaveText(/^201\b/);
  await expect(output(page)).toHaveFieldValue('{\n  "id": 7\n}');
  expect(seen).toMatchObject({ method: 'POST', body: '{"name":"Widget"}' });
  expect(seen!.headers['x-request-id']).toBe('abc-123');
  expect(seen!.headers['content-type']).toBe('application/json');
});

test('sending state, then cancel', async ({ page }) => {
  await page.route(FAKE_API, () => { /* never answers */ });
  await url(page).fill(FAKE_API);
  await send(page);
  await expect(page.getByText('Sending…')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(page.getByText('Request cancelled.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send', exact: true })).toBeVisible();
});

test('a timeout ends the request with a message', async ({ page, errors }) => {
  await page.route(FAKE_API, () => { /* never answers */ });
  await url(page).fill(FAKE_API);
  await page.getByLabel('Timeout', { exact: true }).selectOption('5');
  await send(page);
  await expect(page.getByTestId('request-failed')).toContainText('Request failed — no answer within 5 seconds', { timeout: 20_000 });
  allowNetworkErrors(errors);
});

test('copy as curl, shell-quoted', async ({ page }) => {
  await fillRequest(page, {
    method: 'PUT', url: 'https://api.example.test/items/1?a=1&b=2', headers: '{"Authorization": "Bearer t0k3n"}', body: `{"note":"it's done"}`,
  });
  await page.getByRole('button', { name: 'Copy as curl' }).click();
  await expectToast(page, 'Copied to clipboard!');
  expect(await readClipboard(page)).toBe(
    `curl -X PUT 'https://api.example.test/items/1?a=1&b=2' -H 'Authorization: Bearer t0k3n' -H 'Content-Type: application/json' --data-raw '{"note":"it'\\''s done"}'`,
  );
});

test('headers as key/value rows and back to JSON', async ({ page }) => {
  await headersJson(page).fill('{"Accept": "text/plain"}');
  await page.getByRole('button', { name: 'Key / value' }).click();
  await expect(page.getByLabel('Header 1 name')).toHaveFieldValue('Accept');
  await expect(page.getByLabel('Header 1 value')).toHaveFieldValue('text/plain');
  await page.getByRole('button', { name: 'Add header' }).click();
  await page.getByLabel('Header 2 name').fill('X-Debug');
  await page.getByLabel('Header 2 value').fill('1');
  let sent: Record<string, string> = {};
  await page.route(FAKE_API, (route) => { sent = route.request().headers(); return route.fulfill({ status: 204 }); });
  await url(page).fill(FAKE_API);
  await send(page);
  await expect(page.getByTestId('api-status')).toHaveText(/^204\b/);
  expect(sent['x-debug']).toBe('1');
  await page.getByRole('button', { name: 'JSON', exact: true }).click();
  await expect(headersJson(page)).toHaveFieldValue('{\n  "Accept": "text/plain",\n  "X-Debug": "1"\n}');
});

test('headers and bodies are never stored', async ({ page, context }) => {
  await page.route(FAKE_API, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"echo":"ok"}' }));
  await fillRequest(page, { method: 'POST', url: FAKE_API, headers: '{"Authorization": "Bearer header-secret-42"}', body: '{"password":"body-secret-42"}' });
  await send(page);
  await expect(page.getByTestId('api-status')).toHaveText(/^200\b/);
  const dump = await page.evaluate(() => JSON.stringify({ l: { ...localStorage }, s: { ...sessionStorage }, u: window.location.href, c: document.cookie }));
  const cookies = JSON.stringify(await context.cookies());
  for (const secret of ['header-secret-42', 'body-secret-42']) {
    expect(dump).not.toContain(secret);
    expect(cookies).not.toContain(secret);
  }
});
