import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Fake timers and clocks (performance.now and Date too) around every test of the calling file: a timer tool's
 * state is worked out from the time it is given, so the tests move the clock rather than wait.
 */
export function withFakeClock(): void {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'clearTimeout', 'clearInterval', 'performance', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}
