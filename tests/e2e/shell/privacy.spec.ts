import type { BrowserContext, Page } from '@playwright/test';
import { test, expect } from '../fixtures';
import { readToolIds } from './helpers';

/**
 * Privacy: using a local tool sends nothing anywhere. For every catalogued tool except
 * the three that talk to a third party by design (currency-converter, ip-lookup,
 * api-tester; prompt-generator runs in its default local mode, its AI mode is opt-in),
 * open the page, load the example and press the primary action, recording every request
 * the page and its workers make: none may leave the site's origin. Driven by the
 * catalogue, so a new tool is covered as soon as it is listed.
 *
 * The shared fixture stubs off-site requests with a route handler; the `request` event
 * fires when a request is issued, before any route decides, so a stubbed request is
 * still seen (and counted) here.
 */
const NETWORK_TOOLS = new Set(['currency-converter', 'ip-lookup', 'api-tester']);
const LOCAL_TOOLS = readToolIds().filter((id) => !NETWORK_TOOLS.has(id));

/** Schemes that never leave the browser. */
const LOCAL_SCHEMES = new Set(['data:', 'blob:', 'about:', 'chrome-extension:', 'filesystem:']);

/** The tool's own primary button(s) inside the tool card (ToolLayout's action bar uses outline buttons). */
async function pressPrimary(page: Page): Promise<string | null> {
  const card = page.getByRole('group', { name: 'Tool actions' }).locator('xpath=..');
  const primary = card.locator('button.bg-primary:visible:enabled');
  if ((await primary.count()) === 0) return null;
  const button = primary.first();
  const name = (await button.innerText()).trim();
  await button.click();
  return name;
}

test('every local tool is checked (the network tools are the only ones left out)', () => {
  expect(LOCAL_TOOLS.length).toBeGreaterThan(0);
  expect(readToolIds().filter((id) => !LOCAL_TOOLS.includes(id)).sort()).toEqual([...NETWORK_TOOLS].sort());
});

/** Records the http(s) requests of the page and its workers that leave `origin`. */
function recordOffsite(context: BrowserContext, origin: string): string[] {
  const offsite: string[] = [];
  // The context sees every request: the page's, its workers' and any popup's.
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (LOCAL_SCHEMES.has(url.protocol)) return;
    if (url.origin !== origin) offsite.push(`${request.method()} ${request.url()}`);
  });
  return offsite;
}

test('the recorder sees off-site requests of the page and of a worker, even though the fixture stubs them', async ({ page, context, baseURL }) => {
  const offsite = recordOffsite(context, new URL(baseURL ?? 'http://localhost').origin);
  await page.goto('/tools/regex-tester');
  await page.evaluate(async () => {
    await fetch('https://privacy-check.example/page').catch(() => undefined);
    const src = "fetch('https://privacy-check.example/worker').catch(() => undefined).then(() => postMessage('done'));";
    const worker = new Worker(URL.createObjectURL(new Blob([src], { type: 'text/javascript' })));
    await new Promise((resolve) => worker.addEventListener('message', resolve, { once: true }));
    worker.terminate();
  });
  await expect.poll(() => offsite.map((r) => r.replace(/^GET /, '')).sort()).toEqual([
    'https://privacy-check.example/page',
    'https://privacy-check.example/worker',
  ]);
});

for (const id of LOCAL_TOOLS) {
  test(`privacy: ${id} makes no request off the site's origin`, async ({ page, context, baseURL }) => {
    const origin = new URL(baseURL ?? 'http://localhost').origin;
    const offsite = recordOffsite(context, origin);

    const path = `/tools/${id}`;
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const example = page.getByRole('group', { name: 'Tool actions' }).getByRole('button', { name: 'Load example' });
    if ((await example.count()) > 0) await example.click();
    await page.waitForLoadState('networkidle');
    const pressed = await pressPrimary(page);
    // Let whatever the action started (workers, lazy chunks, images) run and settle.
    await page.waitForTimeout(300);
    await page.waitForLoadState('networkidle');

    expect(offsite, `${id} (${page.url()}${pressed ? `, after pressing "${pressed}"` : ''}) sent requests off ${origin}`).toEqual([]);
  });
}
