// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from '@src/lib/nextTask';

describe('whenIdle', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('asks for an idle callback with the given deadline, and cancel cancels that one', () => {
    const request = vi.fn((_task: IdleRequestCallback, _options?: IdleRequestOptions) => 7);
    const cancelIdle = vi.fn();
    vi.stubGlobal('requestIdleCallback', request);
    vi.stubGlobal('cancelIdleCallback', cancelIdle);
    const task = vi.fn();
    const cancel = whenIdle(task, 5_000);
    expect(request).toHaveBeenCalledWith(expect.any(Function), { timeout: 5_000 });
    request.mock.calls[0]![0]({ didTimeout: false, timeRemaining: () => 10 });
    expect(task).toHaveBeenCalledTimes(1);
    cancel();
    expect(cancelIdle).toHaveBeenCalledWith(7);
  });

  it('without idle callbacks, runs after 200 ms, unless cancelled first', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.useFakeTimers();
    const ran = vi.fn();
    whenIdle(ran, 5_000);
    vi.advanceTimersByTime(199);
    expect(ran).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(ran).toHaveBeenCalledTimes(1);
    const cancelled = vi.fn();
    whenIdle(cancelled, 5_000)();
    vi.advanceTimersByTime(1_000);
    expect(cancelled).not.toHaveBeenCalled();
  });
});

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
    return import('@src/lib/nextTask');
  }

  it('waits until the visitor has left the page alone for the quiet time, however often they type, then runs once', async () => {
    const { watchInput, whenQuiet } = await fresh();
    watchInput();
    key();
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
    vi.advanceTimersByTime(10_000);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('a key while it waits for idle time starts the wait again; cancel stops it', async () => {
    const { whenQuiet } = await fresh();
    vi.advanceTimersByTime(5_000); // no input yet: quiet already
    const task = vi.fn();
    whenQuiet(task, 1_500);
    vi.advanceTimersByTime(100);
    key(); // before the idle callback came
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
