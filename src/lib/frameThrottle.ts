/** Main-thread side of a progress callback: coalesces calls to one per animation frame. */
export function frameThrottle(fn: (value: number) => void): (value: number) => void {
  let latest = 0;
  let scheduled = false;
  const schedule = typeof requestAnimationFrame === 'function' ? requestAnimationFrame : (cb: () => void) => setTimeout(cb, 16);
  return (value: number) => {
    latest = value;
    if (scheduled) return;
    scheduled = true;
    schedule(() => {
      scheduled = false;
      fn(latest);
    });
  };
}
