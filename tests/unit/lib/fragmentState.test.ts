import { describe, expect, it } from 'vitest';
import { MAX_FRAGMENT_VALUE, parseFragment, serializeFragment } from '@src/lib/fragmentState';

const DEFAULTS = { amount: '100', rate: '6.5', unit: 'years' };

describe('parseFragment', () => {
  it.each([
    ['', DEFAULTS],
    ['#', DEFAULTS],
    ['#amount=250', { ...DEFAULTS, amount: '250' }],
    ['amount=250&rate=7', { ...DEFAULTS, amount: '250', rate: '7' }],
    ['#unknown=1&amount=3', { ...DEFAULTS, amount: '3' }],
    ['#amount=%E4%B8%AD', { ...DEFAULTS, amount: '中' }],
    ['#amount=%ZZ', { ...DEFAULTS, amount: '%ZZ' }],
    ['#amount=<script>alert(1)</script>', { ...DEFAULTS, amount: '<script>alert(1)</script>' }],
    ['#__proto__=x&constructor=y', DEFAULTS],
  ])('%s', (hash, expected) => {
    expect(parseFragment(hash, DEFAULTS)).toEqual(expected);
  });

  it('ignores over-long values', () => {
    expect(parseFragment(`#amount=${'9'.repeat(MAX_FRAGMENT_VALUE + 1)}`, DEFAULTS)).toEqual(DEFAULTS);
  });

  it('lets the tool reject values', () => {
    const accept = (key: string, value: string) => key !== 'unit' || value === 'years' || value === 'months';
    expect(parseFragment('#unit=weeks', DEFAULTS, accept)).toEqual(DEFAULTS);
    expect(parseFragment('#unit=months', DEFAULTS, accept)).toEqual({ ...DEFAULTS, unit: 'months' });
  });
});

describe('serializeFragment', () => {
  it('writes only what differs from the defaults', () => {
    expect(serializeFragment(DEFAULTS, DEFAULTS)).toBe('');
    expect(serializeFragment({ ...DEFAULTS, amount: '1 000,5' }, DEFAULTS)).toBe('#amount=1+000%2C5');
  });

  it('round-trips', () => {
    const values = { amount: 'a&b=c#d', rate: '½', unit: 'months' };
    expect(parseFragment(serializeFragment(values, DEFAULTS), DEFAULTS)).toEqual(values);
  });
});
