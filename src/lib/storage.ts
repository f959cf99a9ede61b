/**
 * The one place that touches localStorage, sessionStorage and cookies.
 * Every read is validated by the caller's guard: a corrupt or foreign value
 * yields the fallback, never an exception (private mode, quota, bad JSON).
 */
export const STORAGE_KEYS = {
  favorites: 'favorites',
  recents: 'recent-tools',
  consent: 'cookieConsent',
  language: 'i18nextLng',
  theme: 'theme',
  sidebar: 'sidebar_state',
  /** "Faster" or "Smallest file" for big photos, shared by the image compressor and resizer. */
  imageEffort: 'image-effort',
  /** The device benchmark's last results (/bench). */
  benchResults: 'bench-results',
  scrollPrefix: 'scroll_',
} as const;

type Area = 'local' | 'session';

function area(which: Area): Storage | null {
  try {
    return which === 'local' ? globalThis.localStorage ?? null : globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

export function readRaw(key: string, which: Area = 'local'): string | null {
  try {
    return area(which)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeRaw(key: string, value: string, which: Area = 'local'): void {
  try {
    area(which)?.setItem(key, value);
  } catch {
    // Quota or private mode: the feature keeps working for this visit.
  }
}

export function removeKey(key: string, which: Area = 'local'): void {
  try {
    area(which)?.removeItem(key);
  } catch {
    // ignore: nothing to remove when storage is unavailable
  }
}

export function readJson<T>(key: string, guard: (v: unknown) => v is T, fallback: T, which: Area = 'local'): T {
  const raw = readRaw(key, which);
  if (raw === null) return fallback;
  try {
    const parsed: unknown = JSON.parse(raw);
    return guard(parsed) ? parsed : fallback;
  } catch {
    return fallback;
  }
}

export function writeJson(key: string, value: unknown, which: Area = 'local'): void {
  writeRaw(key, JSON.stringify(value), which);
}

const DAY_SECONDS = 24 * 60 * 60;

export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of document.cookie.split(';')) {
    const trimmed = part.trim();
    if (trimmed.startsWith(prefix)) {
      try {
        return decodeURIComponent(trimmed.slice(prefix.length));
      } catch {
        return null;
      }
    }
  }
  return null;
}

export function writeCookie(name: string, value: string, days: number): void {
  if (typeof document === 'undefined') return;
  const maxAge = Math.round(days * DAY_SECONDS);
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; max-age=${maxAge}; path=/; SameSite=Lax`;
}

export function scrollKey(path: string): string {
  return `${STORAGE_KEYS.scrollPrefix}${path}`;
}
