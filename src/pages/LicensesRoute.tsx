import { lazyPageRoute } from './lazyPageRoute';

/** The licences page's path (prerendered in every language, listed in the sitemap and the footer). */
export const LICENSES_PATH = '/licenses';
/** Its module as Vite's manifest names it: scripts/build.mjs modulepreloads its chunk on the page. */
export const LICENSES_PAGE_MODULE = 'src/pages/LicensesPage.tsx';

/**
 * The page, in its own chunk: the list and its code load on /licenses only, never with the shell; and what
 * src/start.tsx awaits before hydrating a prerendered /licenses: the chunk and the list (lazyPageRoute).
 */
export const [preloadLicensesPage, LicensesRoute] = lazyPageRoute(LICENSES_PATH, () => import('./LicensesPage'), (licenses) => licenses.preloadLicenses());
