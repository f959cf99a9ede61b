import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import { readManifests } from '../../shared/manifests';
import { catalogLocale } from '../../../scripts/toolLocales';

/** Repository root (tests/e2e/shell → ../../..). */
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** The catalogued tool ids, in catalogue order (read from the tools' manifests). */
export function readToolIds(): string[] {
  return readManifests().map((m) => m.id);
}

/** Ids of the catalogue entries in one category (e.g. 'text'), in catalogue order. */
export function readToolIdsIn(category: string): string[] {
  return readManifests().filter((m) => m.category === category).map((m) => m.id);
}

/** Each catalogued tool's badge key (catalog:badges.<key>), by tool id. */
export function readToolBadges(): Map<string, string> {
  return new Map(readManifests().map((m) => [m.id, m.badge]));
}

/** The text category as catalogued: 9 tools when this suite was written. */
export const TEXT_TOOLS = readToolIdsIn('text');

type Json = Record<string, unknown>;

/**
 * A namespace's texts as the site ships them (read, not imported): the catalog namespace with every tool's name and
 * line, which the build gathers from the tools' own locale files (scripts/toolLocales.ts).
 */
export function readLocale(lng: 'en' | 'zh' | 'es', ns: string): Json {
  if (ns === 'catalog') return catalogLocale(ROOT, lng);
  return JSON.parse(readFileSync(`${ROOT}locales/${lng}/${ns}.json`, 'utf8')) as Json;
}

export function toolTitle(lng: 'en' | 'zh' | 'es', id: string): string {
  const catalog = readLocale(lng, 'catalog') as { tools: Record<string, { title: string }> };
  return catalog.tools[id]!.title;
}

export const sidebarNav = (page: Page): Locator =>
  page.getByTestId('sidebar').getByRole('navigation', { name: 'Main navigation' });

export const searchBox = (page: Page): Locator => page.getByRole('searchbox', { name: 'Search tools' });

export const toolCard = (page: Page, id: string): Locator => page.locator(`[data-testid="tool-card"][data-tool-id="${id}"]`);

/** Ids of the visible tool cards, in DOM order. */
export async function cardIds(page: Page): Promise<string[]> {
  return page.getByTestId('tool-card').evaluateAll((els) => els.map((e) => e.getAttribute('data-tool-id') ?? ''));
}

export async function localItem(page: Page, key: string): Promise<string | null> {
  return page.evaluate((k) => window.localStorage.getItem(k), key);
}

export async function sessionItem(page: Page, key: string): Promise<string | null> {
  return page.evaluate((k) => window.sessionStorage.getItem(k), key);
}

export async function cookieValue(page: Page, name: string): Promise<string | undefined> {
  const cookies = await page.context().cookies();
  return cookies.find((c) => c.name === name)?.value;
}

/** Days until the cookie expires (0 when there is none). */
export async function cookieDaysLeft(page: Page, name: string): Promise<number> {
  const cookie = (await page.context().cookies()).find((c) => c.name === name);
  return ((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400;
}

export async function scrollY(page: Page): Promise<number> {
  return page.evaluate(() => window.scrollY);
}
