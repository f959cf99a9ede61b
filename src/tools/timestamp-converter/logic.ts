/**
 * Unix timestamps ↔ dates. Pure: `now` and the time zone are always passed in.
 * Time-zone arithmetic goes through Intl.DateTimeFormat (the browser's tz database).
 */

/** The longest timestamp (a signed nanosecond count with a fraction) and date text the fields keep; longer is never one. */
export const MAX_TIMESTAMP_CHARS = 40;
export const MAX_DATE_CHARS = 100;

export const UNITS = ['s', 'ms', 'us', 'ns'] as const;
export type TsUnit = (typeof UNITS)[number];
export type UnitChoice = TsUnit | 'auto';

/** Per unit, how many of it make one millisecond's worth (ms = value / PER_MS). */
const PER_MS: Record<TsUnit, number> = { s: 1e-3, ms: 1, us: 1e3, ns: 1e6 };

/**
 * Unit guessed from the size of the number: below 1e12 seconds (up to 12 digits: the
 * year 33658), below 1e15 milliseconds (13 digits is today), below 1e18 microseconds,
 * otherwise nanoseconds. Each unit covers the same span of dates, so 253402300799
 * (9999-12-31T23:59:59 in seconds) is read as seconds. The tool always says which
 * unit it assumed, with the other reading one click away (ALTERNATIVE_UNIT).
 */
export const UNIT_LIMITS: [number, TsUnit][] = [[1e12, 's'], [1e15, 'ms'], [1e18, 'us']];

/** The other likely reading of a number, offered as a one-click switch. */
export const ALTERNATIVE_UNIT: Record<TsUnit, TsUnit> = { s: 'ms', ms: 's', us: 'ms', ns: 'us' };

/** The other reading of `raw`, when it is a valid date too. */
export function alternativeUnit(raw: string, unit: TsUnit): TsUnit | null {
  const other = ALTERNATIVE_UNIT[unit];
  return parseTimestamp(raw, other) ? other : null;
}

export function detectUnit(value: number): TsUnit {
  const abs = Math.abs(value);
  for (const [limit, unit] of UNIT_LIMITS) if (abs < limit) return unit;
  return 'ns';
}

/** The largest |ms| a JavaScript Date holds (±100,000,000 days). */
export const MAX_MS = 8.64e15;

export interface ParsedTimestamp {
  ms: number;
  unit: TsUnit;
  detected: boolean;
}

/** Digits with an optional sign and fraction; `_`, spaces and thin spaces between digits are ignored. Null when invalid or out of range. */
export function parseTimestamp(raw: string, choice: UnitChoice = 'auto'): ParsedTimestamp | null {
  const s = raw.trim().replace(/[_\s\u2009\u202f]/g, '');
  if (!/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(s)) return null;
  const value = Number(s);
  if (!Number.isFinite(value)) return null;
  const unit = choice === 'auto' ? detectUnit(value) : choice;
  const ms = value / PER_MS[unit];
  if (!Number.isFinite(ms) || Math.abs(ms) > MAX_MS) return null;
  return { ms, unit, detected: choice === 'auto' };
}

export interface ZoneParts {
  year: number; month: number; day: number; hour: number; minute: number; second: number; millisecond: number;
  /** 0 = Sunday */
  weekday: number;
  /** Minutes east of UTC. */
  offset: number;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const fmtCache = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let f = fmtCache.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone, hourCycle: 'h23', era: 'short', year: 'numeric', month: 'numeric', day: 'numeric',
      hour: 'numeric', minute: 'numeric', second: 'numeric',
    });
    fmtCache.set(key, f);
  }
  return f;
}

/** Wall-clock fields of `ms` in `timeZone` (undefined = the environment's zone). Throws RangeError on an unknown zone. */
export function zoneParts(ms: number, timeZone?: string): ZoneParts {
  const whole = Math.floor(ms);
  const millisecond = ((whole % 1000) + 1000) % 1000;
  const get: Record<string, string> = {};
  for (const p of partsFormatter(timeZone).formatToParts(new Date(whole))) get[p.type] = p.value;
  let year = Number(get.year);
  if (get.era === 'BC' || get.era === 'B') year = 1 - year;
  const month = Number(get.month);
  const day = Number(get.day);
  const hour = Number(get.hour);
  const minute = Number(get.minute);
  const second = Number(get.second);
  const asUtc = utc(year, month, day, hour, minute, second, millisecond);
  const offset = Math.round((asUtc - whole) / 60_000);
  const weekday = new Date(utc(year, month, day, 0, 0, 0, 0)).getUTCDay();
  return { year, month, day, hour, minute, second, millisecond, weekday, offset };
}

function utc(y: number, mo: number, d: number, h: number, mi: number, s: number, ms: number): number {
  const date = new Date(0);
  date.setUTCFullYear(y, mo - 1, d);
  date.setUTCHours(h, mi, s, ms);
  return date.getTime();
}

const pad = (n: number, w = 2) => String(Math.abs(n)).padStart(w, '0');
const yearText = (y: number) => (y >= 0 && y <= 9999 ? pad(y, 4) : `${y < 0 ? '-' : '+'}${pad(y, 6)}`);

function offsetText(offset: number, colon: boolean): string {
  const sign = offset < 0 ? '-' : '+';
  const h = pad(Math.floor(Math.abs(offset) / 60));
  const m = pad(Math.abs(offset) % 60);
  return `${sign}${h}${colon ? ':' : ''}${m}`;
}

