import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../store';
import { setMobileSidebarOpen, toggleSidebar } from '../store/ui';
import { MOBILE_QUERY, useMediaQuery } from '../lib/useMediaQuery';

/** Ctrl/Cmd+B toggles the sidebar (the drawer under 768 px). */
export function useSidebarShortcut(): void {
  const dispatch = useAppDispatch();
  const isMobile = useMediaQuery(MOBILE_QUERY);
  const mobileOpen = useAppSelector((s) => s.ui.mobileSidebarOpen);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key.toLowerCase() !== 'b' || !(e.ctrlKey || e.metaKey) || e.altKey || e.shiftKey) return;
      e.preventDefault();
      if (isMobile) dispatch(setMobileSidebarOpen(!mobileOpen));
      else dispatch(toggleSidebar());
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [dispatch, isMobile, mobileOpen]);
}
