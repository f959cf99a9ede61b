import { useRef } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import { useAppDispatch, useAppSelector } from '../store';
import { setMobileSidebarOpen } from '../store/ui';
import { SidebarNav } from './SidebarNav';
import { ThemeSelectMobile } from './Header';
import { Modal } from '../ui/dialog/Modal';

/** Under 768 px: an 18rem slide-in drawer (Radix Dialog: focus trap, Escape, overlay), loaded on first open. */
export default function MobileSidebarDrawer() {
  const { t } = useTranslation('common');
  const open = useAppSelector((s) => s.ui.mobileSidebarOpen);
  const dispatch = useAppDispatch();
  const close = () => dispatch(setMobileSidebarOpen(false));
  // Radix returns focus to its own Trigger; the menu button lives in the header, outside this lazy module.
  const opener = useRef<Element | null>(null);
  if (open && typeof document !== 'undefined' && !opener.current) opener.current = document.activeElement;
  return (
    <Modal
      open={open}
      onOpenChange={(o) => dispatch(setMobileSidebarOpen(o))}
      onClosed={() => {
        if (opener.current instanceof HTMLElement) opener.current.focus();
        opener.current = null;
      }}
      overlayClassName="fixed inset-0 z-40 bg-black/50 md:hidden"
      data-testid="mobile-sidebar"
      aria-describedby={undefined}
      className="fixed inset-y-0 left-0 z-50 w-72 overflow-y-auto border-r border-border bg-sidebar shadow-xl md:hidden"
    >
      <Dialog.Title className="sr-only">{t('nav.mainNav')}</Dialog.Title>
      {/* Its own ×, before the links: the first thing the focus trap lands on. */}
      <Dialog.Close className="absolute right-2 top-3 inline-flex h-9 w-9 items-center justify-center rounded-md hover:bg-muted" aria-label={t('nav.closeMenu')}>
        <X className="h-4 w-4" aria-hidden="true" />
      </Dialog.Close>
      <SidebarNav collapsed={false} onNavigate={close} />
      <div className="border-t border-border py-3 sm:hidden">
        <ThemeSelectMobile />
      </div>
    </Modal>
  );
}
