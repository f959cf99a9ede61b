/**
 * Numbers as people type them, and numbers as people read them. Pure: no React, no DOM.
 *
 * Parsing rules (`parseNumberInput`), for the locales of the site (en, zh: "1.5"; es: "1,5"):
 * - surrounding spaces are ignored; full-width digits and punctuation (Chinese IMEs) count as ASCII;
 * - spaces, no-break spaces, apostrophes and underscores are grouping and dropped ("1 234,5", "1'234.5");
 * - with both "." and ",", the LAST one is the decimal separator ("1.234,5" = "1,234.5" = 1234.5);
 * - with one kind only, it is a grouping separator when it is the locale's grouping separator AND the
 *   digits form a valid grouping (1–3 digits not starting with 0, then groups of exactly 3:
 *   en "1,500" = 1500, es "1.500" = 1500); otherwise it is the decimal separator (en "1,5", es "1.5",
 *   es "0.125" all read as decimals), so either separator works as a decimal point;
 * - one leading sign (+, -, or −); "5." and ".5" are accepted; no exponent, no symbols, no units.
 * Anything else is `invalid`; an empty text is `empty`; a number beyond ±1e15 is `invalid`.
 */
import { numberFormat } from './intlFormat';

export type NumberParse = { ok: true; value: number } | { ok: false; reason: 'empty' | 'invalid' };

/** Largest magnitude accepted: beyond it double precision cannot keep cents exact. */
export const MAX_INPUT_MAGNITUDE = 1e15;

/**
 * The site's languages, known without asking Intl: the first formatToParts in a language loads its data (about 5 ms
 * at 4× CPU), and Load example localises a calculator's numbers inside the tap. A unit test holds them to Intl's.
 */
export const SITE_DECIMAL_SEPARATORS: Readonly<Record<string, string>> = { en: '.', zh: '.', es: ',' };
const askedSeparators = new Map<string, string>();

export function decimalSeparator(locale: string): string {
  const known = SITE_DECIMAL_SEPARATORS[locale] ?? askedSeparators.get(locale);
  if (known) return known;
  let separator = '.';
  try {
    separator = numberFormat(locale).formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.';
  } catch {
    // An unknown locale tag: the canonical separator.
  }
  askedSeparators.set(locale, separator);
  return separator;
}

const GROUPING = /[\s\u00a0\u202f'’_]/g;
const VALID_GROUPING = /^[1-9]\d{0,2}(?:X\d{3})+$/;

export function parseNumberInput(raw: string, locale: string): NumberParse {
  let s = raw.normalize('NFKC').trim();
  if (s === '') return { ok: false, reason: 'empty' };
  let sign = 1;
  if (/^[+\-−]/.test(s)) {
    if (s[0] !== '+') sign = -1;
    s = s.slice(1).trimStart();
  }
  s = s.replace(GROUPING, '');
  if (!/^[\d.,]+$/.test(s) || !/\d/.test(s)) return { ok: false, reason: 'invalid' };

  const hasDot = s.includes('.');
  const hasComma = s.includes(',');
  let normalized: string;
  if (hasDot && hasComma) {
    const dec = s.lastIndexOf('.') > s.lastIndexOf(',') ? '.' : ',';
    const group = dec === '.' ? ',' : '.';
    const [intPart = '', frac = '', ...rest] = s.split(dec);
    if (rest.length > 0 || frac.includes(group)) return { ok: false, reason: 'invalid' };
    if (!VALID_GROUPING.test(intPart.split(group).join('X'))) return { ok: false, reason: 'invalid' };
    normalized = `${intPart.split(group).join('')}.${frac}`;
  } else if (hasDot || hasComma) {
    const sep = hasDot ? '.' : ',';
    const localeDecimal = decimalSeparator(locale);
    const parts = s.split(sep);
    const looksGrouped = VALID_GROUPING.test(parts.join('X'));
    if (sep !== localeDecimal && looksGrouped) normalized = parts.join('');
    else if (parts.length === 2) normalized = `${parts[0]}.${parts[1]}`;
    else if (looksGrouped) normalized = parts.join('');
    else return { ok: false, reason: 'invalid' };
  } else {
    normalized = s;
  }
  if (normalized === '.' || normalized === '') return { ok: false, reason: 'invalid' };
  const value = sign * Number(normalized);
  if (!Number.isFinite(value) || Math.abs(value) > MAX_INPUT_MAGNITUDE) return { ok: false, reason: 'invalid' };
  return { ok: true, value: value === 0 ? 0 : value };
}

/**
 * Canonical text of a typed number for the URL fragment ("1234.5"), so a link shared between
 * languages means the same number; text that is not a number is kept as typed.
 */
export function canonicalNumberText(raw: string, locale: string): string {
  const parsed = parseNumberInput(raw, locale);
  if (!parsed.ok) return raw;
  const s = String(parsed.value);
  return /^-?\d+(\.\d+)?$/.test(s) ? s : raw;
}

/** A canonical number text ("1234.5") as the user would type it in `locale` ("1234,5"); other text unchanged. */
export function localizeNumberText(canonical: string, locale: string): string {
  if (!/^-?\d+(\.\d+)?$/.test(canonical)) return canonical;
  return canonical.replace('.', decimalSeparator(locale));
}

/** The Intl formatters a calculator needs, in one language. Non-finite values show as "—", never NaN. */
export interface NumberFormatters {
  locale: string;
  /** Grouped, up to `maxDecimals` (default 2) decimals. */
  number: (value: number, maxDecimals?: number, minDecimals?: number) => string;
  /** Money: grouping, exactly 2 decimals, no currency symbol (the user's currency is unknown). */
  money: (value: number) => string;
  /** Whole numbers with grouping. */
  integer: (value: number) => string;
  /** `value` in percent units (12.5 → "12.5%", es "12,5 %"), up to `maxDecimals` (default 2). */
  percent: (value: number, maxDecimals?: number) => string;
}

export const NO_VALUE = '—';

export function makeFormatters(locale: string): NumberFormatters {
  const safe = (value: number, format: () => string) => (Number.isFinite(value) ? format() : NO_VALUE);
  // -0 prints as "-0": never show it.
  const z = (value: number) => (Object.is(value, -0) ? 0 : value);
  return {
    locale,
    number: (value, maxDecimals = 2, minDecimals = 0) =>
      safe(value, () =>
        numberFormat(locale, { maximumFractionDigits: maxDecimals, minimumFractionDigits: minDecimals }).format(z(value)),
      ),
    money: (value) => safe(value, () => numberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(z(value))),
    integer: (value) => safe(value, () => numberFormat(locale, { maximumFractionDigits: 0 }).format(z(value))),
    percent: (value, maxDecimals = 2) =>
      safe(value, () => numberFormat(locale, { style: 'percent', maximumFractionDigits: maxDecimals }).format(z(value) / 100)),
  };
}

/** Rounds half away from zero to `decimals` places, without the 1.005 → 1.00 binary surprise. */
export function roundTo(value: number, decimals: number): number {
  if (!Number.isFinite(value)) return value;
  const factor = 10 ** decimals;
  const r = Math.round(Math.abs(value) * factor * (1 + Number.EPSILON)) / factor;
  return value < 0 ? -r : r;
}
