/** Ends the current task, so the browser can paint and handle input between two steps of work. */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Resolves in a task after the next frame: work that an input caused but its answer on screen does not need (a note
 * to a worker) then runs outside the interaction that INP times. Where no frame comes (a hidden tab), after half a second.
 */
export function afterPaint(): Promise<void> {
  return new Promise((resolve) => {
    const fallback = setTimeout(resolve, 500);
    requestAnimationFrame(() => {
      clearTimeout(fallback);
      setTimeout(resolve, 0);
    });
  });
}

/**
 * Runs `task` once the main thread is idle, or after `timeout` ms at the latest; where the browser has no idle
 * callbacks (Safari), after 200 ms. Returns a cancel function.
 */
export function whenIdle(task: () => void, timeout: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(() => task(), { timeout });
    return () => cancelIdleCallback(id);
  }
  const timer = setTimeout(task, 200);
  return () => clearTimeout(timer);
}
