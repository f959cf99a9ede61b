import { createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import { CONSENT_COOKIE_DAYS, SIDEBAR_COOKIE_DAYS } from '../config/constants';
import { removeKey, STORAGE_KEYS, writeCookie, writeJson, writeRaw } from '../lib/storage';
import { addFavorite, clearFavorites, removeFavorite, toggleFavorite } from './favorites';
import { clearRecents, recordVisit } from './recents';
import { setConsent, setSidebarExpanded, setTheme, toggleSidebar } from './ui';
import type { RootState } from './index';

/** Store → storage: every persisted slice is written on every change. */
export const persistence = createListenerMiddleware();

persistence.startListening({
  matcher: isAnyOf(addFavorite, removeFavorite, toggleFavorite, clearFavorites),
  effect: (_action, api) => writeJson(STORAGE_KEYS.favorites, (api.getState() as RootState).favorites),
});

persistence.startListening({
  actionCreator: recordVisit,
  effect: (_action, api) => writeJson(STORAGE_KEYS.recents, (api.getState() as RootState).recents),
});

persistence.startListening({
  actionCreator: clearRecents,
  effect: () => removeKey(STORAGE_KEYS.recents),
});

persistence.startListening({
  matcher: isAnyOf(toggleSidebar, setSidebarExpanded),
  effect: (_action, api) =>
    writeCookie(STORAGE_KEYS.sidebar, String((api.getState() as RootState).ui.sidebarExpanded), SIDEBAR_COOKIE_DAYS),
});

persistence.startListening({
  actionCreator: setConsent,
  effect: (action) => writeCookie(STORAGE_KEYS.consent, action.payload, CONSENT_COOKIE_DAYS),
});

persistence.startListening({
  actionCreator: setTheme,
  effect: (action) => writeRaw(STORAGE_KEYS.theme, action.payload),
});
