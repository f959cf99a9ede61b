import { whenIdle } from './nextTask';
import { QUIET_AFTER_INPUT_MS, VISITOR_INPUT_EVENTS } from './visitorInput';

let lastInput = Number.NEGATIVE_INFINITY;
let watching = false;

/**
 * Notes when the visitor last tapped, typed or scrolled (cheap, passive listeners). Started on first use: what came
 * before is unknown, so the start counts as an input (the visitor may be in the middle of something).
 */
function watchInput(): void {
  if (watching) return;
  watching = true;
  const note = () => {
    lastInput = performance.now();
  };
  note();
  for (const type of VISITOR_INPUT_EVENTS) addEventListener(type, note, { capture: true, passive: true });
}

/**
 * Runs `task` once the visitor has left the page alone for `quietMs` (no tap, key or scroll) and the main thread is
 * idle: for work nobody waits for (a notice, the offline worker's install) that would otherwise land between two
 * keystrokes and hold the second. Returns a cancel function.
 */
export function whenQuiet(task: () => void, quietMs = QUIET_AFTER_INPUT_MS): () => void {
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
