import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  CONSENT_BANNER_SPACE_VAR, TOAST_DURATION_MS, TOAST_LAYER_ID, TOAST_GAP_PX, TOAST_MOBILE_OFFSET_PX, TOAST_OFFSET_PX, TOAST_VISIBLE, TOAST_WIDTH_PX,
} from '../config/constants';
import { useAppSelector } from '../store';
import { InputRehearsal } from '../ui/InputRehearsal';
import { Spinner } from '../ui/Spinner';
import { ToasterHost } from '../ui/lazy/ToasterHost';
import { CommandPaletteHost } from './CommandPaletteHost';
import { CookieBanner } from './CookieBanner';
import { Footer } from './Footer';
import { Header } from './Header';
import { Particles } from './Particles';
import { PwaUpdatePrompt } from './PwaUpdatePrompt';
import { ScrollManager } from './ScrollManager';
import { DesktopSidebar, MobileSidebar } from './Sidebar';
import { ThemeSync } from './ThemeSync';
import { useSidebarShortcut } from './useSidebarShortcut';
import { useLayoutLive } from '../lib/appLive';
import { ZhExtras } from './ZhExtras';

export function RootLayout() {
  const { t } = useTranslation('common');
  const theme = useAppSelector((s) => s.ui.theme);
  useSidebarShortcut();
  useLayoutLive();
  return (
    <div className="flex min-h-screen">
      <ThemeSync />
      <ScrollManager />
      <ZhExtras />
      <Particles />
      <DesktopSidebar />
      <MobileSidebar />
      <div className="flex min-w-0 flex-1 flex-col">
        <Header />
        <main id="main" className="flex-1 px-4 py-6 sm:px-6 lg:px-8">
          <Suspense fallback={<Spinner label={t('loading')} />}>
            <Outlet />
          </Suspense>
        </main>
        <Footer />
      </div>
      <CookieBanner />
      <CommandPaletteHost />
      <PwaUpdatePrompt />
      <InputRehearsal />
      <div id={TOAST_LAYER_ID} className="contents">
        <ToasterHost
          theme={theme}
          position="bottom-right"
          visibleToasts={TOAST_VISIBLE}
          gap={TOAST_GAP_PX}
          duration={TOAST_DURATION_MS}
          style={{ ['--width' as string]: `${TOAST_WIDTH_PX}px` }}
          // Toasts stack above the consent banner while it shows (its height: CookieBanner), never over its buttons.
          offset={{ bottom: `calc(${TOAST_OFFSET_PX}px + var(${CONSENT_BANNER_SPACE_VAR}, 0px))` }}
          mobileOffset={{ bottom: `calc(${TOAST_MOBILE_OFFSET_PX}px + var(${CONSENT_BANNER_SPACE_VAR}, 0px))` }}
          customAriaLabel={t('toast.region', { keys: 'Alt+T' })}
          toastOptions={{ closeButtonAriaLabel: t('toast.close') }}
          richColors
          closeButton
        />
      </div>
    </div>
  );
}
