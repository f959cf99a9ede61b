// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { forgetScroll, isToolPath, readSavedScroll, restoreScroll, saveScroll } from '@src/lib/scroll';

function fakeClock() {
  const queue: { at: number; fn: () => void }[] = [];
  let now = 0;
  return {
    schedule: (fn: () => void, ms: number) => queue.push({ at: now + ms, fn }),
    run() {
      while (queue.length) {
        queue.sort((a, b) => a.at - b.at);
        const next = queue.shift()!;
        now = next.at;
        next.fn();
      }
      return now;
    },
  };
}

describe('scroll', () => {
  beforeEach(() => sessionStorage.clear());

  it('knows tool paths', () => {
    expect(isToolPath('/tools/word-counter')).toBe(true);
    expect(isToolPath('/category/text')).toBe(false);
  });

  it('saves, reads and forgets per path', () => {
    saveScroll('/category/text', 420.4);
    expect(sessionStorage.getItem('scroll_/category/text')).toBe('420');
    expect(readSavedScroll('/category/text')).toBe(420);
    forgetScroll('/category/text');
    expect(readSavedScroll('/category/text')).toBeNull();
  });

  it.each([['abc'], ['-5'], ['Infinity']])('ignores a corrupt value %j', (v) => {
    sessionStorage.setItem('scroll_/', v);
    expect(readSavedScroll('/')).toBeNull();
  });

  it('restores after 50 ms when the page is already tall enough', () => {
    const clock = fakeClock();
    const calls: number[] = [];
    restoreScroll(300, { maxScroll: () => 1000, scrollTo: (y) => calls.push(y), schedule: clock.schedule });
    expect(clock.run()).toBe(50);
    expect(calls).toEqual([300]);
  });

  it('retries every 100 ms until the page grows', () => {
    const clock = fakeClock();
    let height = 0;
    let checks = 0;
    const calls: number[] = [];
    restoreScroll(500, {
      maxScroll: () => {
        checks += 1;
        if (checks === 4) height = 800;
        return height;
      },
      scrollTo: (y) => calls.push(y),
      schedule: clock.schedule,
    });
    expect(clock.run()).toBe(50 + 3 * 100);
    expect(calls).toEqual([500]);
  });

  it('gives up after 20 retries', () => {
    const clock = fakeClock();
    const calls: number[] = [];
    restoreScroll(500, { maxScroll: () => 0, scrollTo: (y) => calls.push(y), schedule: clock.schedule });
    expect(clock.run()).toBe(50 + 20 * 100);
    expect(calls).toEqual([500]);
  });

  it('can be cancelled', () => {
    const clock = fakeClock();
    const calls: number[] = [];
    const cancel = restoreScroll(500, { maxScroll: () => 1000, scrollTo: (y) => calls.push(y), schedule: clock.schedule });
    cancel();
    clock.run();
    expect(calls).toEqual([]);
  });
});
