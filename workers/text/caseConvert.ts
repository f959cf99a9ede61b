import { choice } from '../ops/optionSpec';

export const CASE_MODES = [
  'upper',
  'lower',
  'title',
  'sentence',
  'camel',
  'snake',
  'kebab',
  'constant',
  'alternating',
] as const;

export type CaseMode = (typeof CASE_MODES)[number];

/*
 * Word pieces, in priority order:
 * - an upper-case run followed by Upper+lower ("HTTPServer" → "HTTP" | "Server"),
 * - an optionally capitalised lower-case word ("helloWorld" → "hello" | "World"),
 *   which also takes caseless letters (CJK, Arabic…) so they stay whole,
 * - an upper-case run, a number.
 * Anything else (spaces, _, -, punctuation, emoji) separates words.
 */
const UPPER = '[\\p{Lu}\\p{Lt}]';
const LOWER = '[\\p{Ll}\\p{Lm}\\p{Lo}]';
const WORD_RE = new RegExp(
  `${UPPER}[\\p{M}]*(?:${UPPER}[\\p{M}]*)*(?=${UPPER}[\\p{M}]*\\p{Ll})` +
    `|${UPPER}?[\\p{M}]*(?:${LOWER}[\\p{M}]*)+` +
    `|(?:${UPPER}[\\p{M}]*)+` +
    `|\\p{N}+`,
  'gu',
);

/** Apostrophes inside words ("don't") must not split them. */
const APOSTROPHES = /['’]/g;

/** Splits one line into words whatever its current shape: spaces, camelCase, snake_case, kebab-case, acronyms. */
export function splitWords(line: string): string[] {
  return line.replace(APOSTROPHES, '').match(WORD_RE) ?? [];
}

function capitalize(word: string): string {
  const first = String.fromCodePoint(word.codePointAt(0) ?? 0);
  return first.toLocaleUpperCase() + word.slice(first.length).toLocaleLowerCase();
}

/* A letter starts a title-case word unless a letter, digit or apostrophe precedes it ("don't", "3rd"). */
const TITLE_START = /(?<![\p{L}\p{M}\p{N}'’])\p{L}/gu;

export function toTitleCase(text: string): string {
  return text.toLocaleLowerCase().replace(TITLE_START, (ch) => ch.toLocaleUpperCase());
}

const LETTER = /\p{L}/u;
const DIGIT = /\p{N}/u;
const WHITESPACE = /\s/u;
const STOP = new Set(['.', '!', '?', '…']);
const CJK_STOP = new Set(['。', '！', '？']);
/** Closing marks may sit between a full stop and the space ("…he said." Then). */
const CLOSER = new Set(['"', "'", '”', '’', '»', ')', ']']);

/*
 * A sentence starts at the beginning of the text, at each line start, after . ! ? … followed by
 * white space, or right after a CJK full stop. Opening quotes or brackets before the first letter
 * are skipped; a digit there means the sentence does not start with a word, so nothing is capitalised.
 * A single linear scan: a regex with optional gaps backtracks quadratically on long blank runs.
 */
export function toSentenceCase(text: string): string {
  const lower = text.toLocaleLowerCase();
  const parts: string[] = [];
  let copied = 0;
  let capNext = true;
  let afterStop = false;
  for (let i = 0; i < lower.length; ) {
    const cp = lower.codePointAt(i) ?? 0;
    const ch = String.fromCodePoint(cp);
    if (LETTER.test(ch)) {
      if (capNext) {
        parts.push(lower.slice(copied, i), ch.toLocaleUpperCase());
        copied = i + ch.length;
      }
      capNext = false;
      afterStop = false;
    } else if (ch === '\n' || CJK_STOP.has(ch)) {
      capNext = true;
      afterStop = false;
    } else if (STOP.has(ch)) {
      afterStop = true;
    } else if (WHITESPACE.test(ch)) {
      if (afterStop) capNext = true;
      afterStop = false;
    } else if (DIGIT.test(ch)) {
      capNext = false;
      afterStop = false;
    } else if (!CLOSER.has(ch)) {
      afterStop = false;
    }
    i += ch.length;
  }
  parts.push(lower.slice(copied));
  return parts.join('');
}

export function toAlternatingCase(text: string): string {
  const out: string[] = [];
  let lower = true;
  for (const ch of text) {
    const up = ch.toLocaleUpperCase();
    const low = ch.toLocaleLowerCase();
    // Only characters that have case advance the alternation, so spaces and digits do not break the rhythm.
    if (up === low) {
      out.push(ch);
      continue;
    }
    out.push(lower ? low : up);
    lower = !lower;
  }
  return out.join('');
}

function joinWords(line: string, mode: 'camel' | 'snake' | 'kebab' | 'constant'): string {
  const words = splitWords(line);
  switch (mode) {
    case 'camel':
      return words.map((w, i) => (i === 0 ? w.toLocaleLowerCase() : capitalize(w))).join('');
    case 'snake':
      return words.map((w) => w.toLocaleLowerCase()).join('_');
    case 'kebab':
      return words.map((w) => w.toLocaleLowerCase()).join('-');
    case 'constant':
      return words.map((w) => w.toLocaleUpperCase()).join('_');
  }
}

/** Line contents between line breaks; replacing only these keeps \n and \r\n exactly as they were. */
const LINE = /[^\r\n]+/g;

export function convertCase(text: string, mode: CaseMode): string {
  switch (mode) {
    case 'upper':
      return text.toLocaleUpperCase();
    case 'lower':
      return text.toLocaleLowerCase();
    case 'title':
      return toTitleCase(text);
    case 'sentence':
      return toSentenceCase(text);
    case 'alternating':
      return toAlternatingCase(text);
    case 'camel':
    case 'snake':
    case 'kebab':
    case 'constant':
      return text.replace(LINE, (line) => joinWords(line, mode));
  }
}

/** The case-converter's operation (workers/text/ops.ts). */
export const caseOp = (text: string, options: { mode: CaseMode }): string => convertCase(text, options.mode);

/** The options of its operation, for the recipe step and the tool page alike (workers/ops/optionSpec.ts). */
export const CASE_OPTIONS = [choice('mode', 'options.case', CASE_MODES, 'upper', 'choices.case')] as const;
