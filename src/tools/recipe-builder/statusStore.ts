import { useSyncExternalStore } from 'react';
import type { StepStatus } from './model';

/**
 * Each step's state during and after a run, outside React state: a step's event re-renders that
 * step's card only, not the page around it (a run of a 10 MiB recipe reports a dozen events).
 */
export interface StatusStore {
  get(uid: string): StepStatus | undefined;
  all(): Record<string, StepStatus>;
  replace(statuses: Record<string, StepStatus>): void;
  patch(batch: Record<string, StepStatus>): void;
  subscribe(listener: () => void): () => void;
}

export function createStatusStore(): StatusStore {
  let statuses: Record<string, StepStatus> = {};
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((l) => l());
  return {
    get: (uid) => statuses[uid],
    all: () => statuses,
    replace(next) {
      statuses = next;
      notify();
    },
    patch(batch) {
      if (Object.keys(batch).length === 0) return;
      statuses = { ...statuses, ...batch };
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function useStepStatus(store: StatusStore, uid: string): StepStatus | undefined {
  return useSyncExternalStore(store.subscribe, () => store.get(uid), () => undefined);
}
