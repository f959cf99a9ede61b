import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { RECENT_MAX, RECENT_TTL_MS } from '../config/constants';
import { readRaw, STORAGE_KEYS } from '../lib/storage';

export interface RecentTool {
  id: string;
  title: string;
  lastAccessed: number;
}

export type RecentsState = RecentTool[];

export function isRecentTool(value: unknown): value is RecentTool {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return typeof v.id === 'string' && typeof v.title === 'string'
    && typeof v.lastAccessed === 'number' && Number.isFinite(v.lastAccessed);
}

/** Keeps valid, unexpired, unique entries, newest first, at most RECENT_MAX. */
export function sanitizeRecents(value: unknown, now: number): RecentsState {
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  return value
    .filter(isRecentTool)
    .filter((r) => now - r.lastAccessed <= RECENT_TTL_MS)
    .sort((a, b) => b.lastAccessed - a.lastAccessed)
    .filter((r) => (seen.has(r.id) ? false : (seen.add(r.id), true)))
    .slice(0, RECENT_MAX);
}

/** Corrupt stored recents are ignored silently; expired entries are pruned on load. */
export function loadRecents(now = Date.now()): RecentsState {
  const raw = readRaw(STORAGE_KEYS.recents);
  if (raw === null) return [];
  try {
    return sanitizeRecents(JSON.parse(raw), now);
  } catch {
    return [];
  }
}

const recentsSlice = createSlice({
  name: 'recents',
  initialState: [] as RecentsState,
  reducers: {
    recordVisit(state, action: PayloadAction<RecentTool>) {
      return [action.payload, ...state.filter((r) => r.id !== action.payload.id)].slice(0, RECENT_MAX);
    },
    clearRecents() {
      return [];
    },
  },
});

export const { recordVisit, clearRecents } = recentsSlice.actions;
export default recentsSlice.reducer;
