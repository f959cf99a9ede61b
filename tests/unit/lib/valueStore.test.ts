import { describe, expect, it, vi } from 'vitest';
import { createValueStore } from '@src/lib/valueStore';

describe('createValueStore', () => {
  it('holds a value, takes a new one or an update of the old, and tells its listeners only of a change', () => {
    const store = createValueStore({ n: 1 });
    const heard = vi.fn();
    const stop = store.subscribe(heard);
    store.set((s) => ({ n: s.n + 1 }));
    expect(store.get()).toEqual({ n: 2 });
    expect(heard).toHaveBeenCalledTimes(1);
    const same = store.get();
    store.set(same);
    store.set((s) => s);
    expect(heard).toHaveBeenCalledTimes(1);
    stop();
    store.set({ n: 5 });
    expect(store.get()).toEqual({ n: 5 });
    expect(heard).toHaveBeenCalledTimes(1);
  });
});
