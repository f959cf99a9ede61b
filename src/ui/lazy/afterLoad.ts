import { untilLive } from '../../lib/appLive';
import { whenIdle } from '../../lib/nextTask';

/**
 * Runs `task` once the page has finished loading, is live (src/lib/appLive.ts) and the main thread is idle, so code
 * that is not needed for the first paint (toasts, tooltips, dialogs, the offline worker, the particles) never counts
 * against the page's load. The app itself loads after the first paint, often after the load event: without waiting
 * for it to be live, this work landed between hydration's tasks on a slow phone. Returns a cancel function.
 */
export function afterLoad(task: () => void): () => void {
  let cancelled = false;
  let cancelIdle: (() => void) | undefined;
  const schedule = () => {
    if (!cancelled) cancelIdle = whenIdle(task, 2_000);
  };
  const whenLoaded = () => {
    if (document.readyState === 'complete') schedule();
    else window.addEventListener('load', schedule, { once: true });
  };
  void untilLive().then(whenLoaded);
  return () => {
    cancelled = true;
    window.removeEventListener('load', schedule);
    cancelIdle?.();
  };
}
