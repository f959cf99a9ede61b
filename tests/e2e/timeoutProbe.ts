import type { Page } from '@playwright/test';

type ProbeWindow = { __worst: number; __probe: boolean };

/**
 * Starts timing setTimeout(0) round trips in the page: while a job runs elsewhere (a worker), the main thread must
 * keep answering. `stopTimeoutProbe` ends it and returns the longest round trip in ms.
 */
export async function startTimeoutProbe(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as ProbeWindow;
    w.__worst = 0;
    w.__probe = true;
    let last = performance.now();
    const tick = () => {
      const now = performance.now();
      w.__worst = Math.max(w.__worst, now - last);
      last = now;
      if (w.__probe) setTimeout(tick, 0);
    };
    setTimeout(tick, 0);
  });
}

export async function stopTimeoutProbe(page: Page): Promise<number> {
  return page.evaluate(() => {
    const w = window as unknown as ProbeWindow;
    w.__probe = false;
    return w.__worst;
  });
}
