/**
 * Tokenizers for the word and character diff modes. No React, no DOM.
 *
 * Regexes rather than Intl.Segmenter: V8's segmenter iterates a long string in
 * quadratic time (measured in node 20: 112 KB of text took 5.8 s by words and
 * 10 s by graphemes), which a worker must never do with user input.
 */

/** Han, Hiragana and Katakana have no spaces between words: each character is its own token. */
const WORD_TOKEN =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]|[\p{L}\p{M}\p{N}_]+(?:['’.][\p{L}\p{M}\p{N}_]+)*|\s+|[^\s\p{M}](?:\p{M}|\u200D[^\s]|\p{Emoji_Modifier})*/gu;

/** An approximation of a user-perceived character: flags, combining marks, ZWJ emoji and skin tones stay whole. */
const CHAR_TOKEN = /\p{RI}\p{RI}|\r\n|\P{M}(?:\p{M}|\u200D\P{M}|\p{Emoji_Modifier})*|\p{M}/gsu;

const IS_WORD = /^[\p{L}\p{N}]/u;
const IS_SPACE = /^\s+$/;
const LINE_BREAK = /[\r\n]/;

export type TokenMode = 'words' | 'chars';

export function tokenize(text: string, mode: TokenMode): string[] {
  return text.match(mode === 'words' ? WORD_TOKEN : CHAR_TOKEN) ?? [];
}

export function isWhitespace(token: string): boolean {
  return IS_SPACE.test(token);
}

/** How many units a token counts for in the "added / removed" totals. */
export function tokenWeight(token: string, mode: TokenMode, ignoreWhitespace: boolean): number {
  if (mode === 'words') return IS_WORD.test(token) ? 1 : 0;
  if (LINE_BREAK.test(token)) return 0;
  if (ignoreWhitespace && IS_SPACE.test(token)) return 0;
  return 1;
}

/** Counts words or characters in a stretch of text that was wholly added or removed. */
export function countUnits(text: string, mode: TokenMode, ignoreWhitespace: boolean): number {
  let n = 0;
  for (const token of tokenize(text, mode)) n += tokenWeight(token, mode, ignoreWhitespace);
  return n;
}
