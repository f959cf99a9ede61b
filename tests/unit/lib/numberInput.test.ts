import { describe, expect, it } from 'vitest';
import {
  SITE_DECIMAL_SEPARATORS,
  decimalSeparator,
  canonicalNumberText,
  localizeNumberText,
  makeFormatters,
  parseNumberInput,
  roundTo,
} from '@src/lib/numberInput';

const ok = (value: number) => ({ ok: true, value });
const invalid = { ok: false, reason: 'invalid' };

describe('parseNumberInput', () => {
  it.each([
    // [text, locale, expected]                 rule
    ['1.5', 'en', ok(1.5)], //                   en decimal point
    ['1,5', 'es', ok(1.5)], //                   es decimal comma
    ['1,5', 'en', ok(1.5)], //                   "," cannot be en grouping here (needs 3 digits) → decimal
    ['1.5', 'es', ok(1.5)], //                   "." cannot be es grouping here → decimal
    ['1,500', 'en', ok(1500)], //                en grouping
    ['1.500', 'es', ok(1500)], //                es grouping
    ['1.500', 'en', ok(1.5)], //                 en's own decimal point wins
    ['1,500', 'es', ok(1.5)], //                 es's own decimal comma wins
    ['0.125', 'es', ok(0.125)], //               a group cannot start with 0 → decimal
    ['1,234,567.89', 'en', ok(1234567.89)], //   both: last one is the decimal
    ['1.234.567,89', 'es', ok(1234567.89)],
    ['1.234,5', 'en', ok(1234.5)], //            European style accepted in en too
    ['1.500.000', 'en', ok(1500000)], //         repeated separator can only be grouping
    ['1 234,5', 'es', ok(1234.5)], //            space grouping
    ['1\u00a0234,5', 'es', ok(1234.5)], //       no-break space
    ["1'234.5", 'en', ok(1234.5)], //            Swiss apostrophe
    ['１２３．５', 'zh', ok(123.5)], //           full-width digits from a Chinese IME
    ['  42  ', 'en', ok(42)],
    ['-3.5', 'en', ok(-3.5)],
    ['−3,5', 'es', ok(-3.5)], //                 U+2212 minus
    ['+7', 'en', ok(7)],
    ['.5', 'en', ok(0.5)],
    ['5.', 'en', ok(5)], //                      while typing
    ['-0', 'en', ok(0)], //                      never -0
    ['', 'en', { ok: false, reason: 'empty' }],
    ['   ', 'es', { ok: false, reason: 'empty' }],
    ['abc', 'en', invalid],
    ['12abc', 'en', invalid],
    ['1e5', 'en', invalid], //                   no exponent
    ['1.2.3', 'en', invalid],
    ['1,2,3', 'es', invalid],
    ['1.234,5.6', 'en', invalid],
    ['12,34.5', 'en', invalid], //               bad grouping with both separators
    ['.', 'en', invalid],
    ['-', 'en', invalid],
    ['--1', 'en', invalid],
    ['$5', 'en', invalid],
    ['5%', 'en', invalid],
    ['NaN', 'en', invalid],
    ['Infinity', 'en', invalid],
    ['9'.repeat(400), 'en', invalid], //         beyond double range
    ['2000000000000000', 'en', invalid], //      beyond 1e15
  ])('%j (%s) → %j', (text, locale, expected) => {
    expect(parseNumberInput(text, locale)).toEqual(expected);
  });
});

describe('decimalSeparator', () => {
  const intl = (locale: string) => new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === 'decimal')?.value;

  it.each(Object.keys(SITE_DECIMAL_SEPARATORS))('knows %s as Intl does', (locale) => {
    expect(decimalSeparator(locale)).toBe(intl(locale));
  });

  it('asks Intl for any other language, and falls back to "." for a tag it cannot read', () => {
    expect(decimalSeparator('de')).toBe(',');
    expect(decimalSeparator('fr-CH')).toBe(intl('fr-CH'));
    expect(decimalSeparator('not a tag!')).toBe('.');
  });
});

describe('canonical and localized texts', () => {
  it.each([
    ['1.234,5', 'es', '1234.5'],
    ['1,5', 'es', '1.5'],
    ['1,500', 'en', '1500'],
    ['abc', 'en', 'abc'], // not a number: kept as typed
    ['', 'en', ''],
  ])('canonical(%j, %s) = %j', (text, locale, expected) => {
    expect(canonicalNumberText(text, locale)).toBe(expected);
  });

  it.each([
    ['1234.5', 'es', '1234,5'],
    ['1234.5', 'en', '1234.5'],
    ['1234.5', 'zh', '1234.5'],
    ['-0.25', 'es', '-0,25'],
    ['abc', 'es', 'abc'],
  ])('localize(%j, %s) = %j', (text, locale, expected) => {
    expect(localizeNumberText(text, locale)).toBe(expected);
  });

  it('round-trips every canonical number through every language', () => {
    for (const locale of ['en', 'zh', 'es']) {
      for (const canonical of ['0', '1.5', '1500', '1.125', '1234567.891', '-42.5']) {
        expect(canonicalNumberText(localizeNumberText(canonical, locale), locale)).toBe(canonical);
      }
    }
  });
});

describe('makeFormatters', () => {
  it.each([
    ['en', 1234567.891, '1,234,567.89'],
    ['es', 1234567.891, '1.234.567,89'],
    ['zh', 1234567.891, '1,234,567.89'],
  ])('money in %s', (locale, value, expected) => {
    expect(makeFormatters(locale).money(value)).toBe(expected);
  });

  it('never prints NaN, Infinity or -0', () => {
    const f = makeFormatters('en');
    expect(f.money(NaN)).toBe('—');
    expect(f.number(Infinity)).toBe('—');
    expect(f.percent(-Infinity)).toBe('—');
    expect(f.money(-0)).toBe('0.00');
  });

  it('percent takes percent units', () => {
    expect(makeFormatters('en').percent(12.5)).toBe('12.5%');
    expect(makeFormatters('es').percent(12.5).replace(/\s/g, ' ')).toBe('12,5 %');
  });
});

describe('roundTo', () => {
  it.each([
    [1.005, 2, 1.01], // binary 1.00499… still rounds half up
    [2.675, 2, 2.68],
    [-1.005, 2, -1.01],
    [24.95, 1, 25], //  24.95 → 25.0
    [24.949, 1, 24.9],
    [18.45, 1, 18.5],
  ])('roundTo(%d, %d) = %d', (value, decimals, expected) => {
    expect(roundTo(value, decimals)).toBe(expected);
  });
});
