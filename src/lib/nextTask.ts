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

const INPUT_EVENTS = ['pointerdown', 'keydown', 'input', 'wheel'] as const;
let lastInput = Number.NEGATIVE_INFINITY;
let watching = false;

/** Starts noting when the visitor last tapped, typed or scrolled (once; cheap, passive listeners). */
export function watchInput(): void {
  if (watching) return;
  watching = true;
  const note = () => {
    lastInput = performance.now();
  };
  for (const type of INPUT_EVENTS) addEventListener(type, note, { capture: true, passive: true });
}

/**
 * Runs `task` once the visitor has left the page alone for `quietMs` (no tap, key or scroll since watchInput began
 * noting them) and the main thread is idle: for work nobody waits for (a notice, the offline worker's install) that
 * would otherwise land between two keystrokes and hold the second. Returns a cancel function.
 */
export function whenQuiet(task: () => void, quietMs = 1_500): () => void {
  watchInput();
  let cancel = () => {};
  const check = () => {
    const wait = lastInput + quietMs - performance.now();
    if (wait > 0) {
      const timer = setTimeout(check, wait);
      cancel = () => clearTimeout(timer);
      return;
    }
    cancel = whenIdle(() => (performance.now() - lastInput < quietMs ? check() : task()), quietMs);
  };
  check();
  return () => cancel();
}
