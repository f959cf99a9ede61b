import { describe, expect, it } from 'vitest';
import {
  CURRENCIES, RATE_SYMBOLS, acceptFragment, ageInDays, convert, convertAll, isCachedRates, pairRate, parseAmount, toCache,
} from '@src/tools/currency-converter/logic';
import type { Rates } from '@src/store/apiShapes';

const RATES: Rates = {
  base: 'EUR',
  date: '2026-11-20',
  rates: { EUR: 1, USD: 1.05, GBP: 0.84, JPY: 162.5, CNY: 7.6, CAD: 1.47, AUD: 1.62, CHF: 0.94, INR: 88.6, KRW: 1530.2 },
};

describe('parseAmount', () => {
  it.each([
    ['100', 100],
    [' 12.5 ', 12.5],
    ['12,5', 12.5],
    ['1,234.56', 1234.56],
    ['1,234', 1234],
    ['1 000 000', 1_000_000],
    ['0', 0],
    ['.5', 0.5],
    ['1e3', 1000],
    ['+7', 7],
  ])('%j → %d', (text, expected) => {
    expect(parseAmount(text)).toBe(expected);
  });

  it.each(['', '   ', 'abc', '-5', '1.2.3', '12abc', 'Infinity', 'NaN', '1e400', '0x10', '1,2,3.4.5'])('%j is not a valid amount', (text) => {
    expect(parseAmount(text)).toBeNull();
  });
});

describe('conversion through EUR', () => {
  it.each([
    ['EUR', 'USD', 100, 105],
    ['USD', 'EUR', 105, 100],
    ['USD', 'GBP', 105, 84],
    ['GBP', 'JPY', 0.84, 162.5],
    ['USD', 'USD', 42, 42],
  ])('%s → %s: %d → %d', (from, to, amount, expected) => {
    expect(convert(amount, RATES, from, to)).toBeCloseTo(expected, 9);
  });

  it('pair rate and its inverse multiply to 1', () => {
    for (const a of CURRENCIES) for (const b of CURRENCIES) {
      expect(pairRate(RATES, a, b)! * pairRate(RATES, b, a)!).toBeCloseTo(1, 12);
    }
  });

  it('a missing rate is a failed conversion, not NaN', () => {
    const partial: Rates = { ...RATES, rates: { EUR: 1, USD: 1.05 } };
    expect(convert(10, partial, 'USD', 'KRW')).toBeNull();
    expect(convert(10, partial, 'XXX', 'USD')).toBeNull();
  });

  it('all ten at once, in order', () => {
    const all = convertAll(1, RATES, 'EUR');
    expect(all.map((r) => r.code)).toEqual([...CURRENCIES]);
    expect(all.find((r) => r.code === 'KRW')?.value).toBeCloseTo(1530.2);
  });

  it('requests every currency but the base, sorted', () => {
    expect(RATE_SYMBOLS).toEqual([...CURRENCIES].sort());
  });
});

describe('cache validation', () => {
  const good = toCache(RATES, 1_763_650_000_000);

  it('accepts what it wrote (after a JSON round trip)', () => {
    expect(isCachedRates(JSON.parse(JSON.stringify(good)))).toBe(true);
  });

  it.each([
    ['null', null],
    ['a string', 'rates'],
    ['an array', [good]],
    ['no fetchedAt', { ...good, fetchedAt: undefined }],
    ['fetchedAt as text', { ...good, fetchedAt: '2026-11-20' }],
    ['negative fetchedAt', { ...good, fetchedAt: -1 }],
    ['bad date', { ...good, date: 'yesterday' }],
    ['rate zero', { ...good, rates: { ...good.rates, USD: 0 } }],
    ['rate as text', { ...good, rates: { ...good.rates, USD: '1.05' } }],
    ['a currency missing', { ...good, rates: { EUR: 1, USD: 1.05 } }],
    ['rates missing', { ...good, rates: undefined }],
  ])('rejects %s', (_name, value) => {
    expect(isCachedRates(value)).toBe(false);
  });
});

describe('age of the rates', () => {
  const at = (iso: string) => Date.parse(iso);
  it.each([
    ['2026-11-20', '2026-11-20T18:00:00Z', 0],
    ['2026-11-20', '2026-11-21T00:00:01Z', 1],
    ['2026-11-20', '2026-11-23T14:00:00Z', 3],
    ['2026-11-20', '2026-11-19T10:00:00Z', 0],
    ['garbage', '2026-11-19T10:00:00Z', 0],
  ])('%s seen at %s is %d days old', (day, now, expected) => {
    expect(ageInDays(day, at(now))).toBe(expected);
  });
});

describe('fragment', () => {
  it.each([
    ['from', 'USD', true],
    ['to', 'KRW', true],
    ['to', 'BTC', false],
    ['from', 'usd', false],
    ['amount', '12.5', true],
    ['amount', 'x'.repeat(41), false],
    ['other', '1', false],
  ])('%s=%s → %s', (key, value, expected) => {
    expect(acceptFragment(key, value)).toBe(expected);
  });
});
