// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

describe('whenQuiet', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });
  const key = () => window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
  /** A fresh copy of the module (it keeps the last input's time), on fake timers with no idle callbacks (idle = 200 ms later). */
  async function fresh() {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.resetModules();
    return import('@src/lib/whenQuiet');
  }

  it('waits the quiet time from its first use (what came before is unknown), then for idle time, and runs once', async () => {
    const { whenQuiet } = await fresh();
    const task = vi.fn();
    whenQuiet(task);
    vi.advanceTimersByTime(1_499);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1 + 200);
    expect(task).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('however often the visitor types, it waits for a pause of the quiet time', async () => {
    const { whenQuiet } = await fresh();
    const task = vi.fn();
    whenQuiet(task, 1_500);
    for (let i = 0; i < 10; i++) {
      vi.advanceTimersByTime(1_000);
      key();
    }
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_499);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1 + 200);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('a key while it waits for idle time starts the wait again; cancel stops it', async () => {
    const { whenQuiet } = await fresh();
    const task = vi.fn();
    whenQuiet(task, 1_500);
    vi.advanceTimersByTime(1_600); // quiet: now waiting for the idle callback (200 ms)
    key();
    vi.advanceTimersByTime(100);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_400 + 200);
    expect(task).toHaveBeenCalledTimes(1);
    const cancelled = vi.fn();
    whenQuiet(cancelled, 1_500)();
    vi.advanceTimersByTime(10_000);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
