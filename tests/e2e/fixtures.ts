import { test as base, expect as baseExpect, type Locator, type Page } from '@playwright/test';
import { waitForAppAfterNavigation } from '../shared/appReady';
import { fieldText, replaceFieldText } from './editor';

/**
 * Every e2e test:
 * - fails on any console.error or uncaught page error, and on any Content Security Policy violation;
 * - never reaches the internet: any request off localhost is answered locally;
 * - starts with cookie consent stored (so the banner does not cover controls),
 *   unless a test opts out with `test.use({ consent: null })`.
 */
type Fixtures = { consent: 'accepted' | 'declined' | null; errors: string[] };

export const test = base.extend<Fixtures>({
  consent: ['accepted', { option: true }],
  // eslint-disable-next-line no-empty-pattern -- Playwright requires the object pattern
  errors: async ({}, use) => {
    await use([]);
  },
  page: async ({ page, consent, context, errors, javaScriptEnabled }, use) => {
    page.on('console', (msg) => {
      if (msg.type() !== 'error') return;
      // An unknown path is answered 404 with the not-found page (scripts/vite-not-found.ts), and Chromium reports the
      // document's own status as an error. A 404 of anything the page loads still fails the test.
      if (/status of 404\b/.test(msg.text()) && msg.location().url === page.url()) return;
      errors.push(`console.error: ${msg.text()}`);
    });
    // The top frames name the script (an intermittent error is diagnosed from one CI log).
    page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}${err.stack ? ` @ ${err.stack.split('\n').slice(1, 4).map((l) => l.trim()).join(' ← ')}` : ''}`));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => {
        console.error(`CSP violation: ${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`);
      });
    });
    await context.route(/^https?:\/\/(?!localhost|127\.0\.0\.1)/, (route) =>
      route.fulfill({ status: 200, contentType: 'application/javascript', body: '/* stubbed */' }),
    );
    if (javaScriptEnabled !== false) waitForAppAfterNavigation(page);
    if (consent) {
      await context.addCookies([{ name: 'cookieConsent', value: consent, url: 'http://localhost' }]);
    }
    await use(page);
    expect(errors, 'no console errors or uncaught page errors').toEqual([]);
  },
});

/**
 * `toHaveFieldValue`: toHaveValue for every text field, the code editor included (its editable element is not an
 * input, and it draws only the lines in view): waits until the field's whole text matches.
 */
export const expect = baseExpect.extend({
  async toHaveFieldValue(field: Locator, expected: string | RegExp, options?: { timeout?: number }) {
    const deadline = Date.now() + (options?.timeout ?? this.timeout);
    const matches = (text: string) => (typeof expected === 'string' ? text === expected : expected.test(text));
    let actual = await fieldText(field);
    // With .not, wait until it no longer matches.
    while (matches(actual) === this.isNot && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      actual = await fieldText(field);
    }
    const pass = matches(actual);
    return {
      pass,
      name: 'toHaveFieldValue',
      expected,
      actual,
      message: () => `${this.utils.matcherHint('toHaveFieldValue', undefined, undefined, { isNot: this.isNot })}\n\n` +
        `Expected: ${this.isNot ? 'not ' : ''}${this.utils.printExpected(expected)}\nReceived: ${this.utils.printReceived(actual.length > 2000 ? `${actual.slice(0, 2000)}…` : actual)}`,
    };
  },
});


/** Reads the system clipboard from the page (permissions are granted in the config). */
export async function readClipboard(page: Page): Promise<string> {
  return page.evaluate(() => navigator.clipboard.readText());
}

/** Waits for a toast with the given text. */
export async function expectToast(page: Page, text: string | RegExp): Promise<void> {
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: text }).first()).toBeVisible();
}

/**
 * Sets a text field's value as a paste would (one input event; in the editor, one paste event). For long multi-line
 * values: Playwright's fill() types them through DevTools' insertText, whose cost grows faster than the line count in
 * Chromium 156 (1,500 lines: over 30 s, even on a bare textarea).
 */
export async function setFieldValue(field: Locator, value: string): Promise<void> {
  await field.evaluate(replaceFieldText, value);
}

/** A table of expected texts: each `key`'s element (`locate(key)`) has its text, checked in order. */
export async function expectTexts(locate: (key: string) => Locator, expected: Record<string, string | RegExp>): Promise<void> {
  for (const [key, text] of Object.entries(expected)) await expect(locate(key), key).toHaveText(text);
}

/** A table of expected field values: each `key`'s field (`locate(key)`) holds its value, checked in order. */
export async function expectValues(locate: (key: string) => Locator, expected: Record<string, string | RegExp>): Promise<void> {
  for (const [key, value] of Object.entries(expected)) await expect(locate(key), key).toHaveValue(value);
}
