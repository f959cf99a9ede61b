import { describe, expect, it } from 'vitest';
import { buildPattern, escapeRegExp, replaceText, type ReplaceOptions } from '@workers/text/replace';

const PLAIN: ReplaceOptions = { caseSensitive: false, useRegex: false };
const PLAIN_CS: ReplaceOptions = { caseSensitive: true, useRegex: false };
const REGEX: ReplaceOptions = { caseSensitive: false, useRegex: true };
const REGEX_CS: ReplaceOptions = { caseSensitive: true, useRegex: true };

describe('replaceText', () => {
  it.each<[string, string, string, string, ReplaceOptions, string, number]>([
    ['plain, all occurrences', 'a-b-c', '-', '+', PLAIN, 'a+b+c', 2],
    ['plain ignores case by default', 'Cat cat CAT', 'cat', 'dog', PLAIN, 'dog dog dog', 3],
    ['plain case sensitive', 'Cat cat CAT', 'cat', 'dog', PLAIN_CS, 'Cat dog CAT', 1],
    ['plain escapes regex syntax', 'a.b.c (x)*', '.', '!', PLAIN, 'a!b!c (x)*', 2],
    ['plain escapes brackets and stars', 'f(x)* = f(x)*', '(x)*', 'y', PLAIN, 'fy = fy', 2],
    ['plain inserts $ literally', 'price: 5', '5', '$& $1 $$', PLAIN, 'price: $& $1 $$', 1],
    ['plain replacement may be empty', 'a, b, c', ', ', '', PLAIN, 'abc', 2],
    ['no match', 'hello', 'xyz', '!', PLAIN, 'hello', 0],
    ['empty input', '', 'a', 'b', PLAIN, '', 0],
    ['empty find replaces nothing', 'abc', '', 'x', PLAIN, 'abc', 0],
    ['emoji', 'I ❤️ 🍕 and 🍕', '🍕', '🍔', PLAIN, 'I ❤️ 🍔 and 🍔', 2],
    ['CJK', '我爱北京，北京欢迎你', '北京', '上海', PLAIN, '我爱上海，上海欢迎你', 2],
    ['accents, case-insensitive', 'Élan élan', 'élan', 'verve', PLAIN, 'verve verve', 2],
    ['CRLF kept', 'one\r\ntwo\r\none', 'one', '1', PLAIN, '1\r\ntwo\r\n1', 2],
    ['regex with groups', '2024-05-17', '(\\d{4})-(\\d{2})-(\\d{2})', '$3/$2/$1', REGEX, '17/05/2024', 1],
    ['regex $& whole match', 'a1b22', '\\d+', '[$&]', REGEX, 'a[1]b[22]', 2],
    ['regex named group', 'John Smith', '(?<first>\\w+) (?<last>\\w+)', '$<last>, $<first>', REGEX, 'Smith, John', 1],
    ['regex $$ is a dollar', 'x', 'x', '$$', REGEX, '$', 1],
    ['regex ignores case', 'ABC abc', 'b', '_', REGEX, 'A_C a_c', 2],
    ['regex case sensitive', 'ABC abc', 'b', '_', REGEX_CS, 'ABC a_c', 1],
    ['regex empty matches do not loop', 'abc', 'x*', '-', REGEX, '-a-b-c-', 4],
    ['regex empty matches with $&', 'ab', 'x*', '[$&]', REGEX, '[]a[]b[]', 3],
    // Textareas hand over \n only; with CRLF, JS's m flag also sees a line start between \r and \n.
    ['regex ^ matches each line', 'a\nb\nc', '^', '> ', REGEX, '> a\n> b\n> c', 3],
    ['regex $ before CRLF', 'a  \r\nb \r\n', ' +$', '', REGEX, 'a\r\nb\r\n', 2],
    ['regex $ matches each line end', 'a \nb  ', ' +$', '', REGEX, 'a\nb', 2],
    ['regex dot is a whole emoji (u flag)', '😀x', '^.', '?', REGEX, '?x', 1],
    ['regex unicode property', 'abc 123 中文', '\\p{Script=Han}+', 'zh', REGEX, 'abc 123 zh', 1],
    ['regex CRLF line breaks', 'a\r\nb', '\\r\\n', '\n', REGEX, 'a\nb', 1],
  ])('%s', (_name, input, find, replacement, options, output, count) => {
    expect(replaceText(input, find, replacement, options)).toEqual({ ok: true, output, count });
  });

  it.each(['(', '[a-', 'a{2,1}', '\\-', '*'])('invalid regex %s is reported, not thrown', (find) => {
    const result = replaceText('some text', find, 'x', REGEX);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toBe('invalidRegex');
  });

  it('the same characters are fine in plain mode', () => {
    expect(replaceText('a(b[c-*', '(', '', PLAIN)).toEqual({ ok: true, output: 'ab[c-*', count: 1 });
  });

  it('handles 1 MB of input', () => {
    const input = 'lorem ipsum '.repeat(87_382); // ~1 MB
    const plain = replaceText(input, 'ipsum', 'dolor', PLAIN);
    expect(plain.ok && plain.count).toBe(87_382);
    expect(plain.ok && plain.output).toBe('lorem dolor '.repeat(87_382));
    const regex = replaceText(input, '(\\w+) (\\w+)', '$2 $1', REGEX);
    expect(regex.ok && regex.count).toBe(87_382);
    expect(regex.ok && regex.output.startsWith('ipsum lorem ipsum lorem ')).toBe(true);
    const empty = replaceText(input, 'z*', '', REGEX);
    expect(empty.ok && empty.count).toBe(input.length + 1);
  });
});

describe('escapeRegExp / buildPattern', () => {
  it.each(['.*+?^${}()|[]\\', 'a-b', '/path/', '🍕', 'naïve'])('escaped %s matches itself literally', (text) => {
    const re = new RegExp(`^${escapeRegExp(text)}$`, 'u');
    expect(re.test(text)).toBe(true);
  });

  it.each<[ReplaceOptions, string]>([
    [PLAIN, 'giu'],
    [PLAIN_CS, 'gu'],
    [REGEX, 'gimu'],
    [REGEX_CS, 'gmu'],
  ])('flags for %o', (options, flags) => {
    const re = buildPattern('a', options);
    expect(re).toBeInstanceOf(RegExp);
    expect((re as RegExp).flags).toBe(flags);
  });

  it('returns the SyntaxError for an invalid pattern', () => {
    expect(buildPattern('(', REGEX)).toBeInstanceOf(SyntaxError);
  });
});
