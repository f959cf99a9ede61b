/**
 * Unit conversion from exact definitions. Every linear unit is its size in the category's
 * base unit (m, kg, m², m³, m/s, s, byte), taken from the defining standards:
 * 1 in = 0.0254 m and 1 lb = 0.45359237 kg (international yard and pound, 1959), the US
 * gallon = 231 in³, the UK gallon = 4.54609 L, the knot = 1852 m/h, SI and IEC prefixes.
 * Temperature is affine and converts through kelvin.
 */

export const CATEGORIES = ['length', 'weight', 'temperature', 'area', 'volume', 'speed', 'time', 'data'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface UnitDef {
  id: string;
  symbol: string;
  /** Size in the base unit (linear categories). */
  factor?: number;
  /** Temperature: to and from kelvin. */
  toBase?: (x: number) => number;
  fromBase?: (x: number) => number;
}

const INCH = 0.0254;
const FOOT = 12 * INCH;
const YARD = 3 * FOOT;
const MILE = 1760 * YARD;
const POUND = 0.45359237;
const OUNCE = POUND / 16;
const US_GALLON = 231 * INCH ** 3;
const UK_GALLON = 4.54609e-3;
const DAY = 86_400;

const lin = (id: string, symbol: string, factor: number): UnitDef => ({ id, symbol, factor });

export const UNITS: Record<Category, UnitDef[]> = {
  length: [
    lin('m', 'm', 1), lin('km', 'km', 1000), lin('cm', 'cm', 0.01), lin('mm', 'mm', 0.001),
    lin('mi', 'mi', MILE), lin('yd', 'yd', YARD), lin('ft', 'ft', FOOT), lin('in', 'in', INCH),
    lin('nmi', 'nmi', 1852),
  ],
  weight: [
    lin('kg', 'kg', 1), lin('g', 'g', 0.001), lin('mg', 'mg', 1e-6), lin('lb', 'lb', POUND), lin('oz', 'oz', OUNCE),
    lin('st', 'st', 14 * POUND), lin('t', 't', 1000), lin('shortTon', 'sh tn', 2000 * POUND), lin('longTon', 'LT', 2240 * POUND),
  ],
  temperature: [
    { id: 'c', symbol: '°C', toBase: (x) => x + 273.15, fromBase: (k) => k - 273.15 },
    { id: 'f', symbol: '°F', toBase: (x) => ((x + 459.67) * 5) / 9, fromBase: (k) => (k * 9) / 5 - 459.67 },
    { id: 'k', symbol: 'K', toBase: (x) => x, fromBase: (k) => k },
    { id: 'r', symbol: '°R', toBase: (x) => (x * 5) / 9, fromBase: (k) => (k * 9) / 5 },
  ],
  area: [
    lin('m2', 'm²', 1), lin('km2', 'km²', 1e6), lin('cm2', 'cm²', 1e-4), lin('ha', 'ha', 1e4),
    lin('acre', 'ac', 4840 * YARD ** 2), lin('mi2', 'mi²', MILE ** 2), lin('yd2', 'yd²', YARD ** 2),
    lin('ft2', 'ft²', FOOT ** 2), lin('in2', 'in²', INCH ** 2),
  ],
  volume: [
    lin('ml', 'mL', 1e-6), lin('l', 'L', 1e-3), lin('m3', 'm³', 1),
    lin('usGal', 'US gal', US_GALLON), lin('usQt', 'US qt', US_GALLON / 4), lin('usPt', 'US pt', US_GALLON / 8),
    lin('usCup', 'US cup', US_GALLON / 16), lin('usFlOz', 'US fl oz', US_GALLON / 128),
    lin('usTbsp', 'tbsp', US_GALLON / 256), lin('usTsp', 'tsp', US_GALLON / 768),
    lin('ukGal', 'imp gal', UK_GALLON), lin('ukPt', 'imp pt', UK_GALLON / 8), lin('ukFlOz', 'imp fl oz', UK_GALLON / 160),
    lin('ft3', 'ft³', FOOT ** 3), lin('in3', 'in³', INCH ** 3),
  ],
  speed: [
    lin('mps', 'm/s', 1), lin('kmh', 'km/h', 1000 / 3600), lin('mph', 'mph', MILE / 3600),
    lin('kn', 'kn', 1852 / 3600), lin('fps', 'ft/s', FOOT),
  ],
  time: [
    lin('ns', 'ns', 1e-9), lin('us', 'µs', 1e-6), lin('ms', 'ms', 1e-3), lin('s', 's', 1), lin('min', 'min', 60),
    lin('h', 'h', 3600), lin('d', 'd', DAY), lin('wk', 'wk', 7 * DAY), lin('yr', 'yr', 365.25 * DAY),
  ],
  data: [
    lin('bit', 'bit', 1 / 8), lin('B', 'B', 1),
    lin('kB', 'kB', 1e3), lin('MB', 'MB', 1e6), lin('GB', 'GB', 1e9), lin('TB', 'TB', 1e12),
    lin('KiB', 'KiB', 2 ** 10), lin('MiB', 'MiB', 2 ** 20), lin('GiB', 'GiB', 2 ** 30), lin('TiB', 'TiB', 2 ** 40),
  ],
};

export const DEFAULT_PAIRS: Record<Category, [string, string]> = {
  length: ['mi', 'km'], weight: ['kg', 'lb'], temperature: ['c', 'f'], area: ['m2', 'ft2'],
  volume: ['l', 'usGal'], speed: ['kmh', 'mph'], time: ['h', 'min'], data: ['GB', 'GiB'],
};

export function isCategory(value: string): value is Category {
  return (CATEGORIES as readonly string[]).includes(value);
}

export function findUnit(category: Category, id: string): UnitDef | undefined {
  return UNITS[category].find((u) => u.id === id);
}

export function convert(value: number, category: Category, fromId: string, toId: string): number {
  const from = findUnit(category, fromId);
  const to = findUnit(category, toId);
  if (!from || !to) throw new RangeError(`unknown unit ${fromId} or ${toId} in ${category}`);
  if (fromId === toId) return value;
  if (from.factor !== undefined && to.factor !== undefined) return (value * from.factor) / to.factor;
  return to.fromBase!(from.toBase!(value));
}

/** False when `value` in some unit of the category is beyond what a double holds (1e308 miles in millimetres). */
export function fitsEveryUnit(value: number, category: Category, fromId: string): boolean {
  return UNITS[category].every((u) => Number.isFinite(convert(value, category, fromId, u.id)));
}

/** Accepts "1,234.5"-free plain numbers: digits, one dot or comma as the decimal mark, an exponent. */
export function parseNumber(raw: string): number | null {
  const s = raw.trim().replace(/\s/g, '');
  if (!/^[+-]?(\d+([.,]\d*)?|[.,]\d+)(e[+-]?\d+)?$/i.test(s)) return null;
  const n = Number(s.replace(',', '.'));
  return Number.isFinite(n) ? n : null;
}

export const PRECISIONS = [0, 2, 4, 6, 8, 10, 12] as const;

/** A plain (copyable, locale-free) number rounded to `decimals`, trailing zeros removed; exponent form when huge or tiny. */
export function formatPlain(x: number, decimals: number): string {
  if (x === 0 || !Number.isFinite(x)) return String(x === 0 ? 0 : x);
  const abs = Math.abs(x);
  if (abs >= 1e21 || abs < 10 ** -decimals / 2) return x.toExponential(Math.max(decimals, 1)).replace(/\.?0+e/, 'e');
  const fixed = x.toFixed(decimals);
  return decimals > 0 ? fixed.replace(/\.?0+$/, '') : fixed;
}

/** Intl options for showing `x` in the UI language with the same precision rule. */
export function displayOptions(x: number, decimals: number): Intl.NumberFormatOptions {
  const abs = Math.abs(x);
  if (x !== 0 && (abs >= 1e21 || abs < 10 ** -decimals / 2)) {
    return { notation: 'scientific', maximumFractionDigits: Math.max(decimals, 1) };
  }
  return { maximumFractionDigits: decimals };
}
