import { startTransition, useEffect, useState } from 'react';
import { afterPaint } from '../lib/nextTask';

/**
 * `value`, one frame late: for the secondary parts of a result (a chart, a schedule, a long table), so the frame of
 * the tap or keystroke that changed it paints the primary result first and these follow, rendered as a transition
 * that a next input can interrupt. Unlike useDeferredValue, it also waits when the change itself came in a
 * transition (Load example, Clear). `value` must be stable between renders (a state or a memo), or it never settles.
 */
export function useLaterValue<T>(value: T): T {
  const [later, setLater] = useState(value);
  useEffect(() => {
    if (Object.is(later, value)) return undefined;
    let live = true;
    void afterPaint().then(() => {
      if (live) startTransition(() => setLater(value));
    });
    return () => {
      live = false;
    };
  }, [value, later]);
  return later;
}
