import { startTransition } from 'react';
import { createRoot, hydrateRoot, type RootOptions } from 'react-dom/client';
import { App } from './app/App';
import { AppProviders } from './app/AppProviders';
import { installPageApi } from './app/pageApiStub';
import { whenPageLive } from './lib/appLive';
import { replayEditedFields, replayHeld } from './lib/earlyInput';
import { initI18n, SHELL_NAMESPACES } from './lib/i18n';
import { splitLanguagePath } from './lib/languagePath';
import { nextTask } from './lib/nextTask';
import { installDefaultPolicy } from './lib/trustedTypes';
import { BENCH_PATH, preloadBenchPage } from './pages/BenchRoute';
import { LICENSES_PATH, preloadLicensesPage } from './pages/LicensesRoute';
import { preloadTool } from './pages/ToolPage';
import { readPrerenderData, samePath } from './prerender/client';
import { hydrationState } from './prerender/hydrationState';
import { createStore, rootReducer } from './store';

function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|preload/i.test(message);
}

const options: RootOptions = {
  // A failed chunk is expected (offline, new deploy) and shown in the page; keep the console for real faults.
  onCaughtError: (error, info) => {
    if (isChunkLoadError(error)) console.warn('chunk load failed', error);
    else console.error(error, info.componentStack);
  },
};

/**
 * A tool page's chunk (modulepreloaded by the page) is awaited first, so the tool renders without suspending; the
 * licences page's chunk and its list likewise, and the device benchmark's chunk.
 */
async function routeChunkReady(route: string): Promise<boolean> {
  const toolSlug = /^\/tools\/([a-z0-9-]+)\/?$/.exec(route)?.[1];
  if (toolSlug) return preloadTool(toolSlug);
  if (samePath(route, LICENSES_PATH)) return preloadLicensesPage();
  if (samePath(route, BENCH_PATH)) return preloadBenchPage();
  return true;
}

/**
 * Resolves once the browser has painted a frame (or after 100 ms: a background tab paints none). When the scripts
 * arrive as fast as the page (cache, fast network) they run straight after parsing, and the prerendered page would
 * not show until hydration's long task had ended.
 */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    const fallback = setTimeout(resolve, 100);
    requestAnimationFrame(() => setTimeout(() => {
      clearTimeout(fallback);
      resolve();
    }, 0));
  });
}

/**
 * Once the route's content is live, what the visitor typed, ticked, clicked or dropped before reaches the app
 * (src/lib/earlyInput.ts), and only then does the page say it is live. Just after React's commit (an event dispatched
 * inside an effect would have its controlled field restored to the old value before the update it causes is
 * rendered), and before the next render can reset a field React has not heard of; fields first, then clicks and
 * drops once the app has answered them.
 */
function replayWhenLive(container: HTMLElement): void {
  whenPageLive(() => {
    queueMicrotask(() => {
      const boot = window.__toolboxBoot;
      if (boot) boot.live = true;
      replayEditedFields(container, boot?.fields.splice(0));
      setTimeout(() => {
        replayHeld(boot?.held.splice(0) ?? []);
        document.documentElement.dataset.appReady = '';
        installPageApi();
      }, 0);
    });
  });
}

/**
 * Start-up once src/main.tsx has evaluated the code: the store, the page's texts, then hydration of the prerendered
 * page in its language (or a fresh render), each step a task of its own.
 */
export async function start(): Promise<void> {
  // Before any worker exists: under Trusted Types a worker's URL must pass the default policy.
  installDefaultPolicy();
  const container = document.getElementById('root')!;
  const prerendered = readPrerenderData(document);
  const { language, path: route } = splitLanguagePath(window.location.pathname);
  replayWhenLive(container);
  // The stored state (favorites, recents, theme, consent, sidebar) is read here, in the browser only.
  const store = createStore();
  await nextTask();

  const hydrate = prerendered !== null && samePath(prerendered.path, window.location.pathname) && prerendered.language === language;
  if (hydrate && (await routeChunkReady(route))) {
    // The texts the markup was rendered with (their chunks are modulepreloaded), then the store state it was
    // rendered with (`serverState`, the defaults): react-redux re-renders what reads a stored slice that differs.
    await initI18n(language, prerendered.namespaces);
    await afterFirstPaint();
    await nextTask();
    // In a transition: React hydrates in slices of a few milliseconds and lets the browser paint in between. Input
    // is held by the boot script until the page is live, so nothing reaches a half-hydrated tree; a language switch
    // waits for it too (during hydration it would hydrate the markup with other texts).
    const serverState = hydrationState(rootReducer(undefined, { type: 'hydration/defaults' }), store.getState);
    startTransition(() => {
      hydrateRoot(
        container,
        <AppProviders store={store} serverState={serverState}>
          <App />
        </AppProviders>,
        options,
      );
    });
    return;
  }
  // No prerendered markup (dev), markup of another route (the SPA fallback serves the home page for unknown paths),
  // or a tool whose chunk failed to load (offline, a new deploy: the page shows the chunk error with Reload), or the
  // licences page without its chunk or its list (it shows the chunk error, or that the list is not here).
  if (prerendered && !samePath(prerendered.path, window.location.pathname)) container.replaceChildren();
  await initI18n(language, SHELL_NAMESPACES);
  createRoot(container, options).render(
    <AppProviders store={store}>
      <App />
    </AppProviders>,
  );
}
