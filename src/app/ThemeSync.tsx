import { useEffect } from 'react';
import { useAppSelector } from '../store';
import { useMediaQuery } from '../lib/useMediaQuery';

/** Mirrors the theme choice (light / dark / system) onto <html class="dark">. */
export function ThemeSync() {
  const theme = useAppSelector((s) => s.ui.theme);
  const systemDark = useMediaQuery('(prefers-color-scheme: dark)');
  const dark = theme === 'dark' || (theme === 'system' && systemDark);
  useEffect(() => {
    document.documentElement.classList.toggle('dark', dark);
  }, [dark]);
  return null;
}
