import { describe, expect, it } from 'vitest';
import { DEFAULT_SORT_OPTIONS, makeComparator, sortLines, type SortOptions } from '@workers/text/sortLines';

const opts = (over: Partial<SortOptions> = {}): SortOptions => ({ ...DEFAULT_SORT_OPTIONS, locale: 'en', ...over });
const EXAMPLE = 'item10\nitem2\nbanana\nApple\nitem1\ncherry\nbanana';

describe('sortLines', () => {
  it.each<[string, string, Partial<SortOptions>, string]>([
    ['natural ascending', EXAMPLE, {}, 'Apple\nbanana\nbanana\ncherry\nitem1\nitem2\nitem10'],
    ['natural descending', EXAMPLE, { order: 'desc' }, 'item10\nitem2\nitem1\ncherry\nbanana\nbanana\nApple'],
    ['code-unit order', EXAMPLE, { natural: false }, 'Apple\nbanana\nbanana\ncherry\nitem1\nitem10\nitem2'],
    ['code-unit descending', EXAMPLE, { natural: false, order: 'desc' }, 'item2\nitem10\nitem1\ncherry\nbanana\nbanana\nApple'],
    ['remove duplicates', EXAMPLE, { removeDuplicates: true }, 'Apple\nbanana\ncherry\nitem1\nitem2\nitem10'],
    ['duplicates are exact', 'apple\nApple\napple', { removeDuplicates: true }, 'Apple\napple'],
    ['case-only ties are stable: upper first', 'b\nB\na\nA', {}, 'A\na\nB\nb'],
    ['trim lines', '  b\na  \n c', { trimLines: true }, 'a\nb\nc'],
    ['untrimmed spaces sort first', ' b\na', {}, ' b\na'],
    ['trim + dedupe', ' a\na \na', { trimLines: true, removeDuplicates: true }, 'a'],
    ['keep empty lines', 'b\n\na', { removeEmpty: false }, '\na\nb'],
    ['remove empty and blank lines', 'b\n   \n\na\n', {}, 'a\nb'],
    ['empty input', '', {}, ''],
    ['empty input, empty lines kept', '', { removeEmpty: false }, ''],
    ['CRLF input', 'c\r\nb\r\na\r\n', {}, 'a\nb\nc'],
    ['accents sort with their base letter', 'zebra\néclair\neagle\nÉcole', {}, 'eagle\néclair\nÉcole\nzebra'],
    ['emoji lines', 'b 😀\na 🎉', {}, 'a 🎉\nb 😀'],
    ['numbers by value', '100\n20\n3', {}, '3\n20\n100'],
    ['numbers as text', '100\n20\n3', { natural: false }, '100\n20\n3'],
  ])('%s', (_name, input, over, expected) => {
    expect(sortLines(input, opts(over)).text).toBe(expected);
  });

  it.each([
    ['zh', '香蕉\n苹果\nbanana', 3],
    ['es', 'ñu\nnube\noso', 3],
    ['not-a-locale-!!', 'b\na', 2],
  ])('locale %s sorts without throwing', (locale, input, lines) => {
    const result = sortLines(input, opts({ locale }));
    expect(result.lines).toBe(lines);
    expect(result.text.split('\n').sort()).toEqual(input.split('\n').sort());
  });

  it('Spanish collation puts ñ after n', () => {
    expect(sortLines('ñu\nnube\noso', opts({ locale: 'es' })).text).toBe('nube\nñu\noso');
  });

  it('1 MB input', () => {
    const count = 100_000;
    const lines = Array.from({ length: count }, (_, i) => `line${(i * 7919) % count}`);
    const input = lines.join('\r\n');
    expect(input.length).toBeGreaterThan(1_000_000);
    const result = sortLines(input, opts());
    expect(result.lines).toBe(count);
    const out = result.text.split('\n');
    expect(out[0]).toBe('line0');
    expect(out[1]).toBe('line1');
    expect(out[count - 1]).toBe(`line${count - 1}`);
  });
});

describe('makeComparator', () => {
  it.each([
    [true, 'item2', 'item10', -1],
    [false, 'item2', 'item10', 1],
    [true, 'a', 'A', 1],
    [true, 'A', 'A', 0],
    [false, 'B', 'a', -1],
  ])('natural=%s compare(%j, %j) has sign %i', (natural, a, b, sign) => {
    expect(Math.sign(makeComparator(natural, 'en')(a, b))).toBe(sign);
  });
});
