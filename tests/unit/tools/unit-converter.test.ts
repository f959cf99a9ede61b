import { describe, expect, it } from 'vitest';
import {
  CATEGORIES, DEFAULT_PAIRS, UNITS, convert, findUnit, fitsEveryUnit, formatPlain, parseNumber, type Category,
} from '@src/tools/unit-converter/logic';

/** Each unit's size in the base unit, written out from the defining standards (not computed by the module). */
const EXACT: Record<Exclude<Category, 'temperature'>, Record<string, number>> = {
  length: { m: 1, km: 1000, cm: 0.01, mm: 0.001, mi: 1609.344, yd: 0.9144, ft: 0.3048, in: 0.0254, nmi: 1852 },
  weight: { kg: 1, g: 0.001, mg: 0.000001, lb: 0.45359237, oz: 0.028349523125, st: 6.35029318, t: 1000, shortTon: 907.18474, longTon: 1016.0469088 },
  area: { m2: 1, km2: 1e6, cm2: 1e-4, ha: 1e4, acre: 4046.8564224, mi2: 2589988.110336, yd2: 0.83612736, ft2: 0.09290304, in2: 0.00064516 },
  volume: {
    ml: 1e-6, l: 1e-3, m3: 1, usGal: 0.003785411784, usQt: 0.000946352946, usPt: 0.000473176473, usCup: 0.0002365882365,
    usFlOz: 0.0000295735295625, usTbsp: 0.00001478676478125, usTsp: 0.00000492892159375,
    ukGal: 0.00454609, ukPt: 0.00056826125, ukFlOz: 0.0000284130625, ft3: 0.028316846592, in3: 0.000016387064,
  },
  speed: { mps: 1, kmh: 1 / 3.6, mph: 0.44704, kn: 1852 / 3600, fps: 0.3048 },
  time: { ns: 1e-9, us: 1e-6, ms: 1e-3, s: 1, min: 60, h: 3600, d: 86400, wk: 604800, yr: 31557600 },
  data: { bit: 0.125, B: 1, kB: 1000, MB: 1e6, GB: 1e9, TB: 1e12, KiB: 1024, MiB: 1048576, GiB: 1073741824, TiB: 1099511627776 },
};

/** Equal within a relative 1e-12 (a few ulps of accumulated rounding). */
const close = (actual: number, expected: number) => {
  expect(Math.abs(actual - expected), `${actual} vs ${expected}`).toBeLessThanOrEqual(Math.abs(expected) * 1e-12);
};

describe('every unit is listed with its exact definition', () => {
  it.each(Object.entries(EXACT))('%s', (category, table) => {
    expect(UNITS[category as Category].map((u) => u.id).sort()).toEqual(Object.keys(table).sort());
  });
});

const PAIRS = (Object.entries(EXACT) as [Exclude<Category, 'temperature'>, Record<string, number>][]).flatMap(([category, table]) =>
  Object.keys(table).flatMap((a) => Object.keys(table).map((b) => [category, a, b] as const)),
);

describe('every pair against the exact definitions, and back', () => {
  it.each(PAIRS)('%s: %s → %s', (category, a, b) => {
    const fa = EXACT[category][a]!;
    const fb = EXACT[category][b]!;
    for (const v of [1, 123.456, -0.5]) {
      const there = convert(v, category, a, b);
      close(there, (v * fa) / fb);
      close(convert(there, category, b, a), v);
    }
  });
});

