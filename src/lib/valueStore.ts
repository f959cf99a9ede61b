import { useSyncExternalStore } from 'react';

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

export function useStoreValue<T>(store: ValueStore<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
