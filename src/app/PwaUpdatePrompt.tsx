import { useEffect } from 'react';
import { afterLoad } from '../ui/lazy/afterLoad';

/**
 * Registers the offline service worker once the page has loaded and is idle (src/app/pwa.ts, its own chunk), so the
 * home page's first JS carries none of it. Renders nothing; the toasts it raises go through the shared Toaster.
 */
export function PwaUpdatePrompt() {
  useEffect(
    () =>
      afterLoad(() => {
        import('./pwa').then(
          (m) => m.startPwa(),
          () => {}, // chunk unavailable (offline first visit, new deploy): try again on the next page load
        );
      }),
    [],
  );
  return null;
}
