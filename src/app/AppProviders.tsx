import { StrictMode, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { AppStore, RootState } from '../store';

/**
 * The providers around the router, identical on the server (prerender) and in the browser, so that
 * hydration sees the same tree. `serverState` is what the prerendered HTML was rendered with (the
 * defaults): react-redux hydrates with it, then re-renders with the stored state (favorites, theme…).
 * (The tooltip provider lives with the tooltips, loaded after the page: src/app/SidebarNav.tsx.)
 */
export function AppProviders({ store, serverState, children }: { store: AppStore; serverState?: RootState; children: ReactNode }) {
  return (
    <StrictMode>
      <Provider store={store} serverState={serverState}>
        {children}
      </Provider>
    </StrictMode>
  );
}
