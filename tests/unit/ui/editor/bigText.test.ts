import { describe, expect, it } from 'vitest';
import { Text } from '@codemirror/state';
import { SLICE_CHARS, buildText, countBefore, crlfOffsets, firstSlice, longestLine } from '@src/ui/editor/bigText';

const reference = (text: string) => Text.of(text.split(/\r\n?|\n/));

function lines(count: number, breakAt: (i: number) => string): string {
  let out = '';
  for (let i = 0; i < count; i += 1) out += `line ${i} ${'x'.repeat(i % 50)}${breakAt(i)}`;
  return out;
}

describe('large texts built slice by slice', () => {
  it.each([
    ['LF', lines(40_000, () => '\n')],
    ['CRLF', lines(40_000, () => '\r\n')],
    ['a lone CR and mixed breaks', lines(40_000, (i) => ['\n', '\r', '\r\n'][i % 3]!)],
    ['no break at the end', `${lines(30_000, () => '\n')}tail`],
    ['one long line', 'y'.repeat(SLICE_CHARS * 3 + 17)],
    ['CR-only text', lines(40_000, () => '\r')],
  ])('equals the document Text.of builds at once: %s', async (_name, text) => {
    expect(text.length).toBeGreaterThan(SLICE_CHARS);
    const built = await buildText(text);
    const expected = reference(text);
    expect(built!.lines).toBe(expected.lines);
    expect(built!.length).toBe(expected.length);
    expect(built!.eq(expected)).toBe(true);
  });

  it('the first slice and the rest make the whole', async () => {
    const text = lines(50_000, () => '\r\n');
    const { doc, rest } = firstSlice(text);
    expect(doc.length).toBeLessThan(text.length);
    const tail = await buildText(text.slice(rest));
    expect(doc.append(tail!).eq(reference(text))).toBe(true);
  });

  it('stops between slices when cancelled', async () => {
    let asked = 0;
    const built = await buildText(lines(60_000, () => '\n'), () => (asked += 1) > 1);
    expect(built).toBeNull();
  });

  it('small texts are built at once', async () => {
    expect((await buildText('a\r\nb'))!.eq(reference('a\r\nb'))).toBe(true);
  });
});

describe('the longest line (wrapping is refused past a limit)', () => {
  it.each([
    ['', 0],
    ['abc', 3],
    ['a\nbcd\n', 3],
    ['\n\n', 0],
    [`x\n${'y'.repeat(500)}\nz`, 500],
  ])('%j → %d', (text, expected) => {
    expect(longestLine(text)).toBe(expected);
  });
});

describe('offsets into a CRLF text, in the document', () => {
  it('maps each offset back by the CRLF pairs before it; none when there is no CRLF', () => {
    expect(crlfOffsets('a\nb\rc')).toBeNull();
    const text = 'ab\r\ncd\r\n\r\nef';
    const breaks = crlfOffsets(text)!;
    expect([...breaks]).toEqual([2, 6, 8]);
    const doc = text.replace(/\r\n/g, '\n');
    for (const at of [0, 1, 4, 5, 10, 11]) expect(doc[at - countBefore(breaks, at)]).toBe(text[at]);
  });
});
