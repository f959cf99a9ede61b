import { lazy, type ComponentType } from 'react';
import { ChunkErrorBoundary } from '../ui/ChunkErrorBoundary';

/** The licences page's path (prerendered in every language, listed in the sitemap and the footer). */
export const LICENSES_PATH = '/licenses';
/** Its module as Vite's manifest names it: scripts/build.mjs modulepreloads its chunk on the page. */
export const LICENSES_PAGE_MODULE = 'src/pages/LicensesPage.tsx';

// Its own chunk: the list and its code load on /licenses only, never with the shell.
const load = () => import('./LicensesPage');
const LazyLicensesPage = lazy(load);
/** The page once preloadLicensesPage has its chunk and its list: rendered directly, so hydration never waits. */
let loaded: ComponentType | null = null;

/**
 * Before a prerendered /licenses is hydrated (src/start.tsx): the page's chunk and its list. False when either cannot
 * be had (offline, a new deploy): the page is then rendered fresh, showing the chunk error or the list's absence.
 */
export async function preloadLicensesPage(): Promise<boolean> {
  try {
    const page = await load();
    if (!(await page.preloadLicenses())) return false;
    loaded = page.default;
    return true;
  } catch {
    return false;
  }
}

export function LicensesRoute() {
  const Page = loaded ?? LazyLicensesPage;
  return (
    <ChunkErrorBoundary resetKey={LICENSES_PATH}>
      <Page />
    </ChunkErrorBoundary>
  );
}
