/** Milliseconds since the epoch at high resolution: comparable between the page and a worker (each has its own origin). */
export const epochNow = (): number => performance.timeOrigin + performance.now();
