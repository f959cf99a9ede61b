import { useEffect } from 'react';
import { useStore } from 'react-redux';
import { useAppSelector, type RootState } from '../store';
import { useMediaQuery } from '../lib/useMediaQuery';

const DARK_QUERY = '(prefers-color-scheme: dark)';

/**
 * Mirrors the theme choice (light / dark / system) onto <html class="dark">.
 * The effect reads the store and the media query itself, not the rendered values: while a prerendered page
 * hydrates, render sees the server's defaults, and applying those would flash the wrong theme.
 */
export function ThemeSync() {
  const store = useStore<RootState>();
  const theme = useAppSelector((s) => s.ui.theme);
  const systemDark = useMediaQuery(DARK_QUERY);
  useEffect(() => {
    const current = store.getState().ui.theme;
    const dark = current === 'dark' || (current === 'system' && window.matchMedia(DARK_QUERY).matches);
    document.documentElement.classList.toggle('dark', dark);
  }, [store, theme, systemDark]);
  return null;
}
