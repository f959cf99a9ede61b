import { lazyPageRoute } from './lazyPageRoute';

/** The device benchmark's path (prerendered in every language, listed in the sitemap, linked from the developer tools). */
export const BENCH_PATH = '/bench';
/** Its module as Vite's manifest names it: scripts/build.mjs modulepreloads its chunk on the page. */
export const BENCH_PAGE_MODULE = 'src/pages/BenchPage.tsx';

/**
 * The page, in its own chunk: the suite, the chart and the job clients they call load on /bench only; and what
 * src/start.tsx awaits before hydrating a prerendered /bench (lazyPageRoute).
 */
export const [preloadBenchPage, BenchRoute] = lazyPageRoute(BENCH_PATH, () => import('./BenchPage'));
