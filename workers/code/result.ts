/** Results of the code worker. No React, no DOM. */
import { utf8Length } from '../text/utf8';

export type CodeErrorKey = 'sql' | 'minifyHtml' | 'minifyCss' | 'minifyJs' | 'formatHtml' | 'formatCss' | 'formatJs';

/** A mistake in the user's code: shown translated, with the library's own words as detail. */
export interface CodeError {
  key: CodeErrorKey;
  /** The library's message (first line, position removed). */
  message: string;
  /** 1-based, when the library says where. */
  line?: number;
  column?: number;
}

export type CodeResult =
  | { ok: true; output: string; inputBytes: number; outputBytes: number }
  | { ok: false; error: CodeError };

export type ProgressFn = (fraction: number) => void;

export { utf8Length } from '../text/utf8';

export function success(input: string, output: string): CodeResult {
  return { ok: true, output, inputBytes: utf8Length(input), outputBytes: utf8Length(output) };
}

/** 1-based line and column of a 0-based offset. */
export function positionAt(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return { line, column: offset - lineStart + 1 };
}

const MAX_DETAIL = 160;

/** The first line of a library message, short enough for a toast. */
export function firstLine(message: string): string {
  const line = (message.split('\n')[0] ?? '').trim();
  return line.length > MAX_DETAIL ? `${line.slice(0, MAX_DETAIL - 1)}…` : line;
}

export function errorMessage(err: unknown): string {
  if (err instanceof Error) return err.message;
  return String(err);
}
