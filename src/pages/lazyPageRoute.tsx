import { lazy, type ComponentType } from 'react';
import { ChunkErrorBoundary } from '../ui/ChunkErrorBoundary';

/**
 * A page in a chunk of its own, loaded on its path only, never with the shell. `preload` is what src/start.tsx awaits
 * before hydrating the prerendered page: the chunk, then `ready` (what else the page needs first, such as its list);
 * false when either cannot be had (offline, a new deploy), and the page is then rendered fresh, showing the chunk
 * error or what is missing. `Route` renders the page: directly once preloaded, so hydration never waits (no flash).
 */
export function lazyPageRoute<M extends { default: ComponentType }>(
  path: string,
  load: () => Promise<M>,
  ready?: (page: M) => Promise<boolean>,
): [preload: () => Promise<boolean>, Route: ComponentType] {
  const LazyPage = lazy(load);
  let loaded: ComponentType | null = null;

  async function preload(): Promise<boolean> {
    try {
      const page = await load();
      if (ready && !(await ready(page))) return false;
      loaded = page.default;
      return true;
    } catch {
      return false;
    }
  }

  function Route() {
    const Page = loaded ?? LazyPage;
    return (
      <ChunkErrorBoundary resetKey={path}>
        <Page />
      </ChunkErrorBoundary>
    );
  }

  return [preload, Route];
}
