import { useEffect, useState } from 'react';

/**
 * One value outside React's state, for a part of a page that changes often (a form's settings) while the rest only
 * needs it in handlers: the components that show it subscribe (useStoreValue) and re-render alone; a handler reads
 * `get()` when it runs.
 */
export interface ValueStore<T> {
  get: () => T;
  set: (next: T | ((previous: T) => T)) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createValueStore<T>(initial: T): ValueStore<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set: (next) => {
      const updated = typeof next === 'function' ? (next as (previous: T) => T)(value) : next;
      if (Object.is(updated, value)) return;
      value = updated;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * The store's value, as component state. Not useSyncExternalStore: React cannot render a change to such a store in
 * the background, and the pages that show settings defer their heavy part with useDeferredValue (split's marks on
 * hundreds of thumbnails), which a keystroke must not pull into its own render.
 */
export function useStoreValue<T>(store: ValueStore<T>): T {
  const [value, setValue] = useState(store.get);
  useEffect(() => {
    // A change between the render and this effect is not lost.
    setValue(() => store.get());
    return store.subscribe(() => setValue(() => store.get()));
  }, [store]);
  return value;
}
