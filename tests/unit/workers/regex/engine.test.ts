import { describe, expect, it } from 'vitest';
import { MAX_LISTED_MATCHES, regexMatch, regexReplace } from '@workers/regex/engine';
import { regexTimeLimit, REGEX_TIME_LIMIT_MS } from '@src/lib/jobs/regex';

describe('regexMatch', () => {
  it('lists every match with its index, numbered and named groups', () => {
    const r = regexMatch('2024-05-17 and 1999-12-31', '(?<y>\\d{4})-(\\d{2})-(\\d{2})', 'g');
    expect(r).toEqual({
      ok: true,
      total: 2,
      truncated: false,
      matches: [
        { index: 0, text: '2024-05-17', groups: ['2024', '05', '17'], named: { y: '2024' } },
        { index: 15, text: '1999-12-31', groups: ['1999', '12', '31'], named: { y: '1999' } },
      ],
    });
  });

  it.each([
    ['no g: first match only', 'a1b2', '\\d', '', ['1']],
    ['groups that did not take part are undefined', 'ab', '(a)|(b)', 'g', ['a', 'b']],
    ['empty matches advance', 'abc', 'x*', 'g', ['', '', '', '']],
    ['unicode: an emoji is one match with u', '👋🏽!', '.', 'gu', ['👋', '🏽', '!']],
    ['sticky stops at the first gap', 'aab', 'a', 'y', ['a', 'a']],
    ['case-insensitive', 'Cat cat', 'cat', 'gi', ['Cat', 'cat']],
    ['dotAll', 'a\nb', 'a.b', 'gs', ['a\nb']],
    ['multiline anchors', 'x\ny', '^\\w$', 'gm', ['x', 'y']],
  ])('%s', (_name, text, pattern, flags, expected) => {
    const r = regexMatch(text, pattern, flags);
    expect(r.ok && r.matches.map((m) => m.text)).toEqual(expected);
  });

  it('reports undefined for groups outside the match', () => {
    const r = regexMatch('b', '(a)|(b)', '');
    expect(r.ok && r.matches[0]?.groups).toEqual([undefined, 'b']);
  });

  it('caps the listed matches but counts them all', () => {
    const r = regexMatch('a'.repeat(MAX_LISTED_MATCHES + 10), 'a', 'g');
    expect(r.ok && [r.matches.length, r.total, r.truncated]).toEqual([MAX_LISTED_MATCHES, MAX_LISTED_MATCHES + 10, true]);
  });

  it.each([
    ['unclosed group', '(a', 'g'],
    ['bad flag', 'a', 'gq'],
    ['u-mode escape', '\\-', 'u'],
    ['too large to compile', `(?:${'a'.repeat(1_000_000)})`, 'gi'],
  ])('engine error → invalidRegex (%s), never a throw', (_name, pattern, flags) => {
    const r = regexMatch('aaa', pattern, flags);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.detail).not.toBe('');
  });
});

describe('regexReplace', () => {
  it.each([
    ['groups', '2024-05-17', '(\\d{4})-(\\d{2})-(\\d{2})', '$3/$2/$1', true, '17/05/2024', 1],
    ['named', 'John Smith', '(?<f>\\w+) (?<l>\\w+)', '$<l>, $<f>', true, 'Smith, John', 1],
    ['literal mode', 'a.b.c', '.', '!', false, 'a!b!c', 2],
  ])('%s', (_name, input, find, replacement, useRegex, output, count) => {
    expect(regexReplace(input, find, replacement, { caseSensitive: false, useRegex })).toEqual({ ok: true, output, count });
  });

  it('a megabyte-long literal search works (no regex is built for it)', () => {
    const find = 'x'.repeat(1_000_000);
    expect(regexReplace(`a${find}b`, find, '-', { caseSensitive: true, useRegex: false })).toEqual({ ok: true, output: 'a-b', count: 1 });
  });

  it('invalid pattern → invalidRegex with the engine reason', () => {
    const r = regexReplace('x', '[', '', { caseSensitive: false, useRegex: true });
    expect(r).toMatchObject({ ok: false, error: 'invalidRegex' });
  });
});

describe('time limit', () => {
  it('is about a second, growing with the text', () => {
    expect(regexTimeLimit(0)).toBe(REGEX_TIME_LIMIT_MS);
    expect(regexTimeLimit(10 * 1024 * 1024)).toBeGreaterThan(REGEX_TIME_LIMIT_MS);
    expect(regexTimeLimit(10 * 1024 * 1024)).toBeLessThanOrEqual(7_000);
  });
});
