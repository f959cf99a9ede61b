import { whenIdle } from './nextTask';

/**
 * Intl formats shared by locale and options. Building one costs far more than formatting with it (a few ms on a
 * slow phone for the first of a locale), and pages format on every keystroke and every result.
 */
const cache = new Map<string, Intl.NumberFormat>();
const dateCache = new Map<string, Intl.DateTimeFormat>();
const keyOf = (locale: string | undefined, options: object) => `${locale ?? ''}|${JSON.stringify(options)}`;

function shared<F>(formats: Map<string, F>, key: string, build: () => F): F {
  let f = formats.get(key);
  if (!f) {
    // A constructor that throws (an unknown time zone) caches nothing and throws to the caller, as `new` would.
    f = build();
    formats.set(key, f);
  }
  return f;
}

export function numberFormat(locale: string | undefined, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return shared(cache, keyOf(locale, options), () => new Intl.NumberFormat(locale, options));
}

export function dateTimeFormat(locale: string | undefined, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  return shared(dateCache, keyOf(locale, options), () => new Intl.DateTimeFormat(locale, options));
}

/**
 * Builds a format in an idle moment, ahead of need. A page's first Intl.NumberFormat loads the engine's number data
 * (15-40 ms here, four times that on a slow phone); without this it lands in the frame that shows the first result.
 * Returns a cancel function.
 */
export function warmNumberFormat(locale: string | undefined, options: Intl.NumberFormatOptions = {}): () => void {
  if (cache.has(keyOf(locale, options))) return () => {};
  return whenIdle(() => numberFormat(locale, options), 5_000);
}
