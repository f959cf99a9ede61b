import { checkRates, type Rates } from '../../store/apiShapes';

/** The spec's ten currencies (§9), in its order. */
export const CURRENCIES = ['USD', 'EUR', 'GBP', 'JPY', 'CNY', 'CAD', 'AUD', 'CHF', 'INR', 'KRW'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** Sorted, stable: the RTK Query cache key of the rates request. */
export const RATE_SYMBOLS: readonly string[] = [...CURRENCIES].sort();

export const DEFAULTS = { amount: '', from: 'USD', to: 'EUR' };
export const EXAMPLE = { amount: '250', from: 'USD', to: 'EUR' };

/** localStorage key of the last rates seen (their own key, read in effects only). */
export const RATES_CACHE_KEY = 'currency-rates';

const MAX_AMOUNT = 1e15;

export function isCurrency(v: string): v is Currency {
  return (CURRENCIES as readonly string[]).includes(v);
}

/** Fragment guard: currencies must be known, the amount short text. */
export function acceptFragment(key: string, value: string): boolean {
  if (key === 'from' || key === 'to') return isCurrency(value);
  if (key === 'amount') return value.length <= 40;
  return false;
}

/**
 * A typed amount, or null when it is not a valid non-negative number.
 * Accepts spaces/underscores/apostrophes as group separators, a decimal comma
 * when there is no dot ("12,5"), and "1,234.5" with comma groups.
 */
export function parseAmount(text: string): number | null {
  let s = text.trim().replace(/[\s_'’]/g, '');
  if (!s) return null;
  if (s.includes('.')) s = s.replace(/,/g, '');
  else if ((s.match(/,/g) ?? []).length === 1 && !/^\d{1,3},\d{3}$/.test(s)) s = s.replace(',', '.');
  else s = s.replace(/,/g, '');
  if (!/^\+?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(s)) return null;
  const n = Number(s);
  return Number.isFinite(n) && n >= 0 && n <= MAX_AMOUNT ? n : null;
}

/** Units of `to` per 1 `from`, or null when a rate is missing. */
export function pairRate(rates: Rates, from: string, to: string): number | null {
  const a = rates.rates[from];
  const b = rates.rates[to];
  if (a === undefined || b === undefined || !(a > 0) || !(b > 0)) return null;
  const r = from === to ? 1 : b / a;
  return Number.isFinite(r) ? r : null;
}

export function convert(amount: number, rates: Rates, from: string, to: string): number | null {
  const r = pairRate(rates, from, to);
  if (r === null) return null;
  const v = amount * r;
  return Number.isFinite(v) ? v : null;
}

/** The amount in every currency, in CURRENCIES order (null where a rate is missing). */
export function convertAll(amount: number, rates: Rates, from: string): { code: Currency; value: number | null }[] {
  return CURRENCIES.map((code) => ({ code, value: convert(amount, rates, from, code) }));
}

// — the offline cache —

export interface CachedRates extends Rates {
  /** When this browser fetched them (ms since epoch). */
  fetchedAt: number;
}

/** Validates what localStorage holds: a foreign or corrupt value is ignored. */
export function isCachedRates(v: unknown): v is CachedRates {
  if (typeof v !== 'object' || v === null) return false;
  const fetchedAt = (v as { fetchedAt?: unknown }).fetchedAt;
  if (typeof fetchedAt !== 'number' || !Number.isFinite(fetchedAt) || fetchedAt <= 0) return false;
  const checked = checkRates(v);
  if (!checked.ok) return false;
  // Every rate the tool offers must be there, or the cache is of no use.
  return CURRENCIES.every((c) => checked.value.rates[c] !== undefined);
}

export function toCache(rates: Rates, fetchedAt: number): CachedRates {
  return { base: rates.base, date: rates.date, rates: { ...rates.rates }, fetchedAt };
}

const DAY_MS = 86_400_000;

/** Whole days from the rates' publication day (UTC) to `now`; never negative. */
export function ageInDays(isoDay: string, now: number): number {
  const t = Date.parse(`${isoDay}T00:00:00Z`);
  if (Number.isNaN(t)) return 0;
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  return Math.max(0, Math.round((today - t) / DAY_MS));
}

/** Decimal places worth showing for a converted value. */
export function fractionDigits(value: number): number {
  const abs = Math.abs(value);
  if (abs === 0 || abs >= 1) return 2;
  if (abs >= 0.01) return 4;
  return 6;
}
