import { expect, type Page } from '@playwright/test';

/**
 * THE place that knows how a test reaches a language: today `?lng=<code>` on the address (read by i18next's
 * detector), and the header's language select for a switch in the page. When languages move to path prefixes
 * (/zh/tools/x), only this file changes.
 */
export type Lng = 'en' | 'zh' | 'es';

export const LANGUAGES: readonly Lng[] = ['en', 'zh', 'es'];

/** `path` (which may carry a query and a #fragment) as opened in `lng`. */
export function pathIn(path: string, lng: Lng): string {
  if (lng === 'en') return path;
  const hash = path.indexOf('#');
  const [base, fragment] = hash < 0 ? [path, ''] : [path.slice(0, hash), path.slice(hash)];
  return `${base}${base.includes('?') ? '&' : '?'}lng=${lng}${fragment}`;
}

/** Opens `path` in `lng` and waits until the page speaks it. */
export async function gotoIn(page: Page, path: string, lng: Lng): Promise<void> {
  await page.goto(pathIn(path, lng));
  await expect(page.locator('html')).toHaveAttribute('lang', lng);
}

/** Switches the open page to `lng` the way a visitor does (the header's language select). */
export async function switchLanguage(page: Page, lng: Lng): Promise<void> {
  await page.locator('header select').first().selectOption(lng);
  await expect(page.locator('html')).toHaveAttribute('lang', lng);
}
