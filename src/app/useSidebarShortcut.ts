import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../store';
import { setMobileSidebarOpen, toggleSidebar } from '../store/ui';
import { matchesMedia, MOBILE_QUERY } from '../lib/useMediaQuery';

/** Ctrl/Cmd+B toggles the sidebar (the drawer under 768 px). */
export function useSidebarShortcut(): void {
  const dispatch = useAppDispatch();
  const mobileOpen = useAppSelector((s) => s.ui.mobileSidebarOpen);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key.toLowerCase() !== 'b' || !(e.ctrlKey || e.metaKey) || e.altKey || e.shiftKey) return;
      e.preventDefault();
      if (matchesMedia(MOBILE_QUERY)) dispatch(setMobileSidebarOpen(!mobileOpen));
      else dispatch(toggleSidebar());
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [dispatch, mobileOpen]);
}
