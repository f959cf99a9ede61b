import { useEffect, useRef } from 'react';

/**
 * Calls `onTick(performance.now())` on every animation frame while `active`, plus every
 * 250 ms from an interval (animation frames stop in a background tab; the interval keeps
 * completions firing there). The callback only re-reads timestamps: nothing is counted.
 */
export function useTicker(active: boolean, onTick: (now: number) => void): void {
  const cb = useRef(onTick);
  useEffect(() => {
    cb.current = onTick;
  });
  useEffect(() => {
    if (!active) return;
    let frame = 0;
    const loop = () => {
      cb.current(performance.now());
      frame = requestAnimationFrame(loop);
    };
    frame = requestAnimationFrame(loop);
    const interval = setInterval(() => cb.current(performance.now()), 250);
    return () => {
      cancelAnimationFrame(frame);
      clearInterval(interval);
    };
  }, [active]);
}
