import { describe, expect, it } from 'vitest';
import {
  computeStats,
  countCodePoints,
  countLines,
  countParagraphs,
  countSentences,
  countWords,
  secondsFor,
  splitDuration,
  statsSummary,
  type TextStats,
} from '@workers/text/wordStats';

const COUNTERS = { countWords, countCodePoints, countSentences };

describe('counters', () => {
  it.each<[keyof typeof COUNTERS, string, number]>([
    ['countWords', '', 0],
    ['countWords', '   \n\t ', 0],
    ['countWords', 'Hello world', 2],
    ['countWords', '  Hello,   world!  ', 2],
    ['countWords', "don't stop-believing", 2],
    ['countWords', '3.14 is pi', 3],
    ['countWords', 'a — b ... c', 3],
    ['countWords', '你好世界', 4],
    ['countWords', 'Hello 你好', 3],
    ['countWords', 'こんにちは', 5],
    ['countWords', 'カタカナ', 4],
    ['countWords', '안녕하세요 세계', 7],
    ['countWords', '你好，world！', 3],
    ['countWords', 'café naïve résumé', 3],
    ['countWords', 'hello 👋 world', 2],
    ['countWords', 'line one\r\nline two', 4],
    ['countCodePoints', '', 0],
    ['countCodePoints', 'abc', 3],
    ['countCodePoints', 'a b', 3],
    ['countCodePoints', '😀', 1],
    ['countCodePoints', 'a😀b', 3],
    ['countCodePoints', '你好', 2],
    ['countCodePoints', 'é', 1],
    ['countSentences', '', 0],
    ['countSentences', 'No full stop', 1],
    ['countSentences', 'One. Two! Three?', 3],
    ['countSentences', 'Pi is 3.14 exactly.', 1],
    ['countSentences', 'Wait... what?! Yes.', 3],
    ['countSentences', 'He said "stop." Then left.', 2],
    ['countSentences', '你好。世界！', 2],
    ['countSentences', 'Title\n\nBody text here.', 2],
    ['countSentences', '...', 0],
    ['countSentences', 'One.\r\nTwo.', 2],
  ])('%s(%j) = %i', (counter, text, expected) => {
    expect(COUNTERS[counter](text)).toBe(expected);
  });
});

describe('countParagraphs and countLines', () => {
  it.each([
    ['', 0, 0],
    ['one line', 1, 1],
    ['a\nb', 1, 2],
    ['a\n\nb', 2, 3],
    ['a\n  \n\n\nb\n', 2, 6],
    ['\n\n', 0, 3],
  ])('%j → %i paragraphs, %i lines', (text, paragraphs, lines) => {
    expect(countParagraphs(text)).toBe(paragraphs);
    expect(countLines(text)).toBe(lines);
  });
});

describe('durations', () => {
  it.each([
    [0, 238, 0],
    [1, 238, 1],
    [238, 238, 60],
    [150, 150, 60],
    [300, 150, 120],
  ])('%i words at %i wpm → %i s', (words, wpm, seconds) => {
    expect(secondsFor(words, wpm)).toBe(seconds);
  });

  it.each([
    [0, { hours: 0, minutes: 0, seconds: 0 }],
    [59, { hours: 0, minutes: 0, seconds: 59 }],
    [61, { hours: 0, minutes: 1, seconds: 1 }],
    [3725, { hours: 1, minutes: 2, seconds: 5 }],
    [-5, { hours: 0, minutes: 0, seconds: 0 }],
  ])('splitDuration(%i)', (seconds, expected) => {
    expect(splitDuration(seconds)).toEqual(expected);
  });
});

describe('computeStats', () => {
  const zero: TextStats = {
    words: 0, characters: 0, charactersNoSpaces: 0, sentences: 0, paragraphs: 0, lines: 0, readingSeconds: 0, speakingSeconds: 0,
  };
  it.each<[string, string, TextStats]>([
    ['empty', '', zero],
    ['only spaces', '  \n ', { ...zero, characters: 4, lines: 2 }],
    [
      'english paragraphs',
      'Writing clear text takes practice. Start with a simple outline, then fill in each section.\n\nRead your draft aloud! You will hear awkward phrases that your eyes skip over.\nFinally, cut every word that does not earn its place.',
      { words: 39, characters: 224, charactersNoSpaces: 185, sentences: 5, paragraphs: 2, lines: 4, readingSeconds: 10, speakingSeconds: 16 },
    ],
    [
      'CRLF counts one character per break',
      'One two.\r\n\r\nThree.',
      { words: 3, characters: 16, charactersNoSpaces: 13, sentences: 2, paragraphs: 2, lines: 3, readingSeconds: 1, speakingSeconds: 2 },
    ],
    [
      'CJK and emoji',
      '你好世界 😀 Hello',
      { words: 5, characters: 12, charactersNoSpaces: 10, sentences: 1, paragraphs: 1, lines: 1, readingSeconds: 2, speakingSeconds: 2 },
    ],
  ])('%s', (_name, text, expected) => {
    expect(computeStats(text)).toEqual(expected);
  });

  it('1 MB input is counted exactly', () => {
    const block = 'Hello world, 你好. Next line here!\n\n'; // 7 words, 27 non-space characters
    const repeats = Math.ceil(1_000_000 / block.length);
    const stats = computeStats(block.repeat(repeats));
    expect(stats.words).toBe(7 * repeats);
    expect(stats.characters).toBe(block.length * repeats);
    expect(stats.charactersNoSpaces).toBe(27 * repeats);
    expect(stats.sentences).toBe(2 * repeats);
    expect(stats.paragraphs).toBe(repeats);
    expect(stats.lines).toBe(2 * repeats + 1);
    expect(stats.readingSeconds).toBe(Math.ceil((7 * repeats * 60) / 238));
  });

  it('1 MB of punctuation without spaces stays linear and counts nothing', () => {
    const stats = computeStats(`${'.'.repeat(1_000_000)}x`);
    expect(stats.words).toBe(1);
    expect(stats.sentences).toBe(1);
  });
});

describe('statsSummary', () => {
  it.each([
    [[], ''],
    [[['Words', '3']], 'Words: 3'],
    [[['Words', '3'], ['Reading time', '1 s']], 'Words: 3\nReading time: 1 s'],
  ] as const)('%j', (rows, expected) => {
    expect(statsSummary(rows)).toBe(expected);
  });
});
