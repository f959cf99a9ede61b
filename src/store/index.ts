import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import favorites, { loadFavorites } from './favorites';
import jobs from './jobs';
import recents, { loadRecents } from './recents';
import search from './search';
import ui, { loadUi } from './ui';
import { persistence } from './persistence';
import { api } from './api';

// `api` (RTK Query: rates, IP lookup, AI) is a cache only: persistence never writes it.
const rootReducer = combineReducers({ favorites, recents, search, ui, jobs, [api.reducerPath]: api.reducer });

export type RootState = ReturnType<typeof rootReducer>;

export function loadPersistedState(now = Date.now()): Partial<RootState> {
  return { favorites: loadFavorites(), recents: loadRecents(now), ui: loadUi() };
}

export function createStore(preloadedState: Partial<RootState> = loadPersistedState()) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().prepend(persistence.middleware).concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof createStore>;
export type AppDispatch = AppStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
