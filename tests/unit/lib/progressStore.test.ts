import { describe, expect, it, vi } from 'vitest';
import { createProgressStore } from '@src/lib/progressStore';

describe('progress store (per-file progress outside React state)', () => {
  it('gives one stable source per id that reads the latest value, clamped to 0..1', () => {
    const store = createProgressStore();
    const a = store.source('a');
    expect(store.source('a')).toBe(a);
    expect(a.get()).toBe(0);
    store.set('a', 0.4);
    expect(a.get()).toBe(0.4);
    store.set('a', 7);
    expect(a.get()).toBe(1);
    store.set('a', Number.NaN);
    expect(a.get()).toBe(0);
  });

  it('tells only the subscribers of the id that changed, and only on a change', () => {
    const store = createProgressStore();
    const onA = vi.fn();
    const onB = vi.fn();
    const stopA = store.source('a').subscribe(onA);
    store.source('b').subscribe(onB);
    store.set('a', 0.5);
    store.set('a', 0.5);
    expect(onA).toHaveBeenCalledTimes(1);
    expect(onB).not.toHaveBeenCalled();
    stopA();
    store.set('a', 0.6);
    expect(onA).toHaveBeenCalledTimes(1);
  });

  it('drop and reset zero the bars still listening and forget the ids', () => {
    const store = createProgressStore();
    const a = store.source('a');
    const onA = vi.fn();
    a.subscribe(onA);
    store.set('a', 0.9);
    store.set('b', 0.3);
    store.drop('a');
    expect(a.get()).toBe(0);
    expect(onA).toHaveBeenCalledTimes(2);
    expect(store.source('a')).not.toBe(a);
    const b = store.source('b');
    store.reset();
    expect(b.get()).toBe(0);
    expect(store.source('b')).not.toBe(b);
  });
});
