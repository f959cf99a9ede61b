import type { BrowserContext, Page } from '@playwright/test';

/**
 * Privacy: using a local tool sends nothing anywhere. Every catalogued tool but the three that talk to a third party
 * by design (prompt-generator runs in its default local mode; its AI mode is opt-in) is checked as part of its
 * catalogue contract (catalog-contract.spec.ts); shell/privacy.spec.ts checks the recorder itself.
 */
export const NETWORK_TOOLS = new Set(['currency-converter', 'ip-lookup', 'api-tester']);

/** Schemes that never leave the browser. */
const LOCAL_SCHEMES = new Set(['data:', 'blob:', 'about:', 'chrome-extension:', 'filesystem:']);

/**
 * Records the http(s) requests of the page and its workers that leave `origin`. The context sees every request: the
 * page's, its workers' and any popup's; the `request` event fires before any route decides, so a request the shared
 * fixture stubs is still seen (and counted).
 */
export function recordOffsite(context: BrowserContext, origin: string): string[] {
  const offsite: string[] = [];
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (LOCAL_SCHEMES.has(url.protocol)) return;
    if (url.origin !== origin) offsite.push(`${request.method()} ${request.url()}`);
  });
  return offsite;
}

/** Presses the tool's own primary button inside the tool card (ToolLayout's action bar uses outline buttons). */
export async function pressPrimary(page: Page): Promise<string | null> {
  const card = page.getByRole('group', { name: 'Tool actions' }).locator('xpath=..');
  const primary = card.locator('button.bg-primary:visible:enabled');
  if ((await primary.count()) === 0) return null;
  const button = primary.first();
  const name = (await button.innerText()).trim();
  await button.click();
  return name;
}
