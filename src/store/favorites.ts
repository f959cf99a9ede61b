import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { readJson, STORAGE_KEYS } from '../lib/storage';

export type FavoritesState = string[];

export function isFavoritesValue(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((v) => typeof v === 'string');
}

/** A non-array or corrupt stored value loads as empty; duplicates are dropped. */
export function loadFavorites(): FavoritesState {
  return [...new Set(readJson(STORAGE_KEYS.favorites, isFavoritesValue, []))];
}

const favoritesSlice = createSlice({
  name: 'favorites',
  initialState: [] as FavoritesState,
  reducers: {
    addFavorite(state, action: PayloadAction<string>) {
      if (!state.includes(action.payload)) state.push(action.payload);
    },
    removeFavorite(state, action: PayloadAction<string>) {
      return state.filter((id) => id !== action.payload);
    },
    toggleFavorite(state, action: PayloadAction<string>) {
      const i = state.indexOf(action.payload);
      if (i >= 0) state.splice(i, 1);
      else state.push(action.payload);
    },
    clearFavorites() {
      return [];
    },
  },
});

export const { addFavorite, removeFavorite, toggleFavorite, clearFavorites } = favoritesSlice.actions;
export default favoritesSlice.reducer;
