import { describe, expect, it } from 'vitest';
import {
  acceptFlags, acceptFragment, EXAMPLE, groupCells, matchLine, normalizeFlags, showValue, toggleFlag, type MatchLike,
} from '@src/tools/regex-tester/logic';
import { MAX_LISTED_MATCHES, regexTest } from '@workers/regex/engine';
import { toolExample } from '../../shared/examples';

describe('flags', () => {
  it.each([
    ['g', 'i', 'gi', null],
    ['gi', 'i', 'g', null],
    ['', 'd', 'd', null],
    ['gu', 'v', 'gv', 'u'],
    ['gv', 'u', 'gu', 'v'],
    ['u', 'u', '', null],
    ['yg', 'm', 'gmy', null],
  ] as const)('toggle %j + %s → %j (turned off: %s)', (flags, flag, expected, off) => {
    expect(toggleFlag(flags, flag)).toEqual({ flags: expected, turnedOff: off });
  });

  it.each([
    ['ggi', 'gi'],
    ['yimg', 'gimy'],
    ['guv', 'gu'],
    ['gxq!', 'g'],
    ['', ''],
  ])('normalizeFlags(%j) = %j', (input, expected) => {
    expect(normalizeFlags(input)).toBe(expected);
  });

  it.each([
    ['gimsuyd', true],
    ['v', true],
    ['uv', false],
    ['gg', false],
    ['gx', false],
    ['', true],
  ])('acceptFlags(%j) = %s', (value, ok) => {
    expect(acceptFlags(value)).toBe(ok);
    expect(acceptFragment('flags', value)).toBe(ok);
  });

  it('accepts any pattern and replacement text from a fragment', () => {
    expect(acceptFragment('pattern', '(a|b')).toBe(true);
    expect(acceptFragment('replace', '$<x>')).toBe(true);
  });
});

describe('groups', () => {
  const m: MatchLike = {
    index: 4,
    end: 14,
    text: '2024-05-17',
    groups: ['2024', undefined, '17'],
    named: { year: '2024' },
  };

  it('numbered groups then named ones', () => {
    expect(groupCells(m)).toEqual([
      { label: '$1', value: '2024' },
      { label: '$2', value: undefined },
      { label: '$3', value: '17' },
      { label: 'year', value: '2024' },
    ]);
  });

  it('with d: every group has its span (null when it did not take part)', () => {
    const withD: MatchLike = { ...m, indices: [[4, 14], [4, 8], null, [12, 14]], namedIndices: { year: [4, 8] } };
    expect(groupCells(withD).map((c) => c.span)).toEqual([[4, 8], null, [12, 14], [4, 8]]);
  });

  it('values are quoted with line breaks visible', () => {
    expect(showValue('a\nb\t"c"')).toBe('"a\\nb\\t\\"c\\""');
  });

  it('a match as a line of text', () => {
    expect(matchLine(m, 0, 'not set')).toBe('1\t4–14\t"2024-05-17"\t$1="2024"\t$2=not set\t$3="17"\tyear="2024"');
    expect(matchLine({ index: 0, end: 1, text: 'a', groups: [], named: null }, 2)).toBe('3\t0–1\t"a"');
  });
});

describe('regexTest (the engine call behind the tester)', () => {
  it('the example: named groups and the replace preview', () => {
    const r = regexTest(toolExample('regex-tester'), EXAMPLE.pattern, EXAMPLE.flags, EXAMPLE.replace);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.total).toBe(3);
    expect(r.matches[0]).toEqual({
      index: 23, end: 33, text: '2024-03-15', groups: ['2024', '03', '15'], named: { year: '2024', month: '03', day: '15' },
    });
    expect(r.replaced).toEqual({
      count: 3,
      output: 'Release 2.1 shipped on 15/03/2024, the hotfix on 18/03/2024.\nNext review: 02/04/2024 (moved from 2024-3-30, not a valid date).',
    });
  });

  it.each([
    ['no g: only the first is replaced', 'a1b2', '\\d', '', '#', 'a#b2', 1],
    ['g: all', 'a1b2', '\\d', 'g', '#', 'a#b#', 2],
    ['$& and $1', 'cat dog', '(\\w)\\w+', 'g', '[$&:$1]', '[cat:c] [dog:d]', 2],
    ['$$ is a dollar', 'x', 'x', '', '$$', '$', 1],
    ['y without g: one, at the start', 'aab', 'a', 'y', '-', '-ab', 1],
    ['no match', 'abc', '\\d', 'g', '#', 'abc', 0],
  ])('replace: %s', (_name, text, pattern, flags, replacement, output, count) => {
    const r = regexTest(text, pattern, flags, replacement);
    expect(r.ok && r.replaced).toEqual({ output, count });
  });

  it('no replacement asked: no preview', () => {
    const r = regexTest('abc', 'b', 'g', null);
    expect(r.ok && r.replaced).toBe(null);
  });

  it('an empty replacement deletes the matches', () => {
    const r = regexTest('a1b2', '\\d', 'g', '');
    expect(r.ok && r.replaced).toEqual({ output: 'ab', count: 2 });
  });

  it('d: spans of the match and of every group, named ones too', () => {
    const r = regexTest('x ab', '(?<first>a)(c)?(b)', 'd', null);
    expect(r.ok && r.matches[0]).toEqual({
      index: 2, end: 4, text: 'ab', groups: ['a', undefined, 'b'], named: { first: 'a' },
      indices: [[2, 4], [2, 3], null, [3, 4]], namedIndices: { first: [2, 3] },
    });
  });

  it('without d: no spans', () => {
    const r = regexTest('ab', '(a)', 'g', null);
    expect(r.ok && 'indices' in r.matches[0]!).toBe(false);
  });

  it('end is exact even when the listed text is capped', () => {
    const r = regexTest('b'.repeat(5_000), 'b+', '', null);
    expect(r.ok && [r.matches[0]!.end, r.matches[0]!.text.length]).toEqual([5_000, 1_001]);
  });

  it.each([
    ['i', 'Cat cat', 'cat', 'gi', ['Cat', 'cat']],
    ['m', 'x\ny', '^\\w$', 'gm', ['x', 'y']],
    ['s', 'a\nb', 'a.b', 's', ['a\nb']],
    ['y stops at the first gap', 'aaba', 'a', 'gy', ['a', 'a']],
    ['v: set subtraction', 'abc', '[\\p{L}--[b]]', 'gv', ['a', 'c']],
  ])('flag %s', (_name, text, pattern, flags, expected) => {
    const r = regexTest(text, pattern, flags, null);
    expect(r.ok && r.matches.map((m) => m.text)).toEqual(expected);
  });

  it('counts every match, lists at most MAX_LISTED_MATCHES', () => {
    const r = regexTest('a'.repeat(MAX_LISTED_MATCHES + 3), 'a', 'g', 'b');
    expect(r.ok && [r.matches.length, r.total, r.truncated, r.replaced?.count]).toEqual([MAX_LISTED_MATCHES, MAX_LISTED_MATCHES + 3, true, MAX_LISTED_MATCHES + 3]);
  });

  it.each([
    ['unclosed group', '(a', 'g'],
    ['u and v together', 'a', 'uv'],
    ['u-mode escape', '\\-', 'u'],
  ])('engine error → invalidRegex with a reason (%s)', (_name, pattern, flags) => {
    const r = regexTest('aaa', pattern, flags, '$1');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.detail).toMatch(/Invalid/i);
  });
});
