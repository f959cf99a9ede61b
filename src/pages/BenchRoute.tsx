import { lazy, type ComponentType } from 'react';
import { ChunkErrorBoundary } from '../ui/ChunkErrorBoundary';

/** The device benchmark's path (prerendered in every language, listed in the sitemap, linked from the developer tools). */
export const BENCH_PATH = '/bench';
/** Its module as Vite's manifest names it: scripts/build.mjs modulepreloads its chunk on the page. */
export const BENCH_PAGE_MODULE = 'src/pages/BenchPage.tsx';

// Its own chunk: the suite, the chart and the job clients they call load on /bench only.
const load = () => import('./BenchPage');
const LazyBenchPage = lazy(load);
/** The page once preloadBenchPage has its chunk: rendered directly, so hydration never waits (no flash). */
let loaded: ComponentType | null = null;

/** Before a prerendered /bench is hydrated (src/start.tsx): its chunk. False when it cannot be had (offline, a new deploy). */
export async function preloadBenchPage(): Promise<boolean> {
  try {
    loaded = (await load()).default;
    return true;
  } catch {
    return false;
  }
}

export function BenchRoute() {
  const Page = loaded ?? LazyBenchPage;
  return (
    <ChunkErrorBoundary resetKey={BENCH_PATH}>
      <Page />
    </ChunkErrorBoundary>
  );
}
