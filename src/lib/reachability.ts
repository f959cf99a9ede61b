import { useSyncExternalStore } from 'react';

/** The three outbound services (the `shape` of a request in src/store/api.ts). */
export type Service = 'rates' | 'ip' | 'chat';

/**
 * Whether each outbound service answered its latest attempt. navigator.onLine can say "online" over a dead Wi-Fi or
 * a captive portal, and RTK Query's retries then keep a request going for many seconds: a failed attempt, or one
 * with no answer after API_SLOW_MS, marks its service unreachable at once (retries go on), so a tool can tell the
 * visitor within seconds instead of spinning; any answer, even an error status, marks it reachable again.
 * Module state, written only by the API layer outside render; the server render always sees "reachable".
 */
const unreachable = new Set<Service>();
const listeners = new Set<() => void>();

export function reportReachable(service: Service, reachable: boolean): void {
  if (reachable !== unreachable.has(service)) return;
  if (reachable) unreachable.delete(service);
  else unreachable.add(service);
  listeners.forEach((listener) => listener());
}

export function isUnreachable(service: Service): boolean {
  return unreachable.has(service);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Live: whether `service` failed or has not answered its latest attempt in time. */
export function useUnreachable(service: Service): boolean {
  return useSyncExternalStore(subscribe, () => unreachable.has(service), () => false);
}