describe('the spec’s rounded factors follow from the exact ones', () => {
  it.each<[Category, string, string, number, number]>([
    ['weight', 'kg', 'lb', 2.20462, 5],
    ['length', 'm', 'ft', 3.28084, 5],
    ['length', 'in', 'cm', 2.54, 12],
    ['length', 'mi', 'km', 1.609344, 12],
    ['weight', 'lb', 'oz', 16, 12],
    ['weight', 'shortTon', 'lb', 2000, 9],
    ['weight', 'longTon', 'lb', 2240, 9],
    ['volume', 'usGal', 'in3', 231, 9],
    ['volume', 'ukGal', 'l', 4.54609, 12],
    ['data', 'TB', 'GiB', 931.3225746154785, 9],
    ['data', 'KiB', 'kB', 1.024, 12],
    ['speed', 'kn', 'kmh', 1.852, 12],
  ])('1 %s.%s = %f %s', (category, a, b, expected, digits) => {
    expect(convert(1, category, a, b)).toBeCloseTo(expected, digits);
  });
});

describe('temperature', () => {
  it.each<[number, string, number, string]>([
    [0, 'c', 32, 'f'], [100, 'c', 212, 'f'], [-40, 'c', -40, 'f'], [0, 'c', 273.15, 'k'], [0, 'k', -459.67, 'f'],
    [37, 'c', 98.6, 'f'], [0, 'k', 0, 'r'], [491.67, 'r', 0, 'c'], [300, 'k', 540, 'r'], [-273.15, 'c', 0, 'k'],
  ])('%f %s = %f %s', (v, a, expected, b) => {
    expect(convert(v, 'temperature', a, b)).toBeCloseTo(expected, 9);
    expect(convert(expected, 'temperature', b, a)).toBeCloseTo(v, 9);
  });

  it.each(UNITS.temperature.flatMap((a) => UNITS.temperature.map((b) => [a.id, b.id])))('%s → %s → back', (a, b) => {
    for (const v of [-300, 0, 21.5, 1e4]) expect(convert(convert(v, 'temperature', a, b), 'temperature', b, a)).toBeCloseTo(v, 9);
  });
});

describe('defaults and lookups', () => {
  it.each(CATEGORIES.map((c) => [c]))('%s has its default pair', (c) => {
    for (const id of DEFAULT_PAIRS[c]) expect(findUnit(c, id)).toBeDefined();
  });
  it('rejects unknown units', () => {
    expect(() => convert(1, 'length', 'm', 'kg')).toThrow(RangeError);
  });
});

describe('fitsEveryUnit', () => {
  it.each<[number, Category, string, boolean]>([
    [26.2, 'length', 'mi', true],
    [1e300, 'length', 'km', true],
    [1e308, 'length', 'mi', false], // 1e308 mi is 1.6e311 mm: past the largest double
    [-1e308, 'length', 'km', false],
    [1e308, 'length', 'nmi', false],
    [1e300, 'temperature', 'c', true],
    [1e308, 'temperature', 'c', false], // × 1.8 in Fahrenheit
    [1e306, 'data', 'TiB', false], // × 8 × 1024⁴ bits
  ])('%s %s from %s → %s', (value, category, from, fits) => expect(fitsEveryUnit(value, category, from)).toBe(fits));
});

describe('parseNumber', () => {
  it.each<[string, number | null]>([
    ['1', 1], [' 26.2 ', 26.2], ['-3.5', -3.5], ['+4', 4], ['1,5', 1.5], ['.5', 0.5], ['1e3', 1000], ['2.5E-3', 0.0025], ['1 000', 1000],
    ['', null], ['abc', null], ['1.2.3', null], ['1e', null], ['--1', null], ['1e999', null], ['0x10', null],
  ])('%j → %s', (raw, n) => expect(parseNumber(raw)).toBe(n));
});

describe('formatPlain', () => {
  it.each<[number, number, string]>([
    [1.609344, 6, '1.609344'], [1.609344, 2, '1.61'], [42.1649, 0, '42'], [2.5, 4, '2.5'], [100, 6, '100'], [0, 6, '0'],
    [-12.3456789, 3, '-12.346'], [1e-9, 6, '1e-9'], [1.5e25, 4, '1.5e+25'], [123456789.123, 2, '123456789.12'],
  ])('%f at %i decimals → %s', (x, d, s) => expect(formatPlain(x, d)).toBe(s));
});
