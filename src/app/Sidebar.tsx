import { lazy, Suspense, useState } from 'react';
import { cn } from '../lib/cn';
import { useAppSelector } from '../store';
import { SidebarNav } from './SidebarNav';

/** Desktop: a sticky rail, 16rem expanded / 3rem collapsed. Hidden under 768 px. */
export function DesktopSidebar() {
  const expanded = useAppSelector((s) => s.ui.sidebarExpanded);
  return (
    <aside
      data-testid="sidebar"
      data-state={expanded ? 'expanded' : 'collapsed'}
      className={cn(
        'sticky top-0 hidden h-screen shrink-0 overflow-y-auto border-r border-border bg-sidebar transition-[width] duration-200 md:block',
        expanded ? 'w-64' : 'w-12',
      )}
    >
      <SidebarNav collapsed={!expanded} />
    </aside>
  );
}

const MobileSidebarDrawer = lazy(() => import('./MobileSidebarDrawer'));

/** Under 768 px: the drawer, whose code (Radix Dialog) loads when it is first opened. */
export function MobileSidebar() {
  const open = useAppSelector((s) => s.ui.mobileSidebarOpen);
  const [used, setUsed] = useState(false);
  if (open && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <MobileSidebarDrawer />
    </Suspense>
  );
}
