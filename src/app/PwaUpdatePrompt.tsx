import { useEffect } from 'react';
import { afterLoad } from '../ui/lazy/afterLoad';
import { watchInput, whenQuiet } from '../lib/nextTask';

/**
 * Registers the offline service worker once the page has loaded and the visitor has paused (src/app/pwa.ts, its own
 * chunk), so the home page's first JS carries none of it. Its first install fetches the whole site (some 18 MB): begun
 * while the visitor typed, it held their keystrokes at 4x CPU (a code editor's first key 56-96 ms, against 24-32 ms
 * once installed). Renders nothing; the toasts it raises go through the shared Toaster.
 */
export function PwaUpdatePrompt() {
  useEffect(() => {
    watchInput();
    let cancelQuiet = () => {};
    const cancelLoad = afterLoad(() => {
      cancelQuiet = whenQuiet(() => {
        import('./pwa').then(
          (m) => m.startPwa(),
          () => {}, // chunk unavailable (offline first visit, new deploy): try again on the next page load
        );
      });
    });
    return () => {
      cancelLoad();
      cancelQuiet();
    };
  }, []);
  return null;
}
