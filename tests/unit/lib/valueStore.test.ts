// @vitest-environment jsdom
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { createValueStore, useStoreValue } from '@src/lib/valueStore';

(globalThis as unknown as { IS_REACT_ACT_ENVIRONMENT: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

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

describe('useStoreValue', () => {
  it('renders the current value, follows its changes, and stops at unmount', () => {
    const store = createValueStore('a');
    const seen: string[] = [];
    function Show() {
      const value = useStoreValue(store);
      seen.push(value);
      return null;
    }
    const root = createRoot(document.createElement('div'));
    act(() => root.render(createElement(Show)));
    expect(seen.at(-1)).toBe('a');
    act(() => store.set('b'));
    expect(seen.at(-1)).toBe('b');
    act(() => root.unmount());
    store.set('c');
    expect(seen.at(-1)).toBe('b');
  });
});
