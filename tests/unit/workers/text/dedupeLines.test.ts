import { describe, expect, it } from 'vitest';
import { DEFAULT_DEDUPE_OPTIONS, removeDuplicateLines, type DedupeOptions } from '@workers/text/dedupeLines';

const D = DEFAULT_DEDUPE_OPTIONS;
const opts = (o: Partial<DedupeOptions>): DedupeOptions => ({ ...D, ...o });

describe('removeDuplicateLines', () => {
  it('defaults: remove empty lines, case sensitive, trim', () => {
    expect(D).toEqual({ removeEmpty: true, caseSensitive: true, trim: true });
  });

  it.each<[string, string, DedupeOptions, string, number, number]>([
    ['keeps first occurrence and order', 'b\na\nb\nc\na', D, 'b\na\nc', 2, 0],
    ['no duplicates', 'x\ny\nz', D, 'x\ny\nz', 0, 0],
    ['empty input', '', D, '', 0, 0],
    ['single line', 'only', D, 'only', 0, 0],
    ['case sensitive by default', 'Apple\napple\nAPPLE', D, 'Apple\napple\nAPPLE', 0, 0],
    ['case insensitive keeps the first spelling', 'Apple\napple\nAPPLE', opts({ caseSensitive: false }), 'Apple', 2, 0],
    ['trim compares without edge spaces, keeps original text', ' a\na \n\ta', D, ' a', 2, 0],
    ['no trim: spaces matter', ' a\na \na', opts({ trim: false }), ' a\na \na', 0, 0],
    ['removes empty lines', 'a\n\nb\n\n\na', D, 'a\nb', 1, 3],
    ['whitespace-only lines are empty when trimming', 'a\n   \nb', D, 'a\nb', 0, 1],
    ['keeps empty lines in place when not removing them', 'a\n\nb\n\na', opts({ removeEmpty: false }), 'a\n\nb\n', 1, 0],
    ['trailing newline is an empty line', 'a\nb\na\n', D, 'a\nb', 1, 1],
    ['CRLF input, LF output', 'a\r\nb\r\na\r\nc', D, 'a\nb\nc', 1, 0],
    ['mixed line endings', 'a\nb\r\na\r\nb\n', D, 'a\nb', 2, 1],
    ['emoji', '🍕\n🍔\n🍕\n😀', D, '🍕\n🍔\n😀', 1, 0],
    ['CJK', '苹果\n香蕉\n苹果', D, '苹果\n香蕉', 1, 0],
    ['accents compare after NFC normalisation', 'caf\u00e9\ncafe\u0301\ncafe', D, 'caf\u00e9\ncafe', 1, 0],
    ['accents, case insensitive', 'ÉCOLE\nécole', opts({ caseSensitive: false }), 'ÉCOLE', 1, 0],
  ])('%s', (_name, input, options, output, duplicates, emptyRemoved) => {
    expect(removeDuplicateLines(input, options)).toEqual({ output, duplicates, emptyRemoved });
  });

  it('handles 1 MB of input', () => {
    const lines = Array.from({ length: 100_000 }, (_, i) => `line  ${i % 1000}`);
    const input = lines.join('\r\n'); // ~1 MB
    expect(input.length).toBeGreaterThan(1_000_000);
    const result = removeDuplicateLines(input, D);
    expect(result.duplicates).toBe(99_000);
    expect(result.output.split('\n')).toHaveLength(1000);
    expect(result.output.startsWith('line  0\nline  1\nline  2\n')).toBe(true);
    expect(result.output.endsWith('line  999')).toBe(true);
  });
});
