import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures';
import { readLocale, readToolIds, toolTitle } from '../shell/helpers';

/**
 * The first paint is in the visitor's language (issue 16): a zh or es visitor with nothing stored opens a tool's
 * English URL; the boot script sends them to their page before anything paints. A sampler from document start (it
 * runs in every document of the navigation, the redirected English one included) reports every <h1> that is painted;
 * the first one must already be theirs. Nothing shifts while the page loads and hydrates, in any language. Once live,
 * the page has the tool's own texts in that language (its "what it is" section, its document title).
 */
const LANGUAGES = [
  { locale: 'en-US', lng: 'en' },
  { locale: 'zh-CN', lng: 'zh' },
  { locale: 'es-ES', lng: 'es' },
] as const;

/** Reports each painted heading and the page's layout shift through the console, so no document's record is lost. */
async function samplePaints(page: Page): Promise<{ headings: string[]; shift: () => Promise<number> }> {
  const headings: string[] = [];
  page.on('console', (msg) => {
    const text = msg.text();
    if (text.startsWith('painted-h1:')) headings.push(text.slice('painted-h1:'.length));
  });
  await page.addInitScript(() => {
    let last = '';
    let shift = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as PerformanceEntry[] & { value: number; hadRecentInput: boolean }[]) {
        if (!e.hadRecentInput) shift += e.value;
      }
      (window as unknown as { __shift: number }).__shift = shift;
    }).observe({ type: 'layout-shift', buffered: true });
    (window as unknown as { __shift: number }).__shift = 0;
    const frame = () => {
      const h1 = document.querySelector('h1');
      // Only what the browser shows: a document hidden while it redirects paints nothing.
      const shown = h1 && h1.checkVisibility() && h1.getBoundingClientRect().height > 0 ? (h1.textContent ?? '') : '';
      if (shown && shown !== last) {
        last = shown;
        console.debug(`painted-h1:${shown}`);
      }
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  return { headings, shift: () => page.evaluate(() => (window as unknown as { __shift: number }).__shift) };
}

for (const { locale, lng } of LANGUAGES) {
  test.describe(`${lng} visitor`, () => {
    test.use({ locale });
    for (const id of readToolIds()) {
      test(`${id}: the first painted heading is in ${lng}, and nothing shifts while it loads`, async ({ page }) => {
        const sampled = await samplePaints(page);
        await page.goto(`/tools/${id}`);
        await expect(page).toHaveURL(lng === 'en' ? `/tools/${id}` : `/${lng}/tools/${id}`);
        // Two frames after the page is live: any shift from hydration has been reported.
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        expect(sampled.headings[0], 'the first painted heading').toBe(toolTitle(lng, id));
        expect(await sampled.shift(), 'cumulative layout shift during load').toBeLessThan(0.02);
        const common = readLocale(lng, 'common') as { tool: { whatIsIt: string }; meta: { toolTitle: string } };
        const own = readLocale(lng, `tools/${id}`) as { info: { what: string } };
        await expect(page.getByRole('heading', { name: common.tool.whatIsIt })).toBeVisible();
        await expect(page.getByText(own.info.what, { exact: true })).toBeVisible();
        await expect(page).toHaveTitle(common.meta.toolTitle.replace('{{tool}}', toolTitle(lng, id)));
      });
    }
  });
}

test('switching en → zh → es → en keeps the tool and what was typed in it', async ({ page }) => {
  await page.goto('/tools/word-counter');
  const text = page.getByRole('textbox', { name: 'Input' });
  await text.fill('One two three. Four five six.');
  await expect(page.getByTestId('stat-words').locator('dd')).toHaveText('6');
  const steps = [
    { lng: 'zh', select: 'Language', input: '输入' },
    { lng: 'es', select: '语言', input: 'Entrada' },
    { lng: 'en', select: 'Idioma', input: 'Input' },
  ] as const;
  for (const { lng, select, input } of steps) {
    await page.getByRole('combobox', { name: select }).selectOption(lng);
    await expect(page).toHaveURL(lng === 'en' ? '/tools/word-counter' : `/${lng}/tools/word-counter`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(toolTitle(lng, 'word-counter'));
    await expect(page.locator('html')).toHaveAttribute('lang', lng);
    await expect(page.getByRole('textbox', { name: input })).toHaveValue('One two three. Four five six.');
    await expect(page.getByTestId('stat-words').locator('dd')).toHaveText('6');
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe(lng);
  }
  // Links stay in the language of the page, and Back returns to the previous language.
  await page.goBack();
  await expect(page).toHaveURL('/es/tools/word-counter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(toolTitle('es', 'word-counter'));
});
