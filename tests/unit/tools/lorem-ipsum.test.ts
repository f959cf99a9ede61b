import { describe, expect, it } from 'vitest';
import {
  CLASSIC_OPENING,
  COUNT_LIMITS,
  LOREM_WORDS,
  clampCount,
  generateLorem,
  type LoremUnit,
} from '@src/tools/lorem-ipsum/logic';
import { rng } from '../helpers/random';

const words = (text: string) => text.split(/\s+/).filter(Boolean);
const sentencesOf = (paragraph: string) => paragraph.match(/[^.]+\./g) ?? [];
const VOCAB = new Set(LOREM_WORDS);

describe('clampCount', () => {
  it.each<[string | number, LoremUnit, number]>([
    ['3', 'paragraphs', 3],
    ['0', 'paragraphs', 1],
    ['-5', 'sentences', 1],
    ['101', 'paragraphs', 100],
    ['1000', 'sentences', 100],
    ['10000', 'words', 10_000],
    ['99999', 'words', 10_000],
    ['', 'paragraphs', COUNT_LIMITS.paragraphs.fallback],
    ['   ', 'words', COUNT_LIMITS.words.fallback],
    ['abc', 'sentences', COUNT_LIMITS.sentences.fallback],
    ['4.7', 'words', 4],
    [' 7 ', 'words', 7],
    ['١٢', 'words', COUNT_LIMITS.words.fallback],
    [Number.NaN, 'paragraphs', COUNT_LIMITS.paragraphs.fallback],
    [Number.POSITIVE_INFINITY, 'words', COUNT_LIMITS.words.fallback],
    [2.9, 'paragraphs', 2],
  ])('%j %s → %i', (raw, unit, expected) => {
    expect(clampCount(raw, unit)).toBe(expected);
  });
});

describe('generateLorem', () => {
  it.each([1, 3, 10, 100])('%i paragraphs separated by blank lines, starting with Lorem ipsum', (count) => {
    const out = generateLorem({ unit: 'paragraphs', count, startWithLorem: true, random: rng(count) });
    const paragraphs = out.split('\n\n');
    expect(paragraphs).toHaveLength(count);
    expect(out.startsWith(CLASSIC_OPENING)).toBe(true);
    expect(out).not.toMatch(/\n{3,}/);
    for (const p of paragraphs) {
      expect(p).not.toContain('\n');
      const sentences = sentencesOf(p);
      expect(sentences.length).toBeGreaterThanOrEqual(4);
      expect(sentences.length).toBeLessThanOrEqual(7);
      expect(p.endsWith('.')).toBe(true);
      expect(p[0]).toMatch(/[A-Z]/);
    }
  });

  it.each([1, 5, 100])('%i sentences in one paragraph, each capitalised and ending with "."', (count) => {
    const out = generateLorem({ unit: 'sentences', count, startWithLorem: false, random: rng(count + 7) });
    expect(out).not.toContain('\n');
    const sentences = out.split(/(?<=\.) /);
    expect(sentences).toHaveLength(count);
    for (const s of sentences) {
      expect(s).toMatch(/^[A-Z][a-z]*(,? [a-z]+)*,? ?[a-z]*\.$/);
      const n = words(s).length;
      expect(n).toBeGreaterThanOrEqual(6);
      expect(n).toBeLessThanOrEqual(14);
      for (const w of words(s)) expect(VOCAB.has(w.replace(/[.,]/g, '').toLowerCase())).toBe(true);
    }
  });

  it.each([1, 2, 5, 8, 9, 50, 10_000])('%i words exactly', (count) => {
    const withLorem = generateLorem({ unit: 'words', count, startWithLorem: true, random: rng(count) });
    const without = generateLorem({ unit: 'words', count, startWithLorem: false, random: rng(count) });
    expect(words(withLorem)).toHaveLength(count);
    expect(words(without)).toHaveLength(count);
    expect(withLorem.endsWith('.')).toBe(true);
    expect(withLorem.startsWith(['Lorem', 'ipsum', 'dolor', 'sit', 'amet'].slice(0, count).join(' '))).toBe(true);
  });

  it.each<[LoremUnit, number, number]>([
    ['paragraphs', 0, 1],
    ['paragraphs', 1000, 100],
    ['sentences', -1, 1],
    ['words', 20_000, 10_000],
    ['words', Number.NaN, COUNT_LIMITS.words.fallback],
  ])('%s with count %d is clamped to %i', (unit, count, expected) => {
    const out = generateLorem({ unit, count, startWithLorem: true, random: rng(1) });
    const actual =
      unit === 'paragraphs' ? out.split('\n\n').length : unit === 'sentences' ? out.split(/(?<=\.) /).length : words(out).length;
    expect(actual).toBe(expected);
  });

  it('without the classic opening the text does not start with it', () => {
    const out = generateLorem({ unit: 'paragraphs', count: 3, startWithLorem: false, random: () => 0.5 });
    expect(out.startsWith('Lorem ipsum dolor sit amet')).toBe(false);
    expect(out.split('\n\n')).toHaveLength(3);
  });

  it('works with the real Math.random', () => {
    const out = generateLorem({ unit: 'sentences', count: 3, startWithLorem: true });
    expect(out.startsWith(`${CLASSIC_OPENING} `)).toBe(true);
    expect(out.split(/(?<=\.) /)).toHaveLength(3);
  });

  it('the largest outputs (100 paragraphs, 10 000 words) are well formed', () => {
    const big = generateLorem({ unit: 'paragraphs', count: 100, startWithLorem: true, random: rng(42) });
    expect(big.split('\n\n')).toHaveLength(100);
    expect(big).not.toMatch(/ {2}|\.\.|,,|,\./);
  });
});
