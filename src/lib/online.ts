import { useSyncExternalStore } from 'react';

/**
 * Whether the browser knows it is offline (navigator.onLine false). "Online" can still mean a dead network, so a
 * failed request is only called "offline" when this says so. Server render: online.
 */
export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Live navigator.onLine for a component; true during server render and hydration, then the real value. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, () => !isOffline(), () => true);
}
