import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { readCookie, readRaw, STORAGE_KEYS } from '../lib/storage';

export type Theme = 'light' | 'dark' | 'system';
export type Consent = 'accepted' | 'declined' | null;

export interface UiState {
  /** desktop: expanded (true) or collapsed */
  sidebarExpanded: boolean;
  /** under 768 px: drawer open */
  mobileSidebarOpen: boolean;
  consent: Consent;
  theme: Theme;
}

export function parseTheme(value: unknown): Theme {
  return value === 'light' || value === 'dark' || value === 'system' ? value : 'system';
}

export function parseConsent(value: unknown): Consent {
  return value === 'accepted' || value === 'declined' ? value : null;
}

export function parseSidebar(value: unknown): boolean {
  return value !== 'false';
}

export function loadUi(): UiState {
  return {
    sidebarExpanded: parseSidebar(readCookie(STORAGE_KEYS.sidebar)),
    mobileSidebarOpen: false,
    consent: parseConsent(readCookie(STORAGE_KEYS.consent)),
    theme: parseTheme(readRaw(STORAGE_KEYS.theme)),
  };
}

const initialState: UiState = { sidebarExpanded: true, mobileSidebarOpen: false, consent: null, theme: 'system' };

const uiSlice = createSlice({
  name: 'ui',
  initialState,
  reducers: {
    toggleSidebar(state) {
      state.sidebarExpanded = !state.sidebarExpanded;
    },
    setSidebarExpanded(state, action: PayloadAction<boolean>) {
      state.sidebarExpanded = action.payload;
    },
    setMobileSidebarOpen(state, action: PayloadAction<boolean>) {
      state.mobileSidebarOpen = action.payload;
    },
    setConsent(state, action: PayloadAction<'accepted' | 'declined'>) {
      state.consent = action.payload;
    },
    setTheme(state, action: PayloadAction<Theme>) {
      state.theme = action.payload;
    },
  },
});

export const { toggleSidebar, setSidebarExpanded, setMobileSidebarOpen, setConsent, setTheme } = uiSlice.actions;
export default uiSlice.reducer;
