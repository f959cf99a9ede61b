import { Workbox } from 'workbox-window';
import { i18n } from '../lib/i18n';
import { toast } from '../ui/lazy/toast';
import { whenQuiet } from '../lib/whenQuiet';

/**
 * Service worker registration (loaded by PwaUpdatePrompt after the page's load event, never during server render).
 * The worker is vite-plugin-pwa's generateSW output (pwa.config.ts, registerType 'prompt'):
 * - first install: "Ready to work offline", once;
 * - a new version waiting: "A new version is available" with a Reload action. Nothing reloads unless the visitor
 *   asks in this tab, so no typed input is ever lost (another tab that activates the update only shows the toast).
 * It uses workbox-window directly (what virtual:pwa-register wraps), to keep the reload in this tab's hands.
 */

const SW_URL = '/sw.js'; // pwa.config.ts SW_FILE, at the site root
const UPDATE_TOAST_ID = 'pwa-update';

const common = (key: string) => i18n.t(`pwa.${key}`, { ns: 'common' });

let started = false;

export function startPwa(): void {
  if (started || !('serviceWorker' in navigator) || !window.isSecureContext) return;
  started = true;
  // Under Trusted Types the plain URL passes through the site's `default` policy (src/lib/trustedTypes.ts: same origin).
  const wb = new Workbox(SW_URL, { scope: '/' });
  let reloadAsked = false;

  // A toast drawn between two keystrokes (some 20 ms at 4x CPU, with a layout of the page) holds the second: they wait for a pause.
  const promptReload = (onReload: () => void) =>
    whenQuiet(() => {
      toast(common('updateAvailable'), {
        id: UPDATE_TOAST_ID,
        duration: Number.POSITIVE_INFINITY,
        action: { label: common('reload'), onClick: onReload },
      });
    });

  // A new worker is installed and waiting: ask. Reload = let it take over, then reload once it controls this tab.
  wb.addEventListener('waiting', () => {
    promptReload(() => {
      reloadAsked = true;
      wb.messageSkipWaiting();
    });
  });
  wb.addEventListener('controlling', (event) => {
    if (!event.isUpdate) return;
    if (reloadAsked) window.location.reload();
    // Activated from another tab: this page still runs the old version; offer the reload, never force it.
    else promptReload(() => window.location.reload());
  });
  wb.addEventListener('installed', (event) => {
    if (!event.isUpdate && !event.isExternal) whenQuiet(() => toast.success(common('offlineReady')));
  });

  // Its first install fetches the whole site (some 18 MB): begun while the visitor typed, it held their keystrokes at
  // 4x CPU (a code editor's keys 48-72 ms, against 32-40 ms once it waits for a pause).
  whenQuiet(() => {
    wb.register({ immediate: true }).catch(() => {
      // Unsupported (private mode, blocked by the browser or a test harness): the site simply works online only.
    });
  });
}
