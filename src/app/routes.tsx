import { lazy } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import CategoryPage from '../pages/CategoryPage';
import HomePage from '../pages/HomePage';
import InfoPage, { type InfoPageId } from '../pages/InfoPage';
import { BENCH_PATH, BenchRoute } from '../pages/BenchRoute';
import { LICENSES_PATH, LicensesRoute } from '../pages/LicensesRoute';
import NotFoundPage from '../pages/NotFoundPage';
import ToolPage from '../pages/ToolPage';
import { RootLayout } from './RootLayout';

/**
 * Where a text shared to the installed site, or a text file it was opened with, lands ("which tool?"). Not
 * prerendered and not in the sitemap: only the installed site's service worker and launches lead there. Its own chunk.
 */
export const SHARE_PATH = '/share';
const SharePage = lazy(() => import('../pages/SharePage'));

export const INFO_PAGES: InfoPageId[] = ['privacy', 'cookies', 'terms', 'about', 'legal'];

/** The one route table: the browser router (App.tsx) and the build-time prerender (entry-server.tsx) both render it. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/category/:categoryId', element: <CategoryPage /> },
      { path: '/tools/:slug', element: <ToolPage /> },
      ...INFO_PAGES.map((page) => ({ path: `/${page}`, element: <InfoPage page={page} /> })),
      { path: LICENSES_PATH, element: <LicensesRoute /> },
      { path: BENCH_PATH, element: <BenchRoute /> },
      { path: SHARE_PATH, element: <SharePage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** The route table rendered under whichever router is around it (BrowserRouter in the page, StaticRouter at build). */
export function AppRoutes() {
  return useRoutes(routes);
}
