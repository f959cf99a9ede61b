import { combineSlices, configureStore, createDynamicMiddleware } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import favorites, { loadFavorites } from './favorites';
import jobs from './jobs';
import recents, { loadRecents } from './recents';
import search from './search';
import ui, { loadUi } from './ui';
import { persistence } from './persistence';
import type { ApiSlice } from './api';

/**
 * `api` (RTK Query: rates, IP lookup, AI; a cache only, persistence never writes it) is injected by src/store/api.ts
 * when one of the three network tools loads it, so RTK Query stays out of every other page's JS.
 */
export const rootReducer = combineSlices({ favorites, recents, search, ui, jobs }).withLazyLoadedSlices<ApiSlice>();
export const dynamicMiddleware = createDynamicMiddleware();

export type RootState = ReturnType<typeof rootReducer>;

export function loadPersistedState(now = Date.now()): Partial<RootState> {
  return { favorites: loadFavorites(), recents: loadRecents(now), ui: loadUi() };
}

const stores = new Set<{ dispatch: (action: { type: string }) => unknown }>();

/**
 * An injected slice's state appears at the next action; RTK Query reads its state on its very first query, so the
 * module that injects announces it to every store at once.
 */
export function announceInjection(): void {
  stores.forEach((store) => store.dispatch({ type: 'store/sliceInjected' }));
}

export function createStore(preloadedState: Partial<RootState> = loadPersistedState()) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().prepend(persistence.middleware).concat(dynamicMiddleware.middleware),
  });
  stores.add(store);
  return store;
}

export type AppStore = ReturnType<typeof createStore>;
export type AppDispatch = AppStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
