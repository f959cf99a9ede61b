import { test, expect } from '../fixtures';

/** Console noise the browser (or the app's chunk handling) emits for an aborted chunk request. */
const EXPECTED = /Failed to load resource|net::ERR_FAILED|dynamically imported module/;

test.describe('tool chunk load failure', () => {
  test('an aborted tool chunk shows an error page with Reload, not a white page', async ({ page, errors }) => {
    await page.route(/assets\/word-counter-.*\.js/, (route) => route.abort());
    await page.goto('/tools/word-counter');
    const alert = page.getByTestId('chunk-error');
    await expect(alert).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('This page failed to load');
    await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
    // The shell is still there.
    await expect(page.getByTestId('sidebar')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    // Reload (with the network back) brings the tool.
    await page.unroute(/assets\/word-counter-.*\.js/);
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Word Counter' })).toBeVisible();
    await expect(page.getByTestId('chunk-error')).toHaveCount(0);

    for (let i = errors.length - 1; i >= 0; i -= 1) if (EXPECTED.test(errors[i]!)) errors.splice(i, 1);
  });

  test('a failed tool chunk does not break navigation to other pages', async ({ page, errors }) => {
    await page.route(/assets\/word-counter-.*\.js/, (route) => route.abort());
    await page.goto('/tools/word-counter');
    await expect(page.getByTestId('chunk-error')).toBeVisible();
    await page.getByTestId('sidebar').getByRole('link', { name: 'Text Tools' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Text Tools' })).toBeVisible();
    await page.getByRole('link', { name: 'Case Converter' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Case Converter' })).toBeVisible();
    for (let i = errors.length - 1; i >= 0; i -= 1) if (EXPECTED.test(errors[i]!)) errors.splice(i, 1);
  });
});
