import { flag } from '../ops/optionSpec';

export interface WhitespaceOptions {
  extraSpaces: boolean;
  tabs: boolean;
  trimLines: boolean;
  lineBreaks: boolean;
}

export interface WhitespaceResult {
  output: string;
  /** input.length - output.length: what the cleaning took out (a tab turned into a space counts as 0). */
  removed: number;
}

export const DEFAULT_WHITESPACE_OPTIONS: WhitespaceOptions = {
  extraSpaces: true,
  tabs: true,
  trimLines: true,
  lineBreaks: false,
};

/** A line's content: everything between line breaks (\r\n, \r or \n). */
const LINE = /[^\r\n]+/g;
const LINE_BREAK = /\r\n|\r|\n/;
/** Two or more spaces; U+00A0 (no-break space, common in text pasted from web pages) counts as a space. */
const SPACE_RUN = /[ \u00A0]{2,}/g;

/**
 * Runs the chosen clean-ups in a fixed order: tabs → spaces, trim each line,
 * join lines, collapse space runs. Collapsing last means the spaces produced by
 * the earlier steps are collapsed too. Without "Remove line breaks" the
 * original line endings (LF or CRLF) are kept.
 */
export function cleanWhitespace(input: string, options: WhitespaceOptions): WhitespaceResult {
  let text = input;
  if (options.tabs) text = text.replace(/\t/g, ' ');
  if (options.trimLines) text = text.replace(LINE, (line) => line.trim());
  if (options.lineBreaks) {
    // Empty lines are dropped rather than turned into runs of spaces.
    text = text
      .split(LINE_BREAK)
      .filter((line) => line !== '')
      .join(' ');
  }
  if (options.extraSpaces) text = text.replace(SPACE_RUN, ' ');
  return { output: text, removed: input.length - text.length };
}

/** The whitespace-remover's operation (workers/text/ops.ts). */
export const whitespaceOp = (text: string, options: WhitespaceOptions): WhitespaceResult => cleanWhitespace(text, options);

/** The options of its operation, for the recipe step and the tool page alike (workers/ops/optionSpec.ts). */
export const WHITESPACE_OPTIONS = [
  flag('extraSpaces', 'options.extraSpaces', DEFAULT_WHITESPACE_OPTIONS.extraSpaces),
  flag('tabs', 'options.tabs', DEFAULT_WHITESPACE_OPTIONS.tabs),
  flag('trimLines', 'options.trimLines', DEFAULT_WHITESPACE_OPTIONS.trimLines),
  flag('lineBreaks', 'options.lineBreaks', DEFAULT_WHITESPACE_OPTIONS.lineBreaks),
] as const;
