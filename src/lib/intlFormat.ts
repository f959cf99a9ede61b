import { whenIdle } from './nextTask';

/**
 * Intl.NumberFormat instances shared by locale and options. Building one costs far more than formatting with it
 * (a few ms on a slow phone for the first of a locale), and pages format on every keystroke and every result.
 */
const cache = new Map<string, Intl.NumberFormat>();
const keyOf = (locale: string | undefined, options: Intl.NumberFormatOptions) => `${locale ?? ''}|${JSON.stringify(options)}`;

export function numberFormat(locale: string | undefined, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = keyOf(locale, options);
  let f = cache.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale, options);
    cache.set(key, f);
  }
  return f;
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
