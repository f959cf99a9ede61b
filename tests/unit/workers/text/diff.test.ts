import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { applyPatch, diffLines } from 'diff';
import { describe, expect, it } from 'vitest';
import { diffTexts, type DiffOptions, type DiffResult } from '@workers/text/diff';
import { lineAt, lineKeys, lineStarts, normalizeLine } from '@workers/text/lines';
import { countUnits, tokenize } from '@workers/text/tokens';
import { lineText } from '@src/tools/text-diff/logic';
import { rng } from '../../helpers/random';

const LINES: DiffOptions = { mode: 'lines', ignoreCase: false, ignoreWhitespace: false };
const WORDS: DiffOptions = { ...LINES, mode: 'words' };
const CHARS: DiffOptions = { ...LINES, mode: 'chars' };

/** The marked substrings of one side. */
function marked(text: string, marks: Int32Array): string[] {
  const out: string[] = [];
  for (let i = 0; i < marks.length; i += 2) out.push(text.slice(marks[i], marks[i + 1]));
  return out;
}

/** Applies our unified diff with jsdiff's patch reader: it must turn the old text into the new one. */
function patched(oldText: string, result: DiffResult): string | false {
  return result.unified ? applyPatch(oldText, result.unified) : oldText;
}

/** Lines drawn from a small vocabulary, so that duplicates and moved lines are common. */
function randomLines(random: () => number, count: number, vocabulary: number): string[] {
  return Array.from({ length: count }, () => `line ${Math.floor(random() * vocabulary)}`);
}

function mutate(random: () => number, lines: string[], rate: number): string[] {
  const out: string[] = [];
  for (const line of lines) {
    const r = random();
    if (r < rate / 3) continue;
    if (r < (2 * rate) / 3) out.push(`${line} changed`);
    else if (r < rate) out.push(line, `inserted ${Math.floor(random() * 1000)}`);
    else out.push(line);
  }
  return out;
}

describe('lines', () => {
  it.each([
    ['', []],
    ['a', ['a']],
    ['a\n', ['a']],
    ['a\n\n', ['a', '']],
    ['\n', ['']],
    ['a\r\nb', ['a', 'b']],
    ['a\r\nb\r\n', ['a', 'b']],
    ['a\rb', ['a\rb']],
    ['héllo\n你好\n🎉', ['héllo', '你好', '🎉']],
  ])('lineStarts(%j) → lines %j', (text, lines) => {
    const starts = lineStarts(text);
    expect(starts.length - 1).toBe(lines.length);
    expect(Array.from({ length: lines.length }, (_, i) => lineAt(text, starts, i))).toEqual(lines);
    expect(Array.from({ length: lines.length }, (_, i) => lineText(text, starts, i))).toEqual(lines);
  });

  it.each([
    ['  Hello   World  ', { ignoreCase: false, ignoreWhitespace: false }, '  Hello   World  '],
    ['  Hello \t World  ', { ignoreCase: false, ignoreWhitespace: true }, 'Hello World'],
    ['Ünïcödé ÉCOLE', { ignoreCase: true, ignoreWhitespace: false }, 'ünïcödé école'],
    ['  A\u00a0B  ', { ignoreCase: true, ignoreWhitespace: true }, 'a b'],
  ])('normalizeLine(%j, %j) → %j', (line, options, key) => expect(normalizeLine(line, options)).toBe(key));

  it('marks a last line without newline, unless whitespace is ignored', () => {
    expect(lineKeys('a\nb', lineStarts('a\nb'), { ignoreCase: false, ignoreWhitespace: false })).toEqual(['a', 'b\n']);
    expect(lineKeys('a\nb\n', lineStarts('a\nb\n'), { ignoreCase: false, ignoreWhitespace: false })).toEqual(['a', 'b']);
    expect(lineKeys('a\nb', lineStarts('a\nb'), { ignoreCase: false, ignoreWhitespace: true })).toEqual(['a', 'b']);
  });
});