/** ISO 8601 in the zone, with its offset: 2023-11-15T07:13:20.000+09:00. */
export function isoWithOffset(ms: number, timeZone?: string): string {
  const p = zoneParts(ms, timeZone);
  return `${yearText(p.year)}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}.${pad(p.millisecond, 3)}${offsetText(p.offset, true)}`;
}

/** RFC 2822 (English names by definition): Tue, 14 Nov 2023 22:13:20 +0000. */
export function rfc2822(ms: number, timeZone?: string): string {
  const p = zoneParts(ms, timeZone);
  return `${WEEKDAYS[p.weekday]}, ${pad(p.day)} ${MONTHS[p.month - 1]} ${p.year} ${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)} ${offsetText(p.offset, false)}`;
}

/** 1 for 1 January. */
export function dayOfYear(ms: number, timeZone?: string): number {
  const p = zoneParts(ms, timeZone);
  return Math.round((utc(p.year, p.month, p.day, 0, 0, 0, 0) - utc(p.year, 1, 1, 0, 0, 0, 0)) / 86_400_000) + 1;
}

const REL_UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365.2425 * 86_400_000], ['month', 30.436875 * 86_400_000], ['week', 7 * 86_400_000],
  ['day', 86_400_000], ['hour', 3_600_000], ['minute', 60_000], ['second', 1000],
];

/** The value and unit for Intl.RelativeTimeFormat: the largest unit that fits, rounded. */
export function relativeParts(ms: number, now: number): { value: number; unit: Intl.RelativeTimeFormatUnit } {
  const diff = ms - now;
  for (const [unit, size] of REL_UNITS) {
    if (Math.abs(diff) >= size) return { value: Math.round(diff / size), unit };
  }
  return { value: 0, unit: 'second' };
}

/**
 * Epoch ms of a wall-clock time in `timeZone`. A time that occurs twice (clocks turned back)
 * gives the earlier instant; a time skipped (clocks turned forward) is moved forward by the
 * gap, as Temporal's "compatible" disambiguation does (02:30 → 03:30).
 */
export function wallTimeToMs(y: number, mo: number, d: number, h: number, mi: number, s: number, ms: number, timeZone?: string): number {
  const guess = utc(y, mo, d, h, mi, s, ms);
  const offsetAt = (t: number) => zoneParts(t, timeZone).offset * 60_000;
  const a = guess - offsetAt(guess);
  const b = guess - offsetAt(a);
  const exact = [a, b].filter((t) => t + offsetAt(t) === guess);
  return exact.length ? Math.min(...exact) : Math.max(a, b);
}

const ISO_RE = /^([+-]\d{6}|\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

function daysIn(y: number, mo: number): number {
  return new Date(utc(y, mo + 1, 0, 0, 0, 0, 0)).getUTCDate();
}

/**
 * A date typed as ISO 8601 (date, date-time, with or without offset; the value of a
 * datetime-local input is one) or, failing that, RFC 2822. Without an offset the time
 * is read in `timeZone`. Null when invalid.
 */
export function parseDateInput(raw: string, timeZone?: string): number | null {
  const s = raw.trim();
  if (!s) return null;
  const m = ISO_RE.exec(s);
  if (m) {
    const [, ys, mos, ds, hs = '0', mis = '0', ss = '0', frac = '', zone] = m;
    const y = Number(ys); const mo = Number(mos); const d = Number(ds);
    const h = Number(hs); const mi = Number(mis); const sec = Number(ss);
    const milli = frac ? Math.floor(Number(`0.${frac}`) * 1000) : 0;
    if (mo < 1 || mo > 12 || d < 1 || d > daysIn(y, mo) || h > 23 || mi > 59 || sec > 59) return null;
    let ms: number;
    if (zone) {
      let off = 0;
      if (zone.toUpperCase() !== 'Z') {
        const digits = zone.replace(':', '');
        const oh = Number(digits.slice(1, 3)); const om = Number(digits.slice(3, 5) || '0');
        if (oh > 23 || om > 59) return null;
        off = (oh * 60 + om) * (digits[0] === '-' ? -1 : 1);
      }
      ms = utc(y, mo, d, h, mi, sec, milli) - off * 60_000;
    } else {
      ms = wallTimeToMs(y, mo, d, h, mi, sec, milli, timeZone);
    }
    return Number.isFinite(ms) && Math.abs(ms) <= MAX_MS ? ms : null;
  }
  // RFC 2822, e.g. "Tue, 14 Nov 2023 22:13:20 +0000" (always carries its zone).
  if (/^(?:[A-Za-z]{3},\s*)?\d{1,2}\s+[A-Za-z]{3}\s+\d{4}\s+\d{2}:\d{2}(?::\d{2})?\s+(?:[+-]\d{4}|UT|GMT|Z)$/.test(s)) {
    const ms = Date.parse(s);
    return Number.isNaN(ms) ? null : ms;
  }
  return null;
}

/** The value for a datetime-local input showing `ms` in `timeZone` (seconds precision). */
export function toDatetimeLocal(ms: number, timeZone?: string): string {
  const p = zoneParts(ms, timeZone);
  if (p.year < 0 || p.year > 9999) return '';
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}`;
}

export function isValidTimeZone(tz: string): boolean {
  if (!tz) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

/** Seconds and milliseconds of `ms` as copyable integers (floor, so negative times stay consistent). */
export function epochValues(ms: number): { s: string; ms: string } {
  return { s: String(Math.floor(ms / 1000)), ms: String(Math.floor(ms)) };
}
