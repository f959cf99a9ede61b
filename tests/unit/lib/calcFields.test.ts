import { describe, expect, it } from 'vitest';
import { acceptFragmentValue, canonicalValues, checkField, localizedValues, type FieldRule, type FieldRules } from '@src/lib/calcFields';

describe('checkField', () => {
  it.each<[FieldRule, string, string, ReturnType<typeof checkField>]>([
    // [rule, text, locale, result]
    [{ type: 'number' }, '', 'en', { issue: 'required' }],
    [{ type: 'number', optional: true }, '', 'en', { issue: null }],
    [{ type: 'number' }, 'abc', 'en', { issue: 'invalid' }],
    [{ type: 'number' }, '1,5', 'es', { issue: null, value: 1.5 }],
    [{ type: 'number', positive: true }, '0', 'en', { issue: 'positive' }],
    [{ type: 'number', positive: true }, '-2', 'en', { issue: 'positive' }],
    [{ type: 'number', min: 1 }, '0', 'en', { issue: 'min' }],
    [{ type: 'number', max: 100 }, '100.5', 'en', { issue: 'max' }],
    [{ type: 'number', max: 100 }, '100', 'en', { issue: null, value: 100 }],
    [{ type: 'number', integer: true }, '2.5', 'en', { issue: 'integer' }],
    [{ type: 'date' }, '', 'en', { issue: 'required' }],
    [{ type: 'date', optional: true }, '', 'en', { issue: null }],
    [{ type: 'date' }, '2023-02-29', 'en', { issue: 'date' }],
    [{ type: 'date' }, '2024-02-29', 'en', { issue: null }],
    [{ type: 'choice', options: ['a', 'b'] }, 'c', 'en', { issue: 'invalid' }],
    [{ type: 'text' }, 'anything', 'en', { issue: null }],
  ])('%j with %j (%s)', (rule, text, locale, expected) => {
    expect(checkField(rule, text, locale)).toEqual(expected);
  });
});

const RULES: FieldRules = { amount: { type: 'number' }, unit: { type: 'choice', options: ['cm', 'in'] }, day: { type: 'date' } };

describe('fragment forms', () => {
  it('stores numbers canonically and shows them in the language', () => {
    const typed = { amount: '1.234,5', unit: 'cm', day: '2024-01-02' };
    const canonical = canonicalValues(typed, RULES, 'es');
    expect(canonical).toEqual({ amount: '1234.5', unit: 'cm', day: '2024-01-02' });
    expect(localizedValues(canonical, RULES, 'es')).toEqual({ amount: '1234,5', unit: 'cm', day: '2024-01-02' });
    expect(localizedValues(canonical, RULES, 'en').amount).toBe('1234.5');
  });

  it('keeps text that is not a number as typed (its message shows)', () => {
    expect(canonicalValues({ amount: '12abc', unit: 'cm', day: '' }, RULES, 'en').amount).toBe('12abc');
  });

  it.each([
    ['unit', 'in', true],
    ['unit', 'ft', false], // not an option: the default stays
    ['amount', 'abc', true], // shown with its message
    ['other', '1', false],
  ])('accepts %s=%s: %s', (key, value, expected) => expect(acceptFragmentValue(RULES, key, value)).toBe(expected));
});
