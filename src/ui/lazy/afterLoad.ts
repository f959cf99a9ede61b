/**
 * Runs `task` once the page has finished loading and the main thread is idle, so code that is not needed for the
 * first paint (toasts, tooltips, dialogs) never counts against the home page's load. Returns a cancel function.
 */
export function afterLoad(task: () => void): () => void {
  let idleId: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    if (typeof requestIdleCallback === 'function') idleId = requestIdleCallback(task, { timeout: 2_000 });
    else timer = setTimeout(task, 200);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (idleId !== undefined) cancelIdleCallback(idleId);
    if (timer !== undefined) clearTimeout(timer);
  };
}
