import { useEffect, useState } from 'react';
import { afterLoad } from './afterLoad';

/**
 * A module loaded after the page's load event (or at once when `now` is true); null until then, including during
 * server rendering and hydration, so the first client render matches the server's. A null `load` loads nothing yet.
 */
export function useLazyModule<T>(load: (() => Promise<T>) | null, now = false): T | null {
  const [mod, setMod] = useState<T | null>(null);
  useEffect(() => {
    if (!load) return;
    let live = true;
    const start = () => {
      load().then(
        (m) => {
          if (live) setMod(() => m);
        },
        () => {}, // offline or a new deploy: the page works without it
      );
    };
    if (now) {
      start();
      return () => {
        live = false;
      };
    }
    const cancel = afterLoad(start);
    return () => {
      live = false;
      cancel();
    };
  }, [load, now]);
  return mod;
}
