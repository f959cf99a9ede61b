import { createRoot, hydrateRoot, type RootOptions } from 'react-dom/client';
import { App } from './app/App';
import { AppProviders } from './app/AppProviders';
import { detectLanguage, initI18n, initI18nForHydration } from './lib/i18n';
import { FALLBACK_LANGUAGE } from './lib/languages';
import { preloadTool } from './pages/ToolPage';
import { readPrerenderData, samePath } from './prerender/client';
import { hydrationState } from './prerender/hydrationState';
import { createStore, rootReducer } from './store';
import { installDefaultPolicy } from './lib/trustedTypes';
import './index.css';

// Before any worker exists: under Trusted Types a worker's URL must pass the default policy.
installDefaultPolicy();

// The stored state (favorites, recents, theme, consent, sidebar) is read here, in the browser only.
const store = createStore();

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

const container = document.getElementById('root')!;
const prerendered = readPrerenderData(document);

/** A tool page's chunk (modulepreloaded by the page) is awaited first, so the page hydrates in one pass. */
async function toolChunkReady(): Promise<boolean> {
  const toolSlug = /^\/tools\/([a-z0-9-]+)\/?$/.exec(window.location.pathname)?.[1];
  return toolSlug ? preloadTool(toolSlug) : true;
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

const hydrate = prerendered !== null && samePath(prerendered.path, window.location.pathname) && detectLanguage() === FALLBACK_LANGUAGE;

if (hydrate && (await toolChunkReady())) {
  await afterFirstPaint();
  // The page's English markup is already there: hydrate it at once with the English texts embedded in the page,
  // and with the default store state the server rendered (`serverState`); react-redux then re-renders what reads a
  // stored slice that differs (favorites, recents, theme…). The theme class was set before paint (index.html).
  initI18nForHydration(prerendered.resources);
  // Not in a transition: time-sliced hydration leaves the page content dehydrated while the visitor can already act,
  // and a language switch in that window (an external-store change) hydrates it with the new texts: a mismatch.
  hydrateRoot(
    container,
    <AppProviders store={store} serverState={hydrationState(rootReducer(undefined, { type: 'hydration/defaults' }), store.getState)}>
      <App />
    </AppProviders>,
    options,
  );
} else {
  // Another language (Chinese, Spanish), no prerendered markup (dev), markup of another route (the SPA fallback
  // serves the home page for unknown paths), or a tool whose chunk failed to load (offline, a new deploy: the page
  // shows the chunk error with Reload): render fresh once the visitor's language has loaded. The prerendered English
  // page stays visible until then when it is the right route.
  if (prerendered && !samePath(prerendered.path, window.location.pathname)) container.replaceChildren();
  void initI18n().then(() => {
    createRoot(container, options).render(
      <AppProviders store={store}>
        <App />
      </AppProviders>,
    );
  });
}
