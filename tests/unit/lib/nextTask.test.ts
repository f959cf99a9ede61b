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
