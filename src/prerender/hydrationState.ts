/**
 * The store state to hydrate with (react-redux's `serverState`): what the prerender rendered with, the slices'
 * defaults. A live slice whose value equals its default is passed by reference instead of the default's copy, so
 * every selector returns the very object it will return after hydration and react-redux has nothing to re-render.
 * Without this, each selected array or object differs by reference alone, and the whole page re-renders in one
 * synchronous task right after hydrating (~70 ms for the home page on a 2-core machine, ×4 on a slow phone).
 * A slice missing from the defaults (injected later, e.g. RTK Query's `api`) is read from the live state.
 */
export function hydrationState<S extends object>(defaults: S, live: () => S): S {
  const current = live() as Record<string | symbol, unknown>;
  const base = defaults as Record<string | symbol, unknown>;
  const server: Record<string | symbol, unknown> = {};
  for (const key of Object.keys(base)) {
    server[key] = sameValue(base[key], current[key]) ? current[key] : base[key];
  }
  return new Proxy(server, {
    get: (target, key) => (key in target ? target[key] : (live() as Record<string | symbol, unknown>)[key]),
  }) as S;
}

/** Store state is plain serialisable data (Redux's rule), so its JSON form decides equality. */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  try {
    return JSON.stringify(a) === JSON.stringify(b);
  } catch {
    return false;
  }
}
