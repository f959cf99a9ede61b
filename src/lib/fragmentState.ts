import { useCallback, useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';

/**
 * Tool inputs kept in the URL fragment (`#amount=100&rate=6.5`), so a result can be
 * bookmarked or shared and no server ever sees it (browsers never send the fragment).
 *
 * State is a flat record of strings, exactly as the user typed them: each tool parses
 * and validates its own fields, so a hostile or broken fragment is at worst text in an
 * input. Only keys present in `defaults` are read; an over-long value, an unknown key or
 * a value `accept` rejects is ignored (the default stays).
 */
export type FragmentValues = Record<string, string>;

/** Longest value taken from a fragment; anything longer is ignored. */
export const MAX_FRAGMENT_VALUE = 2_000;
/** Writes to the URL are batched: Chromium throttles frequent history calls. */
const WRITE_DELAY_MS = 250;

export type AcceptFn<T extends FragmentValues> = (key: keyof T & string, value: string) => boolean;

/** Reads `hash` (with or without '#') over `defaults`. Never throws. */
export function parseFragment<T extends FragmentValues>(hash: string, defaults: T, accept?: AcceptFn<T>): T {
  const out: FragmentValues = { ...defaults };
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(hash.replace(/^#/, ''));
  } catch {
    return { ...defaults };
  }
  for (const key of Object.keys(defaults)) {
    const value = params.get(key);
    if (value === null || value.length > MAX_FRAGMENT_VALUE) continue;
    if (accept && !accept(key, value)) continue;
    out[key] = value;
  }
  return out as T;
}

/** The fragment for `values`: only keys that differ from `defaults`, '' when none do. */
export function serializeFragment<T extends FragmentValues>(values: T, defaults: T): string {
  const params = new URLSearchParams();
  for (const key of Object.keys(defaults)) {
    const value = values[key];
    if (value !== undefined && value !== defaults[key]) params.set(key, value);
  }
  const s = params.toString();
  return s ? `#${s}` : '';
}

/**
 * `useState` whose value is mirrored in the URL fragment. The first render uses
 * `defaults` (pages are prerendered, so render never touches `window`); the
 * fragment is read in an effect, and again when the user edits it by hand.
 * Writes use replaceState: typing does not fill the Back button's history.
 */
export function useFragmentState<T extends FragmentValues>(defaults: T, accept?: AcceptFn<T>): [T, Dispatch<SetStateAction<T>>] {
  const [values, setValues] = useState<T>(defaults);
  // The caller's defaults/accept are usually literals re-created each render: keep the first ones.
  const initial = useRef({ defaults, accept });
  const loaded = useRef(false);
  /** The write waiting for a pause in typing; a hand-edited fragment cancels it, so it cannot put old values back. */
  const pendingWrite = useRef<number | undefined>(undefined);
  /** The fragment as last read or written here: any other value is a navigation whose hashchange is still to come. */
  const knownHash = useRef('');

  useEffect(() => {
    const { defaults: d, accept: a } = initial.current;
    const read = () => {
      window.clearTimeout(pendingWrite.current);
      knownHash.current = window.location.hash;
      setValues(parseFragment(window.location.hash, d, a));
    };
    read();
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, []);

  useEffect(() => {
    // The first commit still holds the defaults, not the fragment being read: never write those over it.
    if (!loaded.current) {
      loaded.current = true;
      return undefined;
    }
    pendingWrite.current = window.setTimeout(() => {
      if (window.location.hash !== knownHash.current) return;
      const hash = serializeFragment(values, initial.current.defaults);
      knownHash.current = hash;
      if (hash === window.location.hash) return;
      const url = `${window.location.pathname}${window.location.search}${hash}`;
      // Keep react-router's history entry state; only the fragment changes.
      window.history.replaceState(window.history.state, '', url);
    }, WRITE_DELAY_MS);
    return () => window.clearTimeout(pendingWrite.current);
  }, [values]);

  const set = useCallback<Dispatch<SetStateAction<T>>>((next) => setValues(next), []);
  return [values, set];
}
