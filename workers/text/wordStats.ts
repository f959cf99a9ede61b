export const READING_WPM = 238;
export const SPEAKING_WPM = 150;

export interface TextStats {
  words: number;
  /** Unicode code points, spaces included; a CRLF line break counts as one. */
  characters: number;
  /** Code points that are not white space of any kind. */
  charactersNoSpaces: number;
  sentences: number;
  paragraphs: number;
  lines: number;
  /** Whole seconds, rounded up. */
  readingSeconds: number;
  speakingSeconds: number;
}

/** Scripts written without spaces between words: each character is counted as one word. */
const CJK = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Hangul}';
/*
 * A token is one CJK character or a run of anything that is neither white space nor CJK.
 * Both alternatives are linear (no nested quantifiers), so a 1 MB input is one pass.
 */
const TOKEN = new RegExp(`[${CJK}]|[^\\s${CJK}]+`, 'gu');
const CJK_CHAR = new RegExp(`^[${CJK}]$`, 'u');
/** A run of punctuation alone ("—", "...") is not a word. */
const HAS_WORD_CHAR = /[\p{L}\p{N}]/u;
const SURROGATE_PAIR = /[\uD800-\uDBFF][\uDC00-\uDFFF]/g;
const WHITESPACE_RUN = /\s+/g;
/*
 * Sentence ends: . ! ? … (and a closing quote or bracket) before white space or the end,
 * a CJK full stop anywhere, or a blank line (a heading without a full stop is a sentence too).
 * The look-behind starts a match only at the first mark of a run, so "....x" stays linear.
 */
const SENTENCE_END = /(?<![.!?…])[.!?…]+["'”’»)\]]*(?=\s|$)|[。！？]+|\n\s*\n/u;
const BLANK_LINE = /\n\s*\n/;

function countMatches(text: string, re: RegExp): number {
  re.lastIndex = 0;
  let n = 0;
  while (re.exec(text) !== null) n++;
  return n;
}

export function countWords(text: string): number {
  TOKEN.lastIndex = 0;
  let n = 0;
  let m: RegExpExecArray | null;
  while ((m = TOKEN.exec(text)) !== null) {
    const token = m[0];
    if (CJK_CHAR.test(token) || HAS_WORD_CHAR.test(token)) n++;
  }
  return n;
}

export function countCodePoints(text: string): number {
  return text.length - countMatches(text, SURROGATE_PAIR);
}

function countNonEmpty(parts: string[]): number {
  let n = 0;
  for (const p of parts) if (HAS_WORD_CHAR.test(p)) n++;
  return n;
}

export function countSentences(text: string): number {
  return countNonEmpty(text.split(SENTENCE_END));
}

export function countParagraphs(text: string): number {
  let n = 0;
  for (const p of text.split(BLANK_LINE)) if (p.trim() !== '') n++;
  return n;
}

export function countLines(text: string): number {
  if (text === '') return 0;
  let n = 1;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) n++;
  return n;
}

export function secondsFor(words: number, wordsPerMinute: number): number {
  return Math.ceil((words * 60) / wordsPerMinute);
}

const NO_STATS: TextStats = {
  words: 0, characters: 0, charactersNoSpaces: 0, sentences: 0, paragraphs: 0, lines: 0, readingSeconds: 0, speakingSeconds: 0,
};

export function computeStats(raw: string): TextStats {
  // The Unicode-property regexes cost tens of milliseconds to compile on their first use: an empty page (every page
  // load) must not pay that while it hydrates.
  if (raw === '') return { ...NO_STATS };
  // Browsers hand textareas \n, but pasted or tested text may carry \r\n: one break, one character.
  const text = raw.replace(/\r\n?/g, '\n');
  const words = countWords(text);
  return {
    words,
    characters: countCodePoints(text),
    charactersNoSpaces: countCodePoints(text.replace(WHITESPACE_RUN, '')),
    sentences: countSentences(text),
    paragraphs: countParagraphs(text),
    lines: countLines(text),
    readingSeconds: secondsFor(words, READING_WPM),
    speakingSeconds: secondsFor(words, SPEAKING_WPM),
  };
}

export interface Duration {
  hours: number;
  minutes: number;
  seconds: number;
}

export function splitDuration(totalSeconds: number): Duration {
  const s = Math.max(0, Math.floor(totalSeconds));
  return { hours: Math.floor(s / 3600), minutes: Math.floor((s % 3600) / 60), seconds: s % 60 };
}

/** One "Label: value" per line, for the clipboard. */
export function statsSummary(rows: ReadonlyArray<readonly [label: string, value: string]>): string {
  return rows.map(([label, value]) => `${label}: ${value}`).join('\n');
}

/** The word-counter's operation (workers/text/ops.ts). */
export const statsOp = (text: string, _options: Record<string, never> = {}): TextStats => computeStats(text);
