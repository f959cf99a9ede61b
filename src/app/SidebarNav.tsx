import { useEffect, useRef, useState } from 'react';
import { NavLink, useMatch } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LayoutGrid, Wrench, type LucideIcon } from 'lucide-react';
import { CATEGORIES } from '../catalog/categories';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '../config/constants';
import { cn } from '../lib/cn';
import { loadTooltip, type TooltipKit } from '../ui/lazy/tooltip';
import { useLazyModule } from '../ui/lazy/useLazyModule';
import { useAppDispatch } from '../store';
import { onNavLinkClick } from './navigation';

interface ItemProps {
  to: string;
  label: string;
  icon: LucideIcon;
  collapsed: boolean;
  end?: boolean;
  onNavigate?: () => void;
  /** Radix Tooltip, loaded after the page: until then the link renders without its tooltip. */
  tooltip: TooltipKit | null;
}

function SidebarItem({ to, label, icon: Icon, collapsed, end, onNavigate, tooltip: Tooltip }: ItemProps) {
  const dispatch = useAppDispatch();
  const labelRef = useRef<HTMLSpanElement>(null);
  const [open, setOpen] = useState(false);
  // Computed here because Radix's Slot (Trigger asChild) cannot merge NavLink's function className.
  const isActive = useMatch({ path: to, end: end ?? false }) !== null;
  const link = (
    <NavLink
      to={to}
      end={end}
      aria-label={collapsed ? label : undefined}
      onClick={() => {
        onNavLinkClick(dispatch, to);
        onNavigate?.();
      }}
      aria-current={isActive ? 'page' : undefined}
      className={cn(
        'sidebar-link',
        isActive ? 'bg-primary/10 font-semibold text-primary-strong' : 'text-foreground',
        collapsed ? 'justify-center px-0' : 'px-2.5',
      )}
    >
      <Icon className="h-4 w-4 shrink-0" aria-hidden="true" />
      <span ref={labelRef} className={collapsed ? 'sr-only' : 'sidebar-label'}>{label}</span>
    </NavLink>
  );
  if (!Tooltip) return link;
  return (
    <Tooltip.Root
      open={open}
      onOpenChange={(next) => {
        // Only when the label cannot be read in full: collapsed rail, or truncated (long Spanish labels).
        const el = labelRef.current;
        const truncated = !!el && el.scrollWidth > el.clientWidth;
        setOpen(next && (collapsed || truncated));
      }}
    >
      <Tooltip.Trigger asChild>
        {link}
      </Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content side="right" sideOffset={8} className="z-50 rounded-md bg-foreground px-2 py-1 text-xs text-background shadow">
          {label}
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}

/** Brand, "All Tools" and one link per category; shared by the desktop rail and the mobile drawer. */
export function SidebarNav({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation(['common', 'catalog']);
  const dispatch = useAppDispatch();
  // Tooltips only help when a label cannot be read: the collapsed rail, or a label cut off (long Spanish ones). Only
  // then is Radix loaded; wrapping the links in it re-renders them once, so it never happens when nothing needs it.
  const navRef = useRef<HTMLElement>(null);
  const [needTooltips, setNeedTooltips] = useState(false);
  const { i18n } = useTranslation();
  useEffect(() => {
    if (needTooltips) return;
    const labels = navRef.current?.querySelectorAll('span') ?? [];
    if (collapsed || [...labels].some((el) => el.scrollWidth > el.clientWidth)) setNeedTooltips(true);
  }, [collapsed, needTooltips, i18n.resolvedLanguage]);
  const tooltip = useLazyModule(needTooltips ? loadTooltip : null);
  const items = (
    <>
      <SidebarItem to="/" end label={t('nav.allTools')} icon={LayoutGrid} collapsed={collapsed} onNavigate={onNavigate} tooltip={tooltip} />
      {CATEGORIES.map((c) => (
        <SidebarItem key={c.id} to={c.path} label={t(`catalog:categories.${c.id}.name`)} icon={c.icon} collapsed={collapsed} onNavigate={onNavigate} tooltip={tooltip} />
      ))}
    </>
  );
  return (
    <div className="flex flex-col gap-2 p-2">
      <NavLink
        to="/"
        onClick={() => {
          onNavLinkClick(dispatch, '/');
          onNavigate?.();
        }}
        className={cn('flex h-12 items-center gap-2 rounded-md font-bold', collapsed ? 'justify-center px-0' : 'px-2')}
        aria-label={t('app.name')}
      >
        <span className="inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground">
          <Wrench className="h-4 w-4" aria-hidden="true" />
        </span>
        {!collapsed && <span className="truncate text-lg">{t('app.name')}</span>}
      </NavLink>
      <nav ref={navRef} aria-label={t('nav.mainNav')} className="flex flex-col gap-1" data-tooltips={tooltip ? 'ready' : 'none'}>
        {tooltip ? (
          <tooltip.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
            {items}
          </tooltip.Provider>
        ) : (
          items
        )}
      </nav>
    </div>
  );
}
