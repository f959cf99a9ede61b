import { describe, expect, it } from 'vitest';
import { cleanWhitespace, DEFAULT_WHITESPACE_OPTIONS, type WhitespaceOptions } from '@workers/text/whitespace';

const NONE: WhitespaceOptions = { extraSpaces: false, tabs: false, trimLines: false, lineBreaks: false };
const only = (o: Partial<WhitespaceOptions>): WhitespaceOptions => ({ ...NONE, ...o });
const ALL: WhitespaceOptions = { extraSpaces: true, tabs: true, trimLines: true, lineBreaks: true };
const D = DEFAULT_WHITESPACE_OPTIONS;

describe('cleanWhitespace', () => {
  it('defaults: everything but line breaks', () => {
    expect(D).toEqual({ extraSpaces: true, tabs: true, trimLines: true, lineBreaks: false });
  });

  it.each<[string, string, WhitespaceOptions, string]>([
    ['no options changes nothing', '  a\t\tb  \r\nc  ', NONE, '  a\t\tb  \r\nc  '],
    ['extra spaces collapse to one', 'a    b  c d', only({ extraSpaces: true }), 'a b c d'],
    ['extra spaces keep line breaks and edges single', ' a  \n  b', only({ extraSpaces: true }), ' a \n b'],
    ['no-break spaces count as spaces', 'a\u00A0\u00A0b \u00A0c', only({ extraSpaces: true }), 'a b c'],
    ['a single no-break space is left alone', '10\u00A0km', only({ extraSpaces: true }), '10\u00A0km'],
    ['tabs become spaces', 'a\tb\t\tc', only({ tabs: true }), 'a b  c'],
    ['tabs then collapse', 'a\tb\t\tc \td', only({ tabs: true, extraSpaces: true }), 'a b c d'],
    ['trim lines', '  a  \n\tb\t\n c', only({ trimLines: true }), 'a\nb\nc'],
    ['trim lines keeps CRLF', '  a  \r\n  b  ', only({ trimLines: true }), 'a\r\nb'],
    ['trim lines leaves whitespace-only lines empty', 'a\n   \nb', only({ trimLines: true }), 'a\n\nb'],
    ['remove line breaks joins with one space', 'a\nb\nc', only({ lineBreaks: true }), 'a b c'],
    ['remove line breaks handles CRLF and CR', 'a\r\nb\rc\nd', only({ lineBreaks: true }), 'a b c d'],
    ['remove line breaks drops blank lines', '\na\n\n\nb\n', only({ lineBreaks: true }), 'a b'],
    ['all options', '  Hello \t  world \r\n\r\n\tsecond   line\u00A0\u00A0here  \n', ALL, 'Hello world second line here'],
    ['defaults', '  Hello   world  \n\tnext\t\tline ', D, 'Hello world\nnext line'],
    ['empty input', '', ALL, ''],
    ['only whitespace', ' \t \n  ', ALL, ''],
    ['emoji', '😀   🍕\t\t🎉', D, '😀 🍕 🎉'],
    ['CJK', '  你好   世界  ', D, '你好 世界'],
    ['ideographic space is trimmed at line edges', '\u3000你好\u3000', only({ trimLines: true }), '你好'],
    ['accents', '  café    crème  ', D, 'café crème'],
  ])('%s', (_name, input, options, output) => {
    const result = cleanWhitespace(input, options);
    expect(result.output).toBe(output);
    expect(result.removed).toBe(input.length - output.length);
  });

  it('counts removed characters', () => {
    expect(cleanWhitespace('a  b', D).removed).toBe(1);
    expect(cleanWhitespace('a\tb', only({ tabs: true })).removed).toBe(0);
    expect(cleanWhitespace('a\r\nb', only({ lineBreaks: true })).removed).toBe(1);
  });

  it('handles 1 MB of input', () => {
    const input = '  word\t\tword    word  \r\n'.repeat(45_000); // ~1 MB
    expect(input.length).toBeGreaterThan(1_000_000);
    const defaults = cleanWhitespace(input, D);
    expect(defaults.output).toBe('word word word\r\n'.repeat(45_000));
    const all = cleanWhitespace(input, ALL);
    expect(all.output).toBe(Array(45_000).fill('word word word').join(' '));
    expect(all.removed).toBe(input.length - all.output.length);
  });
});
