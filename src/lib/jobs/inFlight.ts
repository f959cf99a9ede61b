/** Counts a client's jobs in flight, and settles `idle()` once none is left (at once when none is). */
export function createInFlight() {
  let count = 0;
  const waiters: (() => void)[] = [];
  return {
    track<R>(job: Promise<R>): Promise<R> {
      count += 1;
      return job.finally(() => {
        count -= 1;
        if (count === 0) for (const resolve of waiters.splice(0)) resolve();
      });
    },
    idle(): Promise<void> {
      return count === 0 ? Promise.resolve() : new Promise((resolve) => waiters.push(resolve));
    },
  };
}
