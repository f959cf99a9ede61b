import { isRecord } from '../lib/isRecord';

/**
 * Hand-written guards for the three outbound responses (src/store/api.ts).
 * A third party may change or break its answer at any time: each guard either
 * returns the fields the site uses, typed, or a short reason — never throws.
 */

export type Checked<T> = { ok: true; value: T } | { ok: false; reason: string };

const ok = <T>(value: T): Checked<T> => ({ ok: true, value });
const bad = <T>(reason: string): Checked<T> => ({ ok: false, reason });

const isFiniteNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const optString = (v: unknown): string => (typeof v === 'string' ? v : '');

// — exchange rates (Frankfurter v1 /latest) —

export interface Rates {
  /** Currency the rates are quoted against (ECB: EUR). */
  base: string;
  /** Publication day, YYYY-MM-DD. */
  date: string;
  /** Units of each currency per 1 base; the base itself is included as 1. */
  rates: Record<string, number>;
}

export const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const CURRENCY_CODE = /^[A-Z]{3}$/;

export function checkRates(v: unknown): Checked<Rates> {
  if (!isRecord(v)) return bad('the answer is not an object');
  if (typeof v.base !== 'string' || !CURRENCY_CODE.test(v.base)) return bad('"base" is not a currency code');
  if (typeof v.date !== 'string' || !ISO_DAY.test(v.date) || Number.isNaN(Date.parse(v.date))) return bad('"date" is not a YYYY-MM-DD day');
  if (!isRecord(v.rates)) return bad('"rates" is not an object');
  const rates: Record<string, number> = { [v.base]: 1 };
  for (const [code, rate] of Object.entries(v.rates)) {
    if (!CURRENCY_CODE.test(code)) return bad(`"${code.slice(0, 12)}" is not a currency code`);
    if (!isFiniteNumber(rate) || rate <= 0) return bad(`the rate of ${code} is not a positive number`);
    rates[code] = rate;
  }
  if (Object.keys(rates).length < 2) return bad('"rates" is empty');
  return ok({ base: v.base, date: v.date, rates });
}

// — IP geolocation (ipwho.is) —

export interface IpInfo {
  ip: string;
  /** "IPv4" | "IPv6" as reported, '' when absent. */
  type: string;
  city: string;
  region: string;
  country: string;
  /** ISO 3166-1 alpha-2, upper case, '' when absent. */
  countryCode: string;
  isp: string;
  org: string;
  /** IANA zone id, e.g. "America/Los_Angeles"; '' when absent. */
  timezone: string;
  /** "+01:00" style offset as reported, '' when absent. */
  utcOffset: string;
  latitude: number | null;
  longitude: number | null;
  postal: string;
}

/** A refused lookup (`success: false`) — the provider's reason. */
export interface IpRefusal {
  refused: string;
}

export function checkIpInfo(v: unknown): Checked<IpInfo | IpRefusal> {
  if (!isRecord(v)) return bad('the answer is not an object');
  if (v.success === false) return ok({ refused: optString(v.message).slice(0, 200) || 'lookup refused' });
  if (v.success !== true) return bad('"success" is missing');
  if (typeof v.ip !== 'string' || !v.ip) return bad('"ip" is missing');
  const connection = isRecord(v.connection) ? v.connection : {};
  const timezone = isRecord(v.timezone) ? v.timezone : {};
  const lat = v.latitude;
  const lon = v.longitude;
  const coordsOk = isFiniteNumber(lat) && isFiniteNumber(lon) && Math.abs(lat) <= 90 && Math.abs(lon) <= 180;
  const code = optString(v.country_code).toUpperCase();
  return ok({
    ip: v.ip,
    type: optString(v.type),
    city: optString(v.city),
    region: optString(v.region),
    country: optString(v.country),
    countryCode: /^[A-Z]{2}$/.test(code) ? code : '',
    isp: optString(connection.isp),
    org: optString(connection.org),
    timezone: optString(timezone.id),
    utcOffset: optString(timezone.utc),
    latitude: coordsOk ? lat : null,
    longitude: coordsOk ? lon : null,
    postal: optString(v.postal),
  });
}

// — AI provider (OpenAI-compatible chat completions) —

export function checkChatCompletion(v: unknown): Checked<string> {
  if (!isRecord(v)) return bad('the answer is not an object');
  if (!Array.isArray(v.choices) || v.choices.length === 0) return bad('"choices" is missing or empty');
  const first: unknown = v.choices[0];
  if (!isRecord(first) || !isRecord(first.message)) return bad('"choices[0].message" is missing');
  const content = first.message.content;
  if (typeof content !== 'string' || !content.trim()) return bad('"choices[0].message.content" is not text');
  return ok(content.trim());
}