describe('tokens', () => {
  it.each([
    ['words', 'Hello,  wörld!', ['Hello', ',', '  ', 'wörld', '!']],
    ['words', "don't stop 3.14", ["don't", ' ', 'stop', ' ', '3.14']],
    ['words', '我喜欢苹果', ['我', '喜', '欢', '苹', '果']],
    ['words', 'ok 👍🏽!', ['ok', ' ', '👍🏽', '!']],
    ['chars', 'e\u0301👍🏽👨‍👩‍👧🇪🇸', ['e\u0301', '👍🏽', '👨‍👩‍👧', '🇪🇸']],
    ['chars', 'a\r\nb', ['a', '\r\n', 'b']],
    ['chars', '', []],
  ] as const)('tokenize(%s, %j)', (mode, text, tokens) => expect(tokenize(text, mode)).toEqual(tokens));

  it.each([
    ['Hello, wörld! 你好', 'words', false, 4],
    ['a b\nc', 'chars', false, 4],
    ['a b\nc', 'chars', true, 3],
    ['👍🏽 é', 'chars', false, 3],
  ] as const)('countUnits(%j, %s, ignoreWhitespace=%s) → %i', (text, mode, ws, n) => expect(countUnits(text, mode, ws)).toBe(n));
});

describe('diffTexts: line mode', () => {
  it.each([
    ['identical', 'a\nb\n', 'a\nb\n', LINES, true, 0, 0],
    ['one line changed', 'a\nb\nc\n', 'a\nB\nc\n', LINES, false, 1, 1],
    ['appended', 'a\n', 'a\nb\nc\n', LINES, false, 2, 0],
    ['everything removed', 'a\nb\n', '', LINES, false, 0, 2],
    ['from nothing', '', 'x\n', LINES, false, 1, 0],
    ['case only, case ignored', 'Hello\nWorld\n', 'hello\nWORLD\n', { ...LINES, ignoreCase: true }, true, 0, 0],
    ['case only, case counts', 'Hello\nWorld\n', 'hello\nWORLD\n', LINES, false, 2, 2],
    ['spacing only, whitespace ignored', 'a  b\n\tc\n', 'a b\nc   \n', { ...LINES, ignoreWhitespace: true }, true, 0, 0],
    ['CRLF against LF', 'a\r\nb\r\n', 'a\nb\n', LINES, true, 0, 0],
    ['missing final newline', 'a\nb', 'a\nb\n', LINES, false, 1, 1],
    ['missing final newline, whitespace ignored', 'a\nb', 'a\nb\n', { ...LINES, ignoreWhitespace: true }, true, 0, 0],
    ['unicode lines', 'café\n你好\n🎉\n', 'café\n您好\n🎉\n', LINES, false, 1, 1],
    ['moved line', 'a\nb\nc\nd\n', 'b\nc\nd\na\n', LINES, false, 1, 1],
  ])('%s', (_name, a, b, options, identical, added, removed) => {
    const r = diffTexts(a, b, options);
    expect(r.identical).toBe(identical);
    expect([r.added, r.removed]).toEqual([added, removed]);
    expect([r.addedLines, r.removedLines]).toEqual([added, removed]);
    expect(r.coarse).toBe(false);
    if (identical) expect(r.unified).toBe('');
    else if (!options.ignoreCase && !options.ignoreWhitespace) expect(patched(a, r)).toBe(b.replace(/\r\n/g, '\n'));
  });

  it('writes a standard unified diff', () => {
    const r = diffTexts('a\nb\nc\nd\ne\nf\ng\nh\ni\nj\n', 'a\nB\nc\nd\ne\nf\ng\nh\ni\nj\nk', LINES);
    expect(r.unified).toBe(
      '--- original\n+++ modified\n@@ -1,5 +1,5 @@\n a\n-b\n+B\n c\n d\n e\n@@ -8,3 +8,4 @@\n h\n i\n j\n+k\n\\ No newline at end of file\n',
    );
  });

  it('uses the given labels and context', () => {
    const r = diffTexts('a\nb\nc\n', 'a\nx\nc\n', { ...LINES, context: 0, labels: { old: 'v1.txt', new: 'v2.txt' } });
    expect(r.unified).toBe('--- v1.txt\n+++ v2.txt\n@@ -2 +2 @@\n-b\n+x\n');
  });

  it('describes insertions and deletions with GNU range notation', () => {
    expect(diffTexts('', 'a\n', LINES).unified).toBe('--- original\n+++ modified\n@@ -0,0 +1 @@\n+a\n');
    expect(diffTexts('a\nb\nc\n', 'a\nc\n', { ...LINES, context: 0 }).unified).toBe('--- original\n+++ modified\n@@ -2 +1,0 @@\n-b\n');
  });

  it('finds a minimal diff: as many changed lines as jsdiff, and the patch applies (random inputs)', () => {
    for (let seed = 1; seed <= 60; seed++) {
      const random = rng(seed);
      const oldLines = randomLines(random, 5 + Math.floor(random() * 60), 1 + Math.floor(random() * 12));
      const newLines = mutate(random, oldLines, 0.3);
      const a = oldLines.join('\n') + (seed % 3 ? '\n' : '');
      const b = newLines.join('\n') + (seed % 4 ? '\n' : '');
      const r = diffTexts(a, b, LINES);
      const reference = diffLines(a, b);
      const count = (kind: 'added' | 'removed') => reference.filter((c) => c[kind]).reduce((n, c) => n + (c.count ?? 0), 0);
      expect([r.addedLines, r.removedLines], `seed ${seed}`).toEqual([count('added'), count('removed')]);
      expect(patched(a, r), `seed ${seed}`).toBe(b);
    }
  });

  it('falls back to a coarse diff past the edit budget, still a valid patch', () => {
    const a = 'a\nb\nc\nd\ne\nf\n';
    const b = 'f\ne\nd\nc\nb\na\n';
    const r = diffTexts(a, b, { ...LINES, maxEditLength: 1 });
    expect(r.coarse).toBe(true);
    expect(Array.from(r.blocks)).toEqual([0, 6, 0, 6]);
    expect(patched(a, r)).toBe(b);
  });

  it('reports progress up to 1, in order', () => {
    const seen: number[] = [];
    diffTexts('a\nb\nc\n', 'a\nx\nc\ny\n', WORDS, (f) => seen.push(f));
    expect(seen[0]).toBe(0);
    expect(seen.at(-1)).toBe(1);
    expect([...seen].sort((x, y) => x - y)).toEqual(seen);
  });

  it('agrees with GNU diff -u on prose-like text (when diff is installed)', () => {
    const random = rng(99);
    const words = ['alpha', 'beta', 'gamma', 'delta', 'épsilon', '你好', '🎉'];
    const lines = Array.from({ length: 400 }, (_, i) => `${i} ${words[Math.floor(random() * words.length)]} ${Math.floor(random() * 1e6)}`);
    const a = `${lines.join('\n')}\n`;
    const b = `${mutate(random, lines, 0.05).join('\n')}\n`;
    const dir = mkdtempSync(path.join(tmpdir(), 'text-diff-'));
    try {
      writeFileSync(path.join(dir, 'a'), a);
      writeFileSync(path.join(dir, 'b'), b);
      const gnu = spawnSync('diff', ['-u', '--label', 'original', '--label', 'modified', 'a', 'b'], { cwd: dir, encoding: 'utf8' });
      if (gnu.error) return; // no GNU diff here: the patch round trip above still holds
      expect(diffTexts(a, b, LINES).unified).toBe(gnu.stdout);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('diffTexts: words and characters', () => {
  it('words: marks the changed word on each side', () => {
    const a = 'the quick brown fox\njumps\n';
    const b = 'the slow brown fox\njumps\n';
    const r = diffTexts(a, b, WORDS);
    expect([r.added, r.removed]).toEqual([1, 1]);
    expect(marked(a, r.oldMarks)).toEqual(['quick']);
    expect(marked(b, r.newMarks)).toEqual(['slow']);
  });

  it.each([
    ['CJK words, one character each', '我喜欢苹果\n', '我喜欢香蕉\n', WORDS, ['苹果'], ['香蕉'], 2, 2],
    ['characters', 'kitten\n', 'sitting\n', CHARS, ['k', 'e'], ['s', 'i', 'g'], 3, 2],
    ['emoji skin tone is one character', 'ok 👍🏽\n', 'ok 👍🏿\n', CHARS, ['👍🏽'], ['👍🏿'], 1, 1],
    ['accents', 'café au lait\n', 'cafe au lait\n', CHARS, ['é'], ['e'], 1, 1],
    ['ignore case keeps the new spelling unmarked', 'Hello World\n', 'hello world!\n', { ...WORDS, ignoreCase: true }, [], ['!'], 0, 0],
    ['ignore whitespace in word mode', 'a b  c d\n', 'a b c x\n', { ...WORDS, ignoreWhitespace: true }, ['d'], ['x'], 1, 1],
  ])('%s', (_name, a, b, options, oldMarks, newMarks, added, removed) => {
    const r = diffTexts(a, b, options);
    expect(marked(a, r.oldMarks)).toEqual(oldMarks);
    expect(marked(b, r.newMarks)).toEqual(newMarks);
    expect([r.added, r.removed]).toEqual([added, removed]);
  });

  it('a reflowed paragraph: words move between lines, only the real change is marked', () => {
    const a = 'one two three\nfour five six\n';
    const b = 'one two\nthree four FIVE six\n';
    const r = diffTexts(a, b, WORDS);
    expect(marked(a, r.oldMarks)).toEqual(['five']);
    expect(marked(b, r.newMarks)).toEqual(['FIVE']);
    expect([r.added, r.removed]).toEqual([1, 1]);
  });

  it('counts wholly added or removed lines in the mode unit', () => {
    const r = diffTexts('keep\n', 'keep\nnew words here\n', WORDS);
    expect([r.added, r.removed, r.addedLines]).toEqual([3, 0, 1]);
    const c = diffTexts('keep\ngone\n', 'keep\n', CHARS);
    expect([c.added, c.removed]).toEqual([0, 4]);
  });

  it('shows whole lines when the refinement budget is spent', () => {
    const r = diffTexts('a b c\n', 'a x c\n', { ...WORDS, refineTimeoutMs: 0 });
    expect(r.coarse).toBe(true);
    expect(r.oldMarks.length).toBe(0);
    expect([r.added, r.removed]).toEqual([3, 3]);
  });
});

describe('diffTexts: 1 MB inputs', () => {
  const random = rng(7);
  const lines = Array.from({ length: 20_000 }, (_, i) => `line ${i}: ${'lorem ipsum '.repeat(1 + Math.floor(random() * 4))}${Math.floor(random() * 1e9)}`);
  const a = `${lines.join('\n')}\n`;
  let changed = 0;
  const edited = lines.map((line, i) => (i % 50 === 7 ? (changed++, `${line} EDITED`) : line));
  const b = `${edited.join('\n')}\n`;

  it('finds exactly the 2 % of edited lines and produces an applicable patch', () => {
    expect(a.length).toBeGreaterThan(500_000);
    const r = diffTexts(a, b, LINES);
    expect([r.addedLines, r.removedLines]).toEqual([changed, changed]);
    expect(r.blocks.length / 4).toBe(changed);
    expect(patched(a, r)).toBe(b);
  });

  it('word mode marks just the inserted word on every edited line', () => {
    const r = diffTexts(a, b, WORDS);
    expect(r.added).toBe(changed);
    expect(new Set(marked(b, r.newMarks).map((m) => m.trim()))).toEqual(new Set(['EDITED']));
  });
});
