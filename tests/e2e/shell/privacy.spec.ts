import { test, expect } from '../fixtures';
import { readToolIds } from './helpers';
import { NETWORK_TOOLS, recordOffsite } from '../contract/privacy';

/**
 * The privacy check itself: each local tool is checked in its catalogue contract (catalog-contract.spec.ts), with the
 * recorder tested here.
 */
test('every local tool is checked (the network tools are the only ones left out)', () => {
  const ids = readToolIds();
  expect(ids.length).toBeGreaterThan(NETWORK_TOOLS.size);
  expect(ids.filter((id) => NETWORK_TOOLS.has(id)).sort()).toEqual([...NETWORK_TOOLS].sort());
});

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
