import { useEffect } from 'react';

/**
 * Marks `<html data-app-ready>` once the app has committed (hydrated a prerendered page, or rendered fresh). Until
 * then a prerendered page shows real buttons that do nothing yet; the e2e suite waits for this mark before acting.
 */
export function useAppReadyMarker(): void {
  useEffect(() => {
    document.documentElement.dataset.appReady = '';
  }, []);
}
